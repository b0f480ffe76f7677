/**
 * The rule for the address of a page of the pages collection (./page-blocks.ts), which
 * its editor types: the admin form, the admin API (through the document schema and the
 * workflow's write path), the seed and the catch-all routes that serve such pages all
 * ask here. A page lives at `/<path>` on desktop and `/mobile/<path>` on phones.
 *
 * `staticPathProblem` judges what the code alone decides: the syntax, the prefixes the
 * site keeps for itself and the routes of the page registry (./pages.ts) on both skins.
 * `pagePathProblem` adds what the server knows: the configured locales' prefixes, other
 * pages (drafts too) and redirects. Each answers null or a message naming what the path
 * collides with.
 *
 * No runtime imports beyond the kernel: the server loads this file directly on Node.
 */
import { bare, kebab, PAGES, pageRoutes, type PageEntry, type PageKey, type PageRoute } from "./pages.ts";
import { matchTemplate } from "./path-template.ts";
import { RESERVED_SEGMENTS } from "./site-paths.ts";

/**
 * The content lists' documents (`words` in ./pages.ts): the path of each, once, in registry
 * order ("news", "cases_list", "solution_list", "videos", "qas", "help"). Here rather than
 * in the registry, whose code every public page carries.
 */
export const LIST_DOCUMENT_PATHS: readonly string[] = [
  ...new Set(Object.values(PAGES as Record<string, PageEntry>).flatMap((e) => (e.words ? [e.words] : []))),
];

/** Segments a page's path may have. */
export const MAX_PAGE_PATH_SEGMENTS = 4;
export const MAX_PAGE_PATH_LENGTH = 120;

const WORDS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The home page's document (`/` and `/mobile`, served by the home routes, not the catch-all):
 * the schema accepts the empty path, the workflow keeps it to the one page that holds it
 * (homePathProblem), so no new page takes it and the home page never moves.
 */
export const HOME_PAGE_PATH = "";

/**
 * First segments the server answers before any page (RESERVED_SEGMENTS: the back office,
 * previews, the API, media, built assets), the mobile skin, and the server's own routes
 * (the skin and language switches, feeds, sitemaps, probes). The locales' prefixes are the
 * configuration's (LOCALES): pagePathProblem is told them.
 */
const SERVER_PREFIXES = [...RESERVED_SEGMENTS, "mobile", "view", "language", "feeds", "sitemaps", "healthz", "readyz"];

/** The page registry's routes on both skins, with the desktop path each would serve a page at. */
const ROUTES: readonly (PageRoute & { pagePath: string })[] = [
  ...pageRoutes("desktop").map((r) => ({ ...r, pagePath: bare(r.url.path) })),
  ...pageRoutes("mobile").map((r) => ({ ...r, pagePath: bare(r.url.path).replace(/^mobile\/?/, "") })),
].filter((r) => r.pagePath !== "*" && r.pagePath !== "");

/**
 * Registry lines whose page is a document of the pages collection, served whole or around
 * its route's live content (`document`): that document's path is theirs, and the database
 * rule refuses it to any other page.
 */
const isBlockPageRoute = (key: PageKey) => {
  const entry = PAGES[key] as { document?: true; desktop?: { module?: string } };
  return entry.desktop?.module === "block-page" || entry.document === true;
};

/**
 * First segments of the registry's routes of more than one segment ("news", "case",
 * "help"...): the site's sections, whose addresses belong to their own routes. A page of
 * blocks keeps its section open for pages under it ("contact/london").
 */
const SECTION_PREFIXES = new Set(
  ROUTES.filter((r) => !isBlockPageRoute(r.key) && r.pagePath.includes("/")).map((r) => r.pagePath.split("/")[0]!),
);

const nameOf = (key: PageKey) => kebab(key).replace(/-/g, " ");

/**
 * Whether the router would send `parts` to a route of this pattern: any segment fills a
 * parameter (the page then answers 404 for values it does not know, so the address is
 * lost to a page of blocks all the same); `:name?` may be left out; a parameter's literal
 * suffix (`:page? copy`) must be there.
 */
function routerMatches(pattern: string, parts: readonly string[]): boolean {
  const segments = pattern.split("/").filter(Boolean);
  const from = (i: number, j: number): boolean => {
    if (i === segments.length) return j === parts.length;
    const m = /^:[\w-]+(\?)?(.*)$/.exec(segments[i]!);
    if (!m) return parts[j] === segments[i] && from(i + 1, j + 1);
    const [, optional, suffix = ""] = m;
    if (optional && from(i + 1, j)) return true;
    const part = parts[j];
    return part !== undefined && part.length > suffix.length && part.endsWith(suffix) && from(i + 1, j + 1);
  };
  return from(0, 0);
}

/** The registry route the path would land on (one whose parameters' own rules accept it first, so the name fits), or null. */
function registryRoute(path: string): (PageRoute & { pagePath: string }) | null {
  const parts = path.split("/");
  const routes = ROUTES.filter((r) => routerMatches(r.pagePath, parts));
  // "news/spring" fills both /news/:page? and /mobile/news/:type; only the category takes a word.
  const url = (r: PageRoute) => (r.url.path.startsWith("/mobile") ? `/mobile/${path}` : `/${path}`);
  return routes.find((r) => matchTemplate(r.url.path, url(r), new URLSearchParams())) ?? routes[0] ?? null;
}

/** Why the code refuses a path; worded by staticPathProblem, so pages that only ask isFreePagePath carry no words. */
type Refusal =
  | { kind: "home" }
  | { kind: "slash" | "length" | "words" | "segments" }
  | { kind: "route"; key: PageKey }
  | { kind: "reserved" | "section"; first: string };

function refusal(path: string): Refusal | null {
  if (path === HOME_PAGE_PATH) return { kind: "home" };
  if (path.startsWith("/")) return { kind: "slash" };
  if (path.length > MAX_PAGE_PATH_LENGTH) return { kind: "length" };
  const parts = path.split("/");
  if (!path || !parts.every((p) => WORDS.test(p))) return { kind: "words" };
  if (parts.length > MAX_PAGE_PATH_SEGMENTS) return { kind: "segments" };
  const route = registryRoute(path);
  if (route && !isBlockPageRoute(route.key)) return { kind: "route", key: route.key };
  const first = parts[0]!;
  if (SERVER_PREFIXES.includes(first)) return { kind: "reserved", first };
  if (SECTION_PREFIXES.has(first)) return { kind: "section", first };
  return null;
}

/** True when a page of blocks may answer at `/<path>` (the catch-all routes ask before reading the database). */
export const isFreePagePath = (path: string): boolean => refusal(path) === null;

/**
 * The other skin's URL of a router path a page of blocks may answer at: `/x` <-> `/mobile/x`.
 * The server asks it where the registry's device map (./device-map.ts) has no pair: the
 * phone redirect, the skin switch and the sitemap's alternates. It stays out of the device
 * map itself, which every page's JavaScript carries; the pages of blocks name their own twin.
 */
export function freePageTwin(routerPath: string): string | null {
  const mobile = /^\/mobile\/(.+)$/.exec(routerPath);
  if (mobile) return isFreePagePath(mobile[1]!) ? `/${mobile[1]}` : null;
  return isFreePagePath(routerPath.slice(1)) ? `/mobile${routerPath}` : null;
}

/** Why `path` cannot be a page's address whatever the database holds, or null when it can. */
export function staticPathProblem(path: string): string | null {
  // A content list's document holds its list's base path ("cases_list", decision 0090): the
  // database rule keeps it to that document, and the list's routes stay refused to pages.
  if (LIST_DOCUMENT_PATHS.includes(path)) return null;
  const r = refusal(path);
  switch (r?.kind) {
    case undefined:
    case "home":
      return null;
    case "slash":
      return "Leave out the leading slash: campaigns/spring-launch";
    case "length":
      return `At most ${MAX_PAGE_PATH_LENGTH} characters`;
    case "words":
      return "Lower-case words joined by hyphens, segments by /, e.g. campaigns/spring-launch";
    case "segments":
      return `At most ${MAX_PAGE_PATH_SEGMENTS} segments`;
    case "route":
      return `/${path} is the ${nameOf(r.key)} route`;
    case "reserved":
      return `/${r.first}/ is reserved for the site itself`;
    case "section":
      return `/${r.first}/ is the site's ${r.first} section`;
  }
}

/** A page the path might collide with. */
export interface PathHolder {
  id: number;
  path: string;
  title: string;
  /** Where the path was found: the live row (published or not), a pending draft, or a page in the trash. */
  state: "published" | "unpublished" | "draft" | "trashed";
}

/** What the database holds for a path check. */
export interface TakenPaths {
  /** Pages other than the one being written, with the paths they hold. */
  pages: readonly PathHolder[];
  /** Start paths of the redirect table ("/old", "/mobile/old"), without those leading to this page itself. */
  redirects: readonly string[];
  /** The address the page being written holds now; absent or null for a new page. */
  own?: string | null;
  /** The configured locales (LOCALES): each other locale's pages live under its prefix. */
  locales?: readonly { tag: string; prefix: string }[];
}

/** Said to a page other than the home page that leaves its address empty. */
export const EMPTY_ADDRESS_IS_HOME =
  "The empty address is the home page's: give this page its own, e.g. campaigns/spring-launch";

/** The home page's address stays the home page's: no other page takes it, and the home page keeps it. */
export function homePathProblem(path: string, own: string | null): string | null {
  if (path === HOME_PAGE_PATH && own !== HOME_PAGE_PATH) return EMPTY_ADDRESS_IS_HOME;
  if (own === HOME_PAGE_PATH && path !== HOME_PAGE_PATH)
    return "The home page stays at the site's address: leave the address empty";
  return null;
}

const HELD: Record<PathHolder["state"], string> = {
  published: "the address of the page",
  unpublished: "the address of the unpublished page",
  draft: "taken by the draft of the page",
  trashed: "held by the page in the trash",
};

/**
 * Why `path` cannot be this page's address, or null. Drafts count: the first editor to
 * type an address keeps it, rather than learning at publish time that a colleague's
 * campaign went live there.
 */
export function pagePathProblem(path: string, taken: TakenPaths): string | null {
  const own = staticPathProblem(path) ?? homePathProblem(path, taken.own ?? null);
  if (own) return own;
  const first = path.split("/")[0];
  const locale = taken.locales?.find((l) => l.prefix !== "" && l.prefix === first);
  if (locale) return `/${locale.prefix}/ is the address of the site in ${locale.tag}`;
  const holder = taken.pages.find((p) => p.path === path);
  if (holder) return `/${path} is ${HELD[holder.state]} “${holder.title}”`;
  const redirect = taken.redirects.find((from) => from === `/${path}` || from === `/mobile/${path}`);
  if (redirect) return `${redirect} is a redirect: remove it under Redirects first`;
  return null;
}
