/**
 * A page's schema.org nodes, built by its loader so the builders (./structured-data.server.ts)
 * never reach the browser (decision 0098): meta() passes them to pageMeta's `jsonLd`, after
 * the breadcrumbs, on the first render and on every client navigation alike.
 */
import type { RouterContextProvider } from "react-router";
import { toDesktopPath } from "~/kernel/device-map";
import { localeOfPath, textLanguage } from "~/kernel/locales";
import { servicesContext } from "./context.server";
import { localeHere } from "./locale.server";
import { BASE_PATH } from "./paths";
import { absoluteUrl, type JsonLd } from "./seo";

/**
 * The schema.org types of our nodes that are creative works (and Event, which has the
 * property too), whose `inLanguage` names the language of their text (Product, ItemList and BreadcrumbList have no such property).
 */
const CREATIVE_WORKS = new Set(["Article", "NewsArticle", "VideoObject", "FAQPage", "QAPage", "WebPage", "Event"]);

/** The node, and the works an ItemList holds, marked with the language of their text. */
function inLanguage(node: JsonLd, language: string): JsonLd {
  if (CREATIVE_WORKS.has(node["@type"])) return { ...node, inLanguage: language };
  if (node["@type"] !== "ItemList" || !Array.isArray(node.itemListElement)) return node;
  const items = (node.itemListElement as Array<{ item?: JsonLd }>).map((entry) =>
    entry.item ? { ...entry, item: inLanguage(entry.item, language) } : entry,
  );
  return { ...node, itemListElement: items };
}

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
 * router path when it has none, a mobile page's desktop twin for "desktop"). Each creative
 * work says the language its text is shown in: `language`, that of the item the page shows
 * (the content service's `languageOf`: its translation's, or its fallback's), else the
 * language the reader's locale falls back to (decisions 0102, 0110).
 */
export function pageJsonLd(
  { request, context }: LoaderArgsLike,
  canonical: Canonical | undefined,
  build: (page: { siteUrl: string; url: string }) => Nodes,
  language?: string,
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
  const shown = language ?? (found ? textLanguage(found.locale) : "en");
  return (Array.isArray(nodes) ? nodes : [nodes])
    .filter((node): node is JsonLd => !!node)
    .map((node) => inLanguage(node, shown));
}
