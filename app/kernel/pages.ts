/**
 * The page registry: every URL of both variants, in one table. Everything that knows a
 * URL is derived from it: the routes (app/routes.ts), the desktop <-> mobile map
 * (./device-map.ts), the link builders (./links.ts), the sitemap's page list
 * (server/seo/sitemaps.ts), the pages whose words are documents, the page cache's section tags (server/page-cache/tags.ts),
 * the query parameters a page keeps (server/canonical-url.ts), navigation and the test
 * suites' page lists. A lint rule (eslint.config.js) refuses a site path written by
 * hand anywhere else in app/.
 *
 * Adding a customer story is one `story(...)` line here and its document, at the path
 * "case/<slug>", in the pages collection.
 *
 * No runtime imports beyond the kernel: the server, the route config and the lint
 * config load this file directly on Node.
 *
 * The tables only the server reads are marked pure, so that public pages leave them out.
 *
 * One file though past 300 lines: the public table and the lookups derived from it are
 * read in one place. The back office's table is ./admin-pages.ts, so that no public
 * page's JavaScript carries it.
 */
import { CASE_TYPES, NEWS_TYPES, VIDEO_TYPES } from "./content-constants.ts";
import { TYPE_AREA_TAGS, TYPE_PAGES } from "./generated/site-parts.ts";
import { splitQuery, withMobile } from "./path-template.ts";

export type Variant = "desktop" | "mobile";

/** One variant's URL of a page. */
export interface PageUrl {
  /** URL template (./path-template.ts) from the site root; its path part is the route's path. */
  readonly path: string;
  /** Route id stem (`routes/<variant>/<id>`); defaults to the page's key in kebab case. */
  readonly id?: string;
  /** Route module under app/routes/<variant>/; defaults to the id stem. */
  readonly module?: string;
  /** false: a URL shape only (for the device map and links), served by another page's route. */
  readonly route?: false;
  /** Query parameters the page reads; the server redirects any other away (server/canonical-url.ts). */
  readonly query?: readonly string[];
}

export interface PageEntry {
  readonly desktop?: PageUrl;
  readonly mobile?: PageUrl;
  /** The part of the site the page belongs to: marks its navigation item and tags it in the page cache. */
  readonly area?: Area;
  /** The page's name in breadcrumbs and menus. */
  readonly label?: string;
  /** A shorter name where space is short (the desktop footer). */
  readonly shortLabel?: string;
  /** Listed in the sitemap's "pages" part: desktop pages without a content list. */
  readonly sitemap?: true;
  /**
   * The page's own route shows live content (plans, offers, a form), and its words, search
   * settings and sitemap date come from the document of the pages collection at its desktop
   * path (decision 0089).
   */
  readonly document?: true;
  /**
   * The content list's heading, intro and search settings come from the document of the
   * pages collection at this path, the list's base desktop path ("news", "cases_list"):
   * every page and category of the list, on both skins, reads it (decision 0090).
   */
  readonly words?: string;
  /** The desktop <-> mobile pair holds in this direction only (several URLs share one page). */
  readonly only?: "toMobile" | "toDesktop";
}

/** Page-cache tags of each area: a content change of one type drops the pages tagged with it. */
const AREA_TAGS = /* @__PURE__ */ Object.assign(
  {
    home: ["home"],
    news: ["news"],
    cases: ["cases"],
    solutions: ["solutions", "cases"],
    videos: ["videos"],
    qas: ["qas"],
    help: ["help"],
    price: ["prices"],
    promotion: ["promotions"],
    service: ["services"],
    partner: ["partners"],
    about: ["pages"],
    oa: ["pages"],
    pm: ["pages"],
    trade: ["pages"],
    live: ["pages"],
    education: ["pages"],
    privacy: ["pages"],
    contact: ["pages"],
    careers: ["pages"],
    terms: ["pages"],
    security: ["pages"],
  } as const,
  // Each content type's site part (app/kernel/collections/<name>.site.ts) adds its own.
  TYPE_AREA_TAGS,
) satisfies Record<string, readonly string[]>;
export type Area = keyof typeof AREA_TAGS;

/** A customer story: the page of the pages collection at "case/<slug>", on both variants. */
function story(slug: string, label: string, shortLabel?: string) {
  const desktop = { path: `/case/${slug}`, module: "block-page" } as const;
  return withMobile({ area: "cases", label, shortLabel, sitemap: true, desktop } as const);
}

/**
 * A page of the pages collection (app/kernel/page-blocks.ts) on both variants: its
 * document's path is the desktop path without the slash. Its sitemap date is the
 * page's own update time (server/seo/sitemaps.ts).
 */
function blockPage(key: Area, label: string) {
  // Any page may hold a plan table, whose switch on the mobile skin is ?billing (as on /mobile/price).
  return withMobile({ area: key, label, sitemap: true, desktop: { path: `/${key}`, module: "block-page" } } as const, {
    query: ["billing"],
  });
}

const LIST_QUERY = ["page"] as const;
const SEARCH_QUERY = ["q", "section", "page"] as const;
const REGISTER_QUERY = ["sent", "intent", "plan"] as const;

/**
 * Every page, in the order of the sitemap and of the route table (React Router prefers
 * the earlier of two routes that match a URL equally well: "/news" is news-page's).
 */
export const PAGES = {
  home: { area: "home", sitemap: true, desktop: { path: "/" }, mobile: { path: "/mobile" } },
  about: blockPage("about", "About"),
  caseFai: story("fai", "Fairhaven Aero Instruments"),
  caseFoxwell: story("foxwell", "Foxwell Textiles"),
  caseGeely: story("geely", "Geely Lane Motors"),
  caseJlb: story("jlb", "JLB Cold Chain Logistics", "JLB Cold Chain"),
  education: blockPage("education", "Brightlane Education"),
  live: blockPage("live", "Brightlane Live"),
  oa: blockPage("oa", "Brightlane OA"),
  pm: blockPage("pm", "Brightlane PM"),
  trade: blockPage("trade", "Brightlane Trade"),
  price: withMobile(
    { area: "price", sitemap: true, document: true, desktop: { path: "/price" } },
    { query: ["billing"] },
  ),
  promotion: withMobile({ area: "promotion", sitemap: true, document: true, desktop: { path: "/promotion" } }),
  service: withMobile({ area: "service", sitemap: true, document: true, desktop: { path: "/service" } }),
  partner: withMobile({ area: "partner", sitemap: true, document: true, desktop: { path: "/partner" } }),
  // A plan's button on the pricing page names the visitor's intent and the plan (app/kernel/lead-intent.ts).
  register: withMobile(
    {
      sitemap: true,
      document: true,
      desktop: { path: "/register?sent=:sent?&intent=:intent?&plan=:plan?", query: REGISTER_QUERY },
    },
    { query: REGISTER_QUERY },
  ),
  // The partner programme's own application form, posted through the same lead pipeline.
  partnerApply: withMobile(
    {
      area: "partner",
      label: "Apply to become a partner",
      sitemap: true,
      document: true,
      desktop: { path: "/partner/apply?sent=:sent?", query: ["sent"] },
    },
    { query: ["sent"] },
  ),
  contact: blockPage("contact", "Contact"),
  careers: blockPage("careers", "Careers"),
  terms: blockPage("terms", "Terms of service"),
  security: blockPage("security", "Security and trust"),
  privacy: blockPage("privacy", "Privacy notice"),

  // One module for the news lists: all news by page, one category by page.
  newsPage: { area: "news", words: "news", desktop: { path: "/news/:page?", module: "news" } },
  // The overviews have no mobile page of their own: a phone starts on the first category.
  news: {
    area: "news",
    words: "news",
    only: "toMobile",
    desktop: { path: "/news" },
    mobile: { path: `/mobile/news/${NEWS_TYPES[0]}`, route: false },
  },
  newsCategory: {
    area: "news",
    words: "news",
    desktop: { path: "/news/:type/:page? copy", module: "news" },
    mobile: { path: "/mobile/news/:type", id: "news", module: "category-list", query: LIST_QUERY },
  },
  // /detail/:id is the canonical article URL; /detailNew/:type/:id shows the same article.
  detail: { area: "news", desktop: { path: "/detail/:id", module: "article" }, mobile: { path: "/mobile/detail/:id" } },
  detailNew: {
    area: "news",
    only: "toMobile",
    desktop: { path: "/detailNew/:type/:id", module: "article" },
    mobile: { path: "/mobile/detail/:id", route: false },
  },
  // The mobile list shows one industry at a time (?type), the first by default.
  casesList: {
    area: "cases",
    words: "cases_list",
    desktop: { path: "/cases_list/:type/:page?" },
    mobile: { path: "/mobile/cases?type=:type", id: "cases", module: "category-list", query: ["type", "page"] },
  },
  casesIndex: {
    area: "cases",
    only: "toDesktop",
    desktop: { path: `/cases_list/${CASE_TYPES[0]}`, route: false },
    mobile: { path: "/mobile/cases", route: false },
  },
  caseDetail: withMobile({ area: "cases", desktop: { path: "/cases/:id" } }),
  solutionList: {
    area: "solutions",
    words: "solution_list",
    desktop: { path: "/solution_list/:type/:page?" },
    mobile: { path: "/mobile/solution?type=:type", route: false },
  },
  solution: withMobile({ area: "solutions", desktop: { path: "/solution" } }, { query: ["type"] }),
  solutionDetail: withMobile({ area: "solutions", desktop: { path: "/solution/:id" } }),
  videosList: {
    area: "videos",
    words: "videos",
    desktop: { path: "/videos/:type/:page?" },
    mobile: { path: "/mobile/videos/:type", id: "videos", module: "category-list", query: LIST_QUERY },
  },
  videos: {
    area: "videos",
    words: "videos",
    only: "toMobile",
    desktop: { path: "/videos" },
    mobile: { path: `/mobile/videos/${VIDEO_TYPES[0]}`, route: false },
  },
  qas: withMobile(
    { area: "qas", words: "qas", desktop: { path: "/qas/:type/:page?" } },
    { path: "/mobile/qas/:type", module: "category-list", query: LIST_QUERY },
  ),
  qa: withMobile({ area: "qas", desktop: { path: "/qa/:id" } }),
  help: withMobile({ area: "help", words: "help", desktop: { path: "/help/:id?" } }),
  /** One help topic: the articles of the topic and of its sub-topics. */
  helpTopic: withMobile({ area: "help", words: "help", desktop: { path: "/help/topic/:id" } }),
  // Each content type's site part (app/kernel/collections/<name>.site.ts) adds its pages.
  ...TYPE_PAGES,
  search: withMobile({ desktop: { path: "/search?q=:q?", query: SEARCH_QUERY } }, { query: SEARCH_QUERY }),
  notFound: { desktop: { path: "/404" } },
  serverError: { desktop: { path: "/500" } },
  catchAll: { desktop: { path: "/*" } },
  mobileCatchAll: { mobile: { path: "/mobile/*", id: "catch-all" } },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof PAGES;
const ENTRIES = Object.entries(PAGES) as [PageKey, PageEntry][];

const STORY_PATH = /^\/case\/([a-z0-9-]+)$/;

/** The customer stories, in the order the site lists them. */
export const CASE_STORY_PAGES = ENTRIES.filter(([, e]) => STORY_PATH.test(e.desktop?.path ?? "")).map(([, e]) => ({
  slug: STORY_PATH.exec(e.desktop!.path)![1]!,
  label: e.label!,
  shortLabel: e.shortLabel ?? e.label!,
  desktop: e.desktop!,
  mobile: e.mobile!,
}));

/** A route of the page table, as app/routes.ts mounts it. */
export interface PageRoute {
  key: PageKey;
  url: PageUrl;
  /** React Router's route id. */
  id: string;
  /** Module file, relative to app/. */
  file: string;
  /** Path relative to the variant's layout ("" for the variant's home). */
  path: string;
}

export const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** A router path without its query and its outer slashes: "mobile/news/:type", as loaders get their pattern. */
export const bare = (path: string) => splitQuery(path)[0].replace(/^\/+|\/+$/g, "");

/** The routes of one variant, in table order. */
export function pageRoutes(variant: Variant): PageRoute[] {
  return ENTRIES.flatMap(([key, entry]) => {
    const url = entry[variant];
    if (!url || url.route === false) return [];
    const id = url.id ?? kebab(key);
    const path = variant === "mobile" ? bare(url.path).replace(/^mobile\/?/, "") : bare(url.path);
    return [{ key, url, id: `routes/${variant}/${id}`, file: `routes/${variant}/${url.module ?? id}.tsx`, path }];
  });
}

const ROUTES = [...pageRoutes("desktop"), ...pageRoutes("mobile")];
const BY_ID = new Map(ROUTES.map((r) => [r.id, r]));
const BY_PATTERN = new Map(ROUTES.map((r) => [bare(r.url.path), r]));

function entryOf(route: PageRoute | undefined, name: string | undefined): PageEntry & { key: PageKey } {
  if (!route) throw new Error(`${name} is not a route of the page registry`);
  return { key: route.key, ...PAGES[route.key] };
}

/**
 * The registry entry of a page module's own route, from the matches React Router hands
 * its component and meta (the page is the innermost): modules mounted at several paths
 * read which page they are this way.
 */
export function pageOfMatches(matches: readonly ({ id: string } | undefined)[]): PageEntry & { key: PageKey } {
  const id = matches.at(-1)?.id;
  return entryOf(BY_ID.get(id ?? ""), id);
}

/** The registry entry of a matched route pattern, as loaders receive it ("mobile/news/:type"). */
export function pageOfPattern(pattern: string): PageEntry & { key: PageKey } {
  return entryOf(BY_PATTERN.get(bare(pattern)), pattern);
}

/** Query parameters the public page of a route reads (none when it names none; admin pages: ./admin-pages.ts). */
export function pageQuery(routeId: string): readonly string[] {
  return BY_ID.get(routeId)?.url.query ?? [];
}

/**
 * Pairs of desktop and mobile URL templates for the device map. The first matching pair
 * wins in each direction, so pairs whose mobile side carries a query come first.
 */
export const DEVICE_PAIRS: readonly { desktop: string; mobile: string; only?: "toMobile" | "toDesktop" }[] =
  ENTRIES.flatMap(([, e]) =>
    e.desktop && e.mobile
      ? [{ desktop: e.desktop.path, mobile: e.mobile.path, ...(e.only ? { only: e.only } : {}) }]
      : [],
  ).sort((a, b) => Number(b.mobile.includes("=")) - Number(a.mobile.includes("=")));

/** Desktop router paths of the sitemap's "pages" part. */
export const SITEMAP_PAGES: readonly string[] = /* @__PURE__ */ ENTRIES.flatMap(([, e]) =>
  e.sitemap && e.desktop ? [`/${bare(e.desktop.path)}`] : [],
);

/** The pages of blocks the registry serves: [registry key, document path without its slash]. */
export const BLOCK_PAGES: readonly (readonly [string, string])[] = /* @__PURE__ */ ENTRIES.flatMap(([key, e]) =>
  e.desktop?.module === "block-page" ? [[key, bare(e.desktop.path)] as const] : [],
);

/**
 * The pages whose own route renders live content around the words of a document of the
 * pages collection: [registry key, document path without its slash] ("partner/apply").
 */
export const DOCUMENT_PAGES: readonly (readonly [PageKey, string])[] = /* @__PURE__ */ ENTRIES.flatMap(([key, e]) =>
  e.document && e.desktop ? [[key, bare(e.desktop.path)] as const] : [],
);

/** Section: the first path segment after the optional "mobile/" ("" for a home page). */
function sectionOf(path: string): string {
  return path.replace(/^\/*(?:mobile(?:\/|$))?/, "").split(/[/?]/)[0] ?? "";
}

const AREA_OF_SECTION = new Map<string, Area>(
  ENTRIES.flatMap(([, { area, desktop, mobile }]) =>
    area ? [desktop, mobile].flatMap((u) => (u ? [[sectionOf(u.path), area] as const] : [])) : [],
  ),
);

/** The area of a router path, by its section. */
export function areaOf(path: string): Area | undefined {
  return AREA_OF_SECTION.get(sectionOf(path));
}

/**
 * Router paths of the pages whose form posts to their own route action (no leading
 * slash): the registration page and the partner application of both variants. The server
 * lets POST through to them only, keeps them out of its page cache, and hands them the
 * visitor's anti-forgery token.
 */
export const FORM_PAGE_PATHS: readonly string[] = [
  PAGES.register.desktop,
  PAGES.register.mobile,
  PAGES.partnerApply.desktop,
  PAGES.partnerApply.mobile,
].map((u) => bare(u.path));

/** Page-cache tags of a router path or a bare section ("news"), or undefined for sections of no area. */
export function sectionTags(path: string): readonly string[] | undefined {
  const area = areaOf(path);
  return area && AREA_TAGS[area];
}

/** Every section with its page-cache tags. */
export function sectionTagTable(): Record<string, readonly string[]> {
  return Object.fromEntries([...AREA_OF_SECTION.keys()].map((s) => [s, sectionTags(s)!]));
}

/** First path segments of every page of both variants (the lint rule's list of site paths). */
export const SECTIONS: readonly string[] = [
  ...new Set(ROUTES.map((r) => r.path.split("/")[0]!).filter((s) => s && s !== "*")),
  "mobile",
  "admin",
];
