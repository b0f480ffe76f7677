/**
 * Link builders of the back office (ADMIN_PAGES in ./pages.ts), apart from ./links.ts so
 * that public pages, which import those, never carry the back office's table in their JavaScript.
 */
import { at } from "./links.ts";
import { ADMIN_PAGES } from "./admin-pages.ts";

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
  intent?: string;
  sourcePage?: string;
  locale?: string;
  item?: string;
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
  intent: blank(f.intent),
  sourcePage: blank(f.sourcePage),
  locale: blank(f.locale),
  item: blank(f.item),
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
  /** The item's editor; in another locale, its translation's (decision 0105). */
  contentEdit: (type: string, id: number, locale?: string) =>
    at(ADMIN_PAGES.contentEdit, { type, id, locale: blank(locale) }),
  /** The history, showing what revision `rev` changed since `from` (default: the revision before it). */
  contentHistory: (type: string, id: number, rev?: number, from?: number, locale?: string) =>
    at(ADMIN_PAGES.contentHistory, { type, id, rev, from, locale: blank(locale) }),
  /** Where the editor posts its unsaved form for the page on one skin (decision 0084). */
  contentPreview: (type: string, id: number, skin: "desktop" | "mobile") =>
    at(ADMIN_PAGES.contentPreview, { type, id, skin }),
  redirects: () => at(ADMIN_PAGES.redirects),
  trash: (type?: string) => at(ADMIN_PAGES.trash, { type: blank(type) }),
  /** What each locale lacks or has outdated; with `type` and `show`, that list of items. */
  translations: (locale?: string, type?: string, show?: "missing" | "outdated") =>
    at(ADMIN_PAGES.translations, { locale: blank(locale), type: blank(type), show }),
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
