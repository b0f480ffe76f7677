/**
 * The fallback notice per page (decision 0105). The root loader writes every page of a
 * non-default locale as if all its words fell back: the locale bar's notice ("本页内容暂以英文
 * 显示。") and `<body lang>` the fallback's. It cannot know better: it runs beside the page's
 * own loaders. Once the page is rendered, the content service has recorded the languages of
 * the words it showed (./content/translations.ts), and this fits the document to them:
 *
 * - none in the reader's language: the document stays as written;
 * - some in the reader's language, some not: the notice says part of the page is in the
 *   fallback's language, and the body is the reader's language;
 * - none in another language (a page fully translated, or one showing no content): no
 *   notice, and the body in the reader's language.
 *
 * The bar is server markup the browser's router never renders again (decision 0096), and the
 * body's `lang` is written once. A client navigation's data therefore carries the same verdict
 * for the page it opens (`pageNotice`, through the root loader, decision 0110), and the
 * browser lays that page's bar and body language over the first's (app/root.tsx).
 */
import { escapeHtml } from "../app/kernel/sanitize.ts";
import { areaWords } from "../app/kernel/ui-strings/catalog.ts";
import { message } from "../app/kernel/ui-strings/message.ts";
import type { PageNotice } from "../app/lib/locale.ts";

const named = (table: Readonly<Record<string, string>>, tag: string) =>
  Object.hasOwn(table, tag) ? table[tag] : undefined;

/** The notice of a page whose words are partly in `content`'s language, in the reader's words. */
export function partialNotice(reader: string, content: string): string {
  const words = areaWords(reader, "locales");
  if (content !== "en") return message(words.partlyIn, { language: named(words.languageNames, content) ?? content });
  return named(words.partlyInEnglish, reader) ?? words.partlyInEnglish.en;
}

/** The notice of a page whose words are all in `content`'s language, in the reader's words. */
function wholeNotice(reader: string, content: string): string {
  const words = areaWords(reader, "locales");
  if (content !== "en") return message(words.shownIn, { language: named(words.languageNames, content) ?? content });
  return named(words.shownInEnglish, reader) ?? words.shownInEnglish.en;
}

/**
 * What a page of `reader`'s locale that showed words in `languages` says: its notice (none
 * when every word is the reader's) and the language of its body when it is not the reader's.
 */
export function pageNotice(reader: string, languages: ReadonlySet<string>): PageNotice {
  const other = [...languages].find((language) => language !== reader);
  if (other === undefined) return { notice: null, lang: null };
  if (!languages.has(reader)) return { notice: wholeNotice(reader, other), lang: other };
  return { notice: partialNotice(reader, other), lang: null };
}

const BODY_LANG = /<body lang="[^"]*">/;
const NOTICE = /(<div class="locale-bar" lang="[^"]*">)<p>[^<]*<\/p>/;

export function pageInItsLanguages(
  document: string | readonly string[],
  reader: string,
  languages: ReadonlySet<string>,
): string | readonly string[] {
  const { notice, lang } = pageNotice(reader, languages);
  // All in another language: the document as the root loader wrote it.
  if (lang !== null) return document;
  const html = typeof document === "string" ? document : document.join("");
  const note = notice === null ? "" : `<p>${escapeHtml(notice)}</p>`;
  return html.replace(BODY_LANG, "<body>").replace(NOTICE, `$1${note}`);
}
