/**
 * What search engines and feed readers fetch, all under BASE_PATH and with
 * absolute URLs built from SITE_URL (never from the request's Host header):
 *
 *   robots.txt                 rules plus the sitemap's address
 *   sitemap.xml                a sitemap index of the per-section sitemaps
 *   sitemaps/<section>.xml     pages, news, cases, solutions, videos, qas, help
 *                              (split into <section>-2.xml ... past 45,000 URLs)
 *   feeds/news.xml             RSS 2.0 of the latest news
 *   feeds/news/<type>.xml      RSS 2.0 of one news category
 *
 * Everything is generated from the content service, so unpublished items never
 * appear, and kept until the content it lists changes (server/content-changes.ts)
 * or for DOCUMENT_TTL_MS at most: each document records what it read as pages do
 * (server/content/scope.ts), so an edit drops only the documents that list the
 * item. The XML itself is written by server/seo/documents.ts.
 */
import express, { type Request, type Response } from "express";
import type * as FeedModule from "feed";
import {
  articlePath,
  casePath,
  casesListPath,
  helpPath,
  helpTopicPath,
  newsFeedPath,
  newsPath,
  newsTypePath,
  qaPath,
  qasPath,
  solutionListPath,
  solutionPath,
  videosListPath,
} from "../app/kernel/links.ts";
import {
  CASE_TYPES,
  CATEGORY_LABELS,
  isNewsType,
  NEWS_TYPES,
  QA_TYPES,
  SOLUTION_TYPES,
  VIDEO_TYPES,
} from "../app/kernel/content-constants.ts";
import type { HelpCategory, NewsSummary, Page } from "../app/kernel/content-schemas.ts";
import { COPY_UPDATED, SITEMAP_PAGES } from "../app/kernel/pages.ts";
import { largestJpeg } from "../app/kernel/rows.ts";
import { createResultCache } from "./content/cache.ts";
import { newest } from "./content/kit.ts";
import type { ContentService } from "./content/service.ts";
import type { LandingPageDates, SitemapEntry } from "./content/site.ts";
import {
  buildSitemapIndex,
  buildUrlset,
  fileUrl,
  requireLazily,
  type SitemapUrl,
  type VideoEntry,
} from "./seo/documents.ts";
import type { Services } from "./services.ts";

/** Sitemaps may hold 50,000 URLs; stay well below. */
const SITEMAP_MAX_URLS = 45_000;
/** Items in a news feed. */
const FEED_SIZE = 30;
/**
 * How long a generated sitemap or feed is kept when no content change is announced
 * (a hand edit, a promotion ending): the content cache's lifetime, well inside the
 * five minutes browsers and crawlers may keep the document.
 */
const DOCUMENT_TTL_MS = 60_000;

/** Pages without a content list: the static and single data pages of the desktop site. */
export const STATIC_PAGES = SITEMAP_PAGES;

const SITEMAP_SECTIONS = ["pages", "news", "cases", "solutions", "videos", "qas", "help"] as const;
type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** `documents`: where generated documents are kept (a test passes its own to look into). */
export function createSeoRouter(
  services: Services,
  documents = createResultCache({ ttlMs: DOCUMENT_TTL_MS, maxEntries: 500 }),
): express.Router {
  const router = express.Router();
  const content = services.content;
  const { SITE_URL, BASE_PATH } = services.config;
  // Paths come percent-encoded from the link builders (app/kernel/links.ts).
  const abs = (path: string) => SITE_URL + BASE_PATH.replace(/\/$/, "") + path;
  const files = fileUrl(SITE_URL);

  // A change that names items and lists drops the documents that read them; one that names
  // sections (the seed, redirects, site settings) or nothing drops them all.
  services.changes.subscribe(({ types }) =>
    documents.invalidate(types?.length && types.every((t) => t.includes(":")) ? new Set(types) : undefined),
  );
  const memo = (key: string, make: () => Promise<string | null>) => documents.get(key, make);

  const send = (res: Response, type: string, body: string | null) => {
    if (body === null) {
      res.status(404).set("cache-control", "no-store").type("text/plain").send("Not found");
      return;
    }
    res.set("cache-control", "public, max-age=300, stale-while-revalidate=600").type(type).send(body);
  };
  const handle = (key: (req: Request) => string, type: string, make: (req: Request) => Promise<string | null>) =>
    (async (req: Request, res: Response, next: express.NextFunction) => {
      try {
        send(res, type, await memo(key(req), () => make(req)));
      } catch (error) {
        next(error);
      }
    }) as express.RequestHandler;

  router.get("/robots.txt", (_req, res) => {
    const base = BASE_PATH;
    const body = [
      "User-agent: *",
      `Allow: ${base}`,
      `Disallow: ${base}api/`,
      `Disallow: ${base}search`,
      `Disallow: ${base}mobile/search`,
      `Disallow: ${base}*.data$`,
      "",
      `Sitemap: ${abs("/sitemap.xml")}`,
      "",
    ].join("\n");
    res.set("cache-control", "public, max-age=3600").type("text/plain").send(body);
  });

  router.get(
    "/sitemap.xml",
    handle(
      () => "index",
      "application/xml",
      async () => {
        const parts = await sitemapParts(content);
        const entries = parts.map((p) => ({
          loc: abs(`/sitemaps/${p.name}.xml`),
          ...(p.lastmod ? { lastmod: p.lastmod } : {}),
        }));
        return buildSitemapIndex(entries);
      },
    ),
  );

  router.get(
    /^\/sitemaps\/([a-z]+)(?:-([1-9][0-9]{0,3}))?\.xml$/,
    handle(
      (req) => `sitemap:${req.params[0]}:${req.params[1] ?? "1"}`,
      "application/xml",
      async (req) => {
        const section = req.params[0] as string;
        const part = Number(req.params[1] ?? "1");
        if (!(SITEMAP_SECTIONS as readonly string[]).includes(section)) return null;
        const all = await sectionUrls(content, section as SitemapSection, files);
        const urls = all.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
        if (urls.length === 0 && part > 1) return null;
        return buildUrlset(urls, abs);
      },
    ),
  );

  router.get(
    "/feeds/news.xml",
    handle(
      () => "feed:all",
      "application/rss+xml",
      async () => newsFeed(await content.listNews({ page: 1, pageSize: FEED_SIZE }), null, abs, files),
    ),
  );
  router.get(
    /^\/feeds\/news\/([a-z-]+)\.xml$/,
    handle(
      (req) => `feed:${req.params[0]}`,
      "application/rss+xml",
      async (req) => {
        const type = req.params[0] ?? "";
        if (!isNewsType(type)) return null;
        return newsFeed(await content.listNews({ type, page: 1, pageSize: FEED_SIZE }), type, abs, files);
      },
    ),
  );

  return router;
}

/**
 * lastmod of a page of the "pages" sitemap: the newest of its copy in the
 * repository (the page registry, app/kernel/pages.ts) and the database content it shows.
 */
function staticPageLastmod(path: (typeof STATIC_PAGES)[number], dates: LandingPageDates): string | undefined {
  const copy = path in COPY_UPDATED ? `${COPY_UPDATED[path as keyof typeof COPY_UPDATED]}T00:00:00.000Z` : undefined;
  const data: Partial<Record<(typeof STATIC_PAGES)[number], string | undefined>> = {
    "/": dates.home,
    "/price": dates.price,
    "/promotion": dates.promotion,
    "/service": dates.service,
    "/partner": dates.partner,
    "/pm": dates.pm,
  };
  return newest([copy, data[path]].filter((d): d is string => d !== undefined));
}

/** The sitemap files the index lists, with the newest lastmod of each. */
async function sitemapParts(content: ContentService): Promise<Array<{ name: string; lastmod?: string }>> {
  const [entries, dates] = await Promise.all([content.listSitemapEntries(), content.getLandingPageDates()]);
  const out: Array<{ name: string; lastmod?: string }> = [];
  for (const section of SITEMAP_SECTIONS) {
    const mine = entries.filter((e) => e.section === section);
    const lastmod =
      section === "pages"
        ? newest(STATIC_PAGES.flatMap((path) => staticPageLastmod(path, dates) ?? []))
        : newest(mine.map((e) => e.updatedAt));
    // Detail pages plus at most a few hundred list pages: split when the details alone come near the limit.
    const parts = Math.max(1, Math.ceil((mine.length + 1000) / SITEMAP_MAX_URLS));
    for (let i = 1; i <= parts; i++)
      out.push({ name: i === 1 ? section : `${section}-${i}`, ...(lastmod ? { lastmod } : {}) });
  }
  return out;
}

/** Every public URL of one section, list pages first. */
async function sectionUrls(
  content: ContentService,
  section: SitemapSection,
  files: (url: string) => string,
): Promise<SitemapUrl[]> {
  // The "pages" part lists no detail page: it reads only what dates the landing pages.
  const entries = section === "pages" ? [] : await content.listSitemapEntries(section);
  const newestIn = (type?: string) =>
    newest(entries.filter((e) => type === undefined || e.type === type).map((e) => e.updatedAt));
  const pagesOf = async (load: (page: number) => Promise<Page<unknown>>) => Math.max(1, (await load(1)).totalPages);
  const listPages = async (
    types: readonly string[],
    pathOf: (type: string, page: number) => string,
    load: (type: string, page: number) => Promise<Page<unknown>>,
  ) => {
    const urls: SitemapUrl[] = [];
    for (const type of types) {
      const total = await pagesOf((p) => load(type, p));
      // An empty category still has its page; it last changed with the section at the latest.
      const lastmod = newestIn(type) ?? newestIn();
      for (let p = 1; p <= total; p++) urls.push({ path: pathOf(type, p), ...(lastmod ? { lastmod } : {}) });
    }
    return urls;
  };
  const details = (pathOf: (e: SitemapEntry) => string) =>
    entries.map((e) => ({ path: pathOf(e), lastmod: e.updatedAt }));
  const withLastmod = (path: string, lastmod: string | undefined): SitemapUrl => ({
    path,
    ...(lastmod ? { lastmod } : {}),
  });

  switch (section) {
    case "pages": {
      const dates = await content.getLandingPageDates();
      return STATIC_PAGES.map((path) => withLastmod(path, staticPageLastmod(path, dates)));
    }
    case "news": {
      const all = await pagesOf((page) => content.listNews({ page }));
      const urls: SitemapUrl[] = [];
      for (let p = 1; p <= all; p++) urls.push(withLastmod(newsPath(p), newestIn()));
      urls.push(
        ...(await listPages(NEWS_TYPES, newsTypePath, (type, page) => content.listNews({ type: type as never, page }))),
      );
      return [...urls, ...details((e) => articlePath(e.id))];
    }
    case "cases":
      return [
        ...(await listPages(CASE_TYPES, casesListPath, (type, page) =>
          content.listCases({ type: type as never, page }),
        )),
        ...details((e) => casePath(e.id)),
      ];
    case "solutions":
      return [
        withLastmod("/solution", newestIn()),
        ...(await listPages(SOLUTION_TYPES, solutionListPath, (type, page) =>
          content.listSolutions({ type: type as never, page }),
        )),
        ...details((e) => solutionPath(e.id)),
      ];
    case "qas":
      return [
        ...(await listPages(QA_TYPES, qasPath, (type, page) => content.listQas({ type: type as never, page }))),
        ...details((e) => qaPath(e.id)),
      ];
    case "help": {
      const topics = (list: HelpCategory[]): HelpCategory[] => list.flatMap((c) => [c, ...topics(c.children)]);
      const all = topics((await content.getHelpHome()).categories);
      const topicUrls = all.map((c) => withLastmod(helpTopicPath(c.id), newestIn()));
      return [withLastmod(helpPath(), newestIn()), ...topicUrls, ...details((e) => helpPath(e.id))];
    }
    case "videos": {
      // Videos play on their category pages: each page lists its clips as video entries.
      const urls: SitemapUrl[] = [withLastmod("/videos", newestIn())];
      for (const type of VIDEO_TYPES) {
        const first = await content.listVideos({ type, page: 1 });
        for (let p = 1; p <= Math.max(1, first.totalPages); p++) {
          const list = p === 1 ? first : await content.listVideos({ type, page: p });
          const videos: VideoEntry[] = list.items.flatMap((v) =>
            v.source
              ? [
                  {
                    thumbnail: files(largestJpeg(v.poster)),
                    title: v.title,
                    description: v.summary,
                    contentUrl: files(v.source.url),
                    durationSeconds: v.durationSeconds,
                    publishedAt: v.publishedAt,
                  },
                ]
              : [],
          );
          const lastmod = newest(list.items.map((v) => v.updatedAt)) ?? newestIn();
          urls.push({
            path: videosListPath(type, p),
            ...(lastmod ? { lastmod } : {}),
            ...(videos.length ? { videos } : {}),
          });
        }
      }
      return urls;
    }
  }
}

function newsFeed(
  list: Page<NewsSummary>,
  type: string | null,
  abs: (p: string) => string,
  files: (url: string) => string,
): string {
  const label = type ? CATEGORY_LABELS[type as keyof typeof CATEGORY_LABELS] : null;
  const updated = newest(list.items.map((n) => n.updatedAt));
  const { Feed } = requireLazily("feed") as typeof FeedModule;
  const feed = new Feed({
    title: label ? `Brightlane news: ${label}` : "Brightlane news",
    description: label
      ? `${label} from Brightlane Software, the maker of Brightlane OA, PM, Trade, Live and Education.`
      : "News, product updates, industry insights and events from Brightlane Software.",
    id: abs(type ? newsTypePath(type) : newsPath()),
    link: abs(type ? newsTypePath(type) : newsPath()),
    language: "en",
    image: abs("/og-default.png"),
    favicon: abs("/favicon.svg"),
    copyright: `© ${new Date().getUTCFullYear()} Brightlane Software (a fictional company)`,
    ...(updated ? { updated: new Date(updated) } : {}),
    generator: false,
    ttl: 60,
    feedLinks: { rss: abs(newsFeedPath(type ?? undefined)) },
  });
  for (const item of list.items) {
    const link = abs(articlePath(item.id));
    feed.addItem({
      title: item.title,
      id: link,
      guid: link,
      link,
      description: item.summary,
      date: new Date(item.publishedAt),
      category: [{ name: CATEGORY_LABELS[item.type] }],
      enclosure: { url: files(largestJpeg(item.cover)), type: "image/jpeg", length: 0 },
    });
  }
  return feed.rss2();
}
