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
 * body's `lang` is written once: the browser keeps what the server sent until the next
 * document, as it keeps the bar's links.
 */
import { escapeHtml } from "../app/kernel/sanitize.ts";
import { areaWords } from "../app/kernel/ui-strings/catalog.ts";
import { message } from "../app/kernel/ui-strings/message.ts";

const named = (table: Readonly<Record<string, string>>, tag: string) =>
  Object.hasOwn(table, tag) ? table[tag] : undefined;

/** The notice of a page whose words are partly in `content`'s language, in the reader's words. */
export function partialNotice(reader: string, content: string): string {
  const words = areaWords(reader, "locales");
  if (content !== "en") return message(words.partlyIn, { language: named(words.languageNames, content) ?? content });
  return named(words.partlyInEnglish, reader) ?? words.partlyInEnglish.en;
}

const BODY_LANG = /<body lang="[^"]*">/;
const NOTICE = /(<div class="locale-bar" lang="[^"]*">)<p>[^<]*<\/p>/;

export function pageInItsLanguages(
  document: string | readonly string[],
  reader: string,
  languages: ReadonlySet<string>,
): string | readonly string[] {
  const other = [...languages].find((language) => language !== reader);
  if (other !== undefined && !languages.has(reader)) return document;
  const html = typeof document === "string" ? document : document.join("");
  const notice = other === undefined ? "" : `<p>${escapeHtml(partialNotice(reader, other))}</p>`;
  return html.replace(BODY_LANG, "<body>").replace(NOTICE, `$1${notice}`);
}
