/**
 * LOCALES (decision 0096): the site's languages as the configuration names them, checked
 * and canonicalised once at start-up, and the locale each request belongs to.
 */
import { LANGUAGE_SWITCH_PATH, localeOfPath, localePrefixes, type SiteLocale } from "../app/kernel/locales.ts";
import { bare, pageRoutes } from "../app/kernel/pages.ts";
import { RESERVED_SEGMENTS } from "../app/kernel/site-paths.ts";
import { VIEW_SWITCH_PATH } from "../app/kernel/device-map.ts";
import { areaWords } from "../app/kernel/ui-strings/catalog.ts";
import type { ContentLocale } from "./content/scope.ts";

/**
 * First path segments a locale's prefix may not take: what the server answers itself, the
 * mobile skin, the search-engine files, and the first segment of every page of the registry.
 */
export function reservedFirstSegments(): Set<string> {
  const pages = pageRoutes("desktop").map((route) => bare(route.url.path).split("/")[0]!);
  return new Set(
    [
      ...RESERVED_SEGMENTS,
      "mobile",
      VIEW_SWITCH_PATH.slice(1),
      LANGUAGE_SWITCH_PATH.slice(1),
      "healthz",
      "readyz",
      "feeds",
      "sitemaps",
      ...pages.filter((segment) => segment !== "" && !segment.startsWith(":")),
    ].map((segment) => segment.toLowerCase()),
  );
}

/**
 * The locales of a LOCALES value ("en,zh-Hans"), the default first; or why it cannot be
 * used. Each non-default locale falls back to the default (the only chain for now).
 */
export function parseLocales(value: string): SiteLocale[] | string {
  const given = value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (given.length === 0) return "expected at least one BCP 47 language tag, such as en or en,zh-Hans";
  const tags: string[] = [];
  for (const tag of given) {
    let canonical: string;
    try {
      canonical = Intl.getCanonicalLocales(tag)[0]!;
    } catch {
      return `${JSON.stringify(tag)} is not a BCP 47 language tag (such as en, zh-Hans, pt-BR)`;
    }
    if (tags.includes(canonical)) return `${canonical} is named twice`;
    tags.push(canonical);
  }
  const prefixes = localePrefixes(tags);
  const reserved = reservedFirstSegments();
  const taken = tags.find((_, i) => reserved.has(prefixes[i]!));
  if (taken !== undefined) {
    const prefix = prefixes[tags.indexOf(taken)]!;
    return `${taken} would serve its pages under /${prefix}/, a path the site already uses`;
  }
  return tags.map((tag, i) => ({ tag, prefix: prefixes[i]!, fallback: i === 0 ? [] : [tags[0]!] }));
}

/** What the middleware needs of the configuration; without LOCALES, the default locale alone. */
export interface LocaleConfig {
  readonly BASE_PATH: string;
  readonly LOCALES?: readonly SiteLocale[];
}

/** The base path a request's router paths are read from: BASE_PATH, or BASE_PATH plus its locale's prefix. */
export function requestBase(config: LocaleConfig, path: string): string {
  return localeOfPath(config.LOCALES ?? [], config.BASE_PATH, path)?.base ?? config.BASE_PATH;
}

/**
 * The tag of the locale whose pages `path` (a request path) belongs to: the one its prefix
 * names, else the default. Only configured tags come out, whatever the path holds.
 */
export function localeTagOfPath(config: LocaleConfig, path: string): string {
  return localeOfPath(config.LOCALES ?? [], config.BASE_PATH, path)?.locale.tag ?? "en";
}

/** The base path of every locale's pages, the default's (BASE_PATH) first. */
export function localeBases(config: LocaleConfig): string[] {
  if (!config.LOCALES) return [config.BASE_PATH];
  return config.LOCALES.map((locale) => (locale.prefix ? `${config.BASE_PATH}${locale.prefix}/` : config.BASE_PATH));
}

/**
 * The words of the short documents the server writes itself for a request (a page taken
 * down, a refused form, a failed request), in the request's locale's translation (decision
 * 0100), with the language they are in for the document's `lang`.
 */
export function documentWords(config: LocaleConfig, path: string) {
  const lang = localeOfPath(config.LOCALES ?? [], config.BASE_PATH, path)?.locale.tag ?? "en";
  return { lang, words: areaWords(lang, "documents") };
}

/**
 * The content locale of a request path when it is not the default (decision 0105): its tag
 * and the translated locales its words come from, itself first, then its fallback chain
 * short of the default, whose words are the live rows themselves.
 */
export function contentLocaleOf(config: LocaleConfig, path: string): ContentLocale | undefined {
  const found = localeOfPath(config.LOCALES ?? [], config.BASE_PATH, path)?.locale;
  return found && contentLocaleOfTag(config, found.tag);
}

/** The content locale of a configured locale's tag (an API call's `locale`), undefined for the default's. */
export function contentLocaleOfTag(config: LocaleConfig, tag: string): ContentLocale | undefined {
  const locales = config.LOCALES ?? [];
  const found = locales.find((l) => l.tag === tag);
  if (!found?.prefix) return undefined;
  const fallback = found.fallback.filter((t) => t !== locales[0]!.tag);
  return { tag: found.tag, chain: [found.tag, ...fallback], source: locales[0]!.tag };
}
