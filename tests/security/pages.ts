/**
 * The page set the security suite walks: one URL of every page of the registry
 * (app/kernel/pages.ts), desktop and mobile, with detail ids taken from the running
 * site's own API (so the tests follow the seed instead of hard-coding it).
 */
import { desktop, mobile } from "../../app/kernel/links.ts";
import { PAGES, type PageEntry, type PageKey } from "../../app/kernel/pages.ts";
import { fill, templateParams, type Params } from "../../app/kernel/path-template.ts";

/** Pages that answer with an error status whatever the URL: ERROR_PAGES covers them. */
const ERROR_KEYS: ReadonlySet<string> = new Set(["notFound", "serverError", "catchAll", "mobileCatchAll"]);
/** A category of each list page. */
const LIST_TYPE: Partial<Record<PageKey, string>> = {
  newsCategory: "company",
  casesList: "manufacturing",
  solutionList: "retail",
  videosList: "webinars",
  qas: "billing",
};
/** The API list whose first item names each detail page. */
const DETAIL_SOURCE: Partial<Record<PageKey, string>> = {
  detail: "news",
  detailNew: "news",
  caseDetail: "cases",
  solutionDetail: "solutions",
  qa: "qas",
  event: "company-events",
  help: "help/articles",
  // The help centre's landing data lists its topics as `categories`.
  helpTopic: "help",
};

const PAGE_LIST = Object.entries(PAGES) as [PageKey, PageEntry][];
for (const [key, page] of PAGE_LIST) {
  const needs = new Set(
    [page.desktop, page.mobile]
      .flatMap((url) => (url ? templateParams(url.path) : []))
      .filter((p) => !p.optional)
      .map((p) => p.name),
  );
  if ((needs.has("id") && !DETAIL_SOURCE[key]) || (needs.has("type") && !needs.has("id") && !LIST_TYPE[key])) {
    throw new Error(`tests/security/pages.ts has no sample for the registry's page ${key}`);
  }
}

/** The URLs of both variants of every page that the parameters fill (params null: none of this page). */
function urls(params: (key: PageKey) => Partial<Params> | null): string[] {
  const out = new Set<string>();
  for (const [key, page] of PAGE_LIST) {
    const given = ERROR_KEYS.has(key) ? null : params(key);
    if (!given) continue;
    for (const url of [page.desktop, page.mobile]) {
      const path = url && fill(url.path, given, false);
      if (path) out.add(path);
    }
  }
  return [...out];
}

export const STATIC_PAGES = urls(() => ({ q: "report" }));

export const LIST_PAGES = [
  ...urls((key) => (LIST_TYPE[key] ? { type: LIST_TYPE[key] } : null)).filter((path) => !STATIC_PAGES.includes(path)),
  desktop.news(2),
  // A category's first page with its number: the route of "/news/:type/:page? copy" itself.
  fill(PAGES.newsCategory.desktop.path, { type: "company", page: "1" }, false)!,
];

/** Pages answered with an error status on purpose. */
export const ERROR_PAGES: Array<[string, number]> = [
  [PAGES.notFound.desktop.path, 404],
  [PAGES.serverError.desktop.path, 500],
  ["/no-such-page", 404],
  [desktop.newsType("company", 999999), 404],
  [desktop.casesList("no-such-type"), 404],
  [desktop.article(999999999), 404],
  [`${mobile.home()}/no-such-page`, 404],
];

interface ListBody {
  items?: Array<{ id?: number | string; type?: string }>;
  categories?: Array<{ id?: number | string; type?: string }>;
}

async function firstItem(origin: string, apiPath: string): Promise<{ id: string; type?: string }> {
  const res = await fetch(`${origin}/api/v1/${apiPath}`);
  if (!res.ok)
    throw new Error(`GET /api/v1/${apiPath} answered ${res.status}; the content API is needed to find real ids`);
  const body = (await res.json()) as ListBody | ListBody["items"];
  const items = Array.isArray(body) ? body : (body?.items ?? body?.categories);
  const item = items?.[0];
  if (!item?.id) throw new Error(`GET /api/v1/${apiPath} returned no items`);
  return { id: String(item.id), ...(item.type ? { type: item.type } : {}) };
}

/** Detail pages of every kind, with ids that exist in the running site's database (help only where it has articles). */
export async function detailPages(origin: string): Promise<string[]> {
  const sources = [...new Set(Object.values(DETAIL_SOURCE))];
  const items = new Map(
    await Promise.all(
      sources.map(
        async (s) =>
          [s, await firstItem(origin, s).catch((e) => (s.startsWith("help") ? undefined : Promise.reject(e)))] as const,
      ),
    ),
  );
  return urls((key) => {
    const item = DETAIL_SOURCE[key] && items.get(DETAIL_SOURCE[key]);
    return item ? { id: item.id, type: item.type ?? "company" } : null;
  });
}

/** Ids of up to `count` items of an API list resource (several pages if needed). */
export async function itemIds(origin: string, resource: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count && page <= 10; page++) {
    const res = await fetch(`${origin}/api/v1/${resource}?page=${page}`);
    if (!res.ok) break;
    const body = (await res.json()) as ListBody;
    if (!body.items?.length) break;
    ids.push(...body.items.map((i) => String(i.id)));
  }
  if (!ids.length) throw new Error(`no ${resource} in the API`);
  return ids.slice(0, count);
}

/**
 * Detail pages (desktop and mobile; news, cases, Q&A) that no test has requested yet,
 * handed out one at a time: neither the page cache nor the content cache can answer
 * them, so each one reaches the database. `perKind` items of cases and Q&A are
 * fetched, twice as many news items.
 */
export async function unseenDataPages(origin: string, perKind: number) {
  const [news, cases, qas] = await Promise.all([
    itemIds(origin, "news", 2 * perKind),
    itemIds(origin, "cases", perKind),
    itemIds(origin, "qas", perKind),
  ]);
  const unseen: string[] = [];
  // Interleaved so that every batch covers desktop and mobile, news, cases and Q&A.
  for (let i = 0; i < perKind; i++) {
    if (news[2 * i]) unseen.push(desktop.article(Number(news[2 * i])));
    if (cases[i]) unseen.push(desktop.case(Number(cases[i])));
    if (news[2 * i + 1]) unseen.push(mobile.article(Number(news[2 * i + 1])));
    if (qas[i]) unseen.push(i % 2 ? desktop.qa(Number(qas[i])) : mobile.qa(Number(qas[i])));
  }
  const next = () => {
    const path = unseen.shift();
    if (!path) throw new Error("ran out of unseen data pages");
    return path;
  };
  return {
    /** How many are left. */
    get size() {
      return unseen.length;
    },
    next,
    take: (n: number) => Array.from({ length: n }, next),
  };
}

/** The API detail URL that answers from the same row as a detail page. */
export function apiPathOf(page: string): string {
  return page
    .replace(/^\/(mobile\/)?detail\//, "/api/v1/news/")
    .replace(/^\/cases\//, "/api/v1/cases/")
    .replace(/^\/(mobile\/)?qa\//, "/api/v1/qas/");
}

/**
 * Request headers under which the page is rendered afresh: the page cache never
 * answers or stores a request that carries credentials. (A query parameter the
 * page does not read cannot do it: the site redirects those to the page's URL.)
 */
export const RENDER_AFRESH: Readonly<Record<string, string>> = { authorization: "Basic cmVuZGVyOmFmcmVzaA==" };
