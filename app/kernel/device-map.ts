/**
 * Pairs desktop URLs with their mobile counterparts, in both directions, from the page
 * registry's pairs (./pages.ts). It drives the phone redirect (server/device.ts), the
 * desktop pages' `<link rel="alternate" media=...>` and the mobile pages' canonical
 * link, and the "Desktop version" / "Mobile version" switch.
 *
 * Paths here are router paths: without the base path, starting with "/". Parameters
 * are validated by name (./path-template.ts), so a malformed id never maps anywhere.
 * No runtime imports beyond the kernel, so the server can load it directly on Node.
 */
import { fill, matchTemplate } from "./path-template.ts";
import { DEVICE_PAIRS, PAGES } from "./pages.ts";

function normalise(pathname: string): string {
  const p = pathname.replace(/\/{2,}/g, "/");
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}

function translate(pathname: string, search: string | URLSearchParams, from: "desktop" | "mobile"): string | null {
  const to = from === "desktop" ? "mobile" : "desktop";
  const skip = from === "desktop" ? "toDesktop" : "toMobile";
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const path = normalise(pathname);
  const head = path.slice(1, (path.indexOf("/", 1) + 1 || path.length + 1) - 1);
  for (const row of DEVICE_PAIRS) {
    if (row.only === skip || !head.startsWith(firstLiteral(row[from]))) continue;
    const found = matchTemplate(row[from], path, params);
    if (found) return fill(row[to], found);
  }
  return null;
}

// The literal a template's first segment starts with ("" when it starts with a parameter):
// a path whose first segment does not start with it cannot match, so most rows are skipped
// without matching (a 10,000-URL sitemap asks for 10,000 mobile twins).
const firstLiterals = new Map<string, string>();
function firstLiteral(template: string): string {
  let literal = firstLiterals.get(template);
  if (literal === undefined) {
    const first = template.split(/[/?]/).find(Boolean) ?? "";
    literal = first.startsWith(":") ? "" : first;
    firstLiterals.set(template, literal);
  }
  return literal;
}

export const MOBILE_HOME = PAGES.home.mobile.path;
export const DESKTOP_HOME = PAGES.home.desktop.path;

/** True for router paths of the mobile variant. */
export function isMobileRouterPath(pathname: string): boolean {
  return pathname === MOBILE_HOME || pathname.startsWith(`${MOBILE_HOME}/`);
}

/** The mobile counterpart of a desktop router path (with query), or null when it has none. */
export function toMobilePath(pathname: string, search: string | URLSearchParams = ""): string | null {
  if (isMobileRouterPath(pathname)) return null;
  return translate(pathname, search, "desktop");
}

/**
 * A link an editor stored as a desktop path ("/register?intent=trial&plan=team"), for the
 * mobile skin: its mobile twin with its query, or the link as it is (an outside address,
 * a page with no twin: the device redirect serves phones there).
 */
export function mobileHref(href: string): string {
  if (!href.startsWith("/")) return href;
  const [path = "/", query = ""] = href.split("?");
  return toMobilePath(path, query) ?? href;
}

/** The desktop counterpart of a mobile router path (with query), or null when it has none. */
export function toDesktopPath(pathname: string, search: string | URLSearchParams = ""): string | null {
  if (!isMobileRouterPath(pathname)) return null;
  return translate(pathname, search, "mobile");
}

/** Name and values of the cookie the device switch sets. */
export const VIEW_COOKIE = "view";
export type ViewMode = "desktop" | "mobile";

/** Router path of the switch endpoint served by server/device.ts (prefix it with the base path). */
export const VIEW_SWITCH_PATH = "/view";

export interface MetaArgsLike {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * For mobile pages' meta(): the desktop router path to pass as pageMeta's canonicalPath
 * (so the canonical link, og:url and the sharing cards point at the desktop page).
 */
export function desktopCanonicalPath(args: MetaArgsLike): string | undefined {
  return toDesktopPath(args.location.pathname, args.location.search) ?? undefined;
}
