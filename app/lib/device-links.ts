/**
 * The device map's links that carry the base path (app/kernel/device-map.ts has the
 * base-free router paths): rich bodies' links on the mobile skin, the "Desktop version" /
 * "Mobile version" switch and the desktop pages' alternate link. Here rather than in the
 * kernel because the base path is the build's (import.meta.env, read on each call so tests can
 * set it), which the server, loading the kernel from source, does not have.
 */
import type { MetaDescriptor } from "react-router";
import {
  isMobileRouterPath,
  toDesktopPath,
  toMobilePath,
  VIEW_SWITCH_PATH,
  type MetaArgsLike,
  type ViewMode,
} from "~/kernel/device-map";

// A site-relative href in sanitised HTML (double-quoted, "&" written "&amp;"): path, query, fragment.
const BODY_HREF = /\bhref="(\/(?!\/)[^"?#]*)(\?[^"#]*)?(#[^"]*)?"/g;

/**
 * A rich body from the content service as the mobile skin shows it: links to desktop
 * pages that have a mobile twin lead to the twin (editors link the canonical, desktop
 * URL), so a reader on a phone stays on the mobile site. Other links are left alone.
 * Hrefs may carry the base path or not; the rewritten one keeps the form it had.
 */
export function mobileBodyLinks(html: string): string {
  if (!html.includes('href="/')) return html;
  const base = import.meta.env.BASE_URL.replace(/\/$/, "");
  return html.replace(BODY_HREF, (whole, path: string, query = "", hash = "") => {
    const prefix = base && (path === base || path.startsWith(`${base}/`)) ? base : "";
    const twin = toMobilePath(path.slice(prefix.length) || "/", query.replace(/&amp;/g, "&").slice(1));
    return twin ? `href="${prefix}${twin.replace(/&/g, "&amp;")}${hash}"` : whole;
  });
}

/**
 * The router path of a "Desktop version" / "Mobile version" link, for a plain <a> through
 * useHref (it is a server endpoint, not a route; the router's basename keeps the reader in
 * their locale, decision 0096). `pathname` and `search` are the current page's.
 */
export function viewSwitchHref(mode: ViewMode, pathname: string, search = ""): string {
  // Without a registry twin the switch gets the page itself: the server knows the twins of
  // pages at addresses their editors chose, and sends anything else to the chosen home.
  const onMobile = isMobileRouterPath(pathname);
  const twin =
    mode === "desktop" ? onMobile && toDesktopPath(pathname, search) : !onMobile && toMobilePath(pathname, search);
  const target = twin || pathname + search;
  const qs = new URLSearchParams({ mode, next: target });
  return `${VIEW_SWITCH_PATH}?${qs.toString()}`;
}

/** The absolute URL of a router path of the reader's locale (decision 0096). */
function absolute(args: MetaArgsLike, routerPath: string): string {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as
    { siteUrl?: string; locale?: { here: string } } | undefined;
  return (root?.siteUrl ?? "") + import.meta.env.BASE_URL.replace(/\/$/, "") + (root?.locale?.here ?? "") + routerPath;
}

/**
 * For desktop pages' meta(): `<link rel="alternate" media="only screen and (max-width: 640px)">`
 * to the mobile counterpart, or nothing when there is none. Spread it after pageMeta(...).
 * A page that knows its twin better than the registry does names it (`mobilePath`).
 */
export function mobileAlternate(args: MetaArgsLike, mobilePath?: string): MetaDescriptor[] {
  const mobile = mobilePath ?? toMobilePath(args.location.pathname, args.location.search);
  if (!mobile) return [];
  return [
    { tagName: "link", rel: "alternate", media: "only screen and (max-width: 640px)", href: absolute(args, mobile) },
  ];
}
