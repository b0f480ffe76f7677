/**
 * Site search: the constants the search API and the search pages share and the answer's
 * types (their schemas are in search-schemas.ts). Imports types only, never zod or the
 * definitions, so the browser bundle stays small; the sections are the definitions'
 * (search-sections.ts), and the search page reads their names from the answer.
 */
export type { SearchSection } from "./collections/index.ts";

/** Longest query we look at; the rest is ignored (never an error). */
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** Words of a query that are searched for; further words are ignored. */
export const SEARCH_MAX_TERMS = 8;
/** Hits per page when one section is shown. */
export const SEARCH_PAGE_SIZE = 10;
/** Hits per section in the overview (all sections). */
export const SEARCH_OVERVIEW_SIZE = 3;

/** The searchable text of a page that is not a content item (a product, pricing, service or about page). */
export interface SearchPageText {
  /** The page registry's key (app/kernel/pages.ts), or the path of a page at a chosen address. */
  key: string;
  title: string;
  text: string[];
}

export type { SearchGroup, SearchHit, SearchResponse, SearchSectionCount, TextPart } from "./search-schemas.ts";
