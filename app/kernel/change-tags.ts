/**
 * Which cached answers a content change makes stale, in the page cache's tag names
 * (server/page-cache) and, the same strings, a CDN's purge (server/cdn). One rule
 * for both, so the edge drops exactly what each instance drops.
 */
import { sectionTagTable } from "./pages.ts";

/**
 * Tags of the pages a change makes stale; undefined means every page. A change
 * names what it touched in these same tag names (db/content-version.ts): a
 * section's ("news") reaches that section's pages and the home page; an item's or
 * a query's ("news:12", "news:list", "news:list:company": server/content/scope.ts)
 * reaches exactly the pages that showed it, whatever their section. A name the
 * sections do not use, or "site" (navigation, footer, settings), reaches every page.
 */
export function tagsOfChange(types: readonly string[] | null | undefined): Set<string> | undefined {
  if (!types || types.length === 0) return undefined;
  const [plain, byLocale] = splitByLocale(types);
  if (byLocale.size === 0) return tagsOfPlainChange(plain);
  // A change of one locale's words reaches that locale's pages only (decision 0105).
  const tags = plain.length ? tagsOfPlainChange(plain) : new Set<string>();
  if (!tags) return undefined;
  for (const [locale, inner] of byLocale) {
    const own = tagsOfPlainChange(inner);
    for (const tag of own ?? ["site"]) tags.add(inLocale(locale, tag));
  }
  return tags;
}

/**
 * A page-cache tag of a non-default locale's pages: "zh-Hans/news:12". Those pages carry each
 * of their tags twice, as such and under their locale, so a change of the shared content
 * reaches every locale and a change of one locale's words that locale alone.
 */
export const inLocale = (locale: string, tag: string) => `${locale}/${tag}`;

/** A BCP 47 tag and a slash: what starts a tag of one locale. */
const LOCALE_PREFIX = /^([A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*)\/(.+)$/;

function splitByLocale(types: readonly string[]): [string[], Map<string, string[]>] {
  const plain: string[] = [];
  const byLocale = new Map<string, string[]>();
  for (const type of types) {
    const m = LOCALE_PREFIX.exec(type);
    if (!m) plain.push(type);
    else byLocale.set(m[1]!, [...(byLocale.get(m[1]!) ?? []), m[2]!]);
  }
  return [plain, byLocale];
}

function tagsOfPlainChange(types: readonly string[]): Set<string> | undefined {
  if (types.length === 0) return undefined;
  const known = new Set(Object.values(sectionTagTable()).flat());
  const tags = new Set<string>();
  for (const type of types) {
    if (type.includes(":")) {
      tags.add(type);
      continue;
    }
    if (!known.has(type)) return undefined;
    tags.add(type);
    tags.add("home"); // the home page shows highlights of every section
  }
  return tags;
}

/** Carried by every tagged answer at the edge: purging it empties the whole CDN. */
export const SITE_TAG = "all";

/**
 * Carried by the sitemaps, feeds and robots.txt, which list every published item:
 * any change that names items purges them too.
 */
export const DOCUMENTS_TAG = "documents";

/** The tags one change purges at the edge: its pages' tags and the documents, or everything. */
export function purgeTagsOf(types: readonly string[] | null | undefined): string[] {
  const tags = tagsOfChange(types);
  return tags ? [...tags, DOCUMENTS_TAG].sort() : [SITE_TAG];
}
