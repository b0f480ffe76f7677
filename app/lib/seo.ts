/**
 * Head tags for a page: title, description, canonical URL (SITE_URL + base path),
 * Open Graph and Twitter card, plus optional JSON-LD, breadcrumbs and feed links.
 * Route `meta` functions call pageMeta() so every page gets the same complete set;
 * SITE_URL comes from the root loader at request time.
 */
import type { MetaDescriptor } from "react-router";
import type { ItemSeo } from "~/kernel/content-schemas";
import type { RootLocaleData } from "./locale";
import { BASE_PATH } from "./paths";

export const SITE_NAME = "Brightlane";

/** A JSON-LD node: plain JSON, always with a @type. */
export type JsonLd = { "@context"?: string; "@type": string; [key: string]: unknown };

export interface Crumb {
  name: string;
  /** Router path (without the base path). The last crumb may omit it: the current page. */
  path?: string;
}

/** Absolute URL of a router path, or of an image/file URL that may already carry the base path. */
export function absoluteUrl(siteUrl: string, routerPath: string): string {
  if (/^https?:\/\//i.test(routerPath)) return routerPath;
  return siteUrl + BASE_PATH.replace(/\/$/, "") + (routerPath.startsWith("/") ? routerPath : `/${routerPath}`);
}

/** Absolute URL of a file URL that is already under the base path ("/site/media/x.jpg"), or a router path. */
export function absoluteFileUrl(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith(BASE_PATH)) return siteUrl + url;
  return absoluteUrl(siteUrl, url);
}

/**
 * BreadcrumbList from the home page down to the current page. "Home" is added
 * when the first crumb is not the home page; a crumb without a path is the
 * current page (`currentUrl`).
 */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[], currentUrl: string): JsonLd {
  const all: Crumb[] = crumbs[0]?.path === "/" ? [...crumbs] : [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: all.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.path ? absoluteUrl(siteUrl, crumb.path) : currentUrl,
    })),
  };
}

/** Plain text from sanitised HTML: tags dropped, common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<br\s*\/?>|<\/(p|li|h[1-6]|div|tr)>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

interface RootData extends RootLocaleData {
  siteUrl: string;
}

export interface FeedLink {
  title: string;
  /** Router path of the feed, e.g. "/feeds/news.xml". */
  path: string;
}

export interface PageMetaInput {
  title: string;
  description: string;
  /**
   * Router path of the canonical page, e.g. "/news/2" (defaults to the current path);
   * false for pages that have none (error pages): no canonical link, and og:url is
   * the current URL.
   */
  canonicalPath?: string | false;
  /** Absolute or base-relative image path for sharing cards. */
  image?: string;
  /** Text alternative of the sharing image. */
  imageAlt?: string;
  noindex?: boolean;
  /**
   * The item's own search and sharing settings (editorial "Search and sharing"): each one
   * set replaces what the page derives; its title is used whole, without the site's name.
   */
  seo?: ItemSeo | undefined;
  type?: "website" | "article";
  /**
   * schema.org nodes for this page, one script each, after the breadcrumbs: built by its
   * loader (pageJsonLd() in ./page-json-ld.server.ts) so their builders stay off the browser.
   */
  jsonLd?: readonly JsonLd[] | undefined;
  /** Trail below the home page; adds a BreadcrumbList. The last crumb may omit its path. */
  breadcrumbs?: readonly Crumb[];
  /** RSS feeds to announce with <link rel="alternate" type="application/rss+xml">. */
  feeds?: readonly FeedLink[];
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

function rootOf(matches: MetaArgsLike["matches"]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/** What search results show of a title and a description before they cut it off. */
export const TITLE_MAX = 65;
export const DESCRIPTION_RANGE = { min: 70, max: 160 } as const;

/** `text` cut at the last word that fits in `max` characters, with an ellipsis, when it is longer. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** The page's title with the site's name after it when both fit, the title alone when only it fits. */
export function documentTitle(title: string): string {
  const named = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  return named.length <= TITLE_MAX ? named : shorten(title, TITLE_MAX);
}

/**
 * A description from the texts a page has, in order (a summary, then its body):
 * whole sentences until it is long enough to inform, never longer than results show.
 */
export function descriptionFrom(...texts: string[]): string {
  const sentences = texts
    .join(" ")
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
  let out = "";
  for (const sentence of sentences) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > DESCRIPTION_RANGE.max)
      return out.length >= DESCRIPTION_RANGE.min ? out : shorten(next, DESCRIPTION_RANGE.max);
    out = next;
    if (out.length >= DESCRIPTION_RANGE.min) return out;
  }
  return out;
}

export function pageMeta(args: MetaArgsLike, input: PageMetaInput): MetaDescriptor[] {
  const root = rootOf(args.matches);
  const siteUrl = root?.siteUrl ?? "";
  // Another locale's page: its canonical URL is under the locale's prefix (decision 0096).
  const here = root?.locale?.here ?? "";
  const seo = input.seo;
  // An editor's search title is used as written (the form hints at its length); a derived one is fitted.
  const title = seo?.title ?? documentTitle(input.title);
  const description = shorten(seo?.description ?? input.description, DESCRIPTION_RANGE.max);
  const shared = seo?.image ? { image: seo.image.src, imageAlt: seo.image.alt || input.imageAlt } : input;
  const canonicalPath = typeof input.canonicalPath === "string" ? input.canonicalPath : args.location.pathname;
  const canonical = absoluteUrl(siteUrl, here + canonicalPath);
  const image = shared.image ? absoluteFileUrl(siteUrl, shared.image) : `${siteUrl}${BASE_PATH}og-default.png`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...(input.canonicalPath === false ? [] : [{ tagName: "link", rel: "canonical", href: canonical }]),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (shared.imageAlt) {
    tags.push(
      { property: "og:image:alt", content: shared.imageAlt },
      { name: "twitter:image:alt", content: shared.imageAlt },
    );
  }
  if (input.noindex || seo?.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const feed of input.feeds ?? []) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: feed.title,
      // The locale's own feed (decision 0102): its items lead to the locale's pages.
      href: absoluteUrl(siteUrl, here + feed.path),
    });
  }
  const nodes = input.breadcrumbs?.length ? [breadcrumbList(siteUrl, input.breadcrumbs, canonical)] : [];
  for (const node of [...nodes, ...(input.jsonLd ?? [])]) tags.push({ "script:ld+json": node });
  return tags;
}
