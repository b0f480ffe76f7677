/**
 * The back office's page table, apart from ./pages.ts so that public pages, which import
 * that, never carry it in their JavaScript (it goes to the admin chunk, vite.config.ts).
 */
import { bare, kebab, type PageRoute, type PageUrl } from "./pages.ts";

/**
 * The back office's pages under /admin: a table of its own, so that no admin URL
 * reaches the sitemap, the desktop <-> mobile map, the page-cache sections or the
 * public page lists, which all read PAGES. The route config mounts them under their
 * own layout (app/routes/admin/layout.tsx), and the link builders write them
 * (`admin` in ./admin-links.ts).
 */
/** The leads inbox's filters: its list keeps them with a page number, its export without. */
const LEAD_FILTERS = [
  "status",
  "from",
  "to",
  "product",
  "region",
  "source",
  "intent",
  "sourcePage",
  "locale",
  "item",
  "utmCampaign",
  "utmSource",
  "q",
] as const;

export const ADMIN_PAGES = {
  dashboard: { path: "/admin", label: "Dashboard" },
  signIn: { path: "/admin/sign-in?redirectTo=:redirectTo?", query: ["redirectTo"], label: "Sign in" },
  twoFactor: {
    path: "/admin/two-factor?redirectTo=:redirectTo?&kind=:kind?",
    query: ["redirectTo", "kind"],
    label: "Two-step check",
  },
  setup: { path: "/admin/setup/:token", label: "Set up your account" },
  forgotPassword: { path: "/admin/forgot-password", label: "Forgot your password" },
  resetPassword: { path: "/admin/reset-password/:token", label: "Choose a new password" },
  signOut: { path: "/admin/sign-out", label: "Sign out" },
  account: { path: "/admin/account", label: "Your account" },
  users: { path: "/admin/users", label: "Users" },
  audit: {
    path: "/admin/audit?actor=:actor?&action=:action?&target=:target?&from=:from?&to=:to?&page=:page?",
    query: ["actor", "action", "target", "from", "to", "page"],
    label: "Audit log",
  },
  settings: { path: "/admin/settings", label: "Settings" },
  media: { path: "/admin/media?q=:q?&page=:page?", query: ["q", "page"], label: "Media" },
  mediaItem: { path: "/admin/media/:id", label: "Image" },
  notFound: { path: "/admin/*", id: "not-found", label: "Page not found" },
  // Content editing (editorial workflow): one module per screen serves every content type.
  contentList: {
    path: "/admin/content/:type?q=:q?&status=:status?&category=:category?&sort=:sort?&page=:page?",
    query: ["q", "status", "category", "sort", "page"],
    label: "Content",
  },
  // A new page may start from a template (app/kernel/page-templates.ts).
  contentNew: {
    path: "/admin/content/:type/new?template=:template?",
    query: ["template"],
    module: "content-edit",
    label: "New item",
  },
  // `locale`: the item's translation into another configured locale (decision 0105).
  contentEdit: { path: "/admin/content/:type/:id?locale=:locale?", query: ["locale"], label: "Edit item" },
  contentHistory: {
    path: "/admin/content/:type/:id/history?rev=:rev?&from=:from?&locale=:locale?",
    query: ["rev", "from", "locale"],
    label: "Revision history",
  },
  // Posted to by the editor's live preview: the page rendered from the unsaved form (decision 0084).
  contentPreview: { path: "/admin/preview/:type/:id/:skin", label: "Live preview" },
  redirects: { path: "/admin/redirects", label: "Redirects" },
  trash: { path: "/admin/trash?type=:type?", query: ["type"], label: "Trash" },
  translations: {
    path: "/admin/translations?locale=:locale?&type=:type?&show=:show?",
    query: ["locale", "type", "show"],
    label: "Translations",
  },
  leads: {
    path: "/admin/leads?status=:status?&from=:from?&to=:to?&product=:product?&region=:region?&source=:source?&intent=:intent?&q=:q?&page=:page?",
    query: [...LEAD_FILTERS, "page"],
    label: "Leads",
  },
  lead: { path: "/admin/leads/:id", label: "Lead" },
  leadsExport: {
    path: "/admin/leads/export/:format?status=:status?&from=:from?&to=:to?&product=:product?&region=:region?&source=:source?&intent=:intent?&q=:q?",
    query: LEAD_FILTERS,
    label: "Export leads",
  },
  notifications: { path: "/admin/notifications", label: "Lead notifications" },
  analytics: { path: "/admin/analytics?from=:from?&to=:to?", query: ["from", "to"], label: "Analytics" },
  analyticsExport: {
    path: "/admin/analytics/export/:table?from=:from?&to=:to?",
    query: ["from", "to"],
    label: "Export analytics",
  },
  design: { path: "/admin/design", label: "Design system" },
} as const satisfies Record<string, PageUrl & { label: string }>;

export type AdminPageKey = keyof typeof ADMIN_PAGES;

/** The back office's routes, paths relative to its /admin layout ("" for the dashboard). */
export function adminRoutes(): (Omit<PageRoute, "key"> & { key: AdminPageKey })[] {
  return (Object.entries(ADMIN_PAGES) as [AdminPageKey, PageUrl][]).map(([key, url]) => {
    const id = url.id ?? kebab(key);
    const path = bare(url.path).replace(/^admin\/?/, "");
    return { key, url, id: `routes/admin/${id}`, file: `routes/admin/${url.module ?? id}.tsx`, path };
  });
}

const ADMIN_QUERY = new Map(adminRoutes().map((r) => [r.id, r.url.query ?? []]));

/** Query parameters an admin page reads (none when it names none). */
export function adminPageQuery(routeId: string): readonly string[] {
  return ADMIN_QUERY.get(routeId) ?? [];
}
