/**
 * The editorial service (server/editorial/types.ts): the policy check and the
 * audit entry around every workflow step, mail to editors on submission, and the
 * job runner. The steps themselves are in workflow.ts (writes), queries.ts
 * (reads), history.ts, previews.ts, redirects.ts and jobs.ts.
 */
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { can, type Action } from "../../app/kernel/admin-policy.ts";
import {
  isContentType,
  PREVIEW_LINK_MAX_DAYS,
  ScheduleInput,
  type ContentType,
} from "../../app/kernel/editorial-schemas.ts";
import { admin } from "../../app/kernel/links.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { AuditService, MailService } from "../accounts/types.ts";
import type { ContentChanges } from "../content-changes.ts";
import { listRevisions, pruneRevisions, revisionDiff } from "./history.ts";
import { createJobs } from "./jobs.ts";
import { createLink, findLink, listLinks, previewGrant, previewUrls, revokeLink } from "./previews.ts";
import { getItem, listItems, upcomingSchedules } from "./queries.ts";
import { createRedirects } from "./redirects.ts";
import { TYPES, type TypeInfo } from "./registry.ts";
import { nowIso, type Meta } from "./store.ts";
import { EditorialError, type BulkResult, type Caller, type EditorialService } from "./types.ts";
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
  /** How often the job runner looks for due schedules (0: never; tests run them by hand). */
  jobIntervalMs?: number;
}

export function createEditorialService(deps: EditorialDeps): EditorialService {
  const workflow = createWorkflow(deps);
  const redirects = createRedirects(deps.db);
  deps.changes.subscribe(() => redirects.invalidate());
  const changed = () => deps.changes.check();
  const jobs = createJobs({
    db: deps.db,
    kind: deps.kind,
    workflow,
    logger: deps.logger,
    changed,
    audit: (e) =>
      deps.audit.record({
        actor: e.actor,
        action: e.action,
        targetType: e.type,
        targetId: String(e.id),
        after: e.after,
      }),
  });

  const actor = (c: Caller) => ({ id: c.user.id, email: c.user.email });
  function need(c: Caller, action: Action): void {
    if (!can(c.user.role, action)) throw new EditorialError("forbidden", "Your role does not allow this.");
  }
  function typeInfo(type: ContentType): TypeInfo {
    if (!isContentType(type)) throw new EditorialError("not_found", `No content type ${String(type)}.`);
    return TYPES[type];
  }
  /** The site settings are one item that stays live: refused steps say so (409). */
  function notSingleton(info: TypeInfo): void {
    if (info.singleton)
      throw new EditorialError("conflict", "This item always exists and stays live; edit and publish it instead.");
  }
  const mayEdit = (c: Caller) => (meta: Meta) =>
    can(c.user.role, "content.edit-any") ||
    (can(c.user.role, "content.edit-own-draft") && meta.created_by_id === c.user.id);
  const record = (
    c: Caller,
    action: string,
    type: ContentType,
    id: number | string,
    after?: unknown,
    before?: unknown,
  ) =>
    deps.audit.record({
      actor: actor(c),
      ip: c.client.ip,
      action,
      targetType: type,
      targetId: String(id),
      after,
      before,
    });
  const detail = (c: Caller, info: TypeInfo, id: number) => getItem(deps.db(), info, id, c.user.id);

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
      return listItems(deps.db(), deps.kind, typeInfo(type), query, c.user.id);
    },
    async upcomingSchedules(c, limit = 8) {
      need(c, "content.read-drafts");
      return upcomingSchedules(deps.db(), limit);
    },
    async get(c, type, id) {
      need(c, "content.read-drafts");
      return detail(c, typeInfo(type), id);
    },
    async touch(c, type, id) {
      need(c, "content.read-drafts");
      const info = typeInfo(type);
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
      const info = typeInfo(type);
      notSingleton(info);
      const id = await workflow.createDraft(info, document, actor(c));
      await record(c, "content.created", type, id);
      return detail(c, info, id);
    },
    async saveDraft(c, type, id, version, document) {
      need(c, "content.edit-own-draft");
      const info = typeInfo(type);
      const revision = await workflow.saveDraft(info, id, version, document, actor(c), mayEdit(c));
      await pruneRevisions(deps.db(), info, id);
      await record(c, "content.draft-saved", type, id, { revision });
      return detail(c, info, id);
    },
    async submitForReview(c, type, id, version) {
      need(c, "content.submit");
      const info = typeInfo(type);
      const title = await workflow.submit(info, id, version, actor(c), mayEdit(c));
      await record(c, "content.submitted", type, id);
      await notifyEditors(c, info, id, title);
      return detail(c, info, id);
    },
    async publish(c, type, id, version) {
      need(c, "content.publish");
      const info = typeInfo(type);
      await workflow.withItem(info, id, async (trx, meta) => {
        checkVersion(meta, version, false);
        await workflow.publishIn(trx, info, id, meta, actor(c));
      });
      await changed();
      await record(c, "content.published", type, id);
      return detail(c, info, id);
    },
    async unpublish(c, type, id, version) {
      need(c, "content.publish");
      const info = typeInfo(type);
      notSingleton(info);
      await workflow.withItem(info, id, async (trx, meta) => {
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
      const info = typeInfo(type);
      if (action === "unpublish") notSingleton(info);
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
      const info = typeInfo(type);
      const result = await deps
        .db()
        .updateTable("editorial_schedules")
        .set({ done_at: nowIso(), outcome: `cancelled by ${c.user.email}` })
        .where("id", "=", scheduleId)
        .where("type", "=", info.type)
        .where("item_id", "=", id)
        .where("done_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1)
        throw new EditorialError("not_found", `No pending schedule ${scheduleId}.`);
      await record(c, "content.schedule-cancelled", type, id, { schedule: scheduleId });
    },
    async revisions(c, type, id) {
      need(c, "content.read-drafts");
      const info = typeInfo(type);
      await detail(c, info, id);
      return listRevisions(deps.db(), info, id);
    },
    async diff(c, type, id, to, from) {
      need(c, "content.read-drafts");
      return revisionDiff(deps.db(), typeInfo(type), id, to, from);
    },
    async restoreRevision(c, type, id, revisionId) {
      need(c, "content.edit-own-draft");
      const info = typeInfo(type);
      const revision = await workflow.restoreRevision(info, id, revisionId, actor(c), mayEdit(c));
      await record(c, "content.revision-restored", type, id, { from: revisionId, revision });
      return detail(c, info, id);
    },
    async remove(c, type, id, version) {
      need(c, "content.delete");
      const info = typeInfo(type);
      notSingleton(info);
      await workflow.withItem(info, id, async (trx, meta) => {
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
      const info = typeInfo(type);
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
    async createPreviewLink(c, type, id, days = PREVIEW_LINK_MAX_DAYS) {
      need(c, "content.share-preview");
      const info = typeInfo(type);
      const item = await detail(c, info, id);
      if (item.deletedAt) throw new EditorialError("not_found", `No ${type} item ${id}.`);
      const link = await createLink(deps.db(), info, id, actor(c), days);
      await record(c, "content.preview-link-created", type, id, { link: link.id, expiresAt: link.expiresAt });
      const urls = previewUrls(deps.siteUrl(), deps.basePath, link.token, (item.urls ?? info.listUrl).mobile !== null);
      return { id: link.id, ...urls, expiresAt: link.expiresAt, createdBy: actor(c), revokedAt: null };
    },
    async previewLinks(c, type, id) {
      need(c, "content.share-preview");
      return listLinks(deps.db(), typeInfo(type), id);
    },
    async revokePreviewLink(c, type, id, linkId) {
      need(c, "content.share-preview");
      if (!(await revokeLink(deps.db(), typeInfo(type), id, linkId)))
        throw new EditorialError("not_found", `No active preview link ${linkId}.`);
      await record(c, "content.preview-link-revoked", type, id, { link: linkId });
    },
    async openPreview(token) {
      const found = await findLink(deps.db(), token);
      if (found === "gone") return "gone";
      if (!found || !isContentType(found.type)) return null;
      return previewGrant(deps.db(), TYPES[found.type], found.id);
    },
    async previewDraft(c, type, id) {
      need(c, "content.read-drafts");
      const grant = await previewGrant(deps.db(), typeInfo(type), id);
      if (!grant || grant === "gone") throw new EditorialError("not_found", `No ${type} item ${id}.`);
      return grant;
    },
    async listRedirects(c) {
      need(c, "redirects.manage");
      return redirects.list();
    },
    async saveRedirect(c, input, id) {
      need(c, "redirects.manage");
      const saved = await redirects.save(input, actor(c), id);
      await changed();
      await deps.audit.record({
        actor: actor(c),
        ip: c.client.ip,
        action: "redirect.saved",
        targetType: "redirect",
        targetId: String(saved.id),
        after: saved,
      });
      return saved;
    },
    async deleteRedirect(c, id) {
      need(c, "redirects.manage");
      const removed = await redirects.remove(id);
      await changed();
      await deps.audit.record({
        actor: actor(c),
        ip: c.client.ip,
        action: "redirect.deleted",
        targetType: "redirect",
        targetId: String(id),
        before: removed,
      });
    },
    resolvePath: (path) => redirects.resolve(path),
    runDueSchedules: (now) => jobs.runDue(now),
    purgeTrash: (now) => jobs.purgeTrash(now),
    start: () => jobs.start(deps.jobIntervalMs),
    stop: () => jobs.stop(),
  };
  return service;
}
