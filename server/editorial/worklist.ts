/**
 * The dashboard's lists of who needs to act on what (decision 0067): for a reviewer,
 * the items in review that someone else submitted, oldest first; for anyone, the
 * items they created that were sent back, newest decision first; each with its
 * number of open comments.
 */
import type { Kysely } from "kysely";
import { can } from "../../app/kernel/admin-policy.ts";
import { isContentType } from "../../app/kernel/editorial-schemas.ts";
import type { DB } from "../../db/schema.ts";
import type { Caller, WorkItem } from "../../app/kernel/services/editorial.ts";

const iso = (value: unknown) => new Date(value instanceof Date ? value : String(value)).toISOString();

export async function worklist(
  db: Kysely<DB>,
  c: Caller,
  limit: number,
): Promise<{ waiting: WorkItem[]; sentBack: WorkItem[] }> {
  const items = (q: "waiting" | "sentBack") => {
    let query = db
      .selectFrom("editorial_items as e")
      .select([
        "e.type",
        "e.item_id",
        "e.title",
        "e.status",
        "e.review_state",
        "e.submitted_at",
        "e.submitted_by_email",
        "e.reviewed_at",
        "e.reviewed_by_email",
      ])
      .select((eb) =>
        eb
          .selectFrom("editorial_comments as k")
          .select((k) => k.fn.countAll<number | string>().as("n"))
          .whereRef("k.type", "=", "e.type")
          .whereRef("k.item_id", "=", "e.item_id")
          .where("k.resolved", "=", false)
          .as("open_comments"),
      )
      .where("e.deleted_at", "is", null);
    query =
      q === "waiting"
        ? query
            .where("e.status", "=", "in_review")
            // Someone else's work: nobody reviews their own submission.
            .where((eb) =>
              eb.or([eb("e.submitted_by_email", "is", null), eb("e.submitted_by_email", "!=", c.user.email)]),
            )
            .orderBy("e.submitted_at", "asc")
        : query
            .where("e.review_state", "=", "changes")
            .where("e.created_by_id", "=", c.user.id)
            .orderBy("e.reviewed_at", "desc");
    return query.orderBy("e.item_id").limit(limit).execute();
  };
  const toWork = (r: Awaited<ReturnType<typeof items>>[number], at: unknown, by: string | null): WorkItem | null =>
    isContentType(r.type)
      ? {
          type: r.type,
          id: Number(r.item_id),
          title: r.title,
          status: r.status,
          reviewState: r.review_state,
          at: iso(at),
          by,
          openComments: Number(r.open_comments ?? 0),
        }
      : null;
  const [waiting, sentBack] = await Promise.all([
    can(c.user.role, "content.review") ? items("waiting") : Promise.resolve([]),
    items("sentBack"),
  ]);
  return {
    waiting: waiting.map((r) => toWork(r, r.submitted_at, r.submitted_by_email)).filter((w) => w !== null),
    sentBack: sentBack.map((r) => toWork(r, r.reviewed_at, r.reviewed_by_email)).filter((w) => w !== null),
  };
}
