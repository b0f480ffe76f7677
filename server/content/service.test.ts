import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  DEFAULT_PAGE_SIZE,
  INDUSTRY_TYPES,
  MAX_PAGE_SIZE,
  NEWS_TYPES,
  PARTNER_TIERS,
  QA_TYPES,
  VIDEO_TYPES,
} from "../../app/kernel/content-constants.ts";
import { CaseDetail, CaseSummary } from "../../app/kernel/collections/cases.answers.ts";
import { NewsDetail, NewsSummary } from "../../app/kernel/collections/news.answers.ts";
import { QaDetail, QaSummary } from "../../app/kernel/collections/qas.answers.ts";
import { SolutionDetail, SolutionSummary } from "../../app/kernel/collections/solutions.answers.ts";
import { VideoDetail, VideoSummary } from "../../app/kernel/collections/videos.answers.ts";
import * as K from "../../app/kernel/content-schemas.ts";
import * as P from "../../app/kernel/page-schemas.ts";
import { bumpContentVersion } from "../../db/content-version.ts";
import { UNPUBLISHED } from "../../db/seed/build.ts";
import { ContentQueryError } from "./kit.ts";
import { createContentService } from "./service.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";

describe.each(BACKENDS)("content service on %s", (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    // No background poll: the test below reads the content version itself.
    s = await createTestServices(backend, "content", { contentPollMs: 0 });
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it("holds the demo content the site promises", async () => {
    const c = s.content;
    expect((await c.listNews()).total).toBeGreaterThanOrEqual(60);
    expect((await c.listCases()).total).toBe(36);
    expect((await c.listSolutions()).total).toBe(18);
    expect((await c.listVideos()).total).toBe(30);
    expect((await c.listQas()).total).toBe(80);
    expect((await c.listHelpArticles())!.total).toBe(40);
    expect((await c.getPricePage()).plans).toHaveLength(4);
    expect((await c.getPromotionPage()).promotions).toHaveLength(3);
    expect((await c.getServicePage()).services).toHaveLength(6);
    expect((await c.getPartnerPage()).partners).toHaveLength(24);
    for (const type of NEWS_TYPES) expect((await c.listNews({ type })).total).toBeGreaterThanOrEqual(14);
    for (const type of INDUSTRY_TYPES) expect((await c.listCases({ type })).total).toBe(6);
    for (const type of VIDEO_TYPES) {
      const videos = await c.listVideos({ type });
      expect(videos.total).toBeGreaterThanOrEqual(7);
      // The first (newest) video of each category has a clip, so the featured one can play.
      expect(videos.items[0]!.source?.type).toBe("video/webm");
      expect(videos.items.slice(1).every((v) => v.source === null)).toBe(true);
    }
    expect((await c.getHomePage()).featuredVideos[0]?.source).not.toBeNull();
    for (const type of QA_TYPES) expect((await c.listQas({ type })).total).toBe(20);
  });

  it("shows the partner programme's three tiers, a partner of a former tier in the entry tier", async () => {
    const page = await s.content.getPartnerPage();
    expect(PARTNER_TIERS).toHaveLength(3);
    expect(page.tiers.map((t) => t.tier)).toEqual([...PARTNER_TIERS]);
    expect([...new Set(page.partners.map((p) => p.tier))]).toEqual([...PARTNER_TIERS]);
    // A database seeded when there was a fourth tier still answers a valid directory.
    const id = page.partners[0]!.id;
    await s.db.kysely.updateTable("partners").set({ tier: "registered" }).where("id", "=", id).execute();
    s.content.invalidate();
    try {
      const after = P.PartnerPage.parse(await s.content.getPartnerPage());
      expect(after.partners.find((p) => p.id === id)!.tier).toBe("silver");
    } finally {
      await s.db.kysely.updateTable("partners").set({ tier: page.partners[0]!.tier }).where("id", "=", id).execute();
      s.content.invalidate();
    }
  });

  it("pages with a default size, a stable newest-first order and no overlap", async () => {
    const first = await s.content.listNews();
    expect(first.pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(first.items).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(first.totalPages).toBe(Math.ceil(first.total / DEFAULT_PAGE_SIZE));
    const seen: number[] = [];
    let previous = "9999";
    for (let page = 1; page <= first.totalPages; page++) {
      const p = await s.content.listNews({ page, pageSize: DEFAULT_PAGE_SIZE });
      for (const item of p.items) {
        expect(item.publishedAt <= previous).toBe(true);
        previous = item.publishedAt;
        seen.push(item.id);
      }
    }
    expect(new Set(seen).size).toBe(first.total);
    const past = await s.content.listNews({ page: first.totalPages + 1 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it("rejects list arguments outside the documented bounds", () => {
    expect(() => s.content.listNews({ page: 0 })).toThrow(ContentQueryError);
    expect(() => s.content.listNews({ pageSize: MAX_PAGE_SIZE + 1 })).toThrow(ContentQueryError);
    expect(() => s.content.listNews({ type: "tech" as never })).toThrow(ContentQueryError);
    expect(() => s.content.listCases({ page: 1.5 })).toThrow(ContentQueryError);
  });

  it("returns details with sanitised bodies, images and related items", async () => {
    const news = await s.content.getNews(2);
    expect(news?.bodyHtml).toMatch(/^<p>/);
    expect(news?.related.length).toBeGreaterThan(0);
    expect(news?.related.every((r) => r.type === news.type && r.id !== news.id)).toBe(true);
    expect(news?.cover.sources.map((x) => x.type)).toEqual(["image/webp", "image/jpeg"]);
    // Every item has a picture of its own (db/seed/art/assign.ts).
    expect(news?.cover.src).toBe("/media/news-2-960.jpg");
    expect(news?.newer?.id ?? news?.older?.id).toBeTypeOf("number");

    const kase = await s.content.getCase(1);
    expect(kase?.customer.name).toBe("Fairhaven Aero Instruments");
    expect(kase?.metrics).toHaveLength(3);
    expect(kase?.gallery.length).toBe(3);
    expect(kase?.challenge.bodyHtml).toContain("<p>");

    const solution = await s.content.getSolution(1);
    expect(solution?.features.length).toBe(4);
    expect(solution?.relatedCases.length).toBeGreaterThan(0);
    expect(solution?.relatedCases.every((c) => c.type === solution.type)).toBe(true);

    // The newest video of each category plays a generated clip; the others show a poster only.
    const video = await s.content.getVideo(1);
    expect(video?.source).toEqual({
      url: "/clips/brightlane-oa.webm",
      type: "video/webm",
      captionsUrl: "/clips/brightlane-oa.vtt",
      sources: [{ url: "/clips/brightlane-oa.webm", type: "video/webm" }],
    });
    expect(video?.durationSeconds).toBeGreaterThan(0);
    expect((await s.content.getVideo(5))?.source).toBeNull();
    const underBase = createContentService(s.db.kysely, { basePath: "/site/", cacheTtlMs: 0 });
    expect((await underBase.getVideo(1))?.source).toEqual({
      url: "/site/clips/brightlane-oa.webm",
      type: "video/webm",
      captionsUrl: "/site/clips/brightlane-oa.vtt",
      sources: [{ url: "/site/clips/brightlane-oa.webm", type: "video/webm" }],
    });
    // A clip with an MP4 copy offers it after the WebM, for browsers that play no WebM (older Safari).
    await s.db.kysely.updateTable("videos").set({ fallback_url: "media/tour-1.mp4" }).where("id", "=", 1).execute();
    expect((await underBase.getVideo(1))?.source?.sources).toEqual([
      { url: "/site/clips/brightlane-oa.webm", type: "video/webm" },
      { url: "/site/media/tour-1.mp4", type: "video/mp4" },
    ]);
    await s.db.kysely.updateTable("videos").set({ fallback_url: null }).where("id", "=", 1).execute();

    const help = await s.content.getHelpArticle(1);
    expect(help?.breadcrumbs.map((b) => b.title)).toEqual(["Getting started", "First steps"]);
  });

  it("answers null for unknown and malformed ids", async () => {
    expect(await s.content.getNews(999_999)).toBeNull();
    expect(await s.content.getNews(-1)).toBeNull();
    expect(await s.content.getCase(Number.NaN)).toBeNull();
    expect(await s.content.listHelpArticles({ categoryId: 4242 })).toBeNull();
  });

  it("never shows unpublished items", async () => {
    const c = s.content;
    const all = async <T extends { id: number }>(
      list: (q: { page: number; pageSize: number }) => Promise<{ items: T[]; totalPages: number } | null>,
    ) => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const p = (await list({ page, pageSize: MAX_PAGE_SIZE }))!;
        ids.push(...p.items.map((i) => i.id));
        if (page >= p.totalPages) return ids;
      }
    };
    const checks: Array<[readonly number[], number[], (id: number) => Promise<unknown>]> = [
      [UNPUBLISHED.news, await all((q) => c.listNews(q)), (id) => c.getNews(id)],
      [UNPUBLISHED.cases, await all((q) => c.listCases(q)), (id) => c.getCase(id)],
      [UNPUBLISHED.solutions, await all((q) => c.listSolutions(q)), (id) => c.getSolution(id)],
      [UNPUBLISHED.videos, await all((q) => c.listVideos(q)), (id) => c.getVideo(id)],
      [UNPUBLISHED.qas, await all((q) => c.listQas(q)), (id) => c.getQa(id)],
      [UNPUBLISHED.help, await all((q) => c.listHelpArticles(q)), (id) => c.getHelpArticle(id)],
      [UNPUBLISHED.partners, await all((q) => c.listPartners(q)), async () => null],
      [UNPUBLISHED.promotions, (await c.getPromotionPage()).promotions.map((p) => p.id), (id) => c.getPromotion(id)],
    ];
    for (const [hidden, listed, get] of checks) {
      expect(hidden.length).toBeGreaterThan(0);
      for (const id of hidden) {
        expect(listed).not.toContain(id);
        expect(await get(id)).toBeNull();
      }
    }
    // The drafts exist in the database, so the filter (not their absence) hides them.
    const drafts = await s.db.kysely.selectFrom("news").select("id").where("published", "=", false).execute();
    expect(drafts.map((d) => d.id).sort()).toEqual([...UNPUBLISHED.news].sort());

    const everything = JSON.stringify([
      await c.getHomePage(),
      await c.getPartnerPage(),
      await c.getServicePage(),
      await c.listSitemapEntries(),
      await c.getHelpHome(),
      await c.getBlockPage("pm"),
    ]);
    for (const marker of ["(draft)", "(pending)", "Internal preview banner", "Internal: security review"])
      expect(everything).not.toContain(marker);
    const counts = await c.getCategoryLists();
    expect(counts.news.reduce((n, x) => n + x.count, 0)).toBe((await c.listNews()).total);
  });

  it("computes promotion status from the clock: one ended, the others running", async () => {
    const page = await s.content.getPromotionPage();
    expect(page.promotions.filter((p) => p.status === "ended")).toHaveLength(1);
    expect(page.promotions[page.promotions.length - 1]!.status).toBe("ended");
    const later = createContentService(s.db.kysely, { basePath: "/", now: () => new Date("2030-01-01T00:00:00Z") });
    expect((await later.getPromotionPage()).promotions.every((p) => p.status === "ended")).toBe(true);
    const earlier = createContentService(s.db.kysely, { basePath: "/", now: () => new Date("2026-01-01T00:00:00Z") });
    expect((await earlier.getPromotionPage()).promotions.every((p) => p.status === "upcoming")).toBe(true);
  });

  it("dates each landing page by the newest content it shows", async () => {
    const dates = await s.content.getLandingPageDates();
    for (const key of ["home", "price", "promotion", "service", "partner"] as const) {
      expect(dates[key], key).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const home = await s.content.getHomePage();
    const shown = [...home.latestNews, ...home.featuredCases, ...home.featuredSolutions, ...home.featuredVideos]
      .map((i) => i.updatedAt)
      .sort();
    expect(dates.home).toBe(shown.at(-1));
    const services = await s.db.kysely
      .selectFrom("services")
      .select("updated_at")
      .where("published", "=", true)
      .execute();
    const newestService = services
      .map((r) => new Date(r.updated_at).toISOString())
      .sort()
      .at(-1)!;
    expect(dates.service! >= newestService).toBe(true);
    // Before any promotion started, the page had not yet changed with their start.
    const early = createContentService(s.db.kysely, { basePath: "/", now: () => new Date("2026-01-01T00:00:00Z") });
    expect((await early.getLandingPageDates()).promotion! <= dates.promotion!).toBe(true);
  });

  it("serves single pages with their blocks", async () => {
    const home = await s.content.getHomePage();
    expect(home.banners).toHaveLength(3);
    expect(home.highlights).toHaveLength(5);
    expect(home.figures).toHaveLength(4);
    expect(home.customerLogos).toHaveLength(6);
    expect(home.latestNews[0]!.id).toBe((await s.content.listNews()).items[0]!.id);
    const price = await s.content.getPricePage();
    expect(price.features.length).toBeGreaterThan(10);
    expect(price.features.every((f) => price.plans.every((p) => p.slug in f.values))).toBe(true);
    expect(price.yearlyDiscountPercent).toBeGreaterThan(0);
    const pm = (await s.content.getBlockPage("pm"))!;
    const highlights = pm.blocks.find((b) => b.type === "case-highlights");
    expect(highlights?.cases.length).toBe(3);
    expect(highlights?.cases.every((c) => c.product.slug === "pm")).toBe(true);
    const table = pm.blocks.find((b) => b.type === "plan-table");
    expect(table?.plans.map((p) => p.slug)).toEqual(price.plans.map((p) => p.slug));
    const options = await s.content.getRegisterOptions();
    expect(options.products.map((p) => p.value)).toContain("pm");
    expect((await s.content.getSiteSettings()).footer.disclaimer).toMatch(/fictional/);
    const partners = await s.content.listPartners({ type: "gold" });
    expect(partners.items.every((p) => p.tier === "gold")).toBe(true);
  });

  it("answers exactly what the content model's schemas describe, JSON columns included", async () => {
    const c = s.content;
    const first = async (list: Promise<{ items: Array<{ id: number }> } | null>) => (await list)!.items[0]!.id;
    const checks: Array<[string, z.ZodType, unknown]> = [
      ["news list", K.pageOf(NewsSummary), await c.listNews()],
      ["news", NewsDetail, await c.getNews(await first(c.listNews()))],
      ["case list", K.pageOf(CaseSummary), await c.listCases()],
      ["case", CaseDetail, await c.getCase(await first(c.listCases()))],
      ["solution list", K.pageOf(SolutionSummary), await c.listSolutions()],
      ["solution", SolutionDetail, await c.getSolution(await first(c.listSolutions()))],
      ["video list", K.pageOf(VideoSummary), await c.listVideos()],
      ["video", VideoDetail, await c.getVideo(await first(c.listVideos()))],
      ["Q&A list", K.pageOf(QaSummary), await c.listQas()],
      ["Q&A", QaDetail, await c.getQa(await first(c.listQas()))],
      ["help home", K.HelpHome, await c.getHelpHome()],
      ["help list", K.pageOf(K.HelpArticleSummary), await c.listHelpArticles()],
      ["help article", K.HelpArticleDetail, await c.getHelpArticle(await first(c.listHelpArticles()))],
      ["partner list", K.pageOf(P.Partner), await c.listPartners()],
      ["home", P.HomePage, await c.getHomePage()],
      ["price", P.PricePage, await c.getPricePage()],
      ["promotions", P.PromotionPage, await c.getPromotionPage()],
      ["services", P.ServicePage, await c.getServicePage()],
      ["partners", P.PartnerPage, await c.getPartnerPage()],
      ["register options", P.RegisterOptions, await c.getRegisterOptions()],
      ["site", P.SiteSettings, await c.getSiteSettings()],
      ["categories", P.CategoryLists, await c.getCategoryLists()],
    ];
    for (const [name, schema, value] of checks) {
      const parsed = schema.safeParse(value);
      expect(parsed.error?.issues, name).toBeUndefined();
      // Parsing drops what the schema does not know: nothing may be dropped.
      expect(parsed.data, name).toEqual(value);
    }
  });

  it("caches results until a write invalidates them", async () => {
    const before = await s.content.getNews(1);
    expect(await s.content.getNews(1)).toBe(before); // same object: served from the cache
    await s.db.kysely.updateTable("news").set({ title: "A changed title" }).where("id", "=", 1).execute();
    expect((await s.content.getNews(1))?.title).toBe(before?.title);
    s.content.invalidate();
    expect((await s.content.getNews(1))?.title).toBe("A changed title");
    await s.db.kysely.updateTable("news").set({ title: before!.title }).where("id", "=", 1).execute();
    s.content.invalidate();
  });

  it("drops its results when the content version moves, as a write by another process bumps it", async () => {
    const before = await s.content.getNews(2);
    await s.db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable("news").set({ title: "Written elsewhere" }).where("id", "=", 2).execute();
      await bumpContentVersion(trx, ["news"]);
    });
    expect((await s.content.getNews(2))?.title).toBe(before?.title); // not read yet
    expect(await s.changes.check()).toBe(true);
    expect((await s.content.getNews(2))?.title).toBe("Written elsewhere");
    expect(await s.changes.check()).toBe(false); // read once, applied once
    await s.db.kysely.updateTable("news").set({ title: before!.title }).where("id", "=", 2).execute();
    s.content.invalidate();
  });

  it("sanitises bodies on the way out, whatever the database holds", async () => {
    await s.db.kysely
      .updateTable("qas")
      .set({ body_html: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' })
      .where("id", "=", 3)
      .execute();
    s.content.invalidate();
    const qa = await s.content.getQa(3);
    expect(qa?.bodyHtml).toBe("<p>Hi<a>x</a></p>");
  });
});
