/**
 * The workflow's reads: the admin list (live table joined with the editorial rows,
 * so items never edited show too) and one item for the editor. Reads never write:
 * an item's editorial row appears on its first edit.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import {
  CONTENT_TYPES,
  EDITING_WINDOW_MINUTES,
  type ContentType,
  type AnyDocument,
  type ListQuery,
} from "../../app/kernel/editorial-schemas.ts";
import { bool, time } from "../../app/kernel/rows.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { documentOfRow, type TypeInfo } from "./registry.ts";
import { liveRow, readMeta, revisionDocument, type Meta } from "./store.ts";
import { translationState } from "./translations.ts";
import {
  EditorialError,
  type ItemDetail,
  type ItemList,
  type ItemSummary,
  type ScheduleSummary,
  type UpcomingSchedule,
} from "../../app/kernel/services/editorial.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Kysely<any>;

const DEFAULT_PAGE_SIZE = 25;

interface ListRow {
  id: number;
  live_title: string;
  category: unknown;
  live_published: unknown;
  live_updated: unknown;
  status: Meta["status"] | null;
  version: number | null;
  title: string | null;
  draft_revision_id: number | null;
  updated_at: unknown;
  updated_by_id: string | null;
  updated_by_email: string | null;
  editing_at: unknown;
  editing_by_id: string | null;
  editing_by_email: string | null;
  deleted_at: unknown;
}

function statusOf(row: Pick<ListRow, "status" | "deleted_at" | "live_published">): ItemSummary["status"] {
  if (row.deleted_at) return "trashed";
  return row.status ?? (bool(row.live_published) ? "published" : "unpublished");
}

function editingOf(row: ListRow, callerId: string, now: number): ItemSummary["editing"] {
  if (!row.editing_at || !row.editing_by_id || row.editing_by_id === callerId) return null;
  const since = time(row.editing_at);
  if (now - Date.parse(since) > EDITING_WINDOW_MINUTES * 60_000) return null;
  return { id: row.editing_by_id, email: row.editing_by_email, since };
}

function summaryOf(info: TypeInfo, row: ListRow, callerId: string, scheduled: ScheduleSummary[]): ItemSummary {
  const updated = row.updated_at ?? row.live_updated;
  return {
    id: Number(row.id),
    type: info.type,
    title: row.title ?? row.live_title,
    category: row.category === null || row.category === undefined ? null : String(row.category),
    status: statusOf(row),
    hasDraft: row.draft_revision_id !== null && row.draft_revision_id !== undefined,
    version: row.version ?? 1,
    updatedAt: updated ? time(updated) : new Date(0).toISOString(),
    updatedBy:
      row.updated_by_email || row.updated_by_id ? { id: row.updated_by_id, email: row.updated_by_email } : null,
    editing: editingOf(row, callerId, Date.now()),
    scheduled,
  };
}

function baseQuery(db: Kysely<DB>, info: TypeInfo) {
  let q = (db as unknown as Loose)
    .selectFrom(`${info.table} as t`)
    .leftJoin("editorial_items as e", (join) => join.onRef("e.item_id", "=", "t.id").on("e.type", "=", info.type));
  for (const [column, value] of Object.entries(info.scope)) q = q.where(`t.${column}`, "=", value);
  return q;
}

/**
 * Sort keys. Titles compare byte-wise on both databases ("C" on PostgreSQL, SQLite's
 * own BINARY): one order everywhere, and several times cheaper than a locale's
 * collation over 10,000 titles.
 */
const ORDER: Record<string, (info: TypeInfo, kind: DialectKind) => RawBuilder<unknown>> = {
  updated: (info) =>
    info.times === "none" ? sql`coalesce(e.updated_at, null)` : sql`coalesce(e.updated_at, t.updated_at)`,
  title: (info, kind) =>
    kind === "postgres"
      ? sql`lower(coalesce(e.title, ${sql.ref(`t.${info.titleColumn}`)})) collate "C"`
      : sql`lower(coalesce(e.title, ${sql.ref(`t.${info.titleColumn}`)}))`,
  id: () => sql`t.id`,
};

export async function pendingSchedules(db: Kysely<DB>, info: TypeInfo, ids: number[]) {
  if (!ids.length) return new Map<number, ScheduleSummary[]>();
  const rows = await db
    .selectFrom("editorial_schedules")
    .select(["id", "item_id", "action", "run_at", "created_by_id", "created_by_email"])
    .where("type", "=", info.type)
    .where("item_id", "in", ids)
    .where("done_at", "is", null)
    .orderBy("run_at")
    .execute();
  const map = new Map<number, ScheduleSummary[]>();
  for (const r of rows) {
    const list = map.get(Number(r.item_id)) ?? [];
    list.push({
      id: Number(r.id),
      action: r.action,
      at: time(r.run_at),
      createdBy: { id: r.created_by_id, email: r.created_by_email },
    });
    map.set(Number(r.item_id), list);
  }
  return map;
}

/** The next pending schedules across types, soonest first, with the items' titles. */
export async function upcomingSchedules(db: Kysely<DB>, limit: number): Promise<UpcomingSchedule[]> {
  const rows = await db
    .selectFrom("editorial_schedules as s")
    .leftJoin("editorial_items as e", (join) =>
      join.onRef("e.type", "=", "s.type").onRef("e.item_id", "=", "s.item_id"),
    )
    .select(["s.id", "s.type", "s.item_id", "s.action", "s.run_at", "s.created_by_id", "s.created_by_email", "e.title"])
    .where("s.done_at", "is", null)
    .orderBy("s.run_at")
    .orderBy("s.id")
    .limit(limit)
    .execute();
  return rows
    .filter((r) => (CONTENT_TYPES as readonly string[]).includes(r.type))
    .map((r) => ({
      id: Number(r.id),
      type: r.type as ContentType,
      itemId: Number(r.item_id),
      title: r.title || `${r.type} ${r.item_id}`,
      action: r.action,
      at: time(r.run_at),
      createdBy: { id: r.created_by_id, email: r.created_by_email },
    }));
}

/**
 * Words in the title or the search column, live or draft. The live table's part is a
 * subquery on that table alone, so PostgreSQL can answer it from its trigram indexes
 * on lower(column) (migration 0011). SQLite's LIKE already ignores ASCII case, which
 * is all its lower() folds, so it compares the columns as they are, without copying
 * every value into a lower-cased one.
 */
function matching(kind: DialectKind, info: TypeInfo, words: string) {
  const like = `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const folded = (column: string) => (kind === "postgres" ? sql`lower(${sql.ref(column)})` : sql.ref(column));
  const live = sql`select id from ${sql.table(info.table)} where ${folded(info.titleColumn)} like ${like} escape '\\' or ${folded(info.searchColumn)} like ${like} escape '\\'`;
  return sql<boolean>`(t.id in (${live}) or ${folded("e.title")} like ${like} escape '\\')`;
}

export async function listItems(
  db: Kysely<DB>,
  kind: DialectKind,
  info: TypeInfo,
  query: ListQuery,
  callerId: string,
): Promise<ItemList> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const title = sql.ref(`t.${info.titleColumn}`);
  let q = baseQuery(db, info);
  q = query.status === "trashed" ? q.where("e.deleted_at", "is not", null) : q.where("e.deleted_at", "is", null);
  if (query.status && query.status !== "trashed") {
    const published = sql`case when t.published = ${sql.lit(true)} then 'published' else 'unpublished' end`;
    q = q.where(sql`coalesce(e.status, ${published})`, "=", query.status);
  }
  if (query.q) q = q.where(matching(kind, info, query.q));
  if (query.category !== undefined && info.categoryColumn)
    q = q.where(sql`cast(${sql.ref(`t.${info.categoryColumn}`)} as text)`, "=", query.category);
  if (query.mine) q = q.where("e.updated_by_id", "=", callerId);
  const sort = query.sort ?? "-updated";
  const descending = sort.startsWith("-");
  // The count and the page's ids together (two connections on PostgreSQL); the page's
  // ids are sorted alone, narrow, and only those rows are read in full.
  const [counted, pageIds] = await Promise.all([
    q.select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow() as Promise<{ total: number }>,
    q
      .select("t.id as id")
      .orderBy(ORDER[sort.replace("-", "")]!(info, kind), descending ? "desc" : "asc")
      .orderBy("t.id", descending ? "desc" : "asc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute() as Promise<Array<{ id: number }>>,
  ]);
  const ids = pageIds.map((r) => Number(r.id));
  const found = ids.length
    ? ((await baseQuery(db, info)
        .where("t.id", "in", ids)
        .select([
          "t.id as id",
          sql`${title}`.as("live_title"),
          info.categoryColumn ? sql`${sql.ref(`t.${info.categoryColumn}`)}`.as("category") : sql`null`.as("category"),
          "t.published as live_published",
          info.times === "none" ? sql`null`.as("live_updated") : sql`t.updated_at`.as("live_updated"),
          "e.status",
          "e.version",
          "e.title",
          "e.draft_revision_id",
          "e.updated_at",
          "e.updated_by_id",
          "e.updated_by_email",
          "e.editing_at",
          "e.editing_by_id",
          "e.editing_by_email",
          "e.deleted_at",
        ])
        .execute()) as ListRow[])
    : [];
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  const rows = ids.map((id) => byId.get(id)).filter((r): r is ListRow => r !== undefined);
  const schedules = await pendingSchedules(db, info, ids);
  const total = Number(counted.total);
  return {
    items: rows.map((r) => summaryOf(info, r, callerId, schedules.get(Number(r.id)) ?? [])),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

export async function getItem(
  db: Kysely<DB>,
  info: TypeInfo,
  id: number,
  callerId: string,
  editable: (meta: Meta | undefined) => boolean,
): Promise<ItemDetail> {
  const [live, meta] = await Promise.all([liveRow(db, info, id), readMeta(db, info, id)]);
  if (!live) throw new EditorialError("not_found", `No ${info.type} item ${id}.`);
  const liveDoc = documentOfRow(info, live);
  // A translation's documents are its own revisions alone: before its first, it has none.
  const published =
    meta || info.locale
      ? meta?.published_revision_id
        ? ((await revisionDocument(db, meta.published_revision_id)) ?? null)
        : null
      : bool(live.published)
        ? liveDoc
        : null;
  const draft = meta?.draft_revision_id ? ((await revisionDocument(db, meta.draft_revision_id)) ?? null) : null;
  const row: ListRow = {
    id,
    live_title: String(live[info.titleColumn] ?? ""),
    category: info.categoryColumn ? live[info.categoryColumn] : null,
    live_published: live.published,
    live_updated: live.updated_at ?? null,
    // A translation not begun is a draft, as its row is made (not the item's live state).
    status: meta?.status ?? (info.locale ? "draft" : null),
    version: meta?.version ?? null,
    title: meta?.title ?? null,
    draft_revision_id: meta?.draft_revision_id ?? null,
    updated_at: meta?.updated_at ?? null,
    updated_by_id: meta?.updated_by_id ?? null,
    updated_by_email: meta?.updated_by_email ?? null,
    editing_at: meta?.editing_at ?? null,
    editing_by_id: meta?.editing_by_id ?? null,
    editing_by_email: meta?.editing_by_email ?? null,
    deleted_at: meta?.deleted_at ?? null,
  };
  const schedules = await pendingSchedules(db, info, [id]);
  const inItsLocale = info.locale ? `?locale=${encodeURIComponent(info.locale)}` : "";
  return {
    ...summaryOf(info, row, callerId, schedules.get(id) ?? []),
    document: draft ?? published ?? (info.locale ? ({} as AnyDocument) : liveDoc),
    mayEdit: editable(meta),
    published,
    draft,
    revision: meta?.draft_revision_id ?? meta?.published_revision_id ?? null,
    submittedBy:
      meta?.submitted_at && meta.status === "in_review"
        ? { id: null, email: meta.submitted_by_email, at: time(meta.submitted_at) }
        : null,
    // A translation's document holds words alone: the address comes from the live item's.
    // Its pages in another locale are there while the item is live, whatever the translation's state.
    urls: info.locale && !bool(live.published) ? null : (info.urls?.(id, { ...liveDoc, ...published }) ?? null),
    // A translation's preview opens the item's page in its locale (decision 0117).
    previews: {
      desktop: `/preview/draft/${info.type}/${id}${inItsLocale}`,
      mobile: (info.urls?.(id, { ...liveDoc, ...(draft ?? published) }) ?? info.listUrl).mobile
        ? `/preview/draft/${info.type}/${id}/mobile${inItsLocale}`
        : null,
    },
    deletedAt: meta?.deleted_at ? time(meta.deleted_at) : null,
    ...(info.locale ? { translation: await translationState(db, info, id, live) } : {}),
  };
}
