/**
 * What search engines and feed readers fetch, all under BASE_PATH and with
 * absolute URLs built from SITE_URL (never from the request's Host header):
 *
 *   robots.txt                 rules plus the sitemap's address
 *   sitemap.xml                a sitemap index of the per-section sitemaps
 *   sitemaps/<section>.xml     pages, news, cases, solutions, videos, qas, help
 *                              (split into <section>-2.xml ... past 10,000 URLs)
 *   feeds/news.xml             RSS 2.0 of the latest news
 *   feeds/news/<type>.xml      RSS 2.0 of one news category
 *   a type's feed and files    what a content type's definition asks: a feed of its list
 *                              (`feed`) and a file beside each item's page (`itemFile`)
 *
 * With more than one locale (decisions 0096, 0102) each other locale has its own sitemaps
 * and feeds under its prefix ({prefix}/sitemaps/..., {prefix}/feeds/...); the one index lists
 * every locale's sitemaps.
 *
 * Everything is generated from the content service, so unpublished items never
 * appear, and kept until the content it lists changes (server/content-changes.ts)
 * or for DOCUMENT_TTL_MS at most: each document records what it read as pages do
 * (server/content/scope.ts), so an edit drops only the documents that list the
 * item. What each sitemap lists is read in server/seo/sitemaps.ts; the sitemaps'
 * XML is written by server/seo/documents.ts.
 */
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import express, { type Request, type Response } from "express";
import type * as FeedModule from "feed";
import { articlePath, newsFeedPath, newsPath, newsTypePath } from "../app/kernel/links.ts";
import { isNewsType } from "../app/kernel/content-constants.ts";
import type { Page } from "../app/kernel/content-schemas.ts";
import type { NewsSummary } from "../app/kernel/collections/news.answers.ts";
import { textLanguage, type SiteLocale } from "../app/kernel/locales.ts";
import { largestJpeg } from "../app/kernel/rows.ts";
import { COLLECTIONS, type Readable } from "../app/kernel/collections/index.ts";
import type { FeedOf } from "../app/kernel/collections/define.ts";
import { createResultCache } from "./content/cache.ts";
import { areaWords } from "../app/kernel/ui-strings/catalog.ts";
import { message } from "../app/kernel/ui-strings/message.ts";
import { contentLocaleOf, localeBases } from "./locales.ts";
import { withContentScope } from "./content/scope.ts";
import { newest } from "./content/kit.ts";
import {
  buildSitemapIndex,
  buildUrlset,
  feedCopyright,
  fileUrl,
  requireLazily,
  type LocaleAlternates,
} from "./seo/documents.ts";
import { SITEMAP_MAX_URLS, sitemapParts, sitemapUrls, type SectionUrls } from "./seo/sitemaps.ts";
import type { Services } from "./services.ts";

/** Items in a news feed. */
const FEED_SIZE = 30;
/**
 * How long a generated sitemap or feed is kept when no content change is announced
 * (a hand edit, a promotion ending): the content cache's lifetime, well inside the
 * five minutes browsers and crawlers may keep the document.
 */
const DOCUMENT_TTL_MS = 60_000;

/** A generated document, and its gzip encoding once a client has asked for it. */
interface Kept {
  text: string;
  gzip?: Promise<Buffer>;
}
const gzipped = promisify(gzip);
/**
 * Documents from this size are kept gzipped: a 10,000-URL sitemap (2 MB) cost the
 * compression middleware about 10 ms of CPU on every request.
 */
const KEPT_GZIP_BYTES = 64 * 1024;

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
  // With more than one locale (decision 0096), a sitemap per locale, {BASE_PATH}{prefix}/sitemaps/...,
  // each URL with the same page in every locale and x-default.
  const locales = services.config.LOCALES.length > 1 ? services.config.LOCALES : [];
  const localeAbs = new Map(
    locales.map((l) => [l.prefix, (path: string) => abs(l.prefix ? `/${l.prefix}${path}` : path)]),
  );
  const alternates: LocaleAlternates = locales.length
    ? [...locales.map((l) => [l.tag, localeAbs.get(l.prefix)!] as const), ["x-default", abs] as const]
    : [];
  const files = fileUrl(SITE_URL);

  // A change that names items and lists drops the documents that read them; one that names
  // sections (the seed, redirects, site settings) or nothing drops them all.
  services.changes.subscribe(({ types }) =>
    documents.invalidate(types?.length && types.every((t) => t.includes(":")) ? new Set(types) : undefined),
  );
  const memo = (key: string, make: () => Promise<string | null>) =>
    documents.get(key, async (): Promise<Kept | null> => {
      const text = await make();
      return text === null ? null : { text };
    });
  // A section's URLs are kept like the documents (dropped by the same changes): the index and
  // each file of a split section read them once per change, not once each.
  const kept: SectionUrls = (section, read) => documents.get(`urls:${section}`, read);

  const send = async (req: Request, res: Response, type: string, kept: Kept | null) => {
    if (kept === null) {
      res.status(404).set("cache-control", "no-store").type("text/plain").send("Not found");
      return;
    }
    res.set("cache-control", "public, max-age=300, stale-while-revalidate=600").type(type).vary("Accept-Encoding");
    if (kept.text.length < KEPT_GZIP_BYTES || req.acceptsEncodings("gzip", "identity") !== "gzip") {
      res.send(kept.text);
      return;
    }
    // Compressed once per version, off the event loop, and no longer hashed whole for its ETag.
    kept.gzip ??= gzipped(kept.text);
    res.set("content-encoding", "gzip").send(await kept.gzip);
  };
  const handle = (key: (req: Request) => string, type: string, make: (req: Request) => Promise<string | null>) =>
    (async (req: Request, res: Response, next: express.NextFunction) => {
      try {
        await send(req, res, type, await memo(key(req), () => make(req)));
      } catch (error) {
        next(error);
      }
    }) as express.RequestHandler;

  router.get("/robots.txt", (_req, res) => {
    const base = BASE_PATH;
    // Every locale's search pages (decision 0096): the default's, then the others' under their prefix.
    const search = localeBases(services.config).flatMap((b) => [`Disallow: ${b}search`, `Disallow: ${b}mobile/search`]);
    const body = [
      "User-agent: *",
      `Allow: ${base}`,
      `Disallow: ${base}api/`,
      ...search,
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
        const parts = await sitemapParts(content, files, SITEMAP_MAX_URLS, kept);
        const bases = locales.length ? [...localeAbs.values()] : [abs];
        const entries = bases.flatMap((at) =>
          parts.map((p) => ({ loc: at(`/sitemaps/${p.name}.xml`), ...(p.lastmod ? { lastmod: p.lastmod } : {}) })),
        );
        return buildSitemapIndex(entries);
      },
    ),
  );

  const urlset = (prefix: string, at: (path: string) => string) =>
    handle(
      (req) => `${prefix && `${prefix}:`}sitemap:${req.params[0]}:${req.params[1] ?? "1"}`,
      "application/xml",
      async (req) => {
        const section = req.params[0] as string;
        const urls = await sitemapUrls(content, section, Number(req.params[1] ?? "1"), files, SITEMAP_MAX_URLS, kept);
        return urls && (await buildUrlset(urls, at, alternates));
      },
    );
  router.get(/^\/sitemaps\/([a-z]+)(?:-([1-9][0-9]{0,3}))?\.xml$/, urlset("", abs));
  // Another locale's sitemaps under its prefix (decision 0096).
  for (const [prefix, at] of localeAbs)
    if (prefix)
      router.get(new RegExp(`^\\/${prefix}\\/sitemaps\\/([a-z]+)(?:-([1-9][0-9]{0,3}))?\\.xml$`), urlset(prefix, at));

  // The news feeds of each locale (decision 0102): the default's at feeds/, another's under its prefix.
  for (const locale of locales.length ? locales : [services.config.LOCALES[0]!]) {
    const at = localeAbs.get(locale.prefix) ?? abs;
    const under = locale.prefix ? `\\/${locale.prefix}` : "";
    const key = locale.prefix ? `${locale.prefix}:feed` : "feed";
    const urls = { at, site: abs, files };
    // Another locale's feed reads its items as its pages do: their translations laid over,
    // and kept until a change of that locale's words or of the shared content (decision 0105).
    const inLocale = contentLocaleOf(services.config, `${BASE_PATH}${locale.prefix}/`);
    const languageOf = (item: NewsSummary) => content.languageOf("news", item.id);
    const feedOf = async (list: Page<NewsSummary>, type: string | null) =>
      newsFeed(list, await Promise.all(list.items.map(languageOf)), type, urls, locale);
    const handleIn = (
      key: (req: Request) => string,
      make: (req: Request) => Promise<string | null>,
    ): express.RequestHandler => {
      const handler = handle(key, "application/rss+xml", make);
      return inLocale
        ? (req, res, next) => withContentScope({ locale: inLocale }, () => handler(req, res, next))
        : handler;
    };
    router.get(
      new RegExp(`^${under}\\/feeds\\/news\\.xml$`),
      handleIn(
        () => `${key}:all`,
        async () => feedOf(await content.listNews({ page: 1, pageSize: FEED_SIZE }), null),
      ),
    );
    router.get(
      new RegExp(`^${under}\\/feeds\\/news\\/([a-z-]+)\\.xml$`),
      handleIn(
        (req) => `${key}:${req.params[0]}`,
        async (req) => {
          const type = req.params[0] ?? "";
          if (!isNewsType(type)) return null;
          return feedOf(await content.listNews({ type, page: 1, pageSize: FEED_SIZE }), type);
        },
      ),
    );
    // What the types' definitions ask: a feed of a type's list, and a file beside each item's page.
    for (const c of COLLECTIONS) {
      if (!c.api) continue;
      const read = readerOf(content, c);
      if (c.feed) {
        const feed = c.feed;
        router.get(
          new RegExp(`^${under}${escapeRegExp(feed.path)}$`),
          handleIn(
            () => `${key}:type:${c.name}`,
            async () => listFeed(c, feed, await read.list({ page: 1, pageSize: FEED_SIZE }), urls, locale.tag),
          ),
        );
      }
      if (c.itemFile) {
        const file = c.itemFile;
        // An item's page path ends in its id (definitions' `urls`): the file's path is that page's with its ending.
        const page = c.urls!(1)!.desktop.replace(/1$/, "");
        router.get(
          new RegExp(`^${under}${escapeRegExp(page)}([1-9][0-9]{0,9})${escapeRegExp(file.ending)}$`),
          handle(
            (req) => `${key}:file:${c.name}:${req.params[0]}`,
            file.contentType,
            async (req) => {
              const item = await read.get(Number(req.params[0]));
              if (!item) return null;
              return file.write(item as never, {
                url: at(c.urls!(item.id)!.desktop),
                host: new URL(SITE_URL).hostname,
                words: areaWords(locale.tag, file.area),
                now: new Date(),
              });
            },
          ),
        );
      }
    }
  }

  return router;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** What a feed reads of a summary: what every type's summary has. */
type FeedItem = Pick<NewsSummary, "id" | "type" | "title" | "publishedAt" | "cover">;

/** A type's list and one item, read by the content service's methods its definition's `api` names. */
function readerOf(content: Services["content"], c: Readable) {
  const methods = content as unknown as Record<string, (arg: unknown) => Promise<unknown>>;
  return {
    list: (query: { page: number; pageSize: number }) => methods[c.api.list[0]]!(query) as Promise<Page<FeedItem>>,
    get: (id: number) => methods[c.api.get[0]]!(id) as Promise<{ id: number } | null>,
  };
}

/** The feed a type's definition asks (its `feed`): the channel in the locale's words, an item per summary. */
function listFeed(c: Readable, feed: FeedOf, list: Page<FeedItem>, { at, site, files }: FeedUrls, tag: string): string {
  const words = areaWords(tag, feed.words.area) as unknown as Readonly<Record<string, string>>;
  // A type that names its categories in its own words says where (its definition's feed).
  const labels = (
    feed.words.categories
      ? (words as Record<string, unknown>)[feed.words.categories]
      : areaWords(tag, "labels").CATEGORY_LABELS
  ) as Readonly<Record<string, string>>;
  const { Feed } = requireLazily("feed") as typeof FeedModule;
  const listUrl = at(c.listUrl.desktop);
  const out = new Feed({
    title: `Brightlane: ${words[feed.words.title]}`,
    description: words[feed.words.description],
    id: listUrl,
    link: listUrl,
    language: tag,
    image: site("/og-default.png"),
    favicon: site("/favicon.svg"),
    copyright: feedCopyright(tag),
    generator: false,
    ttl: 60,
    feedLinks: { rss: at(feed.path) },
  });
  for (const item of list.items) {
    const link = at(c.urls!(item.id)!.desktop);
    out.addItem({
      title: item.title,
      id: link,
      guid: link,
      link,
      description: feed.describe(item as never),
      date: new Date(item.publishedAt),
      category: [{ name: labels[item.type] ?? item.type }],
      enclosure: { url: files(largestJpeg(item.cover)), type: "image/jpeg", length: 0 },
    });
  }
  return out.rss2();
}

/** Dublin Core, whose `language` RSS 2.0 items may carry (RSS has a language per channel only). */
const DC = "http://purl.org/dc/elements/1.1/";

/** Absolute URLs of a feed: `at` of the locale's pages, `site` of the files every locale shares, `files` of media. */
interface FeedUrls {
  at: (routerPath: string) => string;
  site: (path: string) => string;
  files: (url: string) => string;
}

/**
 * A news feed of `locale`. The channel is in the locale's language, like the `<html lang>`
 * of its pages; an item whose words are another language's (its `languages` entry: the
 * fallback's, for an article with no translation in the locale) names that language.
 */
function newsFeed(
  list: Page<NewsSummary>,
  languages: readonly (string | undefined)[],
  type: string | null,
  { at: abs, site, files }: FeedUrls,
  locale: Pick<SiteLocale, "tag" | "fallback">,
): string {
  const extensionsOf = (language: string) =>
    language === locale.tag
      ? undefined
      : [{ name: "dc:language", objects: { _attributes: { "xmlns:dc": DC }, _text: language } }];
  const words = areaWords(locale.tag, "documents");
  const labels = areaWords(locale.tag, "labels").CATEGORY_LABELS;
  const label = type ? labels[type as keyof typeof labels] : null;
  const updated = newest(list.items.map((n) => n.updatedAt));
  const { Feed } = requireLazily("feed") as typeof FeedModule;
  const feed = new Feed({
    title: label ? message(words.newsFeedTypeTitle, { category: label }) : words.newsFeedTitle,
    description: label ? message(words.newsFeedTypeDescription, { category: label }) : words.newsFeedDescription,
    id: abs(type ? newsTypePath(type) : newsPath()),
    link: abs(type ? newsTypePath(type) : newsPath()),
    language: locale.tag,
    image: site("/og-default.png"),
    favicon: site("/favicon.svg"),
    copyright: feedCopyright(locale.tag),
    ...(updated ? { updated: new Date(updated) } : {}),
    generator: false,
    ttl: 60,
    feedLinks: { rss: abs(newsFeedPath(type ?? undefined)) },
  });
  for (const [i, item] of list.items.entries()) {
    const itemExtensions = extensionsOf(languages[i] ?? textLanguage(locale));
    const link = abs(articlePath(item.id));
    feed.addItem({
      title: item.title,
      id: link,
      guid: link,
      link,
      description: item.summary,
      date: new Date(item.publishedAt),
      category: [{ name: labels[item.type] }],
      enclosure: { url: files(largestJpeg(item.cover)), type: "image/jpeg", length: 0 },
      ...(itemExtensions ? { extensions: itemExtensions } : {}),
    });
  }
  return feed.rss2();
}
