/**
 * The XML of sitemaps (server/seo.ts serves them): a sitemap index, <urlset>
 * documents with their mobile alternates and video entries, and the small
 * helpers the sitemaps and feeds share.
 */
import { createRequire } from "node:module";
import type * as FastXmlParser from "fast-xml-parser";
import { toMobilePath } from "../../app/kernel/device-map.ts";

const MOBILE_MEDIA = "only screen and (max-width: 640px)";

export interface VideoEntry {
  thumbnail: string;
  title: string;
  description: string;
  contentUrl: string;
  durationSeconds: number;
  publishedAt: string;
}

export interface SitemapUrl {
  /** Router path, not yet encoded ("/news/company copy"). */
  path: string;
  lastmod?: string;
  videos?: VideoEntry[];
}

// The XML and feed libraries load on the first sitemap or feed request, not with the server:
// most processes never serve one between restarts, and together they hold several megabytes.
export const requireLazily = createRequire(import.meta.url);
let builder: FastXmlParser.XMLBuilder | undefined;
const xml = {
  build(document: unknown): string {
    builder ??= new (requireLazily("fast-xml-parser") as typeof FastXmlParser).XMLBuilder({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      format: false,
      suppressEmptyNode: true,
      processEntities: true,
    });
    return builder.build(document) as string;
  },
};

function declaration(): string {
  return '<?xml version="1.0" encoding="UTF-8"?>\n';
}

/** A <sitemapindex> of the given sitemap files. */
export function buildSitemapIndex(entries: ReadonlyArray<{ loc: string; lastmod?: string }>): string {
  return (
    declaration() +
    xml.build({ sitemapindex: { "@xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9", sitemap: entries } })
  );
}

/** A <urlset> document; `abs` turns a router path into an absolute URL. */
export function buildUrlset(urls: readonly SitemapUrl[], abs: (routerPath: string) => string): string {
  const hasVideo = urls.some((u) => u.videos?.length);
  return (
    declaration() +
    xml.build({
      urlset: {
        "@xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9",
        "@xmlns:xhtml": "http://www.w3.org/1999/xhtml",
        ...(hasVideo ? { "@xmlns:video": "http://www.google.com/schemas/sitemap-video/1.1" } : {}),
        url: urls.map((u) => urlNode(u, abs)),
      },
    })
  );
}

function urlNode(u: SitemapUrl, abs: (p: string) => string) {
  const mobile = toMobilePath(u.path);
  return {
    loc: abs(u.path),
    ...(u.lastmod ? { lastmod: u.lastmod } : {}),
    ...(mobile ? { "xhtml:link": { "@rel": "alternate", "@media": MOBILE_MEDIA, "@href": abs(mobile) } } : {}),
    ...(u.videos?.length
      ? {
          "video:video": u.videos.map((v) => ({
            "video:thumbnail_loc": v.thumbnail,
            "video:title": v.title,
            "video:description": v.description,
            "video:content_loc": v.contentUrl,
            "video:duration": Math.max(1, Math.min(28_800, Math.round(v.durationSeconds))),
            "video:publication_date": v.publishedAt,
          })),
        }
      : {}),
  };
}

/** An image or video URL from the content service (already under the base path) as an absolute URL. */
export function fileUrl(siteUrl: string) {
  return (url: string) => (/^https?:\/\//i.test(url) ? url : siteUrl + (url.startsWith("/") ? url : `/${url}`));
}
