/**
 * The content lists' words from their documents (decision 0090), on the production build
 * behind its page cache: an editor changes the news list's heading and search title
 * through the admin API and publishes; within the purge both skins' news pages show them,
 * category and page number still telling the titles apart, and the other lists stay
 * cached. A noindex document takes the list's pages out of the sitemap and marks them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, adminRequest, makeStaff } from "../support/accounts.ts";
import { sitemapPaths } from "../support/cdn-site.ts";
import { serveInProcess, type InProcessSites } from "../security/support.ts";

const NEWS = ["/news", "/news/2", "/news/company%20copy", "/mobile/news/company"];
const OTHERS = ["/cases_list/manufacturing", "/qas/billing", "/help", "/mobile/videos/product-tours"];

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&");
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe("the content lists' words from their documents", () => {
  let sites: InProcessSites;
  let base: string;
  let api: string;
  let auth: Record<string, string>;
  let newsId: number;

  beforeAll(async () => {
    sites = await serveInProcess("list-words", [{ PAGE_CACHE: "on", PORT: "5112" }]);
    base = sites.sites[0]!.url;
    api = `${base}/api/v1/admin/pages`;
    const s = sites.services;
    const staff = await makeStaff(s, "lists-editor@example.com", "editor", false);
    const user = (await accountsOf(s).currentUser(adminRequest(staff.jar)))!;
    const { token } = await accountsOf(s).createAutomationToken(user, { name: "lists" }, { ip: "", userAgent: "" });
    auth = { authorization: `Bearer ${token}` };
    const row = await s.db.kysely.selectFrom("pages").select("id").where("path", "=", "news").executeTakeFirstOrThrow();
    newsId = row.id;
  }, 240_000);
  afterAll(async () => {
    await sites?.close();
  });

  const page = async (path: string) => {
    const res = await fetch(base + path);
    return { status: res.status, cache: res.headers.get("x-page-cache"), html: await res.text() };
  };

  /** Saves a change to the news list's document through the admin API and publishes it. */
  async function publishNews(change: (doc: Record<string, unknown>) => Record<string, unknown>) {
    const got = await fetch(`${api}/${newsId}`, { headers: auth });
    expect(got.status).toBe(200);
    const { document } = (await got.json()) as { document: Record<string, unknown> };
    const saved = await fetch(`${api}/${newsId}`, {
      method: "PATCH",
      headers: { ...auth, "content-type": "application/json", "if-match": got.headers.get("etag")! },
      body: JSON.stringify(change(document)),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const published = await fetch(`${api}/${newsId}/publish`, { method: "POST", headers: auth });
    expect(published.status).toBe(200);
  }

  /** Waits for the page cache to drop a page after a publish (3 s at most). */
  async function purged(before: number) {
    const cache = sites.sites[0]!.pageCache;
    const deadline = performance.now() + 3000;
    while (cache.stats().invalidations === before && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(cache.stats().invalidations).toBeGreaterThan(before);
  }

  it("shows a published heading and search title on both skins' news pages, dropping no other list", async () => {
    for (const path of [...NEWS, ...OTHERS]) {
      const first = await page(path);
      expect(first.status, path).toBe(200);
      expect((await page(path)).cache, path).toBe("hit");
    }
    expect(titleOf((await page("/news")).html)).toBe("News | Brightlane");
    expect(h1Of((await page("/mobile/news/company")).html)).toBe("News");

    const before = sites.sites[0]!.pageCache.stats().invalidations;
    await publishNews((doc) => ({
      ...doc,
      seoTitle: "The Brightlane newsroom",
      blocks: (doc.blocks as Array<Record<string, unknown>>).map((b) =>
        b.type === "hero" ? { ...b, title: "Newsroom", lead: "Every story from the company, first hand." } : b,
      ),
    }));
    await purged(before);

    const news = await page("/news");
    expect(news.cache).toBe("miss");
    expect(h1Of(news.html)).toBe("Newsroom");
    expect(news.html).toContain("Every story from the company, first hand.");
    expect(titleOf(news.html)).toBe("The Brightlane newsroom");
    // The category and the page number still tell the titles apart.
    expect(titleOf((await page("/news/2")).html)).toBe("The Brightlane newsroom, page 2");
    expect(titleOf((await page("/news/company%20copy")).html)).toBe("The Brightlane newsroom: Company news");
    const phone = await page("/mobile/news/company");
    expect(h1Of(phone.html)).toBe("Newsroom");
    expect(titleOf(phone.html)).toBe("The Brightlane newsroom: Company news");
    // The other lists were not dropped.
    for (const path of OTHERS) expect((await page(path)).cache, path).toBe("hit");
  });

  it("takes the news list's pages out of the sitemap while its document asks not to be indexed", async () => {
    const listed = await sitemapPaths(base);
    expect(listed).toEqual(expect.arrayContaining(["/news", "/news/2", "/news/company%20copy"]));
    const article = listed.find((p) => p.startsWith("/detail/"));
    expect(article).toBeDefined();

    const before = sites.sites[0]!.pageCache.stats().invalidations;
    await publishNews((doc) => ({ ...doc, noindex: true }));
    await purged(before);

    const after = await sitemapPaths(base);
    expect(after.filter((p) => p === "/news" || p.startsWith("/news/"))).toEqual([]);
    // The articles keep their entries, and the other lists theirs.
    expect(after).toContain(article);
    expect(after).toContain("/cases_list/manufacturing");
    for (const path of ["/news", "/news/company%20copy", "/mobile/news/company"])
      expect((await page(path)).html, path).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect((await page("/cases_list/manufacturing")).html).not.toContain('content="noindex"');
  });
});
