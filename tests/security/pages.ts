/**
 * The page set the security suite walks: one URL of every page type, desktop and
 * mobile, with detail ids taken from the running site's own API (so the tests
 * follow the seed instead of hard-coding it).
 */

export const STATIC_PAGES = [
  "/",
  "/about",
  "/oa",
  "/pm",
  "/trade",
  "/live",
  "/education",
  "/case/fai",
  "/case/foxwell",
  "/case/geely",
  "/case/jlb",
  "/price",
  "/promotion",
  "/service",
  "/partner",
  "/register",
  "/privacy",
  "/solution",
  "/videos",
  "/help",
  "/search?q=report",
  "/mobile",
  "/mobile/oa",
  "/mobile/pm",
  "/mobile/trade",
  "/mobile/live",
  "/mobile/price",
  "/mobile/promotion",
  "/mobile/service",
  "/mobile/solution",
  "/mobile/cases",
  "/mobile/case/fai",
  "/mobile/search?q=report",
];

export const LIST_PAGES = [
  "/news",
  "/news/2",
  "/news/company/1 copy",
  "/cases_list/manufacturing",
  "/solution_list/retail",
  "/videos/webinars",
  "/qas/billing",
  "/mobile/news/company",
  "/mobile/videos/tutorials",
  "/mobile/qas/getting-started",
];

/** Pages answered with an error status on purpose. */
export const ERROR_PAGES: Array<[string, number]> = [
  ["/404", 404],
  ["/500", 500],
  ["/no-such-page", 404],
  ["/news/company/999999 copy", 404],
  ["/cases_list/no-such-type", 404],
  ["/detail/999999999", 404],
  ["/mobile/no-such-page", 404],
];

interface ListBody {
  items?: Array<{ id?: number | string; type?: string }>;
}

async function firstItem(origin: string, apiPath: string): Promise<{ id: string; type?: string }> {
  const res = await fetch(`${origin}/api/v1/${apiPath}`);
  if (!res.ok) throw new Error(`GET /api/v1/${apiPath} answered ${res.status}; the content API is needed to find real ids`);
  const body = (await res.json()) as ListBody | ListBody["items"];
  const items = Array.isArray(body) ? body : body?.items;
  const item = items?.[0];
  if (!item?.id) throw new Error(`GET /api/v1/${apiPath} returned no items`);
  return { id: String(item.id), ...(item.type ? { type: item.type } : {}) };
}

/** Detail pages of every kind, with ids that exist in the running site's database. */
export async function detailPages(origin: string): Promise<string[]> {
  const [news, kase, solution, qa, help] = await Promise.all([
    firstItem(origin, "news"),
    firstItem(origin, "cases"),
    firstItem(origin, "solutions"),
    firstItem(origin, "qas"),
    firstItem(origin, "help/articles").catch(() => undefined),
  ]);
  const pages = [
    `/detail/${news.id}`,
    `/detailNew/${news.type ?? "company"}/${news.id}`,
    `/cases/${kase.id}`,
    `/solution/${solution.id}`,
    `/qa/${qa.id}`,
    `/mobile/detail/${news.id}`,
    `/mobile/solution/${solution.id}`,
    `/mobile/qa/${qa.id}`,
  ];
  if (help) pages.push(`/help/${help.id}`);
  return pages;
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
  const [news, cases, qas] = await Promise.all([itemIds(origin, "news", 2 * perKind), itemIds(origin, "cases", perKind), itemIds(origin, "qas", perKind)]);
  const unseen: string[] = [];
  // Interleaved so that every batch covers desktop and mobile, news, cases and Q&A.
  for (let i = 0; i < perKind; i++) {
    if (news[2 * i]) unseen.push(`/detail/${news[2 * i]}`);
    if (cases[i]) unseen.push(`/cases/${cases[i]}`);
    if (news[2 * i + 1]) unseen.push(`/mobile/detail/${news[2 * i + 1]}`);
    if (qas[i]) unseen.push(i % 2 ? `/qa/${qas[i]}` : `/mobile/qa/${qas[i]}`);
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
