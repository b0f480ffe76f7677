/**
 * The editorial service (server/editorial/types.ts): the policy check and the
 * audit entry around every workflow step (guard.ts), mail to editors on
 * submission, and the job runner. The steps themselves are in workflow.ts
 * (writes), queries.ts (reads), history.ts, previews.ts, redirects.ts and
 * jobs.ts; the preview-link and redirect methods are in service-links.ts.
 */
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { isContentType, ScheduleInput } from "../../app/kernel/editorial-schemas.ts";
import { admin } from "../../app/kernel/admin-links.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { AuditService, MailService } from "../../app/kernel/services/accounts.ts";
import type { ContentChanges } from "../content-changes.ts";
import { createGuard } from "./guard.ts";
import { listRevisions, pruneRevisions, revisionDiff } from "./history.ts";
import { createJobs } from "./jobs.ts";
import { listItems, upcomingSchedules } from "./queries.ts";
import type { PageLocales } from "./page-paths.ts";
import type { PageExists } from "./redirect-targets.ts";
import { createRedirects } from "./redirects.ts";
import { TYPES, type TypeInfo } from "./registry.ts";
import { translationGaps } from "./translations.ts";
import { createReviewMethods, doer } from "./review.ts";
import { createLinkMethods } from "./service-links.ts";
import { nowIso, revisionDocument } from "./store.ts";
import {
  EditorialError,
  type BulkResult,
  type Caller,
  type EditorialService,
} from "../../app/kernel/services/editorial.ts";
import { checkVersion, createWorkflow } from "./workflow.ts";

export interface EditorialDeps {
  db: () => Kysely<DB>;
  kind: DialectKind;
  changes: ContentChanges;
  audit: AuditService;
  mail: MailService;
  logger: Logger;
  siteUrl: () => string;
  basePath: string;
  /** The key share-link tokens are derived with (./previews.ts). */
  previewSecret: () => Promise<string>;
  /** Whether a site path is a page of the site, for redirect targets (./redirect-targets.ts). */
  pageExists: PageExists;
  /** How often the job runner looks for due schedules (0: never; tests run them by hand). */
  jobIntervalMs?: number;
  /** The configured locales, whose prefixes no page may take (LOCALES). */
  locales?: PageLocales;
}

export function createEditorialService(deps: EditorialDeps): EditorialService {
  const workflow = createWorkflow(deps);
  const redirects = createRedirects(deps.db);
  deps.changes.subscribe(() => redirects.invalidate());
  const changed = () => deps.changes.check();
  const guard = createGuard(
    deps.db,
    deps.audit,
    (deps.locales ?? []).map((l) => l.tag),
  );
  const { actor, need, typeInfo, notSingleton, mayEdit, record, detail } = guard;
  /** An item that must stay published (the home page's document) refuses every way down (409). */
  async function refuseIfStaysLive(info: TypeInfo, db: Kysely<DB>, id: number): Promise<void> {
    const reason = await info.staysLive?.(db, id);
    if (reason) throw new EditorialError("conflict", reason);
  }
  const links = createLinkMethods({ ...deps, redirects, changed }, guard);
  const { notifyPublished, ...review } = createReviewMethods(deps, guard, workflow);
  const jobs = createJobs({
    db: deps.db,
    kind: deps.kind,
    workflow,
    logger: deps.logger,
    changed,
    audit: async (e) => {
      await deps.audit.record({
        actor: e.actor,
        action: e.action,
        targetType: e.type,
        targetId: String(e.id),
        after: e.after,
      });
      // A scheduled publication tells the author as one made by hand does.
      if (e.action === "content.published" && isContentType(e.type))
        await notifyPublished(e.actor, TYPES[e.type], e.id);
    },
  });

  async function notifyEditors(c: Caller, info: TypeInfo, id: number, title: string): Promise<void> {
    const editors = await deps
      .db()
      .selectFrom("auth_user")
      .select(["email", "role"])
      .where("role", "in", ["admin", "editor"])
      .where("disabledAt", "is", null)
      .execute();
    // The back office opens on what waits for review.
    const link = new URL(`${deps.basePath}${admin.dashboard().slice(1)}`, deps.siteUrl()).toString();
    for (const editor of editors)
      await deps.mail
        .send({
          to: editor.email,
          subject: `Waiting for review: ${title}`,
          text: `${c.user.name || c.user.email} submitted "${title}" (${info.type}) for review.\n\nOpen it: ${link}\n`,
        })
        .catch((error: unknown) => deps.logger.error({ err: error, to: editor.email }, "review notice not sent"));
  }

  const service: EditorialService = {
    async bulk(c, type, action, ids) {
      need(c, action === "delete" ? "content.delete" : "content.publish");
      const result: BulkResult = { done: [], failed: [] };
      for (const id of new Set(ids)) {
        try {
          if (action === "publish") await service.publish(c, type, id);
          else if (action === "unpublish") await service.unpublish(c, type, id);
          else await service.remove(c, type, id);
          result.done.push(id);
        } catch (error) {
          if (!(error instanceof EditorialError)) throw error;
          result.failed.push({ id, code: error.code, message: error.message });
        }
      }
      return result;
    },
    async list(c, type, query) {
      need(c, "content.read-drafts");
      return listItems(deps.db(), deps.kind, typeInfo(type, c), query, c.user.id);
    },
    async upcomingSchedules(c, limit = 8) {
      need(c, "content.read-drafts");
      return upcomingSchedules(deps.db(), limit);
    },
    async translationGaps(c) {
      need(c, "content.read-drafts");
      const locale = guard.workLocale(c);
      if (!locale) throw new EditorialError("invalid", "Name a locale other than the default.");
      return translationGaps(deps.db(), locale);
    },
    async get(c, type, id) {
      need(c, "content.read-drafts");
      return detail(c, typeInfo(type, c), id);
    },
    async touch(c, type, id) {
      need(c, "content.read-drafts");
      const info = typeInfo(type, c);
      await deps
        .db()
        .updateTable("editorial_items")
        .set({ editing_at: nowIso(), editing_by_id: c.user.id, editing_by_email: c.user.email })
        .where("type", "=", info.type)
        .where("item_id", "=", id)
        .execute();
    },
    async createDraft(c, type, document) {
      need(c, "content.create-draft");
      const info = typeInfo(type, c);
      notSingleton(info);
      const id = await workflow.createDraft(info, document, actor(c));
      await record(c, "content.created", type, id);
      return detail(c, info, id);
    },
    async saveDraft(c, type, id, version, document) {
      need(c, "content.edit-own-draft");
      const info = typeInfo(type, c);
      const revision = await workflow.saveDraft(info, id, version, document, actor(c), mayEdit(c));
      await pruneRevisions(deps.db(), info, id, workflow.revisionLocale(info));
      await record(c, "content.draft-saved", type, id, { revision });
      return detail(c, info, id);
    },
    async submitForReview(c, type, id, version) {
      need(c, "content.submit");
      const info = typeInfo(type, c);
      const title = await workflow.submit(info, id, version, actor(c), mayEdit(c));
      await record(c, "content.submitted", type, id);
      await notifyEditors(c, info, id, title);
      return detail(c, info, id);
    },
    async publish(c, type, id, version) {
      need(c, "content.publish");
      const info = typeInfo(type, c);
      await workflow.withItem(info, id, async (trx, meta) => {
        checkVersion(meta, version, false);
        await workflow.publishIn(trx, info, id, meta, actor(c));
      });
      await changed();
      await record(c, "content.published", type, id);
      await notifyPublished(doer(c), info, id);
      return detail(c, info, id);
    },
    async unpublish(c, type, id, version) {
      need(c, "content.publish");
      const info = typeInfo(type, c);
      notSingleton(info);
      await workflow.withItem(info, id, async (trx, meta) => {
        await refuseIfStaysLive(info, trx, id);
        checkVersion(meta, version, false);
        if (meta.status !== "published") throw new EditorialError("conflict", "The item is not published.");
        await workflow.unpublishIn(trx, info, id, meta, actor(c));
      });
      await changed();
      await record(c, "content.unpublished", type, id);
      return detail(c, info, id);
    },
    async schedule(c, type, id, action, at) {
      need(c, "content.schedule");
      const info = typeInfo(type, c);
      if (action === "unpublish") {
        notSingleton(info);
        await refuseIfStaysLive(info, deps.db(), id);
      }
      const parsed = ScheduleInput.safeParse({ action, at });
      if (!parsed.success)
        throw new EditorialError("invalid", "Give an action (publish or unpublish) and an ISO 8601 time.");
      const runAt = new Date(parsed.data.at).toISOString();
      const row = await workflow.withItem(info, id, async (trx, meta) => {
        const revision = meta.draft_revision_id ?? meta.published_revision_id;
        return trx
          .insertInto("editorial_schedules")
          .values({
            type: info.type,
            item_id: id,
            action,
            run_at: runAt,
            revision_id: action === "publish" ? revision : null,
            locale: workflow.revisionLocale(info),
            created_at: nowIso(),
            created_by_id: c.user.id,
            created_by_email: c.user.email,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
      });
      await record(c, "content.scheduled", type, id, { action, at: runAt, schedule: Number(row.id) });
      return { id: Number(row.id), action, at: runAt, createdBy: actor(c) };
    },
    async cancelSchedule(c, type, id, scheduleId) {
      need(c, "content.schedule");
      const info = typeInfo(type, c);
      const result = await deps
        .db()
        .updateTable("editorial_schedules")
        .set({ done_at: nowIso(), outcome: `cancelled by ${c.user.email}` })
        .where("id", "=", scheduleId)
        .where("type", "=", info.type)
        .where("item_id", "=", id)
        .where("locale", "=", workflow.revisionLocale(info))
        .where("done_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1)
        throw new EditorialError("not_found", `No pending schedule ${scheduleId}.`);
      await record(c, "content.schedule-cancelled", type, id, { schedule: scheduleId });
    },
    async revisions(c, type, id) {
      need(c, "content.read-drafts");
      const info = typeInfo(type, c);
      await detail(c, info, id);
      return listRevisions(deps.db(), info, id, workflow.revisionLocale(info));
    },
    async diff(c, type, id, to, from) {
      need(c, "content.read-drafts");
      const info = typeInfo(type, c);
      return revisionDiff(deps.db(), info, id, to, from, workflow.revisionLocale(info));
    },
    async revisionDocument(c, type, id, revisionId) {
      need(c, "content.read-drafts");
      const info = typeInfo(type, c);
      let query = deps
        .db()
        .selectFrom("editorial_revisions")
        .select("id")
        .where("type", "=", info.type)
        .where("item_id", "=", id)
        .where("locale", "=", workflow.revisionLocale(info));
      query = revisionId === null ? query.where("number", "=", 1) : query.where("id", "=", revisionId);
      const row = await query.executeTakeFirst();
      const document = row ? await revisionDocument(deps.db(), Number(row.id)) : undefined;
      if (!document) throw new EditorialError("not_found", `No revision ${revisionId ?? 1} of this item.`);
      return document;
    },
    async restoreRevision(c, type, id, revisionId) {
      need(c, "content.edit-own-draft");
      const info = typeInfo(type, c);
      const revision = await workflow.restoreRevision(info, id, revisionId, actor(c), mayEdit(c));
      await record(c, "content.revision-restored", type, id, { from: revisionId, revision });
      return detail(c, info, id);
    },
    async discardDraft(c, type, id, version) {
      need(c, "content.edit-own-draft");
      const info = typeInfo(type, c);
      await workflow.discardDraft(info, id, version, actor(c), mayEdit(c));
      await record(c, "content.draft-discarded", type, id);
      return detail(c, info, id);
    },
    async remove(c, type, id, version) {
      need(c, "content.delete");
      const info = typeInfo(type, c);
      notSingleton(info);
      await workflow.withItem(info, id, async (trx, meta) => {
        await refuseIfStaysLive(info, trx, id);
        checkVersion(meta, version, false);
        const busy = await info.inUse?.(trx, id);
        if (busy) throw new EditorialError("conflict", busy);
        await workflow.unpublishIn(trx, info, id, meta, actor(c), true);
        await trx
          .updateTable("editorial_schedules")
          .set({ done_at: nowIso(), outcome: "cancelled: deleted" })
          .where("type", "=", info.type)
          .where("item_id", "=", id)
          .where("done_at", "is", null)
          .execute();
      });
      await changed();
      await record(c, "content.deleted", type, id);
    },
    async restoreFromTrash(c, type, id) {
      need(c, "content.delete");
      const info = typeInfo(type, c);
      await workflow.withItem(
        info,
        id,
        (trx) =>
          trx
            .updateTable("editorial_items")
            .set({
              deleted_at: null,
              deleted_by_email: null,
              updated_at: nowIso(),
              updated_by_id: c.user.id,
              updated_by_email: c.user.email,
            })
            .where("type", "=", info.type)
            .where("item_id", "=", id)
            .execute(),
        { trashed: true },
      );
      await record(c, "content.undeleted", type, id);
      return detail(c, info, id);
    },
    ...links,
    ...review,
    runDueSchedules: (now) => jobs.runDue(now),
    purgeTrash: (now) => jobs.purgeTrash(now),
    start: () => jobs.start(deps.jobIntervalMs),
    stop: () => jobs.stop(),
  };
  return service;
}
