/**
 * The page registry (app/kernel/pages.ts) agrees with what it drives: the route config
 * mounts modules that exist and routes URLs as the table says, each section has one set
 * of page-cache tags, device pairs carry their parameters over, every page of blocks has
 * its seeded document, and the link builders write the paths pages always had.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { root } from "../support/server.ts";
import seedPages from "../../db/seed/copy/pages.json" with { type: "json" };
import routes from "~/routes";
import { desktop, mobile } from "~/kernel/links";
import { admin, adminResetUrl, adminSetupUrl } from "~/kernel/admin-links";
import { templateParams } from "~/kernel/path-template";
import { ADMIN_PAGES, adminPageQuery, adminRoutes } from "~/kernel/admin-pages";
import {
  BLOCK_PAGES,
  CASE_STORY_PAGES,
  DEVICE_PAIRS,
  FORM_PAGE_PATHS,
  PAGES,
  pageOfPattern,
  pageQuery,
  pageRoutes,
  sectionTags,
  sectionTagTable,
  SITEMAP_PAGES,
  type PageEntry,
} from "~/kernel/pages";

const ENTRIES = Object.entries(PAGES) as [string, PageEntry][];
const ROUTES = [...pageRoutes("desktop"), ...pageRoutes("mobile")];

const routeOf = (url: string) => matchRoutes(routes as unknown as RouteObject[], url)?.at(-1)?.route.id;

describe("page registry", () => {
  it("mounts every route module that exists, once per route id", () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(existsSync(path.join(root, "app", r.file)), r.file).toBe(true);
  });

  it("routes each URL to the page the table gives it", () => {
    expect(routeOf("/")).toBe("routes/desktop/home");
    expect(routeOf("/mobile")).toBe("routes/mobile/home");
    // Two routes match "/news" equally well; the table's order gives it to news-page.
    expect(routeOf("/news")).toBe("routes/desktop/news-page");
    expect(routeOf("/news/company/2%20copy")).toBe("routes/desktop/news-category");
    for (const { slug } of CASE_STORY_PAGES)
      expect(routeOf(desktop.caseStory(slug))).toBe(`routes/desktop/case-${slug}`);
    for (const { slug } of CASE_STORY_PAGES) expect(routeOf(mobile.caseStory(slug))).toBe(`routes/mobile/case-${slug}`);
    expect(routeOf("/case/unknown")).toBe("routes/desktop/catch-all");
    expect(routeOf("/mobile/cases")).toBe("routes/mobile/cases");
    expect(routeOf("/mobile/news/company")).toBe("routes/mobile/news");
    expect(routeOf("/detailNew/company/3")).toBe("routes/desktop/detail-new");
    expect(routeOf("/mobile/nope")).toBe("routes/mobile/catch-all");
    expect(routeOf("/mobile/cases/4")).toBe("routes/mobile/case-detail");
    expect(routeOf("/mobile/help")).toBe("routes/mobile/help");
    expect(routeOf("/mobile/help/4")).toBe("routes/mobile/help");
    expect(routeOf("/mobile/help/topic/4")).toBe("routes/mobile/help-topic");
    expect(routeOf("/mobile/partner")).toBe("routes/mobile/partner");
    expect(routeOf("/mobile/register")).toBe("routes/mobile/register");
    expect(routeOf("/mobile/privacy")).toBe("routes/mobile/privacy");
    expect(pageOfPattern("mobile/news/:type").key).toBe("newsCategory");
    expect(pageOfPattern("/mobile/cases").key).toBe("casesList");
    expect(pageOfPattern("/").key).toBe("home");
    expect(pageOfPattern("/mobile").key).toBe("home");
  });

  it("gives each section one area, and so one set of page-cache tags", () => {
    const areas = new Map<string, Set<string>>();
    for (const [, e] of ENTRIES) {
      for (const url of [e.desktop, e.mobile]) {
        if (!url || !e.area) continue;
        const section = url.path.replace(/^\/(mobile\/?)?/, "").split(/[/?]/)[0]!;
        areas.set(section, new Set([...(areas.get(section) ?? []), e.area]));
      }
    }
    for (const [section, set] of areas) expect([...set], section).toHaveLength(1);
    expect(sectionTags("/mobile/solution/4")).toEqual(["solutions", "cases"]);
    expect(sectionTags("detailNew")).toEqual(["news"]);
    expect(sectionTags("register")).toBeUndefined();
    expect(sectionTagTable()).toMatchObject({ "": ["home"], case: ["cases"], privacy: ["pages"] });
  });

  it("pairs desktop and mobile URLs whose parameters carry over", () => {
    for (const pair of DEVICE_PAIRS) {
      const names = (t: string) => templateParams(t);
      const has = (t: string) => new Set(names(t).map((p) => p.name));
      if (pair.only !== "toDesktop")
        for (const p of names(pair.mobile))
          if (!p.optional) expect(has(pair.desktop).has(p.name), `${pair.desktop} -> ${pair.mobile}`).toBe(true);
      if (pair.only !== "toMobile")
        for (const p of names(pair.desktop))
          if (!p.optional) expect(has(pair.mobile).has(p.name), `${pair.mobile} -> ${pair.desktop}`).toBe(true);
    }
  });

  it("lists the sitemap's static pages and the query each page keeps", () => {
    for (const { slug } of CASE_STORY_PAGES) expect(SITEMAP_PAGES).toContain(desktop.caseStory(slug));
    expect(SITEMAP_PAGES).toContain("/register");
    expect(SITEMAP_PAGES).not.toContain("/news");
    expect(pageQuery("routes/mobile/cases")).toEqual(["type", "page"]);
    expect(pageQuery("routes/mobile/news")).toEqual(["page"]);
    expect(pageQuery("routes/desktop/about")).toEqual([]);
    // A price plan's button names the intent and the plan (app/kernel/lead-intent.ts).
    expect(pageQuery("routes/mobile/register")).toEqual(["sent", "intent", "plan"]);
    expect(pageQuery("routes/mobile/partner-apply")).toEqual(["sent"]);
    expect(FORM_PAGE_PATHS).toEqual(["register", "mobile/register", "partner/apply", "mobile/partner/apply"]);
  });

  it("serves the about, product and story pages as pages of blocks, each with its seeded document", () => {
    expect(CASE_STORY_PAGES.map((s) => s.slug)).toEqual(["fai", "foxwell", "geely", "jlb"]);
    expect(BLOCK_PAGES).toEqual(
      expect.arrayContaining([
        ["about", "about"],
        ["oa", "oa"],
        ["live", "live"],
        ["trade", "trade"],
        ["education", "education"],
        ["caseFai", "case/fai"],
        ["caseJlb", "case/jlb"],
      ]),
    );
    for (const [key, path] of BLOCK_PAGES) expect(Object.keys(seedPages), key).toContain(path);
    expect(PAGES.caseJlb).toMatchObject({
      area: "cases",
      label: "JLB Cold Chain Logistics",
      shortLabel: "JLB Cold Chain",
    });
  });

  it("builds the paths the pages have always had", () => {
    expect(desktop.newsType("company")).toBe("/news/company%20copy");
    expect(desktop.newsType("company", 2)).toBe("/news/company/2%20copy");
    expect(desktop.news(1)).toBe("/news");
    expect(desktop.casesList("retail", 3)).toBe("/cases_list/retail/3");
    expect(desktop.cases()).toBe("/cases_list/manufacturing");
    expect(desktop.help()).toBe("/help");
    expect(desktop.register(true)).toBe("/register?sent=1");
    expect(desktop.partnerApply(true)).toBe("/partner/apply?sent=1");
    expect(desktop.product("oa")).toBe("/oa");
    expect(desktop.search()).toBe("/search");
    expect(mobile.cases()).toBe("/mobile/cases");
    expect(mobile.cases("retail")).toBe("/mobile/cases?type=retail");
    expect(mobile.solutions("finance")).toBe("/mobile/solution?type=finance");
    expect(mobile.home()).toBe("/mobile");
    expect(mobile.case(5)).toBe("/mobile/cases/5");
    expect(mobile.help()).toBe("/mobile/help");
    expect(mobile.help(3)).toBe("/mobile/help/3");
    expect(mobile.helpTopic(7)).toBe("/mobile/help/topic/7");
    expect(mobile.partner()).toBe("/mobile/partner");
    expect(mobile.register()).toBe("/mobile/register");
    expect(mobile.register(true)).toBe("/mobile/register?sent=1");
    expect(mobile.privacy()).toBe("/mobile/privacy");
    expect(() => desktop.caseStory("nobody")).toThrow();
  });

  it("mounts the back office under /admin, outside every public list", () => {
    for (const r of adminRoutes()) expect(existsSync(path.join(root, "app", r.file)), r.file).toBe(true);
    expect(routeOf("/admin")).toBe("routes/admin/dashboard");
    expect(routeOf("/admin/setup/abc")).toBe("routes/admin/setup");
    expect(routeOf("/admin/forgot-password")).toBe("routes/admin/forgot-password");
    expect(routeOf("/admin/reset-password/abc")).toBe("routes/admin/reset-password");
    expect(routeOf("/admin/nope")).toBe("routes/admin/not-found");
    const adminPaths = Object.values(ADMIN_PAGES).map((p) => p.path);
    const publicTemplates = [...SITEMAP_PAGES, ...DEVICE_PAIRS.flatMap((p) => [p.desktop, p.mobile])];
    expect(publicTemplates.filter((t) => t.startsWith("/admin"))).toEqual([]);
    expect(ENTRIES.filter(([, e]) => adminPaths.includes(e.desktop?.path as never))).toEqual([]);
    expect(sectionTags("/admin/users")).toBeUndefined();
    expect(pageQuery("routes/admin/audit")).toEqual([]);
    expect(adminPageQuery("routes/admin/audit")).toEqual(["actor", "action", "target", "from", "to", "page"]);
    expect(adminPageQuery("routes/admin/sign-in")).toEqual(["redirectTo"]);
  });

  it("builds the admin's paths", () => {
    expect(admin.dashboard()).toBe("/admin");
    expect(admin.signIn()).toBe("/admin/sign-in");
    expect(admin.signIn("/admin/users")).toBe("/admin/sign-in?redirectTo=%2Fadmin%2Fusers");
    expect(admin.twoFactor(undefined, "backup")).toBe("/admin/two-factor?kind=backup");
    expect(admin.setup("t0k")).toBe("/admin/setup/t0k");
    expect(admin.audit({ actor: "a@b.c", page: 1 })).toBe("/admin/audit?actor=a%40b.c");
    expect(admin.audit({ from: "2026-01-01", page: 3 })).toBe("/admin/audit?from=2026-01-01&page=3");
    // The server's set-up links (mail, command line) lead to the set-up page, at any base path.
    expect(adminSetupUrl("https://example.org/x", "/site/", "t0k")).toBe(
      `https://example.org/site${admin.setup("t0k")}`,
    );
    expect(adminSetupUrl("https://example.org", "/", "t0k")).toBe(`https://example.org${admin.setup("t0k")}`);
    // Password reset: the page asking for an address, and the mailed link's page.
    expect(admin.forgotPassword()).toBe("/admin/forgot-password");
    expect(admin.resetPassword("t0k")).toBe("/admin/reset-password/t0k");
    expect(adminResetUrl("https://example.org/x", "/site/", "t0k")).toBe(
      "https://example.org/site/admin/reset-password/t0k",
    );
  });
});
