/**
 * React Router's script order with the preloads asked at low priority (decision 0044, revised).
 *
 * React places a `<link rel="modulepreload">` for every module a page hydrates with ahead of
 * the stylesheets in the head. At their default high priority the browser requests them
 * first, and a phone on a slow line, or any browser on HTTP/1.1's six connections, gets the
 * stylesheets and the hero picture after them: the first paint waits for script it does not
 * use. Marked `fetchpriority="low"` they are still requested while the head is parsed, in
 * the same order, but the stylesheets and the picture go first.
 *
 * Private detail relied on (React Router 8.4 with React 19): the link's markup starts with
 * exactly `<link rel="modulepreload" `; otherwise the document is left as written.
 */
const PRELOAD = '<link rel="modulepreload" ';
const LOW = '<link rel="modulepreload" fetchpriority="low" ';
const DOCTYPE = "<!DOCTYPE html>";

export function preloadScriptsAtLowPriority(html: string): string {
  return html.replaceAll(PRELOAD, LOW);
}

/** The doctype, `markup`, and `scripts` before its last `</body>` (at the end without one). */
export function withScriptsBeforeBodyEnd(markup: string, scripts: string): string {
  const html = DOCTYPE + markup;
  if (!scripts) return html;
  const at = html.lastIndexOf("</body>");
  return at === -1 ? html + scripts : html.slice(0, at) + scripts + html.slice(at);
}

/**
 * The fast entry's document (fast.server.tsx): `withScriptsBeforeBodyEnd` with the preloads
 * at low priority. Every uncached page is put together here, so it is joined once from the
 * markup's pieces, where inserting the scripts and then rewriting the links copied the whole
 * document three times (it is one two-byte string when it holds any character beyond Latin-1).
 */
export function lowPriorityDocument(markup: string, scripts: string): string {
  return lowPriorityPieces(markup, scripts).join("");
}

/**
 * `lowPriorityDocument` in the pieces it is joined from. Our server encodes them as they are
 * (server/security.ts), so the document is never copied into one string before it is bytes.
 */
export function lowPriorityPieces(markup: string, scripts: string): string[] {
  const parts = markup.split(PRELOAD);
  const last = parts.length - 1;
  const tail = parts[last]!;
  const at = scripts ? tail.lastIndexOf("</body>") : tail.length;
  // The body's end ahead of a preload link: not a document React Router writes; the long way.
  if (at === -1 && last > 0 && markup.includes("</body>"))
    return [preloadScriptsAtLowPriority(withScriptsBeforeBodyEnd(markup, scripts))];
  const pieces = [DOCTYPE];
  for (let i = 0; i < last; i++) pieces.push(parts[i]!, LOW);
  if (at === -1) pieces.push(tail, scripts);
  else pieces.push(tail.slice(0, at), scripts, tail.slice(at));
  return pieces;
}
