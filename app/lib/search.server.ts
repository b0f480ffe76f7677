/**
 * The search pages' loader, over the process's search service (server/search/service.ts).
 */
import type { RouterContextProvider } from "react-router";
import { notFound, parsePage } from "./params";
import { isSearchSection } from "~/kernel/search-sections";
import { SEARCH_PAGE_SIZE, type SearchResponse } from "~/kernel/search-types";
import { servicesContext } from "./context.server";

/**
 * Reads q, section and page from the URL. Any q is accepted (an empty or
 * word-less query is an empty state); an unknown section shows all sections;
 * a malformed page, or a page past the last, is the 404 page.
 */
export async function loadSearchPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SearchResponse> {
  const params = new URL(request.url).searchParams;
  const q = params.get("q") ?? "";
  const rawSection = params.get("section") ?? "";
  const section = isSearchSection(rawSection) ? rawSection : null;
  const rawPage = params.get("page");
  const page = rawPage === null ? 1 : parsePage(rawPage);
  const result = await context.get(servicesContext).search.search({ q, section, page, pageSize: SEARCH_PAGE_SIZE });
  if (page > 1 && (section === null || page > result.totalPages)) notFound();
  return result;
}
