/**
 * What the root loader tells every public page of the request's locale (decision 0096),
 * shaped for the few bytes of browser code that read it (app/root.tsx, ./seo.ts,
 * ./device-links.ts). Absent with a single locale, so the site's pages are then exactly as
 * they were.
 */
export interface RootLocale {
  /** The router-path prefix of the reader's locale's pages: "/zh", or "" for the default. */
  here: string;
  /** hreflang alternates of a page: [hreflang, the locale's absolute base URL with its slash], x-default last. */
  alternates: [lang: string, url: string][];
  /**
   * The locale bar's markup, made on the server: the fallback notice and the language
   * switcher. Its links go through the switch endpoint (server/language-switch.ts), so it
   * depends on no path and stays right through client navigations.
   */
  bar: string;
  /** The language of the page's texts (and, for now, of the interface around them), when it is not the reader's. */
  contentLang?: string;
}

/** What a page says of its words: the notice in the reader's words (null: none), the body's language when not the reader's (null: the reader's). */
export interface PageNotice {
  notice: string | null;
  lang: string | null;
}

/** The root loader's locale fields. */
export interface RootLocaleData {
  /** The document's language: the reader's locale. */
  lang: string;
  locale?: RootLocale;
  /**
   * More than one locale, said where `locale` is absent (the back office): the root's data
   * then follows each page the browser's router opens (decision 0116).
   */
  manyLocales?: true;
  /**
   * On a client navigation, the new page's locale bar and body language, once its loaders
   * have said what they showed (decision 0110); the first document's are the server's markup.
   */
  page?: Promise<readonly [bar: string, lang: string]>;
}

/** The JSON API's `locale` for a page of the reader's locale (decision 0116): none in the default locale. */
export const apiLocale = (root: RootLocaleData | undefined): { locale?: string } =>
  root?.locale?.here ? { locale: root.lang } : {};
