import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { canonicalTarget, routeTable } from "./canonical-url.ts";

// A route table shaped like app/routes.ts: layouts without a path, optional and
// suffixed parameters, a mixed-case literal, pages naming query parameters, catch-alls.
const QUERY: Record<string, string[]> = { search: ["q", "page"], "mobile-cases": ["type", "page"] };
const route = (id: string, parentId: string | undefined, path?: string, extra: { index?: boolean } = {}) => ({
  id,
  parentId,
  path,
  index: extra.index,
  module: {},
});
const build = {
  routes: Object.fromEntries(
    [
      route("root", undefined, ""),
      route("desktop", "root"),
      route("home", "desktop", undefined, { index: true }),
      route("about", "desktop", "about"),
      route("news-category", "desktop", "news/:type/:page? copy"),
      route("detail-new", "desktop", "detailNew/:type/:id"),
      route("search", "desktop", "search"),
      route("setup", "desktop", "admin/setup/:token"),
      route("catch-all", "desktop", "*"),
      route("mobile", "root", "mobile"),
      route("mobile-cases", "mobile", "cases"),
      route("mobile-catch-all", "mobile", "*"),
    ].map((r) => [r.id, r]),
  ),
} as unknown as ServerBuild;
const table = routeTable(build, (id) => QUERY[id] ?? []);
const target = (path: string, search = "") => {
  const t = canonicalTarget(table, path, search);
  return t && (t.search ? `${t.path}?${t.search}` : t.path);
};

describe("canonicalTarget", () => {
  it("leaves a page's own URL alone", () => {
    for (const [path, search] of [
      ["/", ""],
      ["/about", ""],
      ["/detailNew/company/3", ""],
      ["/search", "q=report&page=2"],
      ["/mobile/cases", "type=retail"],
      ["/news/tech/2%20copy", ""],
    ]) {
      expect(target(path!, search), `${path}?${search}`).toBeNull();
    }
  });

  it("spells a page's path as the route table does", () => {
    expect(target("/About")).toBe("/about");
    expect(target("/detailnew/company/3")).toBe("/detailNew/company/3");
    expect(target("/MOBILE/Cases")).toBe("/mobile/cases");
    expect(target("/News/tech/2%20Copy")).toBe("/news/tech/2%20copy");
    // Parameters keep their spelling: a category in capitals is no page, and stays the 404 it is.
    expect(target("/detailNew/Company/3")).toBeNull();
    expect(target("/mobile/cases", "type=Retail")).toBeNull();
  });

  it("leaves a parameter alone whatever letter it ends with (a set-up token ending in E, N, D or T)", () => {
    for (const token of ["abcE", "abcN", "abcD", "abcT", "abc%3F", "abc%3f"])
      expect(target(`/admin/setup/${token}`), token).toBeNull();
    expect(target("/detailNew/ABCE/3")).toBeNull();
  });

  it("drops trailing slashes and resolves dot segments, but never echoes a path that could read as another host", () => {
    expect(target("/about/")).toBe("/about");
    expect(target("/About//")).toBe("/about");
    expect(target("/x/../about/.")).toBe("/about");
    expect(target("/mobile/%2e%2e/about")).toBe("/about");
    for (const path of [
      "//about",
      "//evil.example/about",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/.//about",
      "//",
    ]) {
      expect(target(path, "v=1"), path).toBeNull();
    }
  });

  it("keeps the first value of each parameter the page reads and nothing else", () => {
    expect(target("/about", "v=1")).toBe("/about");
    expect(target("/", "fbclid=x")).toBe("/");
    expect(target("/search", "v=1&q=a+b&q=c&page=2")).toBe("/search?q=a+b&page=2");
    expect(target("/Mobile/cases", "page=2&type=retail&x=1")).toBe("/mobile/cases?page=2&type=retail");
  });

  it("keeps the five UTM parameters on every page, so a landing link keeps its campaign", () => {
    const utm = "utm_source=mail&utm_medium=email&utm_campaign=spring&utm_term=crm&utm_content=top";
    expect(target("/", utm)).toBeNull();
    expect(target("/search", "q=crm&utm_campaign=spring")).toBeNull();
    expect(target("/mobile/cases", `type=retail&${utm}`)).toBeNull();
    // Other tags still go, and the campaign stays.
    expect(target("/about", "utm_source=mail&fbclid=x&utm_id=7")).toBe("/about?utm_source=mail");
    // A path that names no page still keeps nothing.
    expect(target("/No-Such-Page", "utm_source=x")).toBe("/No-Such-Page");
  });

  it("keeps the campaign of an address a page of blocks may hold (the catch-all serves it), on both skins", () => {
    expect(target("/campaigns/spring", "utm_campaign=spring&utm_source=mail")).toBeNull();
    expect(target("/mobile/campaigns/spring", "utm_campaign=spring")).toBeNull();
    expect(target("/campaigns/spring", "utm_campaign=spring&fbclid=x")).toBe("/campaigns/spring?utm_campaign=spring");
  });

  it("does not respell a path that names no page, and drops every parameter of it", () => {
    expect(target("/No-Such-Page")).toBeNull();
    expect(target("/No-Such-Page", "page=2")).toBe("/No-Such-Page");
    expect(target(`/A${"/b".repeat(5000)}`)).toBeNull();
    expect(target("/%C3%89T%C3%89")).toBeNull(); // percent escapes stay as they are
  });
});
