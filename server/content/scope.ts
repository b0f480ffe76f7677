/**
 * What one render asks of the content service beyond the content itself, carried
 * by Node's AsyncLocalStorage so no loader has to pass it along:
 *
 * - `deps`: the content a page showed, as page-cache tags ("news:12" for an item,
 *   "news:list" and "news:list:<category>" for a query whose membership a publish
 *   can change). The page cache stores them with the page, so a change drops
 *   exactly the pages that show the item (server/page-cache/keys.ts).
 * - `preview`: one live row to read as a draft instead, for the preview of that
 *   item (server/editorial/preview-page.ts). Only the item's own detail read looks
 *   at it, and skips the result cache for it; every other request finds no
 *   preview and runs exactly as before, without a query more.
 * - `locale`: a non-default locale the request reads (decision 0105): its rows get their
 *   translations laid over (./translations.ts), its cached results are its own, and every
 *   tag it records is recorded a second time under the locale ("zh-Hans/news:12"), which a
 *   publication of that locale alone names.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { inLocale } from "../../app/kernel/change-tags.ts";

export interface PreviewRow {
  table: string;
  id: number;
  row: Record<string, unknown>;
  /** The language of a translation's draft, which no overlay marks (decision 0117). */
  language?: string;
}

/** A non-default locale being read: its tag, the translated locales to take words from, nearest first, and the default's tag. */
export interface ContentLocale {
  tag: string;
  chain: readonly string[];
  source: string;
}

export interface ContentScope {
  deps?: Set<string>;
  preview?: PreviewRow;
  locale?: ContentLocale;
}

const storage = new AsyncLocalStorage<ContentScope>();

/** Runs `work` with `scope` (a render: the set its content is recorded into, and the preview if any). */
export function withContentScope<T>(scope: ContentScope, work: () => T): T {
  return storage.run(scope, work);
}

/** Runs `work` reading `locale`'s words, recording where the caller records (an API call in a locale). */
export function withContentLocale<T>(locale: ContentLocale, work: () => T): T {
  return storage.run({ ...storage.getStore(), locale }, work);
}

/** Runs `work` recording into `deps` (a cached result's own set), keeping the preview of the caller. */
export function recordingInto<T>(deps: Set<string>, work: () => T): T {
  const outer = storage.getStore();
  return storage.run(
    { deps, ...(outer?.preview ? { preview: outer.preview } : {}), ...(outer?.locale ? { locale: outer.locale } : {}) },
    work,
  );
}

/**
 * What starts a mark of the language of words shown ("lang:en"), recorded with the tags so
 * that cached results replay it; never a page-cache tag (render.ts takes the marks out).
 */
export const LANGUAGE_MARK = "lang:";

/** Records that what is being rendered shows `tags` (in a non-default locale, under the locale too). */
export function recordDeps(tags: Iterable<string>): void {
  const scope = storage.getStore();
  const deps = scope?.deps;
  if (!deps) return;
  const locale = scope.locale?.tag;
  for (const tag of tags) {
    deps.add(tag);
    if (locale && !tag.startsWith(`${locale}/`) && !tag.startsWith(LANGUAGE_MARK)) deps.add(inLocale(locale, tag));
  }
}

/** Records that the words shown are in `language` (the locale's own, or one of its fallback chain). */
export const recordLanguage = (language: string) => recordDeps([LANGUAGE_MARK + language]);

/** The languages of the words recorded in `deps`, and the tags without those marks. */
export function splitLanguages(deps: Iterable<string>): { tags: string[]; languages: Set<string> } {
  const tags: string[] = [];
  const languages = new Set<string>();
  for (const tag of deps)
    if (tag.startsWith(LANGUAGE_MARK)) languages.add(tag.slice(LANGUAGE_MARK.length));
    else tags.push(tag);
  return { tags, languages };
}

/** The non-default locale this request reads, if any. */
export function contentLocale(): ContentLocale | undefined {
  return storage.getStore()?.locale;
}

/** The preview of an item of `table` this request shows, if any. */
export function previewOf(table: string): PreviewRow | undefined {
  const preview = storage.getStore()?.preview;
  return preview?.table === table ? preview : undefined;
}

/** The draft row to show instead of the live one, when this request previews `table` `id`. */
export function previewRowFor(table: string, id: number): Record<string, unknown> | undefined {
  const preview = storage.getStore()?.preview;
  return preview && preview.table === table && preview.id === id ? preview.row : undefined;
}

/** Page-cache tags of one item and of the queries over its table. */
export const itemTag = (table: string, id: number | string) => `${table}:${id}`;
export const listTag = (table: string, category?: string | number | null) =>
  category === undefined || category === null ? `${table}:list` : `${table}:list:${category}`;

/**
 * The tag of every item of `table`: what lists all of them (the sitemaps) records this one
 * tag instead of one per item, and a change naming any item of the table matches it
 * (cache.ts). Ten thousand item tags cost milliseconds to record and to look through.
 */
export const everyItemTag = (table: string) => `${table}:*`;

/** The every-item tag a change's tag matches, if it names an item ("news:12" gives "news:*"). */
export function everyItemTagOf(tag: string): string | null {
  const colon = tag.indexOf(":");
  return colon > 0 && !tag.endsWith(":*") ? everyItemTag(tag.slice(0, colon)) : null;
}

/** Records a query over `table` (all of it, or one category) and the items it returned; returns them. */
export function recordShown<R extends { id: number }>(
  table: string,
  rows: R[],
  category?: string | number | null,
): R[] {
  recordDeps([listTag(table, category), ...rows.map((r) => itemTag(table, r.id))]);
  return rows;
}
