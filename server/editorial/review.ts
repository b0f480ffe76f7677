/**
 * Review as a workflow (decision 0067): a reviewer (content.review) approves an
 * item waiting for review or sends it back with a comment; comments sit on the
 * whole item or on one field and are open or resolved; the item's author is mailed
 * when it is approved, sent back or published. Each write checks a version (the
 * item's for a decision, the comment's for resolve and reopen: 412 when stale) and
 * leaves an audit entry. The dashboard's lists of who needs to act are in worklist.ts.
 */
import type { Kysely, Selectable } from "kysely";
import type { Logger } from "pino";
import { can } from "../../app/kernel/admin-policy.ts";
import { admin } from "../../app/kernel/admin-links.ts";
import { DOCUMENT_SCHEMAS } from "../../app/kernel/editorial-schemas.ts";
import { COMMENT_MAX_CHARS } from "../../app/kernel/review-schemas.ts";
import { bool } from "../../app/kernel/rows.ts";
import type { EditorialCommentsTable } from "../../db/schema-editorial.ts";
import type { DB } from "../../db/schema.ts";
import type { MailService } from "../../app/kernel/services/accounts.ts";
import type { Guard } from "./guard.ts";
import type { TypeInfo } from "./registry.ts";
import { nowIso, readMeta, updateMeta, type Meta } from "./store.ts";
import {
  EditorialError,
  type Caller,
  type EditorialService,
  type ReviewComment,
  type ReviewDecision,
} from "../../app/kernel/services/editorial.ts";
import { checkVersion, type Workflow } from "./workflow.ts";
import { worklist } from "./worklist.ts";

export interface ReviewDeps {
  db: () => Kysely<DB>;
  mail: MailService;
  logger: Logger;
  siteUrl: () => string;
  basePath: string;
  /** The configured locales, the default first: the work lists name a translation's locale. */
  locales?: readonly { tag: string }[];
}

type CommentRow = Selectable<EditorialCommentsTable>;
/** Who made a change: a signed-in caller, or the job runner acting for whoever scheduled it. */
export interface Doer {
  id: string | null;
  email: string | null;
  name?: string;
}
export const doer = (c: Caller): Doer => ({ id: c.user.id, email: c.user.email, name: c.user.name });
type ReviewMethods = Pick<EditorialService, "review" | "reviewOf" | "addComment" | "resolveComment" | "worklist">;

const iso = (value: unknown) => new Date(value instanceof Date ? value : String(value)).toISOString();

function commentOf(row: CommentRow): ReviewComment {
  return {
    id: Number(row.id),
    field: row.field,
    body: row.body,
    decision: row.decision,
    resolved: bool(row.resolved),
    version: Number(row.version),
    createdAt: iso(row.created_at),
    createdBy: { id: row.created_by_id, email: row.created_by_email },
    resolvedAt: row.resolved_at ? iso(row.resolved_at) : null,
    resolvedBy: row.resolved_by_email,
  };
}

/** The document fields of a type a comment may name. */
const fieldNames = (info: TypeInfo): string[] =>
  Object.keys((DOCUMENT_SCHEMAS[info.type] as unknown as { shape?: object }).shape ?? {});

/** A comment's text and field, checked: 400 with the field at fault, never a 500. */
function checkedComment(info: TypeInfo, body: unknown, field: unknown, required: boolean) {
  const text = typeof body === "string" ? body.trim() : "";
  if (required && !text)
    throw new EditorialError("invalid", "Say what needs to change.", { fields: { comment: "Write a comment." } });
  if (text.length > COMMENT_MAX_CHARS)
    throw new EditorialError("invalid", "The comment is too long.", {
      fields: { comment: `At most ${COMMENT_MAX_CHARS} characters.` },
    });
  const name = field === undefined || field === null || field === "" ? null : field;
  if (name !== null && (typeof name !== "string" || !fieldNames(info).includes(name)))
    throw new EditorialError("invalid", "The comment names no field of this item.", {
      fields: { field: "Choose a field of this item, or none." },
    });
  return { text, field: name };
}

export function createReviewMethods(
  deps: ReviewDeps,
  guard: Guard,
  workflow: Workflow,
): ReviewMethods & { notifyPublished: (by: Doer, info: TypeInfo, id: number) => Promise<void> } {
  const { actor, need, typeInfo, mayEdit, record, detail } = guard;
  const db = deps.db;

  /** Mails the item's author (who created it) about a decision, unless they made it themselves. */
  async function mailAuthor(by: Doer, info: TypeInfo, id: number, what: "approved" | "changes" | "published") {
    const meta = await readMeta(db(), info, id);
    if (!meta?.created_by_id || meta.created_by_id === by.id) return;
    const author = await db()
      .selectFrom("auth_user")
      .select("email")
      .where("id", "=", meta.created_by_id)
      .where("disabledAt", "is", null)
      .executeTakeFirst();
    if (!author) return;
    const link = new URL(
      `${deps.basePath}${admin.contentEdit(info.type, id, info.locale).slice(1)}`,
      deps.siteUrl(),
    ).toString();
    const who = by.name || by.email || "A scheduled publication";
    const subject = {
      approved: `Approved: ${meta.title}`,
      changes: `Changes requested: ${meta.title}`,
      published: `Published: ${meta.title}`,
    }[what];
    const said = {
      approved: `${who} approved "${meta.title}".`,
      changes: `${who} sent "${meta.title}" back with comments: see them beside the form, fix, resolve and submit again.`,
      published: `${who} published "${meta.title}": it is on the site now.`,
    }[what];
    await deps.mail
      .send({ to: author.email, subject, text: `${said}\n\nOpen it: ${link}\n` })
      .catch((error: unknown) => deps.logger.error({ err: error, to: author.email }, "review notice not sent"));
  }

  async function insertComment(
    trx: Kysely<DB> | Parameters<Parameters<Workflow["withItem"]>[2]>[0],
    c: Caller,
    info: TypeInfo,
    id: number,
    input: { text: string; field: string | null; decision: ReviewDecision | null },
  ): Promise<ReviewComment> {
    const row = await trx
      .insertInto("editorial_comments")
      .values({
        type: info.type,
        item_id: id,
        field: input.field,
        body: input.text,
        decision: input.decision,
        resolved: false,
        created_at: nowIso(),
        created_by_id: c.user.id,
        created_by_email: c.user.email,
        locale: workflow.revisionLocale(info),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return commentOf(row);
  }

  /** Reviewers may comment on any item; others on the items they may edit. */
  const mayComment = (c: Caller, meta: Meta) => can(c.user.role, "content.review") || mayEdit(c)(meta);

  return {
    notifyPublished: (by, info, id) => mailAuthor(by, info, id, "published"),

    async review(c, type, id, version, input) {
      need(c, "content.review");
      const info = typeInfo(type, c);
      const decision = input.decision;
      if (decision !== "approve" && decision !== "changes")
        throw new EditorialError("invalid", "Approve, or request changes.", {
          fields: { decision: "Choose approve or changes." },
        });
      const comment = checkedComment(info, input.comment, input.field, decision === "changes");
      await workflow.withItem(info, id, async (trx, meta) => {
        checkVersion(meta, version, false);
        if (meta.status !== "in_review") throw new EditorialError("conflict", "This item is not waiting for review.");
        if (meta.submitted_by_email === c.user.email)
          throw new EditorialError("forbidden", "You submitted this item: another reviewer decides on it.");
        // Sent back, the item leaves the review queue and returns to the state of its live page.
        const status =
          decision === "approve"
            ? "in_review"
            : !meta.published_revision_id
              ? "draft"
              : (await workflow.isLive(trx, info, id))
                ? "published"
                : "unpublished";
        await updateMeta(
          trx,
          info,
          id,
          {
            status,
            review_state: decision === "approve" ? "approved" : "changes",
            reviewed_at: nowIso(),
            reviewed_by_email: c.user.email,
            ...(decision === "changes" ? { submitted_at: null, submitted_by_email: null } : {}),
          },
          actor(c),
        );
        if (comment.text) await insertComment(trx, c, info, id, { ...comment, decision });
      });
      await record(c, decision === "approve" ? "content.approved" : "content.changes-requested", type, id, {
        comment: comment.text || null,
        field: comment.field,
      });
      await mailAuthor(doer(c), info, id, decision === "approve" ? "approved" : "changes");
      return detail(c, info, id);
    },

    async reviewOf(c, type, id) {
      need(c, "content.read-drafts");
      const info = typeInfo(type, c);
      await detail(c, info, id);
      const [meta, rows] = await Promise.all([
        readMeta(db(), info, id),
        db()
          .selectFrom("editorial_comments")
          .selectAll()
          .where("type", "=", info.type)
          .where("item_id", "=", id)
          .where("locale", "=", workflow.revisionLocale(info))
          .orderBy("id")
          .execute(),
      ]);
      const reviewer = can(c.user.role, "content.review");
      const editable = meta ? mayEdit(c)(meta) : can(c.user.role, "content.edit-any");
      return {
        state: meta?.review_state ?? null,
        reviewedAt: meta?.reviewed_at ? iso(meta.reviewed_at) : null,
        reviewedBy: meta?.reviewed_by_email ?? null,
        comments: rows.map(commentOf),
        may: {
          review: reviewer && meta?.status === "in_review" && meta.submitted_by_email !== c.user.email,
          comment: reviewer || editable,
          resolve: reviewer || editable,
        },
      };
    },

    async addComment(c, type, id, input) {
      need(c, "content.read-drafts");
      const info = typeInfo(type, c);
      const comment = checkedComment(info, input.body, input.field, true);
      const added = await workflow.withItem(info, id, async (trx, meta) => {
        if (!mayComment(c, meta))
          throw new EditorialError("forbidden", "Your role may comment only on items you may edit.");
        return insertComment(trx, c, info, id, { ...comment, decision: null });
      });
      await record(c, "content.comment-added", type, id, { comment: added.id, field: added.field });
      return added;
    },

    async resolveComment(c, type, id, commentId, resolved, version) {
      need(c, "content.read-drafts");
      const info = typeInfo(type, c);
      const changed = await workflow.withItem(info, id, async (trx, meta) => {
        if (!mayComment(c, meta))
          throw new EditorialError("forbidden", "Your role may resolve comments only on items you may edit.");
        const row = await trx
          .selectFrom("editorial_comments")
          .selectAll()
          .where("id", "=", commentId)
          .where("type", "=", info.type)
          .where("item_id", "=", id)
          .where("locale", "=", workflow.revisionLocale(info))
          .executeTakeFirst();
        if (!row) throw new EditorialError("not_found", `No comment ${commentId} on this item.`);
        const current = Number(row.version);
        if (version !== null && version !== current)
          throw new EditorialError("stale", "Someone changed this comment after you opened it.", {
            current: {
              version: current,
              changedBy: row.resolved_by_email ? { id: null, email: row.resolved_by_email } : null,
              changedAt: iso(row.resolved_at ?? row.created_at),
            },
          });
        if (bool(row.resolved) === resolved) return commentOf(row);
        const after = await trx
          .updateTable("editorial_comments")
          .set({
            resolved,
            version: current + 1,
            resolved_at: nowIso(),
            resolved_by_email: c.user.email,
          })
          .where("id", "=", commentId)
          .where("version", "=", current)
          .returningAll()
          .executeTakeFirstOrThrow();
        return commentOf(after);
      });
      await record(c, resolved ? "content.comment-resolved" : "content.comment-reopened", type, id, {
        comment: commentId,
      });
      return changed;
    },

    async worklist(c, limit = 20) {
      need(c, "content.read-drafts");
      return worklist(db(), c, limit, deps.locales?.[0]?.tag);
    },
  };
}
