/**
 * The page of this site a lead came from, as the inbox filters by it: a plain
 * path ("/price", "/mobile/detail/3") without the base path, query or fragment.
 * The register page reads it from the Referer of its own GET and carries it in a
 * hidden field (or the JSON body) to the leads service, which checks it again:
 * whatever a client sends, only such a path is kept, and anything else is null.
 */
import { FORM_PAGE_PATHS } from "./pages.ts";

/** The form field and JSON property that carry the page. */
export const SOURCE_PAGE_FIELD = "sourcePage";
/** Longest path kept; a longer one is dropped rather than cut (a cut path names no page). */
export const SOURCE_PAGE_MAX = 300;

/** The form pages themselves (register, partner application) are where the form is, not where the visitor came from. */
const REGISTER_PAGES = new Set(FORM_PAGE_PATHS.map((path) => `/${path}`));
const PLACEHOLDER_ORIGIN = "http://site.invalid";

/**
 * `value` when it is a path of this site written as a browser writes it (percent-encoded,
 * no dot segments, no query or fragment) and at most SOURCE_PAGE_MAX long; else null.
 */
export function sourcePageOf(value: unknown): string | null {
  if (typeof value !== "string" || value.length > SOURCE_PAGE_MAX) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PLACEHOLDER_ORIGIN && url.pathname === value ? value : null;
}

/** The path of this site (without the base path) a Referer names, or null for another site's page. */
function sitePathOfReferer(referer: string | null | undefined, siteOrigin: string, basePath: string): string | null {
  if (!referer || referer.length > 4 * SOURCE_PAGE_MAX) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteOrigin).origin) return null;
  const base = basePath.endsWith("/") ? basePath : `${basePath}/`;
  if (url.pathname === base.slice(0, -1) || url.pathname === base) return "/";
  return url.pathname.startsWith(base) ? `/${url.pathname.slice(base.length)}` : null;
}

/** The page a Referer names, when it is a page of this site (`siteOrigin` under `basePath`) other than the register pages. */
export function pageOfReferer(referer: string | null | undefined, siteOrigin: string, basePath: string): string | null {
  const page = sitePathOfReferer(referer, siteOrigin, basePath);
  return page === null || REGISTER_PAGES.has(page) ? null : sourcePageOf(page);
}

/**
 * True when a Referer names one of the register pages: a lead posted from there to
 * the JSON API came through the page's own form once it was hydrated.
 */
export function isRegisterPageReferer(referer: string | null | undefined, siteOrigin: string, basePath: string) {
  const page = sitePathOfReferer(referer, siteOrigin, basePath);
  return page !== null && REGISTER_PAGES.has(page.replace(/\/+$/, ""));
}
