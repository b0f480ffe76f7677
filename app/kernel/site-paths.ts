/**
 * Which addresses an editor may send visitors to, and which paths the site keeps
 * for itself. A redirect from the back office would lock admins out of the page
 * that undoes it and put a phishing page on our domain; `//host` and `/\host`
 * read as "site paths" yet browsers open another site. Shared by the redirect
 * schema (admin form and API), the service and the redirect middleware.
 */

/** A path of this site: `/` not followed by another `/` or `\` (that would name another host). */
export const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

/** An address of another site: https only. */
export const EXTERNAL_URL = /^https:\/\/[^\s/\\?#]+(?:[/?#][^\s]*)?$/;

/** First path segments the server answers itself, under BASE_PATH: never redirected. */
export const RESERVED_SEGMENTS = ["admin", "preview", "api", "media", "assets"] as const;

export const SITE_PATH_OR_EXTERNAL_URL = new RegExp(`${SITE_PATH.source}|${EXTERNAL_URL.source}`);

export const isSitePath = (value: string): boolean => SITE_PATH.test(value);
export const isExternalUrl = (value: string): boolean => EXTERNAL_URL.test(value);

/**
 * True when `path` (relative to BASE_PATH, starting with `/`) falls under one of the
 * reserved prefixes, however it is spelled: routers match letters in any case and
 * `/admin.data` is the dashboard's data URL, so case, percent-encoding, backslashes
 * and a suffix after a dot all count.
 */
export function isReservedPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judge the path as written.
  }
  const first = (decoded.replace(/^[/\\]+/, "").split(/[/\\]/, 1)[0] ?? "").toLowerCase();
  return RESERVED_SEGMENTS.some((prefix) => first === prefix || first.startsWith(`${prefix}.`));
}

/**
 * A safe router path from the `next` parameter: same site, no scheme or authority, no
 * backslashes or control characters. Anything else falls back to `fallback`.
 */
export function safeNext(next: unknown, fallback: string): string {
  if (typeof next !== "string" || next.length === 0 || next.length > 1000) return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (!next.startsWith("/") || next.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  const parsed = new URL(next, "http://same.invalid");
  if (parsed.origin !== "http://same.invalid") return fallback;
  return parsed.pathname + parsed.search;
}
