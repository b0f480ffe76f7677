/**
 * Keeping the search index current (the tables of db/search-migration.ts):
 * triggers on the content tables queue every item that changes, whoever writes
 * it; refresh() drains the queue into the documents table, one batch per
 * transaction. The search service (service.ts) refreshes before it answers.
 */
import { setImmediate } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { SEARCH_SOURCES } from "../../db/search-migration.ts";
import { COLLECTIONS } from "../../app/kernel/collections/index.ts";
import { indexText, joinPieces } from "./query.ts";

interface SearchDocumentsTable {
  doc_id: number;
  section: string;
  item_id: number;
  type: string;
  title: string;
  body: string;
  published_at: string;
  updated_at: string;
}

interface SearchQueueTable {
  section: string;
  item_id: number;
  seq: number;
}

export interface SearchTables {
  search_documents: SearchDocumentsTable;
  search_queue: SearchQueueTable;
}

export type SearchDb = Kysely<DB & SearchTables>;

interface SearchIndexer {
  /** Brings the index up to date with the content tables; returns the items it (re)indexed or removed. */
  refresh(): Promise<number>;
  /** Queues every item for indexing and refreshes: the repair tool after a bulk import. */
  reindexAll(): Promise<number>;
}

const SOURCE_BY_SECTION = new Map(SEARCH_SOURCES.map((s) => [s.section as string, s]));
/** The content type of each section, whose definition says what of an item is searched. */
const BY_SECTION = new Map(COLLECTIONS.flatMap((c) => (c.search ? [[c.search.section as string, c]] : [])));
/**
 * Items indexed per transaction. Their text is parsed on the event loop (indexText, about
 * half a millisecond an item): a small batch, with a turn of the loop after it, keeps a full
 * rebuild at 10,000 items from holding every other request for seconds.
 */
const QUEUE_BATCH = 50;

interface Row {
  row: {
    id: number;
    type: string;
    title: string;
    summary: string;
    body_html: string;
    published: boolean | number;
    published_at: string | Date;
    updated_at: string | Date;
  };
  extra: string[];
}

export function createIndexer(db: SearchDb, kind: DialectKind): SearchIndexer {
  let refreshing: Promise<number> | null = null;

  function refresh(): Promise<number> {
    // One drain at a time per process; concurrent searches wait for it.
    refreshing ??= drain().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * A batch of the queue, claimed for this transaction. On PostgreSQL several processes drain
   * at once (instances, the repair tool): each takes rows no other holds (SKIP LOCKED), so two
   * never write the same documents in crossing orders, which deadlocked; SQLite has one writer.
   */
  function claim(trx: SearchDb) {
    const batch = trx
      .selectFrom("search_queue")
      .select(["section", "item_id", "seq"])
      .orderBy("section")
      .orderBy("item_id")
      .limit(QUEUE_BATCH);
    return (kind === "postgres" ? batch.forUpdate().skipLocked() : batch).execute();
  }

  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      // A rebuild asked for: one drain takes the marker and queues everything while holding it;
      // two doing so at once locked the same entries in crossing orders and deadlocked.
      const rebuilt = await db.transaction().execute(async (trx) => {
        const marker = trx.selectFrom("search_queue").select("seq").where("section", "=", "*");
        const rebuild = await (kind === "postgres" ? marker.forUpdate().skipLocked() : marker).executeTakeFirst();
        if (!rebuild) return false;
        await queueEverything(trx);
        await trx.deleteFrom("search_queue").where("section", "=", "*").where("seq", "=", rebuild.seq).execute();
        return true;
      });
      if (rebuilt) continue;
      const taken = await db.transaction().execute(async (trx) => {
        const claimed = await claim(trx);
        // A rebuild queued meanwhile is taken up by the next turn, outside this transaction.
        const batch = claimed.filter((e) => e.section !== "*");
        const bySection = new Map<string, number[]>();
        for (const e of batch) {
          const ids = bySection.get(e.section) ?? [];
          ids.push(Number(e.item_id));
          bySection.set(e.section, ids);
        }
        for (const [section, ids] of bySection) await indexItems(trx, section, ids);
        // Remove only the entries nothing has touched since they were read.
        for (let i = 0; i < batch.length; i += 100) {
          const chunk = batch.slice(i, i + 100);
          await trx
            .deleteFrom("search_queue")
            .where((eb) =>
              eb.or(
                chunk.map((e) =>
                  eb.and([eb("section", "=", e.section), eb("item_id", "=", e.item_id), eb("seq", "=", e.seq)]),
                ),
              ),
            )
            .execute();
        }
        return claimed.length;
      });
      // Nothing left that another drain does not hold.
      if (taken === 0) return done;
      done += taken;
      await setImmediate();
    }
  }

  async function queueEverything(db: SearchDb): Promise<void> {
    // "where true" tells SQLite's parser that ON CONFLICT belongs to the INSERT, not to a join.
    // Whole pages (pages.ts) have no content table: the search service rewrites them itself.
    await sql`insert into search_queue (section, item_id) select section, item_id from search_documents
      where section <> 'pages' on conflict (section, item_id) do update set seq = search_queue.seq + 1`.execute(db);
    for (const { section, table } of SEARCH_SOURCES) {
      await sql`insert into search_queue (section, item_id) select ${section}, id from ${sql.table(table)} where true
        on conflict (section, item_id) do update set seq = search_queue.seq + 1`.execute(db);
    }
  }

  async function indexItems(trx: SearchDb, section: string, ids: number[]): Promise<void> {
    const source = SOURCE_BY_SECTION.get(section);
    if (!source) {
      // An entry for a section this version does not know: drop its documents.
      await trx.deleteFrom("search_documents").where("section", "=", section).where("item_id", "in", ids).execute();
      return;
    }
    const rows = new Map((await loadRows(trx, section, ids)).map((r) => [r.row.id, r]));
    const gone: number[] = [];
    const docs: SearchDocumentsTable[] = [];
    for (const id of ids) {
      const found = rows.get(id);
      const docId = source.code * 10_000_000_000 + id;
      if (!found || !truthy(found.row.published)) {
        gone.push(docId);
        continue;
      }
      const { row, extra } = found;
      docs.push({
        doc_id: docId,
        section,
        item_id: id,
        type: row.type,
        title: indexText(row.title),
        body: joinPieces([row.summary, row.body_html, ...extra].map(indexText)),
        published_at: iso(row.published_at),
        updated_at: iso(row.updated_at),
      });
    }
    if (gone.length) await trx.deleteFrom("search_documents").where("doc_id", "in", gone).execute();
    for (let i = 0; i < docs.length; i += 50) {
      await trx
        .insertInto("search_documents")
        .values(docs.slice(i, i + 50))
        .onConflict((oc) =>
          oc.column("doc_id").doUpdateSet((eb) => ({
            type: eb.ref("excluded.type"),
            title: eb.ref("excluded.title"),
            body: eb.ref("excluded.body"),
            published_at: eb.ref("excluded.published_at"),
            updated_at: eb.ref("excluded.updated_at"),
          })),
        )
        .execute();
    }
  }

  async function loadRows(db: SearchDb, section: string, ids: number[]): Promise<Row[]> {
    if (section === "help") return loadHelpArticles(db, ids);
    const c = BY_SECTION.get(section);
    if (!c) return [];
    // Built on one table's types: Kysely cannot follow a table chosen at run time.
    const text = [...new Set((c.search?.text ?? []).map((t) => t.split(".")[0]!))] as Array<"type">;
    const rows = await db
      .selectFrom(c.table as "news")
      .select(["id", "title", "summary", "body_html", "published", "published_at", "updated_at", "type", ...text])
      .where("id", "in", ids)
      .execute();
    return rows.map((r) => ({ row: r, extra: (c.search?.text ?? []).flatMap((t) => textOf(c.json, r, t)) }));
  }

  /** A help article is found with its topic's title; its category is the topic's slug. */
  async function loadHelpArticles(db: SearchDb, ids: number[]): Promise<Row[]> {
    const rows = await db
      .selectFrom("help_articles as a")
      .innerJoin("help_categories as c", "c.id", "a.category_id")
      .select([
        "a.id",
        "a.title",
        "a.summary",
        "a.body_html",
        "a.published",
        "a.published_at",
        "a.updated_at",
        "c.slug as type",
        "c.title as category",
      ])
      .where("a.id", "in", ids)
      .execute();
    return rows.map((r) => ({ row: r, extra: [r.category] }));
  }

  async function reindexAll(): Promise<number> {
    await db
      .insertInto("search_queue")
      .values({ section: "*", item_id: 0, seq: 0 })
      .onConflict((oc) => oc.columns(["section", "item_id"]).doUpdateSet({ seq: sql`search_queue.seq + 1` }))
      .execute();
    return refresh();
  }

  return { refresh, reindexAll };
}

function truthy(value: boolean | number): boolean {
  return value === true || value === 1;
}

function iso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

function parseJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Every string inside a JSON value (tags, features, presenters). */
function stringsOf(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(parseJson(value));
  return out;
}

/**
 * The searchable words of one of a definition's `search.text` entries: a text column, every
 * string of a JSON column, or the string at a path inside a JSON column.
 */
function textOf(json: readonly string[], row: object, entry: string): string[] {
  const [column, ...path] = entry.split(".");
  const value = (row as Record<string, unknown>)[column!];
  if (!json.includes(column!)) return typeof value === "string" ? [value] : [];
  if (path.length === 0) return stringsOf(value);
  let at = parseJson(value);
  for (const key of path) at = at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === "string" ? [at] : [];
}
