/**
 * The XML of sitemaps (server/seo.ts serves them): a sitemap index, <urlset>
 * documents with their mobile alternates and video entries, and the small
 * helpers the sitemaps and feeds share.
 */
import { createRequire } from "node:module";
import { setImmediate } from "node:timers/promises";
import { toMobilePath } from "../../app/kernel/device-map.ts";
import { freePageTwin } from "../../app/kernel/page-paths.ts";
import { areaWords } from "../../app/kernel/ui-strings/catalog.ts";
import { message } from "../../app/kernel/ui-strings/message.ts";

const MOBILE_MEDIA = "only screen and (max-width: 640px)";

export interface VideoEntry {
  thumbnail: string;
  title: string;
  description: string;
  contentUrl: string;
  durationSeconds: number;
  publishedAt: string;
}

/**
 * The same page in every locale (decision 0096): [hreflang, that locale's absolute URL of a
 * router path], x-default last; empty with one locale. The same array for every document of
 * a process, so a URL's kept markup is found by it.
 */
export type LocaleAlternates = readonly (readonly [lang: string, abs: (routerPath: string) => string])[];

export interface SitemapUrl {
  /** Router path, not yet encoded ("/news/company copy"). */
  path: string;
  lastmod?: string;
  videos?: VideoEntry[];
}

// The feed library loads on the first feed request, not with the server: most processes
// never serve one between restarts.
export const requireLazily = createRequire(import.meta.url);

// The sitemap XML is written here rather than through an XML builder: its shape is fixed and
// small, and a generic builder spent over a second of CPU on 10,000 URLs, blocking every other
// request (docs/decisions/0054-sitemap-xml-by-hand.md). Every value goes through `text`.
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const text = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const element = (name: string, value: string | number) => `<${name}>${text(value)}</${name}>`;

function declaration(): string {
  return '<?xml version="1.0" encoding="UTF-8"?>\n';
}

/** A <sitemapindex> of the given sitemap files. */
export function buildSitemapIndex(entries: ReadonlyArray<{ loc: string; lastmod?: string }>): string {
  const items = entries.map(
    (e) => `<sitemap>${element("loc", e.loc)}${e.lastmod ? element("lastmod", e.lastmod) : ""}</sitemap>`,
  );
  return `${declaration()}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</sitemapindex>`;
}

/** URLs written between two turns of the event loop. */
const URLS_PER_TURN = 500;

/**
 * A <urlset> document; `abs` turns a router path into an absolute URL. A large sitemap is
 * written a few hundred URLs at a time, letting other requests run in between.
 */
export async function buildUrlset(
  urls: readonly SitemapUrl[],
  abs: (routerPath: string) => string,
  alternates: LocaleAlternates = [],
): Promise<string> {
  const hasVideo = urls.some((u) => u.videos?.length);
  const open =
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"' +
    (hasVideo ? ' xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">' : ">");
  const nodes: string[] = [];
  for (let i = 0; i < urls.length; i++) {
    if (i > 0 && i % URLS_PER_TURN === 0) await setImmediate();
    nodes.push(keptUrlNode(urls[i]!, abs, alternates));
  }
  return `${declaration()}${open}${nodes.join("")}</urlset>`;
}

/**
 * Each URL's markup, kept across rebuilds by its address and lastmod: after a publish, a
 * file of 10,000 URLs writes only the URLs whose date changed and joins the rest
 * (a new URL or date is a new key; old keys go when the map is full).
 */
const kept = new Map<string, string>();
const MAX_KEPT = 200_000;
// A URL object the sitemaps keep (server/seo/sitemaps.ts) finds its markup without a key.
const keptByUrl = new WeakMap<SitemapUrl, { abs: (p: string) => string; node: string }>();
/** Markup kept with locale alternates, apart from the rest (each array its own map). */
const keptWithAlternates = new WeakMap<LocaleAlternates, Map<string, string>>();

function keptUrlNode(u: SitemapUrl, abs: (p: string) => string, alternates: LocaleAlternates): string {
  if (u.videos?.length) return urlNode(u, abs, alternates);
  if (alternates.length) return keptByKey(u, abs, alternates);
  const same = keptByUrl.get(u);
  if (same?.abs === abs) return same.node;
  const node = keptByKey(u, abs, alternates);
  keptByUrl.set(u, { abs, node });
  return node;
}

function keptByKey(u: SitemapUrl, abs: (p: string) => string, alternates: LocaleAlternates): string {
  const key = `${abs(u.path)} ${u.lastmod ?? ""}`;
  let map = kept;
  if (alternates.length) {
    map = keptWithAlternates.get(alternates) ?? new Map();
    keptWithAlternates.set(alternates, map);
  }
  let node = map.get(key);
  if (node === undefined) {
    if (map.size >= MAX_KEPT) map.clear();
    node = urlNode(u, abs, alternates);
    map.set(key, node);
  }
  return node;
}

// The mobile twin of a path, matched against every route's template (tens of microseconds):
// a list page's date changes with each publish, its twin never does.
const mobileTwins = new Map<string, string | null>();

function mobileTwin(path: string): string | null {
  let twin = mobileTwins.get(path);
  if (twin === undefined) {
    if (mobileTwins.size >= MAX_KEPT) mobileTwins.clear();
    mobileTwins.set(path, (twin = toMobilePath(path) ?? freePageTwin(path)));
  }
  return twin;
}

function urlNode(u: SitemapUrl, abs: (p: string) => string, alternates: LocaleAlternates): string {
  const mobile = mobileTwin(u.path);
  let out = `<url>${element("loc", abs(u.path))}`;
  if (u.lastmod) out += element("lastmod", u.lastmod);
  for (const [lang, altAbs] of alternates)
    out += `<xhtml:link rel="alternate" hreflang="${text(lang)}" href="${text(altAbs(u.path))}"/>`;
  if (mobile) out += `<xhtml:link rel="alternate" media="${MOBILE_MEDIA}" href="${text(abs(mobile))}"/>`;
  for (const v of u.videos ?? [])
    out +=
      "<video:video>" +
      element("video:thumbnail_loc", v.thumbnail) +
      element("video:title", v.title) +
      element("video:description", v.description) +
      element("video:content_loc", v.contentUrl) +
      element("video:duration", Math.max(1, Math.min(28_800, Math.round(v.durationSeconds)))) +
      element("video:publication_date", v.publishedAt) +
      "</video:video>";
  return `${out}</url>`;
}

/** An image or video URL from the content service (already under the base path) as an absolute URL. */
export function fileUrl(siteUrl: string) {
  return (url: string) => (/^https?:\/\//i.test(url) ? url : siteUrl + (url.startsWith("/") ? url : `/${url}`));
}

/** The owner line of a feed's channel, in the words of the feed's locale. */
export const feedCopyright = (tag: string) =>
  message(areaWords(tag, "documents").feedCopyright, { year: new Date().getUTCFullYear() });
