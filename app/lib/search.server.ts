/**
 * Site search for route loaders: the search service over the process's one
 * database handle (see server/search/service.ts), and the search pages' loader.
 */
import { searchFor, type SearchService } from "../../server/search/service.ts";
import { notFound, parsePage } from "./params";
import { isSearchSection, SEARCH_PAGE_SIZE, type SearchResponse } from "./search-types";
import { services } from "./services.server";

export function siteSearch(): SearchService {
  return searchFor(services());
}

/**
 * Reads q, section and page from the URL. Any q is accepted (an empty or
 * word-less query is an empty state); an unknown section shows all sections;
 * a malformed page, or a page past the last, is the 404 page.
 */
export async function loadSearchPage(request: Request): Promise<SearchResponse> {
  const params = new URL(request.url).searchParams;
  const q = params.get("q") ?? "";
  const rawSection = params.get("section") ?? "";
  const section = isSearchSection(rawSection) ? rawSection : null;
  const rawPage = params.get("page");
  const page = rawPage === null ? 1 : parsePage(rawPage);
  const result = await siteSearch().search({ q, section, page, pageSize: SEARCH_PAGE_SIZE });
  if (page > 1 && (section === null || page > result.totalPages)) notFound();
  return result;
}
