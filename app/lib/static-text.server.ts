/**
 * The product and about pages' text, handed from the server build to the server's
 * site search (server/search/pages.ts). The copy imports its illustrations through
 * Vite, so only the build can load it: app/entry.server.tsx offers it when the build
 * is loaded, and the server reads it here once it has imported the build.
 */
import type { SearchPageText } from "../kernel/search-types.ts";

let offered: SearchPageText[] | undefined;

/** Called by the server build's entry as it loads. */
export function offerStaticPageText(pages: SearchPageText[]): void {
  offered = pages;
}

/** The text the loaded build offered, or undefined before a build is loaded. */
export function offeredStaticPageText(): SearchPageText[] | undefined {
  return offered;
}
