/**
 * Which requests the page cache may answer, under which key, and which stored
 * pages a content change makes stale.
 */
import type { IncomingMessage } from "node:http";
import type { ContentChange } from "../content-changes.ts";
import { tagsOfChange } from "../../app/kernel/change-tags.ts";
import { SECTION_TAGS } from "./tags.ts";
import { FORM_PAGE_PATHS } from "../../app/kernel/pages.ts";

/** Sections never stored whatever their headers say: per-visitor forms, unbounded queries, the error page, previews. */
const NEVER_CACHED = new Set(["register", "search", "500", "api", "preview"]);
/** The lead forms' pages in other sections (the partner application): posted to, like the register page. */
const FORM_PAGES = new Set(FORM_PAGE_PATHS);

const MAX_KEY_LENGTH = 512;
const MAX_QUERY_PARAMS = 4;

export type TrustProxyFn = (addr: string | undefined, i: number) => boolean;

export interface CacheKey {
  key: string;
  tags: readonly string[];
  pool: "pages" | "query";
}

/**
 * Builds the cache key of a request URL, or undefined when the URL must not be
 * cached. The key holds the scheme (HSTS differs), the variant (from the path),
 * whether a CDN stated the device class,
 * the path and the sorted query. Nothing else is dropped: a page is only ever
 * rendered for its own URL (server/canonical-url.ts redirects other spellings and
 * parameters the page does not read, tracking tags included), so the URL is the key.
 */
export function cacheKey(url: string, base: string, secure: boolean, deviceStated = false): CacheKey | undefined {
  if (url.length > MAX_KEY_LENGTH * 2) return undefined;
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.startsWith(base) && `${path}/` !== base) return undefined;
  const rest = path.slice(base.length);
  const mobile = rest === "mobile" || rest.startsWith("mobile/");
  const inner = mobile ? rest.slice(7) : rest;
  const slash = inner.indexOf("/");
  const section = slash === -1 ? inner : inner.slice(0, slash);
  if (NEVER_CACHED.has(section) || section.endsWith(".data") || inner.endsWith(".data")) return undefined;
  if (FORM_PAGES.has(rest.replace(/\/+$/, ""))) return undefined;
  let query = "";
  if (q !== -1 && q < url.length - 1) {
    const params = new URLSearchParams(url.slice(q + 1));
    if (params.size > MAX_QUERY_PARAMS) return undefined;
    params.sort();
    query = params.toString();
  }
  // A CDN's X-Device changes the stored Vary (server/device.ts): kept apart from direct visits.
  const key = `${secure ? "s" : "p"}|${mobile ? "m" : "d"}${deviceStated ? "x" : ""}|${path}${query ? `?${query}` : ""}`;
  if (key.length > MAX_KEY_LENGTH) return undefined;
  const sectionTags = Object.hasOwn(SECTION_TAGS, section) ? SECTION_TAGS[section]! : ["misc"];
  return { key, tags: [...sectionTags, "site"], pool: query ? "query" : "pages" };
}

/** Tags of the pages a change makes stale; undefined means every page (app/kernel/change-tags.ts). */
export function tagsForChange(change: ContentChange): Set<string> | undefined {
  return tagsOfChange(change.types);
}

/** Whether the request came over HTTPS, decided the way Express decides req.secure. */
export function isSecure(req: IncomingMessage, trustProxy: TrustProxyFn): boolean {
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
  if (!trustProxy(req.socket.remoteAddress, 0)) return encrypted;
  const header = req.headers["x-forwarded-proto"];
  const value = (Array.isArray(header) ? header[0] : header) ?? (encrypted ? "https" : "http");
  const comma = value.indexOf(",");
  return (comma === -1 ? value : value.slice(0, comma)).trim() === "https";
}
