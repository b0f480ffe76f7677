/**
 * Each content type as the workflow sees it: how its document sits in its live
 * table (app/kernel/editorial-rows.ts), the page-cache tags a change of it drops
 * (server/page-cache/keys.ts adds "home"), the columns its admin list shows,
 * searches and filters, and its public URLs.
 */
import { HOME_PAGE_PATH } from "../../app/kernel/page-paths.ts";
import { desktop, mobile } from "../../app/kernel/links.ts";
import { NEWS_TYPES, QA_TYPES, SOLUTION_TYPES, VIDEO_TYPES } from "../../app/kernel/content-constants.ts";
import type { Kysely } from "kysely";
import type { AnyDocument, ContentType } from "../../app/kernel/editorial-schemas.ts";
import { ROW_SHAPES, type RowShape } from "../../app/kernel/editorial-rows.ts";
import type { DB } from "../../db/schema.ts";

export interface TypeInfo extends RowShape {
  type: ContentType;
  tags: readonly string[];
  /** The column searched and shown as the item's name. */
  titleColumn: "title" | "name" | "site_name";
  /** The second column the list's search looks in. */
  searchColumn: "summary" | "tagline" | "description" | "body_html" | "path";
  /** The column of the list's category filter, if any. */
  categoryColumn: "type" | "tier" | "category_id" | "parent_id" | "kind" | null;
  /** One item that always exists and stays live (site settings): no create, unpublish or delete. */
  singleton: boolean;
  /** Why the item cannot go to the trash now (a help topic still holding articles), or null. */
  inUse?: (db: Kysely<DB>, id: number) => Promise<string | null>;
  /** Why the item must stay published (the home page's document), or null: no unpublish, trash or scheduled take-down. */
  staysLive?: (db: Kysely<DB>, id: number) => Promise<string | null>;
  /** The table has published_at and updated_at (Publishable), or updated_at only, or neither. */
  times: "both" | "updated" | "none";
  /**
   * Router paths of the item's own page (desktop, mobile), or null when it has none; a
   * page of blocks lives at its document's path, so its URLs need the document.
   */
  urls: ((id: number, document?: AnyDocument | null) => { desktop: string; mobile: string | null } | null) | null;
  /** A page that lists the type, for previews of types without a page of their own. */
  listUrl: { desktop: string; mobile: string | null };
}

type Defaulted = keyof RowShape | "searchColumn" | "singleton";
const T = (info: Omit<TypeInfo, Defaulted> & Partial<TypeInfo>): TypeInfo => ({
  searchColumn: "summary",
  singleton: false,
  ...ROW_SHAPES[info.type],
  ...info,
});

/** A help topic still holding articles or sub-topics stays: its pages would lose their place in the tree. */
async function helpTopicInUse(db: Kysely<DB>, id: number): Promise<string | null> {
  const [articles, children] = await Promise.all([
    db.selectFrom("help_articles").select("id").where("category_id", "=", id).limit(1).executeTakeFirst(),
    db.selectFrom("help_categories").select("id").where("parent_id", "=", id).limit(1).executeTakeFirst(),
  ]);
  return articles || children ? "Move this topic's articles and sub-topics elsewhere first." : null;
}

/** The site's address answers from the home page's document: taking it down would leave "/" a 404. */
async function homePageStaysLive(db: Kysely<DB>, id: number): Promise<string | null> {
  const row = await db.selectFrom("pages").select("path").where("id", "=", id).executeTakeFirst();
  return row?.path === HOME_PAGE_PATH ? "The home page stays published; edit it and publish the change instead." : null;
}

export const TYPES: Readonly<Record<ContentType, TypeInfo>> = {
  news: T({
    type: "news",
    tags: ["news"],
    titleColumn: "title",
    categoryColumn: "type",
    times: "both",
    urls: (id) => ({ desktop: desktop.article(id), mobile: mobile.article(id) }),
    listUrl: { desktop: desktop.news(), mobile: mobile.news("company") },
  }),
  cases: T({
    type: "cases",
    tags: ["cases"],
    titleColumn: "title",
    categoryColumn: "type",
    times: "both",
    urls: (id) => ({ desktop: desktop.case(id), mobile: null }),
    listUrl: { desktop: desktop.cases(), mobile: mobile.cases() },
  }),
  solutions: T({
    type: "solutions",
    tags: ["solutions"],
    titleColumn: "title",
    categoryColumn: "type",
    times: "both",
    urls: (id) => ({ desktop: desktop.solution(id), mobile: mobile.solution(id) }),
    listUrl: { desktop: desktop.solutions(), mobile: mobile.solutions() },
  }),
  videos: T({
    type: "videos",
    tags: ["videos"],
    titleColumn: "title",
    categoryColumn: "type",
    times: "both",
    urls: null,
    listUrl: { desktop: desktop.videos(), mobile: mobile.videos("product-tours") },
  }),
  qas: T({
    type: "qas",
    tags: ["qas"],
    titleColumn: "title",
    categoryColumn: "type",
    times: "both",
    urls: (id) => ({ desktop: desktop.qa(id), mobile: mobile.qa(id) }),
    listUrl: { desktop: desktop.qas("getting-started"), mobile: mobile.qas("getting-started") },
  }),
  "help-articles": T({
    type: "help-articles",
    tags: ["help"],
    titleColumn: "title",
    categoryColumn: "category_id",
    times: "both",
    urls: (id) => ({ desktop: desktop.help(id), mobile: null }),
    listUrl: { desktop: desktop.help(), mobile: null },
  }),
  partners: T({
    type: "partners",
    tags: ["partners"],
    titleColumn: "name",
    categoryColumn: "tier",
    times: "updated",
    urls: null,
    listUrl: { desktop: desktop.partner(), mobile: null },
  }),
  promotions: T({
    type: "promotions",
    tags: ["promotions"],
    titleColumn: "title",
    categoryColumn: null,
    times: "both",
    urls: null,
    listUrl: { desktop: desktop.promotion(), mobile: mobile.promotion() },
  }),
  services: T({
    type: "services",
    tags: ["services"],
    titleColumn: "title",
    categoryColumn: null,
    times: "updated",
    urls: null,
    listUrl: { desktop: desktop.service(), mobile: mobile.service() },
  }),
  plans: T({
    type: "plans",
    tags: ["prices"],
    titleColumn: "name",
    searchColumn: "tagline",
    categoryColumn: null,
    times: "none",
    urls: null,
    listUrl: { desktop: desktop.price(), mobile: mobile.price() },
  }),
  "help-categories": T({
    type: "help-categories",
    tags: ["help"],
    titleColumn: "title",
    searchColumn: "description",
    categoryColumn: "parent_id",
    times: "none",
    urls: null,
    listUrl: { desktop: desktop.help(), mobile: null },
    inUse: helpTopicInUse,
  }),
  "price-faq": T({
    type: "price-faq",
    tags: ["prices"],
    titleColumn: "title",
    searchColumn: "body_html",
    categoryColumn: null,
    times: "none",
    urls: null,
    listUrl: { desktop: desktop.price(), mobile: mobile.price() },
  }),
  "home-blocks": T({
    type: "home-blocks",
    tags: ["home"],
    titleColumn: "title",
    categoryColumn: "kind",
    times: "none",
    urls: null,
    listUrl: { desktop: desktop.home(), mobile: mobile.home() },
  }),
  "site-settings": T({
    type: "site-settings",
    // "site": every page shows the navigation and footer.
    tags: ["site"],
    titleColumn: "site_name",
    searchColumn: "tagline",
    categoryColumn: null,
    times: "updated",
    singleton: true,
    urls: null,
    listUrl: { desktop: desktop.home(), mobile: mobile.home() },
  }),
  pages: T({
    type: "pages",
    tags: ["pages"],
    staysLive: homePageStaysLive,
    titleColumn: "title",
    searchColumn: "path",
    categoryColumn: null,
    times: "updated",
    urls: (_id, document) => {
      const path = (document as { path?: unknown } | null | undefined)?.path;
      // The home page's document is the site's own address on both skins.
      if (path === HOME_PAGE_PATH) return { desktop: "/", mobile: "/mobile" };
      // A content list's document shows on its list's first page on each skin (decision 0090).
      if (typeof path === "string" && path in LIST_URLS) return LIST_URLS[path]!;
      return typeof path === "string" && path ? { desktop: `/${path}`, mobile: `/mobile/${path}` } : null;
    },
    listUrl: { desktop: desktop.home(), mobile: mobile.home() },
  }),
};

/** Where each content list's document shows (app/kernel/pages.ts `words`): the list's first page. */
const LIST_URLS: Readonly<Record<string, { desktop: string; mobile: string }>> = {
  news: { desktop: desktop.news(), mobile: mobile.news(NEWS_TYPES[0]) },
  cases_list: { desktop: desktop.cases(), mobile: mobile.cases() },
  solution_list: { desktop: desktop.solutionList(SOLUTION_TYPES[0]), mobile: mobile.solutions(SOLUTION_TYPES[0]) },
  videos: { desktop: desktop.videos(), mobile: mobile.videos(VIDEO_TYPES[0]) },
  qas: { desktop: desktop.qas(QA_TYPES[0]), mobile: mobile.qas(QA_TYPES[0]) },
  help: { desktop: desktop.help(), mobile: mobile.help() },
};

/** The title or name of a document, for lists. */
export const titleOf = (document: AnyDocument): string => {
  const d = document as { title?: string; name?: string; siteName?: string };
  return String(d.title ?? d.name ?? d.siteName ?? "");
};

export type { DB };

export { documentOfRow, parseDocument, snake, type LiveRow, type LiveTable } from "../../app/kernel/editorial-rows.ts";
