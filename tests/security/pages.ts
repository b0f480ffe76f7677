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
