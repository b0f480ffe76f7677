/**
 * Site search over news, case studies, solutions, Q&A, help articles and videos,
 * written once for both databases: the index tables come from
 * db/search-migration.ts, the only dialect-specific parts are the match,
 * rank and highlight expressions below (FTS5 on SQLite, tsvector on PostgreSQL).
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { SEARCH_SOURCES } from "../../db/search-migration.ts";
import { MAX_PAGE_SIZE } from "../../app/kernel/content-constants.ts";
import {
  emptyCounts,
  SEARCH_OVERVIEW_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_SECTION_LABELS,
  SEARCH_SECTIONS,
  searchHitPaths,
  type SearchGroup,
  type SearchHit,
  type SearchResponse,
  type SearchSection,
} from "../../app/kernel/search-types.ts";
import { indexText, MARK_END, MARK_START, markedToParts, parseQuery, toFtsMatch, toTsQuery } from "./query.ts";

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

type SearchDb = Kysely<DB & SearchTables>;

export interface SearchParams {
  q: unknown;
  section?: SearchSection | null;
  page?: number;
  pageSize?: number;
}

export interface SearchService {
  search(params: SearchParams): Promise<SearchResponse>;
  /** Brings the index up to date with the content tables; returns the items it (re)indexed or removed. */
  refresh(): Promise<number>;
  /** Queues every item for indexing and refreshes: the repair tool after a bulk import. */
  reindexAll(): Promise<number>;
}

const SOURCE_BY_SECTION = new Map(SEARCH_SOURCES.map((s) => [s.section as string, s]));
const QUEUE_BATCH = 500;

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

interface DocRow {
  section: string;
  item_id: number | string;
  type: string;
  title: string;
  published_at: string;
  title_marked: string | null;
  snippet_marked: string | null;
}

export function createSearch(kysely: Kysely<DB>, kind: DialectKind): SearchService {
  const db = kysely as unknown as SearchDb;
  let refreshing: Promise<number> | null = null;

  // ---------------------------------------------------------------------------
  // Keeping the index current

  function refresh(): Promise<number> {
    // One drain at a time per process; concurrent searches wait for it.
    refreshing ??= drain().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const batch = await db
        .selectFrom("search_queue")
        .select(["section", "item_id", "seq"])
        .limit(QUEUE_BATCH)
        .execute();
      if (batch.length === 0) return done;
      const rebuild = batch.find((e) => e.section === "*");
      if (rebuild) {
        await queueEverything();
        await db.deleteFrom("search_queue").where("section", "=", "*").where("seq", "=", rebuild.seq).execute();
        continue;
      }
      const bySection = new Map<string, number[]>();
      for (const e of batch) {
        const ids = bySection.get(e.section) ?? [];
        ids.push(Number(e.item_id));
        bySection.set(e.section, ids);
      }
      await db.transaction().execute(async (trx) => {
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
      });
      done += batch.length;
    }
  }

  async function queueEverything(): Promise<void> {
    // "where true" tells SQLite's parser that ON CONFLICT belongs to the INSERT, not to a join.
    await sql`insert into search_queue (section, item_id) select section, item_id from search_documents where true
      on conflict (section, item_id) do update set seq = search_queue.seq + 1`.execute(db);
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
        body: [row.summary, row.body_html, ...extra].map(indexText).filter(Boolean).join(" "),
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
    const base = ["id", "title", "summary", "body_html", "published", "published_at", "updated_at"] as const;
    switch (section) {
      case "news": {
        const rows = await db
          .selectFrom("news")
          .select([...base, "type", "tags"])
          .where("id", "in", ids)
          .execute();
        return rows.map((r) => ({ row: r, extra: stringsOf(r.tags) }));
      }
      case "cases": {
        const rows = await db
          .selectFrom("cases")
          .select([...base, "type", "customer_name", "customer_location", "details"])
          .where("id", "in", ids)
          .execute();
        return rows.map((r) => ({
          row: r,
          extra: [r.customer_name, r.customer_location, ...caseDetailText(r.details)],
        }));
      }
      case "solutions": {
        const rows = await db
          .selectFrom("solutions")
          .select([...base, "type", "features"])
          .where("id", "in", ids)
          .execute();
        return rows.map((r) => ({ row: r, extra: stringsOf(r.features) }));
      }
      case "videos": {
        const rows = await db
          .selectFrom("videos")
          .select([...base, "type", "presenters"])
          .where("id", "in", ids)
          .execute();
        return rows.map((r) => ({ row: r, extra: stringsOf(r.presenters) }));
      }
      case "qas": {
        const rows = await db
          .selectFrom("qas")
          .select([...base, "type"])
          .where("id", "in", ids)
          .execute();
        return rows.map((r) => ({ row: r, extra: [] }));
      }
      case "help": {
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
      default:
        return [];
    }
  }

  // ---------------------------------------------------------------------------
  // Querying

  async function search(params: SearchParams): Promise<SearchResponse> {
    const { text, terms } = parseQuery(params.q);
    const section = params.section ?? null;
    const pageSize = Math.min(Math.max(params.pageSize ?? SEARCH_PAGE_SIZE, 1), MAX_PAGE_SIZE);
    const page = Math.max(1, Math.floor(params.page ?? 1));
    const empty: SearchResponse = {
      query: text,
      terms,
      section,
      page,
      pageSize,
      total: 0,
      totalPages: 0,
      counts: emptyCounts(),
      groups: [],
    };
    if (terms.length === 0) return empty;
    // A failed refresh (say, a lock timeout) must not fail the search: the queue
    // keeps its entries, the next search retries, and this one uses the index as it is.
    await refresh().catch(() => {});

    const matcher = kind === "postgres" ? postgresMatcher(terms) : sqliteMatcher(terms);
    let counts: Record<SearchSection, number>;
    try {
      counts = await countBySection(matcher);
    } catch (error) {
      if (isQuerySyntaxError(error)) return empty;
      throw error;
    }
    const total = section ? counts[section] : SEARCH_SECTIONS.reduce((sum, s) => sum + counts[s], 0);
    const groups: SearchGroup[] = [];
    if (section) {
      const items = counts[section] > 0 ? await hits(matcher, section, pageSize, (page - 1) * pageSize) : [];
      if (items.length > 0)
        groups.push({ section, label: SEARCH_SECTION_LABELS[section], total: counts[section], items });
      return { ...empty, counts, total, totalPages: Math.ceil(total / pageSize), groups };
    }
    // Overview: the best few of every section with hits (page is always 1).
    for (const s of SEARCH_SECTIONS) {
      if (counts[s] === 0) continue;
      groups.push({
        section: s,
        label: SEARCH_SECTION_LABELS[s],
        total: counts[s],
        items: await hits(matcher, s, SEARCH_OVERVIEW_SIZE, 0),
      });
    }
    return { ...empty, page: 1, pageSize: SEARCH_OVERVIEW_SIZE, counts, total, totalPages: total > 0 ? 1 : 0, groups };
  }

  interface Matcher {
    from: RawBuilder<unknown>;
    where: RawBuilder<unknown>;
    select: RawBuilder<unknown>;
    order: RawBuilder<unknown>;
  }

  function sqliteMatcher(terms: string[]): Matcher {
    const match = toFtsMatch(terms);
    return {
      from: sql`search_fts join search_documents d on d.doc_id = search_fts.rowid`,
      where: sql`search_fts match ${match}`,
      select: sql`highlight(search_fts, 0, ${MARK_START}, ${MARK_END}) as title_marked,
        snippet(search_fts, 1, ${MARK_START}, ${MARK_END}, '…', 28) as snippet_marked`,
      // bm25: lower is better; a hit in the title weighs four times one in the body.
      order: sql`bm25(search_fts, 4.0, 1.0), d.published_at desc`,
    };
  }

  function postgresMatcher(terms: string[]): Matcher {
    const query = toTsQuery(terms);
    const titleOptions = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;
    const bodyOptions = `MaxWords=40, MinWords=18, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${MARK_START}, StopSel=${MARK_END}`;
    return {
      from: sql`search_documents d cross join to_tsquery('english', ${query}) as q`,
      where: sql`d.tsv @@ q`,
      select: sql`ts_headline('english', d.title, q, ${titleOptions}) as title_marked,
        ts_headline('english', d.body, q, ${bodyOptions}) as snippet_marked`,
      order: sql`ts_rank_cd(d.tsv, q) desc, d.published_at desc`,
    };
  }

  async function countBySection(m: Matcher): Promise<Record<SearchSection, number>> {
    const { rows } = await sql<{ section: string; n: number | string }>`
      select d.section as section, count(*) as n from ${m.from}
      where ${m.where}
      group by d.section`.execute(db);
    const counts = emptyCounts();
    for (const r of rows) if (r.section in counts) counts[r.section as SearchSection] = Number(r.n);
    return counts;
  }

  async function hits(m: Matcher, section: SearchSection, limit: number, offset: number): Promise<SearchHit[]> {
    const { rows } = await sql<DocRow>`
      select d.section, d.item_id, d.type, d.title, d.published_at, ${m.select}
      from ${m.from}
      where ${m.where} and d.section = ${section}
      order by ${m.order}
      limit ${limit} offset ${offset}`.execute(db);
    return rows.map((r) => {
      const id = Number(r.item_id);
      return {
        section,
        id,
        type: r.type,
        title: r.title,
        titleParts: markedToParts(r.title_marked ?? r.title),
        snippetParts: markedToParts(r.snippet_marked ?? ""),
        publishedAt: r.published_at,
        ...searchHitPaths(section, id, r.type),
      };
    });
  }

  async function reindexAll(): Promise<number> {
    await db
      .insertInto("search_queue")
      .values({ section: "*", item_id: 0, seq: 0 })
      .onConflict((oc) => oc.columns(["section", "item_id"]).doUpdateSet({ seq: sql`search_queue.seq + 1` }))
      .execute();
    return refresh();
  }

  return { search, refresh, reindexAll };
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

/** The readable parts of a case's details: challenge, solution, results and the quote. */
function caseDetailText(details: unknown): string[] {
  const d = parseJson(details);
  if (!d || typeof d !== "object") return [];
  const rec = d as Record<string, unknown>;
  return ["challenge", "solution", "results", "quote"].flatMap((key) => {
    const part = rec[key];
    if (!part || typeof part !== "object") return [];
    const p = part as Record<string, unknown>;
    return [p.heading, p.bodyHtml, p.text, p.author].filter((x): x is string => typeof x === "string");
  });
}

/** A query the full-text engine cannot parse is an empty result, not a failure. */
function isQuerySyntaxError(error: unknown): boolean {
  const e = error as { message?: string; code?: string } | null;
  if (!e) return false;
  return e.code === "42601" || /fts5: syntax error|unterminated string|no such column/i.test(e.message ?? "");
}

const instances = new WeakMap<object, SearchService>();

/**
 * The search service of a process's services (one per database handle). Kept
 * outside Services so the search can be wired without touching its lifecycle.
 */
export function searchFor(services: { db: { kysely: Kysely<DB>; kind: DialectKind } }): SearchService {
  let found = instances.get(services.db);
  if (!found) {
    found = createSearch(services.db.kysely, services.db.kind);
    instances.set(services.db, found);
    // Index what is queued now rather than on the first visitor's search; a
    // failure here (database still starting) is retried by the next search.
    found.refresh().catch(() => {});
  }
  return found;
}
