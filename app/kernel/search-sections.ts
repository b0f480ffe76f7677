/**
 * The site search's sections, read from the content definitions with a `search`: their order
 * (the definitions'), a hit's router paths and each section's name in a locale. Server code
 * only (the search service, the API's schemas, the search pages' loader): it loads every
 * definition, and public browser code gets the names from the search answer instead.
 */
import { COLLECTIONS, type HitPaths, type SearchSection } from "./collections/index.ts";
import { areaWords } from "./ui-strings/catalog.ts";

const SOURCES = COLLECTIONS.flatMap((c) => (c.search ? [{ ...c.search, urls: c.urls }] : []));
const OF_SECTION = new Map(SOURCES.map((s) => [s.section, s]));

/** Every section, in the definitions' order. */
export const SEARCH_SECTIONS = SOURCES.map((s) => s.section) as [SearchSection, ...SearchSection[]];

export function isSearchSection(value: string): value is SearchSection {
  return OF_SECTION.has(value as SearchSection);
}

/** Router paths of a hit, desktop and mobile: its definition's `search.paths`, else the item's own page. */
export function searchHitPaths(section: SearchSection, id: number, type: string): HitPaths {
  const source = OF_SECTION.get(section)!;
  if (source.paths) return source.paths(id, type);
  const urls = source.urls?.(id);
  if (!urls) throw new Error(`search section ${section} has no page of an item`);
  return { path: urls.desktop, mobilePath: urls.mobile };
}

/** A section's name in the locale `tag`: the interface words its definition names. */
export function searchSectionLabel(section: SearchSection, tag: string): string {
  const { area, label } = OF_SECTION.get(section)!.words;
  const word = (areaWords(tag, area) as unknown as Readonly<Record<string, unknown>>)[label];
  if (typeof word !== "string") throw new Error(`search section ${section}: no words ${area}.${label}`);
  return word;
}

export function emptyCounts(): Record<SearchSection, number> {
  return Object.fromEntries(SEARCH_SECTIONS.map((s) => [s, 0])) as Record<SearchSection, number>;
}
