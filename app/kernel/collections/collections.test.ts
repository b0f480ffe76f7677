/**
 * The lists public pages keep apart from the definitions (their browser code never loads
 * the definitions: tests/perf/budgets.test.ts) agree with them.
 */
import { describe, expect, it } from "vitest";
import { desktop, mobile } from "../links.ts";
import { sectionTags, sectionTagTable } from "../pages.ts";
import { snake } from "../editorial-rows.ts";
import { SEARCH_SECTIONS, searchHitPaths, searchSectionLabel } from "../search-sections.ts";
import { COLLECTIONS } from "./index.ts";
import { documentKeys } from "./define.ts";

describe("the content types' definitions", () => {
  it("have names and, but for the page blocks' shared table, tables of their own", () => {
    const names = COLLECTIONS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const tables = COLLECTIONS.filter((c) => Object.keys(c.scope).length === 0).map((c) => c.table);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it("stand in the admin's order by their positions, no two at one", () => {
    const positions = COLLECTIONS.map((c) => c.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(COLLECTIONS.map((c) => c.name)).toEqual([
      "news",
      "cases",
      "solutions",
      "videos",
      "qas",
      "events",
      "help-articles",
      "partners",
      "promotions",
      "services",
      "plans",
      "help-categories",
      "price-faq",
      "home-blocks",
      "site-settings",
      "pages",
    ]);
  });

  it("feed each site-search section from one type, named in each locale's words", () => {
    const sections = COLLECTIONS.flatMap((c) => (c.search ? [c.search.section] : []));
    expect(new Set(sections).size).toBe(sections.length);
    expect(SEARCH_SECTIONS).toEqual(sections);
    const names = (tag: string) => Object.fromEntries(SEARCH_SECTIONS.map((s) => [s, searchSectionLabel(s, tag)]));
    expect(names("en")).toEqual({
      news: "News",
      cases: "Case studies",
      solutions: "Solutions",
      videos: "Videos",
      qas: "Questions and answers",
      events: "Events",
      help: "Help centre",
      pages: "Products and company",
    });
    expect(names("zh-Hans")).toEqual({
      news: "新闻",
      cases: "客户案例",
      solutions: "解决方案",
      videos: "视频",
      qas: "常见问题",
      events: "活动",
      help: "帮助中心",
      pages: "产品与公司",
    });
  });

  it("lead a search hit to its page on each skin", () => {
    const paths = Object.fromEntries(
      SEARCH_SECTIONS.map((s) => [s, searchHitPaths(s, 7, s === "pages" ? "price" : "product-tours")]),
    );
    const both = (path: string, mobilePath: string | null) => ({ path, mobilePath });
    expect(paths).toEqual({
      news: both(desktop.article(7), mobile.article(7)),
      cases: both(desktop.case(7), mobile.case(7)),
      solutions: both(desktop.solution(7), mobile.solution(7)),
      videos: both(`${desktop.videosList("product-tours")}#video-7`, `${mobile.videos("product-tours")}#video-7`),
      qas: both(desktop.qa(7), mobile.qa(7)),
      events: both(desktop.event(7), mobile.event(7)),
      help: both(desktop.help(7), mobile.help(7)),
      pages: both(desktop.price(), mobile.price()),
    });
    // A page at an address its editors chose has its twin under /mobile.
    expect(searchHitPaths("pages", 1, "/campaigns/spring")).toEqual(
      both("/campaigns/spring", "/mobile/campaigns/spring"),
    );
  });

  it("drop page-cache tags that pages carry, and their list page carries them", () => {
    const known = new Set(Object.values(sectionTagTable()).flat());
    for (const c of COLLECTIONS) {
      // "site" (navigation and footer) reaches every page.
      for (const tag of c.tags) if (tag !== "site") expect(known, `${c.name}: ${tag}`).toContain(tag);
      // Pages of blocks live at their own addresses; the list URL of settings is the home page.
      if (c.name === "pages" || c.name === "site-settings") continue;
      expect(sectionTags(c.listUrl.desktop), c.name).toEqual(expect.arrayContaining([...c.tags]));
    }
  });

  it("name localised keys and search columns of their own documents", () => {
    for (const c of COLLECTIONS) {
      const keys = documentKeys(c);
      for (const key of c.localised) expect(keys, c.name).toContain(key);
      for (const entry of c.search?.text ?? []) {
        const column = entry.split(".")[0]!;
        expect(
          keys.map((k) => k.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)),
          c.name,
        ).toContain(column);
        // A path reads inside a JSON column.
        if (entry.includes(".")) expect(c.json, c.name).toContain(column);
      }
    }
  });

  it("read their rows with a codec exactly when they have public read endpoints, over their own columns", () => {
    for (const c of COLLECTIONS) {
      expect(c.read !== null, c.name).toBe(c.api !== null);
      const columns = ["id", "published_at", "updated_at", ...documentKeys(c).map(snake)];
      for (const column of c.read?.columns ?? []) expect(columns, c.name).toContain(column);
    }
  });
});
