/**
 * A page's schema.org nodes, built by its loader so the builders (./structured-data.server.ts)
 * never reach the browser (decision 0098): meta() passes them to pageMeta's `jsonLd`, after
 * the breadcrumbs, on the first render and on every client navigation alike.
 */
import type { RouterContextProvider } from "react-router";
import { toDesktopPath } from "~/kernel/device-map";
import { localeOfPath } from "~/kernel/locales";
import { servicesContext } from "./context.server";
import { localeHere } from "./locale.server";
import { BASE_PATH } from "./paths";
import { absoluteUrl, type JsonLd } from "./seo";

type Nodes = JsonLd | ReadonlyArray<JsonLd | null | undefined> | null | undefined;

interface LoaderArgsLike {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The page's canonical path: a router path, or its desktop twin's for a mobile page ("desktop"). */
type Canonical = string | "desktop";

/**
 * The nodes `build` makes from SITE_URL and the page's canonical URL, the very URL
 * pageMeta() puts in the canonical link for the same `canonicalPath` (the current
 * router path when it has none, a mobile page's desktop twin for "desktop").
 */
export function pageJsonLd(
  { request, context }: LoaderArgsLike,
  canonical: Canonical | undefined,
  build: (page: { siteUrl: string; url: string }) => Nodes,
): JsonLd[] {
  const { SITE_URL: siteUrl, LOCALES } = context.get(servicesContext).config;
  const url = new URL(request.url);
  const found = localeOfPath(LOCALES ?? [], BASE_PATH, url.pathname);
  // The router's path: the request's below the locale's base (the base path and any prefix).
  const base = found?.base ?? BASE_PATH;
  const routerPath = url.pathname.startsWith(base) ? `/${url.pathname.slice(base.length)}` : "/";
  const path =
    canonical === "desktop" ? (toDesktopPath(routerPath, url.search) ?? routerPath) : (canonical ?? routerPath);
  const nodes = build({ siteUrl, url: absoluteUrl(siteUrl, localeHere(LOCALES, url.pathname) + path) });
  return (Array.isArray(nodes) ? nodes : [nodes]).filter((node): node is JsonLd => !!node);
}
