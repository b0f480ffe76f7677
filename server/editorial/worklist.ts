/**
 * The dashboard's lists of who needs to act on what (decision 0067): for a reviewer,
 * the items in review that someone else submitted, oldest first; for anyone, the
 * items they created that were sent back, newest decision first; each with its
 * number of open comments. A translation's own review (decision 0105) is listed as its
 * item is, with its locale (decision 0117).
 */
import { sql, type Kysely } from "kysely";
import { can } from "../../app/kernel/admin-policy.ts";
import { isContentType } from "../../app/kernel/editorial-schemas.ts";
import type { DB } from "../../db/schema.ts";
import type { Caller, WorkItem } from "../../app/kernel/services/editorial.ts";

const iso = (value: unknown) => new Date(value instanceof Date ? value : String(value)).toISOString();

export async function worklist(
  db: Kysely<DB>,
  c: Caller,
  limit: number,
  defaultLocale = "en",
): Promise<{ waiting: WorkItem[]; sentBack: WorkItem[] }> {
  // One query per table of workflow rows: the default locale's items, and the other locales' translations.
  const items = (q: "waiting" | "sentBack", table: "editorial_items" | "editorial_translations") => {
    let query = db
      .selectFrom(`${table} as e` as "editorial_items as e")
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
      .select(
        table === "editorial_translations"
          ? sql<string>`e.locale`.as("locale")
          : sql<string>`${defaultLocale}`.as("locale"),
      )
      .select((eb) =>
        eb
          .selectFrom("editorial_comments as k")
          .select((k) => k.fn.countAll<number | string>().as("n"))
          .whereRef("k.type", "=", "e.type")
          .whereRef("k.item_id", "=", "e.item_id")
          // Each locale's review has its own comments.
          .where(
            "k.locale",
            "=",
            table === "editorial_translations" ? sql<string>`e.locale` : sql<string>`${defaultLocale}`,
          )
          .where("k.resolved", "=", false)
          .as("open_comments"),
      );
    // A translation is in the trash when its item is.
    query =
      table === "editorial_items"
        ? query.where("e.deleted_at", "is", null)
        : query.where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("editorial_items as i")
                  .select("i.item_id")
                  .whereRef("i.type", "=", "e.type")
                  .whereRef("i.item_id", "=", "e.item_id")
                  .where("i.deleted_at", "is not", null),
              ),
            ),
          );
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
  const both = async (q: "waiting" | "sentBack") => {
    const rows = (await Promise.all([items(q, "editorial_items"), items(q, "editorial_translations")])).flat();
    const at = (r: (typeof rows)[number]) => Date.parse(iso(q === "waiting" ? r.submitted_at : r.reviewed_at));
    // Oldest submission first; newest decision first.
    rows.sort((a, b) => (q === "waiting" ? at(a) - at(b) : at(b) - at(a)));
    return rows.slice(0, limit);
  };
  type Row = Awaited<ReturnType<typeof items>>[number];
  const toWork = (r: Row, at: unknown, by: string | null): WorkItem | null =>
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
          ...(r.locale !== defaultLocale ? { locale: r.locale } : {}),
        }
      : null;
  const [waiting, sentBack] = await Promise.all([
    can(c.user.role, "content.review") ? both("waiting") : Promise.resolve([]),
    both("sentBack"),
  ]);
  return {
    waiting: waiting.map((r) => toWork(r, r.submitted_at, r.submitted_by_email)).filter((w) => w !== null),
    sentBack: sentBack.map((r) => toWork(r, r.reviewed_at, r.reviewed_by_email)).filter((w) => w !== null),
  };
}
