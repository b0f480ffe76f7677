/**
 * Content per locale on the read side (decision 0105). A request in a non-default locale
 * reads the live tables as every request does; this plugin of the content service's
 * database then lays each row's published translation over it: the columns of the type's
 * localised keys from `live_translations`, along the locale's fallback chain, the default
 * locale's own words where none has one. Shared columns (prices, dates, images, flags) are
 * always the live row's. Requests in the default locale, and every query of a table without
 * content types, pass through untouched and cost nothing more.
 *
 * A row is recognised by its table and its `id`: a select over one table, or over several
 * joined (each known by its alias, decision 0116), that gives the table's id; a word column
 * may be selected under another name. The translations of a locale are read once per content version (the
 * service's result cache, dropped on every content change).
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { COLLECTION_OF } from "../../app/kernel/collections/index.ts";
import { isContentType } from "../../app/kernel/editorial-schemas.ts";
import { json } from "../../app/kernel/rows.ts";
import { snake } from "../../app/kernel/editorial-rows.ts";
import { contentLocale, recordLanguage } from "./scope.ts";

/** A locale's published translations: by live table, by row id, the columns to lay over. */
export type LocaleTranslations = ReadonlyMap<string, ReadonlyMap<number, Readonly<Record<string, unknown>>>>;

/** The live_translations rows of one locale, keyed as the overlay reads them. */
export function translationsByTable(
  rows: ReadonlyArray<{ type: string; item_id: number | string; fields: unknown }>,
): LocaleTranslations {
  const tables = new Map<string, Map<number, Record<string, unknown>>>();
  for (const row of rows) {
    if (!isContentType(row.type)) continue;
    const table = COLLECTION_OF[row.type].table;
    let ids = tables.get(table);
    if (!ids) tables.set(table, (ids = new Map()));
    ids.set(Number(row.item_id), json<Record<string, unknown>>(row.fields));
  }
  return tables;
}

/** Per live table, the columns holding words (the localised keys of the types stored in it). */
const WORD_COLUMNS = new Map<string, Set<string>>();
for (const c of Object.values(COLLECTION_OF)) {
  const columns = WORD_COLUMNS.get(c.table) ?? new Set<string>();
  for (const key of c.localised) columns.add(key === "body" ? "body_html" : snake(key));
  WORD_COLUMNS.set(c.table, columns);
}
const TRANSLATED_TABLES = new Set(WORD_COLUMNS.keys());

/** A translated table a select reads: its row's id and its word columns, by the keys the rows give them. */
interface Source {
  table: string;
  id: string;
  words: Array<[key: string, column: string]>;
}

// The few shapes of Kysely's operation nodes read here (kysely/dist/operation-node).
type Node = { kind: string } & Record<string, unknown>;
const nameOf = (node: unknown) => (node as { name: string }).name;
const tableName = (node: Node) => nameOf((node.table as { identifier: unknown }).identifier);

/**
 * The translated tables a select reads and where their ids and words are in its rows: one
 * table or several joined, each known by its name or alias; a column is the table's when the
 * select names its table, or when it reads one table only. A table whose id the select does
 * not give cannot be told row by row, and is left as it is.
 */
function sourcesOf(node: RootOperationNode): Source[] | undefined {
  if (node.kind !== "SelectQueryNode" || !node.from) return undefined;
  const tables = new Map<string, string>();
  for (const from of [...node.from.froms, ...(node.joins ?? []).map((j) => j.table)] as Node[]) {
    const [table, alias] = from.kind === "AliasNode" ? [from.node as Node, nameOf(from.alias)] : [from, undefined];
    if (table.kind !== "TableNode" || !TRANSLATED_TABLES.has(tableName(table))) continue;
    tables.set(alias ?? tableName(table), tableName(table));
  }
  if (!tables.size) return undefined;
  const only = node.from.froms.length === 1 && !node.joins?.length ? [...tables.keys()][0] : undefined;
  const sources = new Map<string, Source>();
  const sourceOf = (alias: string | undefined) => {
    const table = alias === undefined ? undefined : tables.get(alias);
    if (!table) return undefined;
    if (!sources.has(alias!)) sources.set(alias!, { table, id: "", words: [] });
    return sources.get(alias!)!;
  };
  const whole = (source: Source | undefined) => {
    if (!source) return;
    source.id = "id";
    source.words.push(...[...WORD_COLUMNS.get(source.table)!].map((c) => [c, c] as [string, string]));
  };
  for (const { selection } of (node.selections ?? []) as unknown as Array<{ selection: Node }>) {
    const [ref, key] =
      selection.kind === "AliasNode" ? [selection.node as Node, nameOf(selection.alias)] : [selection, undefined];
    if (ref.kind === "SelectAllNode") whole(sourceOf(only));
    if (ref.kind !== "ReferenceNode") continue;
    const source = sourceOf(ref.table ? tableName(ref.table as Node) : only);
    const column = ref.column as Node;
    if (column.kind === "SelectAllNode") whole(source);
    if (!source || column.kind !== "ColumnNode") continue;
    const name = nameOf(column.column);
    if (name === "id") source.id = key ?? name;
    else if (WORD_COLUMNS.get(source.table)!.has(name)) source.words.push([key ?? name, name]);
  }
  const found = [...sources.values()].filter((source) => source.id && source.words.length);
  return found.length ? found : undefined;
}

/**
 * `row` with the words of `source` taken from the first locale of `chain` that translates
 * them; `shown` hears the language of each word column's words (the source's, `source`, for
 * those no locale of the chain translates).
 */
function overlaySource(
  out: UnknownRow,
  { table, id: idKey, words }: Source,
  chain: readonly (readonly [tag: string, translations: LocaleTranslations])[],
  source: string,
  shown: (language: string) => void,
): void {
  const id = Number(out[idKey]);
  for (const [key, column] of words) {
    if (!(key in out)) continue;
    const found = chain.find(([, translations]) => translations.get(table)?.get(id)?.[column] !== undefined);
    if (found) out[key] = found[1].get(table)!.get(id)![column];
    shown(found ? found[0] : source);
  }
}

/** `row` of `table`, its columns under their own names, with each word column taken as `overlaySource` does. */
export function overlayRow(
  row: UnknownRow,
  table: string,
  chain: readonly (readonly [tag: string, translations: LocaleTranslations])[],
  source: string,
  shown: (language: string) => void = () => {},
): UnknownRow {
  const out: UnknownRow = { ...row };
  const words = [...(WORD_COLUMNS.get(table) ?? [])].map((c) => [c, c] as [string, string]);
  overlaySource(out, { table, id: "id", words }, chain, source, shown);
  return out;
}

/** Rows laid over for a non-default locale that got none of its words (the default's throughout). */
const untranslated = new WeakSet<object>();

/** `dto` marked `fallback` when the row it was made of had no translation in the reader's locale. */
export function markFallback<T>(row: object, dto: T): T {
  // The list summaries' schemas all carry the optional `fallback` (content-schemas.ts).
  return untranslated.has(row) ? ({ ...dto, fallback: true } as T) : dto;
}

/**
 * The language an item's words are shown in for `locale`: the first locale of its chain with
 * a translation of the item, else the source's (the default locale's own words).
 */
export async function itemLanguage(
  load: (tag: string) => Promise<LocaleTranslations>,
  locale: { chain: readonly string[]; source: string },
  table: string,
  id: number,
): Promise<string> {
  for (const tag of locale.chain) if ((await load(tag)).get(table)?.has(id)) return tag;
  return locale.source;
}

/**
 * The plugin: `load(tag)` gives a locale's translations (cached by the caller). Only
 * requests whose content scope names a non-default locale are touched.
 */
export function translationOverlay(load: (tag: string) => Promise<LocaleTranslations>): KyselyPlugin {
  const queries = new WeakMap<object, Source[]>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      if (contentLocale()) {
        const sources = sourcesOf(node);
        if (sources) queries.set(queryId, sources);
      }
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const sources = queries.get(queryId);
      const locale = contentLocale();
      if (!sources || !locale || !result.rows.length) return result;
      const chain = await Promise.all(locale.chain.map(async (tag) => [tag, await load(tag)] as const));
      const shown = new Set<string>();
      const rows = result.rows.map((row) => {
        let own = false;
        const out: UnknownRow = { ...row };
        for (const source of sources)
          overlaySource(out, source, chain, locale.source, (l) => {
            shown.add(l);
            if (l !== locale.source) own = true;
          });
        if (!own) untranslated.add(out);
        return out;
      });
      // The languages the page's words are in: its notice says when some are not the reader's.
      for (const language of shown) recordLanguage(language);
      return { ...result, rows };
    },
  };
}
