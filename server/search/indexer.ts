/**
 * Keeping the search index current (the tables of db/migrations/0003_search_index.ts):
 * triggers on the content tables queue every item that changes, whoever writes
 * it; refresh() drains the queue into the documents table, one batch per
 * transaction. The search service (service.ts) refreshes before it answers.
 *
 * Each item has one entry per configured locale (decision 0109): the locale's published
 * words where it has them, laid over the live row as the pages lay them (overlayRow), else
 * the default's, marked `fallback`. A change of the live row queues `<section>` (every
 * locale's entry: shared fields and the fallback words changed); a change of a translation
 * queues `<section>@<locale>` (db/migrations/0045_search_locales.ts), that locale's entry alone.
 */
import { setImmediate } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { SEARCH_SOURCES } from "../../db/search-migration.ts";
import { COLLECTIONS } from "../../app/kernel/collections/index.ts";
import type { SiteLocale } from "../../app/kernel/locales.ts";
import { overlayRow, translationsByTable, type LocaleTranslations } from "../content/translations.ts";
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
  /** The locale the entry is searched in (migration 0045). */
  locale: string;
  /** The entry holds the default locale's words: the item has no translation in `locale`. */
  fallback: boolean | number;
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
  /** Queues a rebuild when the index's locales are not LOCALES' (one was added, removed or moved). */
  checkLocales(): Promise<void>;
}

/**
 * A document id: the locale's place in LOCALES (the default's 0), the section's code and
 * the item's id, so that one locale's documents of one section are one range of ids
 * (service.ts counts and ranks over it on SQLite without joining the documents).
 */
export const DOC_ID_SPAN = 10_000_000_000;
export const LOCALE_SPAN = 10 * DOC_ID_SPAN;
export const docIdOf = (slot: number, code: number, id: number) => (slot * 10 + code) * DOC_ID_SPAN + id;

/** A configured locale as the index sees it: its place, and the translated locales its words come from. */
export interface IndexLocale {
  tag: string;
  slot: number;
  /** Translated locales to take words from, nearest first; empty for the default. */
  chain: readonly string[];
}

/** The index's locales from LOCALES (the default's alone without it). */
export function indexLocales(locales: readonly SiteLocale[] | undefined): IndexLocale[] {
  const all = locales?.length ? locales : [{ tag: "en", prefix: "", fallback: [] }];
  const source = all[0]!.tag;
  return all.map((l, slot) => ({
    tag: l.tag,
    slot,
    chain: slot === 0 ? [] : [l.tag, ...l.fallback.filter((t) => t !== source)],
  }));
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
  /** A help article's topic. */
  categoryId?: number;
}

/** What overlayRow calls the words no translation gave: the default's own. */
const SOURCE = "";

export function createIndexer(db: SearchDb, kind: DialectKind, locales: readonly IndexLocale[]): SearchIndexer {
  let refreshing: Promise<number> | null = null;
  const byTag = new Map(locales.map((l) => [l.tag, l]));

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
        for (const [entry, ids] of bySection) {
          // "news@zh-Hans": a translation changed, that locale's entries alone.
          const [section, tag] = entry.split("@") as [string, string | undefined];
          if (tag === undefined) await indexItems(trx, section, ids, locales);
          else await indexItems(trx, section, ids, byTag.has(tag) ? [byTag.get(tag)!] : [], tag);
        }
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
    // Entries of a locale no longer configured, or at another place in LOCALES, go.
    await db
      .deleteFrom("search_documents")
      .where((eb) =>
        eb.not(
          eb.or(
            locales.map((l) =>
              eb.and([
                eb("locale", "=", l.tag),
                eb("doc_id", ">=", l.slot * LOCALE_SPAN),
                eb("doc_id", "<", (l.slot + 1) * LOCALE_SPAN),
              ]),
            ),
          ),
        ),
      )
      .execute();
    // "where true" tells SQLite's parser that ON CONFLICT belongs to the INSERT, not to a join.
    // Whole pages (pages.ts) have no content table: the search service rewrites them itself.
    await sql`insert into search_queue (section, item_id) select section, item_id from search_documents
      where section <> 'pages' on conflict (section, item_id) do update set seq = search_queue.seq + 1`.execute(db);
    for (const { section, table } of SEARCH_SOURCES) {
      await sql`insert into search_queue (section, item_id) select ${section}, id from ${sql.table(table)} where true
        on conflict (section, item_id) do update set seq = search_queue.seq + 1`.execute(db);
    }
  }

  /**
   * (Re)writes the entries of `ids` of `section` in `targets`; `only`: the entry named one
   * locale (a translation changed), whose entries alone are removed if it is not configured.
   */
  async function indexItems(
    trx: SearchDb,
    section: string,
    ids: number[],
    targets: readonly IndexLocale[],
    only?: string,
  ): Promise<void> {
    const source = SOURCE_BY_SECTION.get(section);
    if (!source || targets.length === 0) {
      // An entry for a section or a locale this version does not know: drop its documents.
      let gone = trx.deleteFrom("search_documents").where("section", "=", section).where("item_id", "in", ids);
      if (only !== undefined) gone = gone.where("locale", "=", only);
      await gone.execute();
      return;
    }
    const rows = new Map((await loadRows(trx, section, ids)).map((r) => [r.row.id, r]));
    const words = await translationsOf(trx, section, ids, targets);
    const gone: number[] = [];
    const docs: SearchDocumentsTable[] = [];
    for (const id of ids) {
      const found = rows.get(id);
      for (const locale of targets) {
        const docId = docIdOf(locale.slot, source.code, id);
        if (!found || !truthy(found.row.published)) {
          gone.push(docId);
          continue;
        }
        const { row, extra, fallback } = inLocale(section, found, locale, words);
        docs.push({
          doc_id: docId,
          section,
          item_id: id,
          type: row.type,
          title: indexText(row.title),
          body: joinPieces([row.summary, row.body_html, ...extra].map(indexText)),
          published_at: iso(row.published_at),
          updated_at: iso(row.updated_at),
          locale: locale.tag,
          fallback: kind === "postgres" ? fallback : Number(fallback),
        });
      }
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
            locale: eb.ref("excluded.locale"),
            fallback: eb.ref("excluded.fallback"),
          })),
        )
        .execute();
    }
  }

  /** The published translations of `ids` (and of a help article's topic) in the locales `targets` read. */
  async function translationsOf(
    trx: SearchDb,
    section: string,
    ids: number[],
    targets: readonly IndexLocale[],
  ): Promise<Map<string, LocaleTranslations>> {
    const tags = [...new Set(targets.flatMap((l) => l.chain))];
    const c = BY_SECTION.get(section);
    if (tags.length === 0 || !c) return new Map();
    const rows = await trx
      .selectFrom("live_translations")
      .select(["type", "item_id", "locale", "fields"])
      .where("locale", "in", tags)
      .where((eb) =>
        eb.or([
          eb.and([eb("type", "=", c.name), eb("item_id", "in", ids)]),
          // A help article is found with its topic's title, in the topic's translation.
          ...(section === "help"
            ? [
                eb.and([
                  eb("type", "=", "help-categories"),
                  eb("item_id", "in", trx.selectFrom("help_articles").select("category_id").where("id", "in", ids)),
                ]),
              ]
            : []),
        ]),
      )
      .execute();
    return new Map(tags.map((tag) => [tag, translationsByTable(rows.filter((r) => r.locale === tag))]));
  }

  /** An item's row as `locale` shows it, and whether none of its words are the locale's own. */
  function inLocale(
    section: string,
    found: Row,
    locale: IndexLocale,
    words: ReadonlyMap<string, LocaleTranslations>,
  ): Row & { fallback: boolean } {
    if (locale.chain.length === 0) return { ...found, fallback: false };
    const c = BY_SECTION.get(section)!;
    const chain = locale.chain.map((tag) => [tag, words.get(tag) ?? new Map()] as const);
    let translated = false;
    const heard = (language: string) => {
      if (language !== SOURCE) translated = true;
    };
    const row = overlayRow(found.row, c.table, chain, SOURCE, heard) as Row["row"];
    if (section === "help") {
      const category = overlayRow({ id: found.categoryId, title: found.extra[0] }, "help_categories", chain, SOURCE);
      return { row, extra: [String(category.title)], fallback: !translated };
    }
    const extra = (c.search?.text ?? []).flatMap((t) => textOf(c.json, row, t));
    return { row, extra, fallback: !translated };
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
        "a.category_id",
        "c.slug as type",
        "c.title as category",
      ])
      .where("a.id", "in", ids)
      .execute();
    return rows.map((r) => ({ row: r, extra: [r.category], categoryId: Number(r.category_id) }));
  }

  async function reindexAll(): Promise<number> {
    await db
      .insertInto("search_queue")
      .values({ section: "*", item_id: 0, seq: 0 })
      .onConflict((oc) => oc.columns(["section", "item_id"]).doUpdateSet({ seq: sql`search_queue.seq + 1` }))
      .execute();
    return refresh();
  }

  async function checkLocales(): Promise<void> {
    const rows = await db
      .selectFrom("search_documents")
      .select((eb) => [
        "locale",
        eb.fn.countAll().as("n"),
        sql<number | string>`min(doc_id / ${sql.lit(LOCALE_SPAN)})`.as("low"),
        sql<number | string>`max(doc_id / ${sql.lit(LOCALE_SPAN)})`.as("high"),
      ])
      .where("section", "<>", "pages")
      .groupBy("locale")
      .execute();
    const count = (tag: string) => Number(rows.find((r) => r.locale === tag)?.n ?? 0);
    // Every item has one entry per locale, at the locale's place.
    const moved = rows.some((r) => {
      const slot = byTag.get(r.locale)?.slot;
      return slot === undefined || Number(r.low) !== slot || Number(r.high) !== slot;
    });
    const missing = locales.some((l) => count(l.tag) !== count(locales[0]!.tag));
    if (moved || missing)
      await db
        .insertInto("search_queue")
        .values({ section: "*", item_id: 0, seq: 0 })
        .onConflict((oc) => oc.columns(["section", "item_id"]).doUpdateSet({ seq: sql`search_queue.seq + 1` }))
        .execute();
  }

  return { refresh, reindexAll, checkLocales };
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
