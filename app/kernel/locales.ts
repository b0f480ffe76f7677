/**
 * The site's languages (LOCALES, parsed by server/config.ts, decision 0096) and where each
 * one's pages live. The first locale is the default: its URLs are the site's URLs as they
 * always were. Every other locale serves the same pages under its prefix, on both skins:
 * `{BASE_PATH}zh/...` and `{BASE_PATH}zh/mobile/...`.
 *
 * Paths here are router paths (without the base path, starting with "/"). No runtime
 * imports and no Intl: the server, the route modules and the browser all read it.
 */

/** One configured locale. */
export interface SiteLocale {
  /** Its BCP 47 tag, canonicalised ("zh-Hans"). */
  readonly tag: string;
  /** The first path segment of its pages ("zh"); "" for the default locale. */
  readonly prefix: string;
  /** Where its missing texts come from, nearest first; empty for the default locale. */
  readonly fallback: readonly string[];
}

/** What the pages know of the request's locale (the root loader's `locale`). */
export interface PageLocale {
  /** The reader's locale: the one the URL names. */
  readonly tag: string;
  /** The locale the page's texts are in: the first of the fallback chain with content, today the default. */
  readonly contentTag: string;
  /** Every configured locale, the default first, as the language switcher lists them. */
  readonly all: readonly Pick<SiteLocale, "tag" | "prefix">[];
}

/**
 * The URL prefix of each locale: none for the default; otherwise its language subtag in
 * lower case ("zh-Hans" -> "zh"), or the whole tag in lower case when another configured
 * locale has the same language ("en-GB" beside "en" -> "en-gb").
 */
export function localePrefixes(tags: readonly string[]): string[] {
  const language = (tag: string) => tag.split("-")[0]!.toLowerCase();
  return tags.map((tag, i) => {
    if (i === 0) return "";
    const shared = tags.some((other) => other !== tag && language(other) === language(tag));
    return shared ? tag.toLowerCase() : language(tag);
  });
}

/**
 * The locale whose pages `path` (a request path, under `base`) belongs to, and the base its
 * router paths are read from: `{base}{prefix}/` for another locale, `base` for the default.
 */
export function localeOfPath<L extends Pick<SiteLocale, "prefix">>(
  locales: readonly L[],
  base: string,
  path: string,
): { locale: L; base: string } | undefined {
  for (const locale of locales) {
    if (!locale.prefix) continue;
    const own = `${base}${locale.prefix}/`;
    if (path.startsWith(own) || path === own.slice(0, -1)) return { locale, base: own };
  }
  const first = locales[0];
  return first && { locale: first, base };
}

/**
 * The language a locale's pages show their texts in: the first locale of its fallback chain
 * (no content per locale yet), or its own tag for the default locale.
 */
export function textLanguage(locale: Pick<SiteLocale, "tag" | "fallback">): string {
  return locale.fallback[0] ?? locale.tag;
}

/** A router path of the default locale as the same page's router path in `locale`: "/news" -> "/zh/news", "/" -> "/zh/". */
export function localisedPath(locale: Pick<SiteLocale, "prefix">, routerPath: string): string {
  return locale.prefix ? `/${locale.prefix}${routerPath}` : routerPath;
}

/** Router path of the language switch served by server/language-switch.ts (prefix it with the base path). */
export const LANGUAGE_SWITCH_PATH = "/language";
