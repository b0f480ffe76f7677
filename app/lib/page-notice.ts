/**
 * The fallback notice of the page a client navigation opens (decisions 0105, 0110). The
 * server fits the first document's locale bar and `<body lang>` to the words that page
 * showed (server/locale-notice.ts); after that the browser's router renders pages without
 * a document, so the root loader's data of each navigation carries the server's verdict
 * for the new page, and this lays it over the bar and the body the same way.
 */

/** The notice in the reader's words (null: none) and the body's language when not the reader's (null: the reader's). */
export interface PageNotice {
  notice: string | null;
  lang: string | null;
}

/** Fits the document's locale bar and body to `page`: the bar's server markup is no React tree's. */
export function showPageNotice(page: PageNotice): void {
  const bar = document.querySelector(".locale-bar");
  if (!bar) return;
  let note = bar.querySelector(":scope > p");
  if (page.notice === null) note?.remove();
  else {
    if (!note) bar.prepend((note = document.createElement("p")));
    note.textContent = page.notice;
  }
  if (page.lang === null) document.body.removeAttribute("lang");
  else document.body.setAttribute("lang", page.lang);
}
