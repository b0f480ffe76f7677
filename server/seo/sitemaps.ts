/**
 * What the sitemaps list (server/seo.ts serves them): the sitemap files of the
 * index with the newest lastmod of each, and every public URL of a section, list
 * pages first, with its lastmod and, on video pages, the clips. A section past
 * SITEMAP_MAX_URLS is split into <section>-2, -3... The sections of items, their
 * list pages and item pages come from the content types' definitions (`sitemap`).
 *
 * Every list page of a category carries the category's newest update, counted with
 * the pages from the kept entries (getListDates): the work grows with the items, not
 * with items times pages, and a publish reads no whole table.
 */
import { COLLECTIONS } from "../../app/kernel/collections/index.ts";
import { helpPath, helpTopicPath, videosListPath } from "../../app/kernel/links.ts";
import { DEFAULT_PAGE_SIZE, VIDEO_TYPES } from "../../app/kernel/content-constants.ts";
import type { HelpCategory } from "../../app/kernel/content-schemas.ts";
import { LIST_DOCUMENT_PATHS } from "../../app/kernel/page-paths.ts";
import { BLOCK_PAGES, SITEMAP_PAGES } from "../../app/kernel/pages.ts";

/** Pages of blocks are listed only while published and indexable (they have a date then). */
const BLOCK_PAGE_PATHS = new Set(BLOCK_PAGES.map(([, path]) => `/${path}`));
import { largestJpeg } from "../../app/kernel/rows.ts";
import { newest } from "../content/kit.ts";
import type { ContentService } from "../content/service.ts";
import type { LandingPageDates, ListDates, SitemapEntry } from "../content/site.ts";
import type { SitemapUrl, VideoEntry } from "./documents.ts";

/** Sitemaps may hold 50,000 URLs; smaller files stay quick to build, send and read. */
export const SITEMAP_MAX_URLS = 10_000;

/** Each section of items, with whether its items have categories the sitemap dates pages by. */
const OF_SECTION = new Map(
  COLLECTIONS.flatMap((c) =>
    c.sitemap ? [[c.sitemap.section, { ...c.sitemap, dated: c.categoryColumn === "type" }]] : [],
  ),
);
/** "pages" first: the landing pages and pages of blocks, then the content types' sections. */
const SITEMAP_SECTIONS = ["pages", ...OF_SECTION.keys()] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];
const isSection = (name: string): name is SitemapSection => (SITEMAP_SECTIONS as readonly string[]).includes(name);

/**
 * Where a section's URLs come from: read each time by default; the server keeps them
 * (server/seo.ts), so the index and every file of a section share one read per change.
 */
export type SectionUrls = (section: SitemapSection, read: () => Promise<SitemapUrl[]>) => Promise<SitemapUrl[]>;
const readEachTime: SectionUrls = (_section, read) => read();

/** The URLs of one sitemap file (`part` 1, 2...), or null when there is no such file. */
export async function sitemapUrls(
  content: ContentService,
  section: string,
  part: number,
  files: (url: string) => string,
  maxUrls = SITEMAP_MAX_URLS,
  kept: SectionUrls = readEachTime,
): Promise<SitemapUrl[] | null> {
  if (!isSection(section)) return null;
  const all = await kept(section, () => sectionUrls(content, section, files));
  const urls = all.slice((part - 1) * maxUrls, part * maxUrls);
  if (urls.length === 0 && part > 1) return null;
  return urls;
}

/**
 * lastmod of a page of the "pages" sitemap: the newest of its document (the pages whose
 * words are documents, decision 0089) and the database content it shows.
 */
function staticPageLastmod(path: (typeof SITEMAP_PAGES)[number], dates: LandingPageDates): string | undefined {
  const data: Partial<Record<(typeof SITEMAP_PAGES)[number], string | undefined>> = {
    "/": dates.home,
    "/price": dates.price,
    "/promotion": dates.promotion,
    "/service": dates.service,
    "/partner": dates.partner,
  };
  return data[path] ?? dates.blockPages?.[path];
}

/**
 * Pages of blocks at addresses their editors chose (app/kernel/page-paths.ts), published and
 * indexable, with their update times: after the registry's pages, by path.
 */
function chosenPaths(dates: LandingPageDates): [string, string][] {
  const registry = new Set<string>([...SITEMAP_PAGES, ...LIST_DOCUMENT_PATHS.map((path) => `/${path}`)]);
  return Object.entries(dates.blockPages ?? {})
    .filter(([path]) => !registry.has(path))
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The sitemap files the index lists, with the newest lastmod of each. */
export async function sitemapParts(
  content: ContentService,
  files: (url: string) => string,
  maxUrls = SITEMAP_MAX_URLS,
  kept: SectionUrls = readEachTime,
): Promise<Array<{ name: string; lastmod?: string }>> {
  const dates = await content.getLandingPageDates();
  const out: Array<{ name: string; lastmod?: string }> = [];
  for (const section of SITEMAP_SECTIONS) {
    // The section's own URLs (the files' own, when kept) say exactly how many files it needs.
    const urls = await kept(section, () => sectionUrls(content, section, files));
    const lastmod =
      section === "pages"
        ? newest([
            ...SITEMAP_PAGES.flatMap((path) => staticPageLastmod(path, dates) ?? []),
            ...chosenPaths(dates).map(([, lastmod]) => lastmod),
          ])
        : newest(urls.map((u) => u.lastmod));
    const parts = Math.max(1, Math.ceil(urls.length / maxUrls));
    for (let i = 1; i <= parts; i++)
      out.push({ name: i === 1 ? section : `${section}-${i}`, ...(lastmod ? { lastmod } : {}) });
  }
  return out;
}

/**
 * The detail page URL of each entry, kept while the content service keeps the entry (an
 * item a change does not name keeps its entry object), so the URL's markup is kept too.
 */
const detailUrls = new WeakMap<SitemapEntry, SitemapUrl>();
/** Every public page path the sitemaps list, over all sections (no picture or clip addresses). */
export async function sitemapPaths(content: ContentService): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const section of SITEMAP_SECTIONS)
    for (const url of await sectionUrls(content, section, (file) => file)) paths.add(url.path);
  return paths;
}

/** Every public URL of one section, list pages first. */
async function sectionUrls(
  content: ContentService,
  section: SitemapSection,
  files: (url: string) => string,
): Promise<SitemapUrl[]> {
  if (section === "pages") return landingUrls(content);
  const of = OF_SECTION.get(section)!;
  const entries = await content.listSitemapEntries(of.section);
  const byType = of.dated ? await content.getListDates(of.section as Dated) : new Map();
  const sectionNewest = section === "help" ? newest(entries.map((e) => e.updatedAt)) : newestOf(byType);
  const newestIn = (type?: string) => (type === undefined ? sectionNewest : byType.get(type)?.newest);
  const pagesOf = (items: number) => Math.max(1, Math.ceil(items / DEFAULT_PAGE_SIZE));
  const listPages = (types: readonly string[], pathOf: (type: string, page: number) => string) => {
    const urls: SitemapUrl[] = [];
    for (const type of types) {
      const total = pagesOf(byType.get(type)?.count ?? 0);
      // An empty category still has its page; it last changed with the section at the latest.
      const lastmod = newestIn(type) ?? newestIn();
      for (let p = 1; p <= total; p++) urls.push({ path: pathOf(type, p), ...(lastmod ? { lastmod } : {}) });
    }
    return urls;
  };
  const details = (pathOf: (e: SitemapEntry) => string) =>
    entries.map((e) => {
      let url = detailUrls.get(e);
      if (!url) detailUrls.set(e, (url = { path: pathOf(e), lastmod: e.updatedAt }));
      return url;
    });

  // A list whose document asks search engines to pass it by (decision 0090) lists no page of
  // its own: its items keep their entries.
  // Only the section's own list document is read, so that a change elsewhere (a news article for the
  // help sitemap) does not drop this section's sitemap.
  const listDocument = of.listDocument;
  const listHidden = (await content.getPageWords(listDocument, "")).seo.noindex;
  const unlisted = (path: string) => listHidden && path === listDocument;
  const listUrls = (path: string, urls: () => SitemapUrl[]) => (unlisted(path) ? [] : urls());

  switch (section) {
    case "help": {
      const topics = (list: HelpCategory[]): HelpCategory[] => list.flatMap((c) => [c, ...topics(c.children)]);
      const all = topics((await content.getHelpHome()).categories);
      const topicUrls = all.map((c) => withLastmod(helpTopicPath(c.id), newestIn()));
      const home = listUrls("help", () => [withLastmod(helpPath(), newestIn()), ...topicUrls]);
      return [...home, ...details((e) => of.item!(e.id))];
    }
    case "videos": {
      // The videos play on the list's pages: a list asking not to be indexed lists no clip either.
      if (unlisted("videos")) return [];
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
    default: {
      const lists = of.lists;
      const all = pagesOf([...byType.values()].reduce((sum, t) => sum + t.count, 0));
      return [
        ...(of.landing ? [withLastmod(of.landing, newestIn())] : []),
        ...listUrls(listDocument, () =>
          lists
            ? [
                ...(lists.all ? Array.from({ length: all }, (_, i) => withLastmod(lists.all!(i + 1), newestIn())) : []),
                ...listPages(lists.categories, lists.path),
              ]
            : [],
        ),
        ...(of.item ? details((e) => of.item!(e.id)) : []),
      ];
    }
  }
}

/** The "pages" part: no item page, only what dates the landing pages and the pages of blocks. */
async function landingUrls(content: ContentService): Promise<SitemapUrl[]> {
  const dates = await content.getLandingPageDates();
  // A page of blocks is listed while its document is published and indexable; a page whose
  // route shows live content around a document's words, unless that document asks not to be.
  const unindexed = new Set(dates.unindexed);
  const shown = (path: string) =>
    BLOCK_PAGE_PATHS.has(path) ? dates.blockPages?.[path] !== undefined : !unindexed.has(path);
  const listed = SITEMAP_PAGES.filter(shown).map((path) => withLastmod(path, staticPageLastmod(path, dates)));
  return [...listed, ...chosenPaths(dates).map(([path, lastmod]) => withLastmod(path, lastmod))];
}

/** The sections whose items have categories (content.getListDates). */
type Dated = Parameters<ContentService["getListDates"]>[0];

const withLastmod = (path: string, lastmod: string | undefined): SitemapUrl => ({
  path,
  ...(lastmod ? { lastmod } : {}),
});

/** The newest update over every category. */
function newestOf(byType: ListDates): string | undefined {
  return newest([...byType.values()].map((t) => t.newest));
}
