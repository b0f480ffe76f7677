/**
 * Whether a redirect's site path leads to a page that exists: a page of the
 * registry without parameters (the home page, /price, /search...), or one of the
 * public URLs the sitemaps list (every list page and every published item). A
 * mobile path counts when its desktop twin does, since both render the same row.
 * The sitemap's own list is the answer so that the check and the site never
 * disagree on what is public.
 */
import { isMobileRouterPath, toDesktopPath } from "../../app/kernel/device-map.ts";
import { PAGES, type PageEntry } from "../../app/kernel/pages.ts";
import { splitQuery } from "../../app/kernel/path-template.ts";
import type { ContentService } from "../content/service.ts";
import { sitemapPaths } from "../seo/sitemaps.ts";
import { normalPath } from "./redirects.ts";

const NOT_TARGETS = new Set<string>([PAGES.notFound.desktop.path, PAGES.serverError.desktop.path]);

/** Paths of pages that need no parameter, on both skins (a template's query part is optional). */
const FIXED_PATHS = new Set(
  Object.values(PAGES as Record<string, PageEntry>).flatMap((entry) =>
    [entry.desktop, entry.mobile].flatMap((url) => {
      if (!url || url.route === false) return [];
      const path = splitQuery(url.path)[0];
      return /[:*]/.test(path) || NOT_TARGETS.has(path) ? [] : [path];
    }),
  ),
);

export type PageExists = (sitePath: string) => Promise<boolean>;

export function createPageExists(content: () => ContentService): PageExists {
  return async (sitePath) => {
    const url = new URL(sitePath, "http://site.invalid");
    let path = normalPath(url.pathname);
    if (FIXED_PATHS.has(path)) return true;
    if (isMobileRouterPath(path)) {
      const desktop = toDesktopPath(path, url.search);
      if (desktop === null) return false;
      path = normalPath(splitQuery(desktop)[0]);
      if (FIXED_PATHS.has(path)) return true;
    }
    return (await sitemapPaths(content())).has(path);
  };
}
