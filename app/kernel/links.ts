/**
 * Link builders of both variants, written from the page registry's templates
 * (./pages.ts): percent-encoded paths (an href may not hold a raw space, and the
 * specification's news path ends in " copy"), as <Link to> and canonical links take
 * them, without the base path. Page 1 of
 * a list never carries its number. No component writes a site path by hand (a lint
 * rule in eslint.config.js refuses one); it asks here.
 */
import { fill } from "./path-template.ts";
import {
  ADMIN_PAGES,
  CASE_STORY_PAGES,
  PAGES,
  type PageEntry,
  type PageKey,
  type PageUrl,
  type Variant,
} from "./pages.ts";

type Param = string | number | undefined;

function at(url: PageUrl, params: Record<string, Param> = {}): string {
  const given = Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]));
  const path = fill(url.path, Object.fromEntries(given));
  if (path === null) throw new Error(`${url.path} needs ${Object.keys(params).join(", ")}`);
  return path;
}

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

/** A page number as a path parameter: absent for the first page. */
const nth = (page: number) => (page > 1 ? page : undefined);

function story(slug: string) {
  const page = CASE_STORY_PAGES.find((s) => s.slug === slug);
  if (!page) throw new Error(`no customer story ${slug}`);
  return page;
}

export const desktop = {
  ...plain("desktop", ["home", "about", "education", "live", "oa", "pm", "trade", "price", "promotion", "service"]),
  ...plain("desktop", ["partner", "privacy", "videos", "search"]),
  register: (sent?: boolean) => at(PAGES.register.desktop, { sent: sent ? 1 : undefined }),
  caseStory: (slug: string) => at(story(slug).desktop),
  /** A product's page, by the product's slug in the content ("oa"). */
  product: (slug: string) => at((PAGES as Record<string, PageEntry>)[slug]?.desktop ?? { path: `/${slug}` }),
  /** All news: /news, /news/2 ... */
  news: (page = 1) => at(PAGES.newsPage.desktop, { page: nth(page) }),
  /** One news category: the specification's path, which ends in " copy" ("/news/events%20copy"). */
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
};

export const mobile = {
  ...plain("mobile", ["home", "about", "education", "live", "oa", "pm", "trade", "price", "promotion", "service"]),
  ...plain("mobile", ["partner", "privacy", "search"]),
  register: (sent?: boolean) => at(PAGES.register.mobile, { sent: sent ? 1 : undefined }),
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
};

/** Filters of the audit log, as its URL carries them. */
export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
  page?: number;
}

const blank = (v: string | undefined) => (v ? v : undefined);

/** Filters of the leads inbox, as its URL carries them. */
export interface LeadsFilter {
  status?: string;
  from?: string;
  to?: string;
  product?: string;
  region?: string;
  source?: string;
  sourcePage?: string;
  utmCampaign?: string;
  utmSource?: string;
  q?: string;
  page?: number;
}

const leadsQuery = (f: LeadsFilter) => ({
  status: blank(f.status),
  from: blank(f.from),
  to: blank(f.to),
  product: blank(f.product),
  region: blank(f.region),
  source: blank(f.source),
  sourcePage: blank(f.sourcePage),
  utmCampaign: blank(f.utmCampaign),
  utmSource: blank(f.utmSource),
  q: blank(f.q),
});

/** The back office (ADMIN_PAGES): its own table, never in the sitemap or the device map. */
export const admin = {
  dashboard: () => at(ADMIN_PAGES.dashboard),
  /** The sign-in page; `redirectTo` is where to go after it (checked by the server, admin paths only). */
  signIn: (redirectTo?: string) => at(ADMIN_PAGES.signIn, { redirectTo: blank(redirectTo) }),
  /** The second sign-in step; `kind` "backup" asks for a backup code instead of the app's. */
  twoFactor: (redirectTo?: string, kind?: "backup") =>
    at(ADMIN_PAGES.twoFactor, { redirectTo: blank(redirectTo), kind }),
  setup: (token: string) => at(ADMIN_PAGES.setup, { token }),
  forgotPassword: () => at(ADMIN_PAGES.forgotPassword),
  resetPassword: (token: string) => at(ADMIN_PAGES.resetPassword, { token }),
  signOut: () => at(ADMIN_PAGES.signOut),
  account: () => at(ADMIN_PAGES.account),
  users: () => at(ADMIN_PAGES.users),
  audit: (filter: AuditFilter = {}) =>
    at(ADMIN_PAGES.audit, {
      actor: blank(filter.actor),
      action: blank(filter.action),
      target: blank(filter.target),
      from: blank(filter.from),
      to: blank(filter.to),
      page: filter.page && filter.page > 1 ? filter.page : undefined,
    }),
  settings: () => at(ADMIN_PAGES.settings),
  media: (filter: { q?: string; page?: number } = {}) =>
    at(ADMIN_PAGES.media, { q: blank(filter.q), page: filter.page && filter.page > 1 ? filter.page : undefined }),
  mediaItem: (id: number) => at(ADMIN_PAGES.mediaItem, { id: String(id) }),
  // Content editing: `type` is a content type of the admin API ("news", "help-articles"...).
  contentList: (type: string, filter: ContentFilter = {}) =>
    at(ADMIN_PAGES.contentList, {
      type,
      q: blank(filter.q),
      status: blank(filter.status),
      category: blank(filter.category),
      sort: blank(filter.sort),
      page: filter.page && filter.page > 1 ? filter.page : undefined,
    }),
  contentNew: (type: string) => at(ADMIN_PAGES.contentNew, { type }),
  contentEdit: (type: string, id: number) => at(ADMIN_PAGES.contentEdit, { type, id }),
  /** The history, showing what revision `rev` changed since `from` (default: the revision before it). */
  contentHistory: (type: string, id: number, rev?: number, from?: number) =>
    at(ADMIN_PAGES.contentHistory, { type, id, rev, from }),
  redirects: () => at(ADMIN_PAGES.redirects),
  trash: (type?: string) => at(ADMIN_PAGES.trash, { type: blank(type) }),
  leads: (filter: LeadsFilter = {}) =>
    at(ADMIN_PAGES.leads, { ...leadsQuery(filter), page: filter.page && filter.page > 1 ? filter.page : undefined }),
  lead: (id: number) => at(ADMIN_PAGES.lead, { id }),
  leadsExport: (format: "csv" | "json", filter: LeadsFilter = {}) =>
    at(ADMIN_PAGES.leadsExport, { format, ...leadsQuery(filter) }),
  notifications: () => at(ADMIN_PAGES.notifications),
  analytics: (range: { from?: string; to?: string } = {}) =>
    at(ADMIN_PAGES.analytics, { from: blank(range.from), to: blank(range.to) }),
  /** One table of the analytics dashboard as CSV (server/analytics/csv.ts names them). */
  analyticsExport: (table: string, range: { from: string; to: string }) =>
    at(ADMIN_PAGES.analyticsExport, { table, from: range.from, to: range.to }),
  design: () => at(ADMIN_PAGES.design),
};

/** The query of a content list page. */
export interface ContentFilter {
  q?: string | undefined;
  status?: string | undefined;
  category?: string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
}

/**
 * Absolute set-up link for the server's mail and command line: the site's origin (SITE_URL,
 * any path part ignored), then BASE_PATH ("/" or "/site/"), then the set-up page's path.
 */
export function adminSetupUrl(siteUrl: string, basePath: string, token: string): string {
  return new URL(`${basePath}${admin.setup(token).slice(1)}`, siteUrl).toString();
}

/** Absolute password-reset link for the mail, built like adminSetupUrl. */
export function adminResetUrl(siteUrl: string, basePath: string, token: string): string {
  return new URL(`${basePath}${admin.resetPassword(token).slice(1)}`, siteUrl).toString();
}

/** True for router paths of the back office ("/admin", "/admin/..."). */
export function isAdminPath(path: string): boolean {
  const home = ADMIN_PAGES.dashboard.path;
  return path === home || path.startsWith(`${home}/`);
}

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
