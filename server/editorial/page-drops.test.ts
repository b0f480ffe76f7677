/**
 * What an edit of a help article, a partner, a promotion, a service or a price plan
 * drops on another instance sharing the database: exactly the pages that show it,
 * on both variants, and the sitemaps that date it; never the pages, sitemaps and
 * feeds that do not show it.
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentType } from "../../app/kernel/editorial-schemas.ts";
import { desktop } from "../../app/kernel/links.ts";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { cachedSite, EDITOR, type Pages } from "../../tests/support/cached-site.ts";
import { createTestServices, tempDataDir, type TestServices } from "../../tests/support/databases.ts";
import { createServices, type Services } from "../services.ts";

/** Sitemaps and feeds, by their path and their key in the document cache (server/seo.ts). */
const DOCUMENTS = {
  "/sitemap.xml": "index",
  "/sitemaps/pages.xml": "sitemap:pages:1",
  "/sitemaps/news.xml": "sitemap:news:1",
  "/sitemaps/help.xml": "sitemap:help:1",
  "/feeds/news.xml": "feed:all",
} as const;

/** A help article that is not among the popular ones, a sibling whose related list shows it, and a stranger. */
async function helpArticles(s: Services) {
  const popular = new Set((await s.content.getHelpHome()).popular.map((a) => a.id));
  const all = (await s.content.listHelpArticles({ pageSize: 50 }))!.items;
  for (const item of all.filter((a) => !popular.has(a.id))) {
    const siblings = all.filter((a) => a.categoryId === item.categoryId && a.id !== item.id);
    for (const sibling of siblings) {
      if (!(await s.content.getHelpArticle(sibling.id))!.related.some((r) => r.id === item.id)) continue;
      for (const stranger of all.filter((a) => a.categoryId !== item.categoryId)) {
        const topic = await s.content.listHelpArticles({ categoryId: stranger.categoryId, pageSize: 50 });
        if (!topic!.items.some((a) => a.id === item.id)) return { item, sibling, stranger };
      }
    }
  }
  throw new Error("the demo help centre has no such articles");
}

describe("exact page drops on a second instance", () => {
  let a: TestServices;
  let b: Services;
  let site: Awaited<ReturnType<typeof cachedSite>>;
  let help: Awaited<ReturnType<typeof helpArticles>>;

  beforeAll(async () => {
    a = await createTestServices("postgres", "page-drops", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
    b = await createServices({ ...a.config, DATA_DIR: tempDataDir("page-drops-b") }, pino({ level: "silent" }), {
      seed: false,
      media: false,
      scrypt: FAST_SCRYPT,
      auditRetention: false,
      jobIntervalMs: 0,
      contentPollMs: 50,
    });
    help = await helpArticles(b);
    const { item, sibling, stranger } = help;
    const helpPage = (id: number) => (x: Services) =>
      Promise.all([x.content.getHelpHome(), x.content.getHelpArticle(id)]);
    const topic = (id: number) => (x: Services) =>
      Promise.all([x.content.getHelpHome(), x.content.listHelpArticles({ categoryId: id, pageSize: 50 })]);
    const pages: Pages = {};
    for (const variant of ["", "/mobile"]) {
      Object.assign(pages, {
        [variant || "/"]: (x: Services) => x.content.getHomePage(),
        [`${variant}/partner`]: (x: Services) => x.content.getPartnerPage(),
        [`${variant}/promotion`]: (x: Services) => x.content.getPromotionPage(),
        [`${variant}/service`]: (x: Services) => x.content.getServicePage(),
        [`${variant}/price`]: (x: Services) => x.content.getPricePage(),
        [`${variant}/pm`]: (x: Services) => x.content.getBlockPage("pm"),
      });
    }
    Object.assign(pages, {
      "/help": (x: Services) => x.content.getHelpHome(),
      [`/help/${item.id}`]: helpPage(item.id),
      [`/help/${sibling.id}`]: helpPage(sibling.id),
      [`/help/${stranger.id}`]: helpPage(stranger.id),
      [`/help/topic/${item.categoryId}`]: topic(item.categoryId),
      [`/help/topic/${stranger.categoryId}`]: topic(stranger.categoryId),
      "/news": (x: Services) => x.content.listNews(),
      "/about": async () => ({ about: "static" }),
    });
    site = await cachedSite(b, pages);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await b?.close();
    await a?.dispose();
  });

  /** Edits the item's title (or name) on the first instance, and returns what the second dropped. */
  async function dropsOf(type: ContentType, id: number) {
    const pagePaths = site.paths;
    for (const path of [...pagePaths, ...Object.keys(DOCUMENTS)]) expect((await site.get(path)).status).toBe(200);
    expect(site.cache.stats().entries).toBe(pagePaths.length);
    const before = site.cache.stats().invalidations;
    const doc = await a.editorial.get(EDITOR, type, id);
    const named = "name" in doc.document ? { name: `Renamed ${id}` } : { title: `Renamed ${id}` };
    await a.editorial.saveDraft(EDITOR, type, id, doc.version, { ...doc.document, ...named });
    await a.editorial.publish(EDITOR, type, id);
    const deadline = performance.now() + 3000;
    while (site.cache.stats().invalidations === before && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(site.cache.stats().invalidations).toBe(before + 1);
    const documents = Object.values(DOCUMENTS).filter((key) => !site.documents.has(key));
    const states = await Promise.all(pagePaths.map(async (p) => [p, await site.hitOrMiss(p)] as const));
    const pages = states.filter(([, state]) => state === "miss").map(([p]) => p);
    console.info(
      `${type} ${id}: dropped ${pages.length} of ${pagePaths.length} pages, documents ${documents.join(" ")}`,
    );
    // What stayed is served from the cache.
    expect(states.filter(([, state]) => state !== "miss" && state !== "hit")).toEqual([]);
    return { pages, documents };
  }

  it("a partner: its directory on both variants, and the sitemap that dates that page", async () => {
    const partner = (await b.content.getPartnerPage()).partners[3]!;
    expect(await dropsOf("partners", partner.id)).toEqual({
      pages: ["/partner", "/mobile/partner"],
      documents: ["index", "sitemap:pages:1"],
    });
  });

  it("a promotion and a service: their pages on both variants, and the sitemap that dates them", async () => {
    const promotion = (await b.content.getPromotionPage()).promotions[0]!;
    expect(await dropsOf("promotions", promotion.id)).toEqual({
      pages: ["/promotion", "/mobile/promotion"],
      documents: ["index", "sitemap:pages:1"],
    });
    const service = (await b.content.getServicePage()).services[1]!;
    expect(await dropsOf("services", service.id)).toEqual({
      pages: ["/service", "/mobile/service"],
      documents: ["index", "sitemap:pages:1"],
    });
    // The service page's text in the site search follows too (server/search/pages.ts), as the
    // partner page's did after the partner renamed above.
    const found = await b.search.search({ q: "renamed", section: "pages" });
    expect(
      found.groups
        .flatMap((g) => g.items)
        .map((h) => h.path)
        .sort(),
    ).toEqual([desktop.partner(), desktop.service()].sort());
  });

  it("a price plan: the price and PM pages that list the plans, and no sitemap (plans carry no date)", async () => {
    const plan = (await b.content.getPricePage()).plans[1]!;
    expect(await dropsOf("plans", plan.id)).toEqual({
      pages: ["/price", "/pm", "/mobile/price", "/mobile/pm"],
      documents: [],
    });
  });

  it("a price FAQ entry, a home block and a help topic: the pages of their own page, and the help sitemap's topics", async () => {
    const first = async (type: ContentType) =>
      (await a.editorial.list(EDITOR, type, { status: "published", pageSize: 1 })).items[0]!.id;
    expect(await dropsOf("price-faq", await first("price-faq"))).toEqual({
      pages: ["/price", "/mobile/price"],
      documents: [],
    });
    expect(await dropsOf("home-blocks", await first("home-blocks"))).toEqual({
      pages: ["/", "/mobile"],
      documents: [],
    });
    const { item, sibling, stranger } = help;
    expect(await dropsOf("help-categories", await first("help-categories"))).toEqual({
      pages: [
        "/help",
        `/help/${item.id}`,
        `/help/${sibling.id}`,
        `/help/${stranger.id}`,
        `/help/topic/${item.categoryId}`,
        `/help/topic/${stranger.categoryId}`,
      ],
      // The sitemap index counts each section's URLs (server/seo/sitemaps.ts), help topics among them.
      documents: ["index", "sitemap:help:1"],
    });
  });

  it("a news article: the sitemaps that date it, and the feed and pages only while it is among the newest", async () => {
    const news = (await b.content.listNews({ pageSize: 50 })).items;
    expect(await dropsOf("news", news[40]!.id)).toEqual({ pages: [], documents: ["index", "sitemap:news:1"] });
    expect(await dropsOf("news", news[0]!.id)).toEqual({
      pages: ["/", "/mobile", "/news"],
      documents: ["index", "sitemap:pages:1", "sitemap:news:1", "feed:all"],
    });
  });

  it("a help article: its page, its topic, the article that lists it as related, and the help sitemap", async () => {
    const { item, sibling } = help;
    expect(await dropsOf("help-articles", item.id)).toEqual({
      pages: [`/help/${item.id}`, `/help/${sibling.id}`, `/help/topic/${item.categoryId}`],
      documents: ["index", "sitemap:help:1"],
    });
  });
});
