/**
 * Site search over the content types whose definition has a `search` (their sections:
 * app/kernel/search-sections.ts), the product, pricing, service and about pages among
 * them (pages.ts), written once for both databases: the index tables come from
 * db/migrations/0003_search_index.ts, the only dialect-specific parts are the match,
 * rank and highlight expressions below (FTS5 on SQLite, tsvector on PostgreSQL).
 * The index is kept current by indexer.ts.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { MAX_PAGE_SIZE } from "../../app/kernel/content-constants.ts";
import { emptyCounts, SEARCH_SECTIONS, searchHitPaths, searchSectionLabel } from "../../app/kernel/search-sections.ts";
import {
  SEARCH_OVERVIEW_SIZE,
  SEARCH_PAGE_SIZE,
  type SearchGroup,
  type SearchHit,
  type SearchResponse,
  type SearchSection,
} from "../../app/kernel/search-types.ts";
import { createIndexer, DOC_ID_SPAN, indexLocales, LOCALE_SPAN, type IndexLocale, type SearchDb } from "./indexer.ts";
import type { SiteLocale } from "../../app/kernel/locales.ts";
import { contentLocale, recordLanguage, withContentScope } from "../content/scope.ts";
import { SEARCH_SOURCES } from "../../db/search-migration.ts";
import type { SearchParams, SearchReader } from "../../app/kernel/services/index.ts";
import { offeringPageText, PAGES_CODE, PAGES_SECTION, writePages } from "./pages.ts";
import type { SiteSettings } from "../../app/kernel/page-schemas.ts";
import {
  expandTerms,
  MARK_END,
  MARK_START,
  markedToParts,
  parseQuery,
  toFtsMatch,
  toTsQuery,
  type Synonym,
} from "./query.ts";
import { correctTerms, createVocabulary } from "./spelling.ts";

const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * A document id is its locale's and section's codes times DOC_ID_SPAN plus the item's id
 * (indexer.ts), so SQLite counts and ranks within a locale's section from the full-text index
 * alone, without joining the documents: joining every match of a common word cost more than
 * ranking it.
 */
const SECTION_CODES = new Map<string, number>([
  ...SEARCH_SOURCES.map((s) => [s.section, s.code] as const),
  ["pages", PAGES_CODE],
]);
const SECTION_OF_CODE = new Map([...SECTION_CODES].map(([section, code]) => [code, section]));

export interface SearchService extends SearchReader {
  /** Brings the index up to date with the content tables; returns the items it (re)indexed or removed. */
  refresh(): Promise<number>;
  /** Queues every item for indexing and refreshes: the repair tool after a bulk import. */
  reindexAll(): Promise<number>;
  /** The pricing or service page changed: the pages are written again before the next search. */
  pagesChanged(): void;
}

/** Where the pricing, service and partner pages' text and the synonyms come from. */
type OfferingContent = Parameters<typeof offeringPageText>[0] & { getSiteSettings(): Promise<SiteSettings> };

interface RankedRow {
  doc_id: number | string;
  in_title: number | string | boolean;
  score: number | string;
}

interface DocRow {
  section: string;
  item_id: number | string;
  type: string;
  title: string;
  published_at: string;
  fallback: boolean | number;
  title_marked: string | null;
  snippet_marked: string | null;
}

export function createSearch(
  kysely: Kysely<DB>,
  kind: DialectKind,
  content?: OfferingContent,
  siteLocales?: readonly SiteLocale[],
): SearchService {
  const db = kysely as unknown as SearchDb;
  const locales = indexLocales(siteLocales);
  const indexer = createIndexer(db, kind, locales);
  // The words a typo is corrected towards: each locale's own.
  const vocabularies = new Map(locales.map((l) => [l.tag, createVocabulary(db, undefined, l.tag)]));
  const staleAll = () => vocabularies.forEach((v) => v.stale());
  /** The locale a search answers in: the one asked for, else the request's, else the default. */
  const localeOf = (tag: string | undefined): IndexLocale =>
    locales.find((l) => l.tag === (tag ?? contentLocale()?.tag)) ?? locales[0]!;
  let pagesWritten: Promise<number> | null = null;
  let written: Promise<number> = Promise.resolve(0);

  /**
   * The pages' words in each locale, read through the content service as the locale's pages
   * show them; a page whose words are all the default's is that locale's fallback.
   */
  async function pagesInLocales() {
    const source = locales[0]!.tag;
    const read = (locale?: IndexLocale) =>
      content
        ? withContentScope(
            locale?.chain.length ? { locale: { tag: locale.tag, chain: locale.chain, source } } : {},
            () => offeringPageText(content),
          )
        : Promise.resolve([]);
    const own = await read();
    const words = (p: { title: string; text: string[] }) => JSON.stringify([p.title, p.text]);
    const ownWords = new Map(own.map((p) => [p.key, words(p)]));
    return Promise.all(
      locales.map(async (locale) => {
        const pages = locale.slot === 0 ? own : await read(locale);
        const marked = pages.map((p) => ({ ...p, fallback: locale.slot > 0 && ownWords.get(p.key) === words(p) }));
        return { tag: locale.tag, slot: locale.slot, pages: marked };
      }),
    );
  }

  /** Writes the whole pages once per process (and after a reindex); a failure is retried by the next search. */
  function writeAllPages(): Promise<number> {
    // One write at a time: a new one waits for the one under way.
    pagesWritten ??= written = written
      .catch(() => 0)
      .then(async () => writePages(db, kind, await pagesInLocales()))
      .catch((error: unknown) => {
        pagesWritten = null;
        throw error;
      });
    return pagesWritten;
  }
  let localesChecked: Promise<void> | null = null;
  const refresh = async () => {
    const fresh = pagesWritten === null ? await writeAllPages() : 0;
    localesChecked ??= indexer.checkLocales().catch((error: unknown) => {
      localesChecked = null;
      throw error;
    });
    await localesChecked;
    return fresh + (await indexer.refresh());
  };
  const reindexAll = async () => {
    pagesWritten = null;
    return (await writeAllPages()) + (await indexer.reindexAll());
  };

  async function search(params: SearchParams): Promise<SearchResponse> {
    const { text, terms: typed } = parseQuery(params.q);
    const locale = localeOf(params.locale);
    const vocabulary = vocabularies.get(locale.tag)!;
    const section = params.section ?? null;
    const pageSize = Math.min(Math.max(params.pageSize ?? SEARCH_PAGE_SIZE, 1), MAX_PAGE_SIZE);
    const page = Math.max(1, Math.floor(params.page ?? 1));
    // Each section's name in the locale searched, from the words its definition names.
    const label = (s: SearchSection) => searchSectionLabel(s, locale.tag);
    const sectionsOf = (counts: Record<SearchSection, number>) =>
      SEARCH_SECTIONS.map((s) => ({ section: s, label: label(s), count: counts[s] }));
    const empty: SearchResponse = {
      query: text,
      locale: locale.tag,
      terms: typed,
      section,
      page,
      pageSize,
      total: 0,
      totalPages: 0,
      counts: emptyCounts(),
      sections: sectionsOf(emptyCounts()),
      groups: [],
    };
    if (typed.length === 0) return empty;
    // A failed refresh (say, a lock timeout) must not fail the search: the queue
    // keeps its entries, the next search retries, and this one uses the index as it is.
    if ((await refresh().catch(() => 0)) > 0) staleAll();

    // The published settings' synonyms, from the content cache, which a publish clears.
    const synonyms = content ? (await content.getSiteSettings()).synonyms : [];
    const matcherFor = (words: string[]) => matcherOf(words, synonyms, locale);
    let terms = typed;
    let matcher = matcherFor(terms);
    let counts = await countOrNull(matcher);
    if (counts === null) return empty;
    // Nothing as typed: one typo per word is corrected, if that finds something.
    const corrected = sumOf(counts) === 0 ? correctTerms(typed, await vocabulary.words()) : null;
    if (corrected) {
      const retry = matcherFor(corrected);
      const retryCounts = await countOrNull(retry);
      if (retryCounts && sumOf(retryCounts) > 0) [terms, matcher, counts] = [corrected, retry, retryCounts];
    }
    const base = terms === typed ? empty : { ...empty, terms, correction: terms.join(" ") };
    const total = section ? counts[section] : sumOf(counts);
    const sections = sectionsOf(counts);
    const groups: SearchGroup[] = [];
    if (section) {
      const items = counts[section] > 0 ? await hits(matcher, section, pageSize, (page - 1) * pageSize) : [];
      if (items.length > 0) groups.push({ section, label: label(section), total: counts[section], items });
      shownIn(locale, groups);
      return { ...base, counts, sections, total, totalPages: Math.ceil(total / pageSize), groups };
    }
    // Overview: the best few of every section with hits (page is always 1), the section
    // of the best hit first: scores of one query compare across sections. A whole page
    // whose title matches is the topic's own page ("pricing": /price), so it leads.
    const best = new Map<SearchGroup, number[]>();
    for (const s of SEARCH_SECTIONS) {
      if (counts[s] === 0) continue;
      const found = await ranked(matcher, s, SEARCH_OVERVIEW_SIZE, 0);
      const group = { section: s, label: label(s), total: counts[s], items: found.hits };
      groups.push(group);
      const [inTitle = 0, score = 0] = found.best;
      best.set(group, [inTitle, s === PAGES_SECTION ? inTitle : 0, score]);
    }
    const key = (g: SearchGroup) => best.get(g) ?? [0, 0, 0];
    groups.sort((a, b) => key(b)[0]! - key(a)[0]! || key(b)[1]! - key(a)[1]! || key(b)[2]! - key(a)[2]!);
    shownIn(locale, groups);
    const overview = {
      page: 1,
      pageSize: SEARCH_OVERVIEW_SIZE,
      counts,
      sections,
      total,
      totalPages: total > 0 ? 1 : 0,
    };
    return { ...base, ...overview, groups };
  }

  /**
   * The languages of the hits a page in a non-default locale shows, as the content service
   * records its rows' (decision 0105): the page's notice says so when some are the default's.
   */
  function shownIn(locale: IndexLocale, groups: readonly SearchGroup[]): void {
    if (locale.slot === 0 || contentLocale()?.tag !== locale.tag) return;
    for (const hit of groups.flatMap((g) => g.items)) recordLanguage(hit.fallback ? locales[0]!.tag : locale.tag);
  }

  function matcherOf(terms: string[], synonyms: readonly Synonym[], locale: IndexLocale): Matcher {
    const groups = expandTerms(terms, synonyms);
    return kind === "postgres" ? postgresMatcher(toTsQuery(groups), locale) : sqliteMatcher(toFtsMatch(groups), locale);
  }

  /** Hits per section, or null when the engine cannot parse the query. */
  async function countOrNull(m: Matcher): Promise<Record<SearchSection, number> | null> {
    try {
      return await countBySection(m);
    } catch (error) {
      if (isQuerySyntaxError(error)) return null;
      throw error;
    }
  }

  interface Matcher {
    from: RawBuilder<unknown>;
    where: RawBuilder<unknown>;
    select: RawBuilder<unknown>;
    /** Matches per section: rows of `section` and `n`. */
    counts: RawBuilder<{ section: string | number; n: number | string }>;
    /**
     * The ids of one page of a section's matches, best first: the top `limit` after `offset`,
     * each with `in_title` (1 when the title matches) and `score` (higher is better).
     */
    ranked(section: SearchSection, limit: number, offset: number): RawBuilder<RankedRow>;
  }

  function sqliteMatcher(match: string, locale: IndexLocale): Matcher {
    const first = locale.slot * LOCALE_SPAN;
    return {
      from: sql`search_fts join search_documents d on d.doc_id = search_fts.rowid`,
      where: sql`search_fts match ${match}`,
      select: sql`highlight(search_fts, 0, ${MARK_START}, ${MARK_END}) as title_marked,
        snippet(search_fts, 1, ${MARK_START}, ${MARK_END}, '…', 28) as snippet_marked`,
      counts: sql<{
        section: string | number;
        n: number | string;
      }>`select rowid / ${sql.lit(DOC_ID_SPAN)} % 10 as section, count(*) as n from search_fts
        where search_fts match ${match} and rowid between ${sql.lit(first)} and ${sql.lit(first + LOCALE_SPAN - 1)}
        group by 1`,
      // A title match comes first (bm25 of the title alone is below zero only then); then
      // bm25, lower is better, a hit in the title weighing four times one in the body. Equal
      // scores go to the later item (the higher id), which the index orders without a join.
      ranked: (section, limit, offset) => {
        const low = first + SECTION_CODES.get(section)! * DOC_ID_SPAN;
        return sql<RankedRow>`select rowid as doc_id, bm25(search_fts, 1.0, 0.0) < 0 as in_title,
          -bm25(search_fts, 4.0, 1.0) as score from search_fts
          where search_fts match ${match} and rowid between ${sql.lit(low)} and ${sql.lit(low + DOC_ID_SPAN - 1)}
          order by in_title desc, score desc, rowid desc
          limit ${limit} offset ${offset}`;
      },
    };
  }

  function postgresMatcher(query: string, locale: IndexLocale): Matcher {
    const titleOptions = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;
    const bodyOptions = `MaxWords=40, MinWords=18, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${MARK_START}, StopSel=${MARK_END}`;
    return {
      from: sql`search_documents d cross join to_tsquery('english', ${query}) as q`,
      where: sql`d.tsv @@ q`,
      select: sql`ts_headline('english', d.title, q, ${titleOptions}) as title_marked,
        ts_headline('english', d.body, q, ${bodyOptions}) as snippet_marked`,
      counts: sql<{
        section: string | number;
        n: number | string;
      }>`select d.section as section, count(*) as n from search_documents d
        cross join to_tsquery('english', ${query}) as q where d.tsv @@ q and d.locale = ${locale.tag}
        group by d.section`,
      // A title match (weight A) comes first: its rank counting the title alone is above zero.
      ranked: (section, limit, offset) => sql<RankedRow>`select d.doc_id,
          case when ts_rank('{0, 0, 0, 1}', d.tsv, q) > 0 then 1 else 0 end as in_title,
          ts_rank_cd(d.tsv, q) as score from search_documents d
        cross join to_tsquery('english', ${query}) as q
        where d.tsv @@ q and d.locale = ${locale.tag} and d.section = ${section}
        order by in_title desc, score desc, d.doc_id desc
        limit ${limit} offset ${offset}`,
    };
  }

  async function countBySection(m: Matcher): Promise<Record<SearchSection, number>> {
    const { rows } = await m.counts.execute(db);
    const counts = emptyCounts();
    for (const r of rows) {
      const section = typeof r.section === "string" ? r.section : SECTION_OF_CODE.get(Number(r.section));
      if (section && section in counts) counts[section as SearchSection] = Number(r.n);
    }
    return counts;
  }

  async function hits(m: Matcher, section: SearchSection, limit: number, offset: number): Promise<SearchHit[]> {
    return (await ranked(m, section, limit, offset)).hits;
  }

  /** A page of a section's hits, and the rank of its best ([in title, score]). */
  async function ranked(
    m: Matcher,
    section: SearchSection,
    limit: number,
    offset: number,
  ): Promise<{ hits: SearchHit[]; best: number[] }> {
    // Ranked first, marked after: marking every match of a common word (thousands at 10,000
    // items) cost ten times the ranking; only the page's few hits are marked.
    const { rows: order } = await m.ranked(section, limit, offset).execute(db);
    const best = order[0] ? [Number(order[0].in_title), Number(order[0].score)] : [0, 0];
    return { hits: await marked(m, section, order), best };
  }

  async function marked(m: Matcher, section: SearchSection, order: RankedRow[]): Promise<SearchHit[]> {
    if (order.length === 0) return [];
    const ids = order.map((r) => Number(r.doc_id));
    const { rows } = await sql<DocRow & { doc_id: number | string }>`
      select d.doc_id, d.section, d.item_id, d.type, d.title, d.published_at, d.fallback, ${m.select}
      from ${m.from}
      where ${m.where} and d.doc_id in (${sql.join(ids)})`.execute(db);
    const byId = new Map(rows.map((r) => [Number(r.doc_id), r]));
    return ids.flatMap((docId) => {
      const r = byId.get(docId);
      if (!r) return [];
      const id = Number(r.item_id);
      return [
        {
          section,
          id,
          type: r.type,
          title: r.title,
          titleParts: markedToParts(r.title_marked ?? r.title),
          snippetParts: markedToParts(r.snippet_marked ?? ""),
          publishedAt: r.published_at,
          ...(r.fallback === true || Number(r.fallback) === 1 ? { fallback: true as const } : {}),
          ...searchHitPaths(section, id, r.type),
        },
      ];
    });
  }

  // Whatever changes the index makes its words be read again.
  const restale = (run: () => Promise<number>) => async () => {
    const n = await run();
    if (n > 0) staleAll();
    return n;
  };
  const pagesChanged = () => {
    pagesWritten = null;
  };
  return { search, refresh: restale(refresh), reindexAll: restale(reindexAll), pagesChanged };
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
export function searchFor(services: {
  db: { kysely: Kysely<DB>; kind: DialectKind };
  content?: OfferingContent;
  config?: { readonly LOCALES?: readonly SiteLocale[] };
}): SearchService {
  let found = instances.get(services.db);
  if (!found) {
    found = createSearch(services.db.kysely, services.db.kind, services.content, services.config?.LOCALES);
    instances.set(services.db, found);
    // Index what is queued now rather than on the first visitor's search; a
    // failure here (database still starting) is retried by the next search.
    found.refresh().catch(() => {});
  }
  return found;
}
