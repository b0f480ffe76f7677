import { describe, expect, it } from "vitest";
import {
  freePageTwin,
  HOME_PAGE_PATH,
  isFreePagePath,
  pagePathProblem,
  staticPathProblem,
  type TakenPaths,
} from "./page-paths.ts";

const NOTHING: TakenPaths = { pages: [], redirects: [] };

describe("the address an editor types for a page", () => {
  it("takes lower-case words and hyphens, up to four segments", () => {
    for (const path of ["spring-launch", "campaigns/spring-launch", "summits/2027/london-summit", "a/b/c/d"])
      expect(staticPathProblem(path)).toBeNull();
  });

  it("refuses other spellings, saying what it takes", () => {
    expect(staticPathProblem("/campaigns/spring")).toMatch(/leading slash/);
    expect(staticPathProblem("Campaigns/Spring")).toMatch(/Lower-case words/);
    for (const path of ["spring_launch", "spring--launch", "-spring", "spring-", "a//b", "a/b/", "spring launch"])
      expect(staticPathProblem(path)).toMatch(/Lower-case words/);
    expect(staticPathProblem("a/b/c/d/e")).toBe("At most 4 segments");
    expect(staticPathProblem("x".repeat(121))).toBe("At most 120 characters");
  });

  it("keeps the site's own prefixes", () => {
    for (const first of ["admin", "api", "mobile", "assets", "media", "preview", "feeds", "sitemaps", "view"])
      expect(staticPathProblem(`${first}/spring`)).toBe(`/${first}/ is reserved for the site itself`);
  });

  it("keeps every configured locale's prefix, and no other language's", () => {
    const locales = [
      { tag: "en", prefix: "" },
      { tag: "zh-Hans", prefix: "zh" },
      { tag: "en-GB", prefix: "en-gb" },
    ];
    const taken = { pages: [], redirects: [], locales };
    expect(pagePathProblem("zh", taken)).toBe("/zh/ is the address of the site in zh-Hans");
    expect(pagePathProblem("zh/spring", taken)).toBe("/zh/ is the address of the site in zh-Hans");
    expect(pagePathProblem("en-gb/offers/spring", taken)).toBe("/en-gb/ is the address of the site in en-GB");
    for (const free of ["de/spring", "zhong/spring", "spring/zh", "en/spring"])
      expect(pagePathProblem(free, taken), free).toBeNull();
    // Which prefixes are kept is the configuration's (LOCALES), not the code's.
    expect(staticPathProblem("zh/spring")).toBeNull();
    expect(pagePathProblem("zh/spring", { pages: [], redirects: [] })).toBeNull();
  });

  it("keeps the sections of the registry's routes, derived from the registry", () => {
    // The customer stories are pages of blocks themselves: a new story may take /case/<name>.
    expect(staticPathProblem("case/acme")).toBeNull();
    expect(staticPathProblem("solution/spring")).toBe("/solution/spring is the solution detail route");
    expect(staticPathProblem("help/topic/1/more")).toBe("/help/ is the site's help section");
  });

  it("names the registry route a path would land on, on either skin", () => {
    expect(staticPathProblem("news/spring")).toBe("/news/spring is the news category route");
    expect(staticPathProblem("news/company")).toBe("/news/company is the news category route");
    expect(staticPathProblem("news/2")).toBe("/news/2 is the news page route");
    expect(staticPathProblem("solution")).toBe("/solution is the solution route");
    // A page of blocks in the registry is its document's: only another page can collide with it.
    expect(staticPathProblem("about")).toBeNull();
    // So is the document holding the words of a page around live content (decision 0089); the
    // address under the lead form is open, as under any page of blocks.
    for (const path of ["price", "promotion", "service", "partner", "register", "partner/apply"])
      expect(staticPathProblem(path), path).toBeNull();
    expect(staticPathProblem("partner/programme")).toBeNull();
    expect(staticPathProblem("price/2")).toBeNull();
    expect(staticPathProblem("404")).toBe("/404 is the not found route");
    // /cases/:id takes any segment in the router, so a word there is lost to the case page.
    expect(staticPathProblem("cases/spring")).toBe("/cases/spring is the case detail route");
    // Only the mobile skin has /mobile/cases.
    expect(staticPathProblem("cases")).toBe("/cases is the cases list route");
    expect(staticPathProblem("help/2")).toBe("/help/2 is the help route");
  });

  it("keeps each content list's base path to its document, and the list's other addresses to its routes", () => {
    // Decision 0090: the path of a list's words, spelt as the list's desktop path.
    for (const path of ["news", "cases_list", "solution_list", "videos", "qas", "help"])
      expect(staticPathProblem(path), path).toBeNull();
    // No page of blocks answers there: the list's route does.
    for (const path of ["news", "cases_list", "help"]) expect(isFreePagePath(path), path).toBe(false);
    expect(staticPathProblem("cases_list/retail")).toMatch(/^Lower-case words/);
    expect(staticPathProblem("qas/billing")).toBe("/qas/billing is the qas route");
    expect(staticPathProblem("videos/webinars")).toBe("/videos/webinars is the videos list route");
    // Any other page is refused the path its document holds.
    const held = { id: 7, path: "news", title: "News", state: "published" as const };
    expect(pagePathProblem("news", { pages: [held], redirects: [] })).toBe("/news is the address of the page “News”");
  });

  it("leaves the registry's pages of blocks, and the addresses under them, to the pages collection", () => {
    expect(staticPathProblem("contact")).toBeNull();
    expect(staticPathProblem("contact/london")).toBeNull();
    expect(isFreePagePath("campaigns/spring-launch")).toBe(true);
    expect(isFreePagePath("news/company")).toBe(false);
  });

  it("refuses another page's address, drafts and the trash included, naming the page", () => {
    const holder = (state: "published" | "unpublished" | "draft" | "trashed") => ({
      pages: [{ id: 7, path: "campaigns/spring", title: "Spring", state }],
      redirects: [],
    });
    expect(pagePathProblem("campaigns/spring", holder("published"))).toBe(
      "/campaigns/spring is the address of the page “Spring”",
    );
    expect(pagePathProblem("campaigns/spring", holder("unpublished"))).toMatch(/unpublished page “Spring”/);
    expect(pagePathProblem("campaigns/spring", holder("draft"))).toMatch(/taken by the draft of the page “Spring”/);
    expect(pagePathProblem("campaigns/spring", holder("trashed"))).toMatch(/page in the trash “Spring”/);
    expect(pagePathProblem("campaigns/summer", holder("published"))).toBeNull();
  });

  it("refuses a path a redirect starts at, on either skin", () => {
    expect(pagePathProblem("spring", { pages: [], redirects: ["/spring"] })).toBe(
      "/spring is a redirect: remove it under Redirects first",
    );
    expect(pagePathProblem("spring", { pages: [], redirects: ["/mobile/spring"] })).toMatch(/^\/mobile\/spring is a/);
    expect(pagePathProblem("spring", { pages: [], redirects: ["/spring/old"] })).toBeNull();
  });

  it("keeps the empty address to the home page's document, which keeps it", () => {
    // The schema accepts it (the home page's document is saved through it); no catch-all serves it.
    expect(staticPathProblem(HOME_PAGE_PATH)).toBeNull();
    expect(isFreePagePath(HOME_PAGE_PATH)).toBe(false);
    expect(pagePathProblem("", NOTHING)).toMatch(/empty address is the home page's/);
    expect(pagePathProblem("", { ...NOTHING, own: "campaigns/spring" })).toMatch(/empty address is the home page's/);
    expect(pagePathProblem("", { ...NOTHING, own: "" })).toBeNull();
    expect(pagePathProblem("campaigns/spring", { ...NOTHING, own: "" })).toMatch(/home page stays/);
  });

  it("judges the code's rules before the database's", () => {
    expect(pagePathProblem("news/company", { pages: [], redirects: ["/news/company"] })).toMatch(/news category/);
    expect(pagePathProblem("campaigns/spring", NOTHING)).toBeNull();
  });

  it("pairs a page's desktop and mobile addresses where the registry has no pair", () => {
    expect(freePageTwin("/campaigns/spring-launch")).toBe("/mobile/campaigns/spring-launch");
    expect(freePageTwin("/mobile/campaigns/spring-launch")).toBe("/campaigns/spring-launch");
    for (const path of ["/news/2", "/404", "/admin/pages", "/mobile/admin/x", "/Campaigns", "/mobile", "/"])
      expect(freePageTwin(path), path).toBeNull();
  });
});
