/**
 * The root loader's locale fields for a request path (./locale.ts): built on the server, so
 * the names, the notice, the switcher's markup and the prefixes never reach a page's download.
 */
import { localeOfPath, localisedPath, LANGUAGE_SWITCH_PATH, textLanguage, type SiteLocale } from "~/kernel/locales";
import { escapeHtml } from "~/kernel/sanitize";
import * as LOCALES from "~/kernel/ui-strings/locales";
import { message } from "~/kernel/ui-strings/message";
import type { PageNotice, RootLocaleData } from "./locale";
import { BASE_PATH } from "./paths";

const named = <T extends Record<string, string>>(table: T, tag: string): string | undefined =>
  Object.hasOwn(table, tag) ? table[tag as keyof T] : undefined;

/** The switcher's name of a locale: its own name, else its tag. */
export function languageName(tag: string): string {
  return named(LOCALES.languageNames, tag) ?? tag;
}

/**
 * The notice of a page in `reader`'s locale whose texts are in `content`'s: the reader's
 * sentence when there is one, else an English one.
 */
export function fallbackNotice(reader: string, content: string): string | undefined {
  if (reader === content) return undefined;
  if (content !== "en") return message(LOCALES.shownIn, { language: languageName(content) });
  return named(LOCALES.shownInEnglish, reader) ?? LOCALES.shownInEnglish.en;
}

/**
 * The locale bar: the notice, then a labelled list of the locales, each named in itself and
 * marked with its language, the reader's marked current. Each link asks the switch endpoint
 * for the page the reader is on in that locale.
 */
function localeBar(locales: readonly SiteLocale[], reader: SiteLocale, notice: string | undefined): string {
  const links = locales.map((l) => {
    const href = `${BASE_PATH}${LANGUAGE_SWITCH_PATH.slice(1)}?to=${encodeURIComponent(l.tag)}`;
    const current = l === reader ? ' aria-current="page"' : "";
    const tag = escapeHtml(l.tag);
    return `<a href="${escapeHtml(href)}" lang="${tag}" hreflang="${tag}" rel="nofollow"${current}>${escapeHtml(languageName(l.tag))}</a>`;
  });
  const note = notice ? `<p>${escapeHtml(notice)}</p>` : "";
  return `${note}<nav aria-label="${escapeHtml(LOCALES.language)}">${links.join("")}</nav>`;
}

/**
 * The prefix of the page's canonical and alternate paths in its locale ("/zh", or "" in the
 * default locale): only when more than one locale is configured, never in the back office.
 */
export function localeHere(locales: readonly SiteLocale[] | undefined, path: string): string {
  const found = locales && localeOfPath(locales, BASE_PATH, path);
  if (!found || locales.length < 2 || path.startsWith(`${BASE_PATH}admin`)) return "";
  return localisedPath(found.locale, "");
}

/** `verdict`: on a client navigation, what the page's words add up to (server/locale-notice.ts). */
export function rootLocale(
  locales: readonly SiteLocale[] | undefined,
  siteUrl: string,
  path: string,
  verdict?: Promise<PageNotice> | null,
): RootLocaleData {
  const found = locales && localeOfPath(locales, BASE_PATH, path);
  if (!found) return { lang: "en" };
  const reader = found.locale;
  // The back office is in the default locale, and no part of the public site.
  if (locales.length < 2) return { lang: reader.tag };
  if (path.startsWith(`${BASE_PATH}admin`)) return { lang: reader.tag, manyLocales: true };
  const contentTag = textLanguage(reader);
  const notice = fallbackNotice(reader.tag, contentTag);
  const base = (locale: SiteLocale) => (locale.prefix ? `${BASE_PATH}${locale.prefix}/` : BASE_PATH);
  return {
    lang: reader.tag,
    locale: {
      here: localisedPath(reader, ""),
      alternates: [...locales, { ...locales[0]!, tag: "x-default" }].map((l) => [l.tag, siteUrl + base(l)]),
      bar: localeBar(locales, reader, notice),
      ...(notice ? { contentLang: contentTag } : {}),
    },
    ...(verdict
      ? {
          page: verdict.then((p) => [localeBar(locales, reader, p.notice ?? undefined), p.lang ?? reader.tag] as const),
        }
      : {}),
  };
}
