/**
 * Content per locale on the read side (decision 0105). A request in a non-default locale
 * reads the live tables as every request does; this plugin of the content service's
 * database then lays each row's published translation over it: the columns of the type's
 * localised keys from `live_translations`, along the locale's fallback chain, the default
 * locale's own words where none has one. Shared columns (prices, dates, images, flags) are
 * always the live row's. Requests in the default locale, and every query of a table without
 * content types, pass through untouched and cost nothing more.
 *
 * A row is recognised by its table and its `id`: queries over one table (no joins) that
 * select the id. The translations of a locale are read once per content version (the
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

/** The one table a select reads from, when it reads one translated table without joins. */
function tableOf(node: RootOperationNode): string | undefined {
  if (node.kind !== "SelectQueryNode" || node.joins?.length || node.from?.froms.length !== 1) return undefined;
  let from = node.from.froms[0]!;
  if (from.kind === "AliasNode") from = (from as unknown as { node: typeof from }).node;
  if (from.kind !== "TableNode") return undefined;
  const name = (from as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return TRANSLATED_TABLES.has(name) ? name : undefined;
}

/**
 * `row` with each word column it selected taken from the first locale of `chain` that
 * translates it; `shown` hears the language of each word column's words (the source's,
 * `source`, for those no locale of the chain translates).
 */
export function overlayRow(
  row: UnknownRow,
  table: string,
  chain: readonly (readonly [tag: string, translations: LocaleTranslations])[],
  source: string,
  shown: (language: string) => void = () => {},
): UnknownRow {
  const id = Number(row.id);
  const out: UnknownRow = { ...row };
  for (const column of WORD_COLUMNS.get(table) ?? []) {
    if (!(column in row)) continue;
    const found = chain.find(([, translations]) => translations.get(table)?.get(id)?.[column] !== undefined);
    if (found) out[column] = found[1].get(table)!.get(id)![column];
    shown(found ? found[0] : source);
  }
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
  const tables = new WeakMap<object, string>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      if (contentLocale()) {
        const table = tableOf(node);
        if (table) tables.set(queryId, table);
      }
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const table = tables.get(queryId);
      const locale = contentLocale();
      if (!table || !locale || !result.rows.length || !("id" in result.rows[0]!)) return result;
      const chain = await Promise.all(locale.chain.map(async (tag) => [tag, await load(tag)] as const));
      const shown = new Set<string>();
      const rows = result.rows.map((row) => {
        let own = false;
        const out = overlayRow(row, table, chain, locale.source, (l) => {
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
