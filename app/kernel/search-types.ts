/**
 * Site search: the constants the search API and the search pages share, the
 * router paths of a hit, and the answer's types (their schemas are in
 * search-schemas.ts). Imports only the kernel and never zod, so the browser bundle stays small.
 */
import { desktop, mobile, pageUrls } from "./links.ts";

export const SEARCH_SECTIONS = ["news", "cases", "solutions", "qas", "help", "videos", "events", "pages"] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

export const SEARCH_SECTION_LABELS: Readonly<Record<SearchSection, string>> = {
  pages: "Products and company",
  news: "News",
  cases: "Case studies",
  solutions: "Solutions",
  qas: "Questions and answers",
  help: "Help centre",
  videos: "Videos",
  events: "Events",
};

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

export function isSearchSection(value: string): value is SearchSection {
  return (SEARCH_SECTIONS as readonly string[]).includes(value);
}

export type { SearchGroup, SearchHit, SearchResponse, TextPart } from "./search-schemas.ts";

/** Router paths of a hit, desktop and mobile. */
export function searchHitPaths(
  section: SearchSection,
  id: number,
  type: string,
): { path: string; mobilePath: string | null } {
  switch (section) {
    case "news":
      return { path: desktop.article(id), mobilePath: mobile.article(id) };
    case "cases":
      return { path: desktop.case(id), mobilePath: mobile.case(id) };
    case "solutions":
      return { path: desktop.solution(id), mobilePath: mobile.solution(id) };
    case "qas":
      return { path: desktop.qa(id), mobilePath: mobile.qa(id) };
    case "help":
      return { path: desktop.help(id), mobilePath: mobile.help(id) };
    case "events":
      return { path: desktop.event(id), mobilePath: mobile.event(id) };
    case "pages":
      // A whole page: its type is the page registry's key, or the path of a page at an address
      // its editors chose, which has its twin under /mobile.
      return type.startsWith("/") ? { path: type, mobilePath: `/mobile${type}` } : pageUrls(type);
    case "videos":
      // Videos play in their category list; the fragment scrolls to the clip.
      return { path: `${desktop.videosList(type)}#video-${id}`, mobilePath: `${mobile.videos(type)}#video-${id}` };
  }
}

export function emptyCounts(): Record<SearchSection, number> {
  return { pages: 0, news: 0, cases: 0, solutions: 0, qas: 0, help: 0, videos: 0, events: 0 };
}
