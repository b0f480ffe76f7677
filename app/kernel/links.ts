/**
 * Link builders of both variants, written from the page registry's templates
 * (./pages.ts): percent-encoded paths (an href may not hold a raw space, and the
 * specification's news path ends in " copy"), as <Link to> and canonical links take
 * them, without the base path. Page 1 of
 * a list never carries its number. No component writes a site path by hand (a lint
 * rule in eslint.config.js refuses one); it asks here.
 */
import { TYPE_DESKTOP_LINKS, TYPE_MOBILE_LINKS } from "./generated/site-parts.ts";
import { at, nth } from "./path-template.ts";
import { CASE_STORY_PAGES, PAGES, type PageEntry, type PageKey, type PageUrl, type Variant } from "./pages.ts";

/** A registry template filled with its parameters (also for ./admin-links.ts). */
export { at };

/** Builders of the pages that take no parameter, by their registry key. */
function plain<K extends PageKey>(variant: Variant, keys: readonly K[]): Record<K, () => string> {
  return Object.fromEntries(keys.map((key) => [key, () => at((PAGES[key] as PageEntry)[variant]!)])) as Record<
    K,
    () => string
  >;
}

/** Both variants' URLs of a page without parameters, by its registry key (mobile: null without a twin). */
export function pageUrls(key: string): { path: string; mobilePath: string | null } {
  const entry = (PAGES as Record<string, PageEntry>)[key];
  if (!entry?.desktop) throw new Error(`no desktop page ${key}`);
  return { path: at(entry.desktop), mobilePath: entry.mobile ? at(entry.mobile) : null };
}

function story(slug: string) {
  const page = CASE_STORY_PAGES.find((s) => s.slug === slug);
  if (!page) throw new Error(`no customer story ${slug}`);
  return page;
}

export const desktop = {
  ...plain("desktop", ["home", "about", "education", "live", "oa", "pm", "trade", "price", "promotion", "service"]),
  ...plain("desktop", ["partner", "privacy", "videos", "search", "contact"]),
  register: (sent?: boolean) => at(PAGES.register.desktop, { sent: sent ? 1 : undefined }),
  partnerApply: (sent?: boolean) => at(PAGES.partnerApply.desktop, { sent: sent ? 1 : undefined }),
  caseStory: (slug: string) => at(story(slug).desktop),
  /** A product's page, by the product's slug in the content ("oa"). */
  product: (slug: string) => at((PAGES as Record<string, PageEntry>)[slug]?.desktop ?? { path: `/${slug}` }),
  /** All news: /news, /news/2 ... */
  news: (page = 1) => at(PAGES.newsPage.desktop, { page: nth(page) }),
  /** One news category: the specification's path, which ends in " copy" ("/news/company%20copy"). */
  newsType: (type: string, page = 1) => at(PAGES.newsCategory.desktop, { type, page: nth(page) }),
  /** The canonical article URL. */
  article: (id: number) => at(PAGES.detail.desktop, { id }),
  articleInType: (type: string, id: number) => at(PAGES.detailNew.desktop, { type, id }),
  /** The case studies of the first industry: where "Case studies" leads. */
  cases: () => at(PAGES.casesIndex.desktop),
  casesList: (type: string, page = 1) => at(PAGES.casesList.desktop, { type, page: nth(page) }),
  case: (id: number) => at(PAGES.caseDetail.desktop, { id }),
  solutions: () => at(PAGES.solution.desktop),
  solutionList: (type: string, page = 1) => at(PAGES.solutionList.desktop, { type, page: nth(page) }),
  solution: (id: number) => at(PAGES.solutionDetail.desktop, { id }),
  videosList: (type: string, page = 1) => at(PAGES.videosList.desktop, { type, page: nth(page) }),
  qas: (type: string, page = 1) => at(PAGES.qas.desktop, { type, page: nth(page) }),
  qa: (id: number) => at(PAGES.qa.desktop, { id }),
  help: (id?: number) => at(PAGES.help.desktop, { id }),
  /** A help topic's articles, its sub-topics' included. */
  helpTopic: (id: number) => at(PAGES.helpTopic.desktop, { id }),
  // Each content type's site part (app/kernel/collections/<name>.site.ts) adds its builders.
  ...TYPE_DESKTOP_LINKS,
};

export const mobile = {
  ...plain("mobile", ["home", "about", "education", "live", "oa", "pm", "trade", "price", "promotion", "service"]),
  ...plain("mobile", ["partner", "privacy", "search", "contact"]),
  register: (sent?: boolean) => at(PAGES.register.mobile, { sent: sent ? 1 : undefined }),
  partnerApply: (sent?: boolean) => at(PAGES.partnerApply.mobile, { sent: sent ? 1 : undefined }),
  caseStory: (slug: string) => at(story(slug).mobile),
  /** The case studies of one industry; without one, the first. */
  cases: (type?: string) => (type ? at(PAGES.casesList.mobile, { type }) : at(PAGES.casesIndex.mobile)),
  news: (type: string) => at(PAGES.newsCategory.mobile, { type }),
  article: (id: number) => at(PAGES.detail.mobile, { id }),
  /** The solutions of one industry; without one, all. */
  solutions: (type?: string) => (type ? at(PAGES.solutionList.mobile, { type }) : at(PAGES.solution.mobile)),
  solution: (id: number) => at(PAGES.solutionDetail.mobile, { id }),
  case: (id: number) => at(PAGES.caseDetail.mobile, { id }),
  videos: (type: string) => at(PAGES.videosList.mobile, { type }),
  qas: (type: string) => at(PAGES.qas.mobile, { type }),
  qa: (id: number) => at(PAGES.qa.mobile, { id }),
  help: (id?: number) => at(PAGES.help.mobile, { id }),
  helpTopic: (id: number) => at(PAGES.helpTopic.mobile, { id }),
  ...TYPE_MOBILE_LINKS,
};

export const LINKS = { desktop, mobile } as const;

/**
 * The path before a template's first parameter ("/mobile/news/"): a page of a
 * category list is open when the current path starts with it.
 */
export function listPrefix(url: PageUrl): string {
  return url.path.slice(0, url.path.indexOf(":"));
}

/** Router path of the news feed, whole (no type) or of one category (served by server/seo.ts). */
export const newsFeedPath = (type?: string) => (type ? `/feeds/news/${type}.xml` : "/feeds/news.xml");

// The desktop builders by the names the sitemap (server/seo.ts) and the list pages use.
export const {
  news: newsPath,
  newsType: newsTypePath,
  article: articlePath,
  casesList: casesListPath,
  case: casePath,
} = desktop;
export const { solutionList: solutionListPath, solution: solutionPath, videosList: videosListPath } = desktop;
export const { qas: qasPath, qa: qaPath, help: helpPath, helpTopic: helpTopicPath } = desktop;
