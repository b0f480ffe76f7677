import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { mobileAlternate, mobileBodyLinks, viewSwitchHref } from "../lib/device-links";
import { desktopCanonicalPath, mobileHref, toDesktopPath, toMobilePath } from "./device-map";
import { newsTypePath } from "./links";
import { DEVICE_PAIRS } from "./pages";

// Sample values for every parameter a template can hold.
const SAMPLE: Record<string, string> = { id: "42", type: "retail", page: "3", q: "cold chain" };

function fill(template: string, withOptional: boolean): string {
  const [path = "", query] = template.split(/\?(?=[a-z]+=)/);
  // Decoded segments. An absent optional parameter drops with its slash, and its literal
  // suffix joins the previous segment, as React Router matches it ("/news/retail copy").
  const segments: string[] = [];
  for (const seg of path.split("/").filter(Boolean)) {
    const m = /^:([a-z]+)(\?)?(.*)$/.exec(seg);
    if (!m) {
      segments.push(seg);
      continue;
    }
    const [, name = "", optional, suffix = ""] = m;
    if (optional && !withOptional) {
      if (suffix) segments.push(`${segments.pop() ?? ""}${suffix}`);
      continue;
    }
    segments.push(SAMPLE[name] + suffix);
  }
  const qs = new URLSearchParams();
  for (const pair of (query ?? "").split("&").filter(Boolean)) {
    const [key = "", value = ""] = pair.split("=");
    const m = /^:([a-z]+)(\?)?$/.exec(value)!;
    if (m[2] && !withOptional) continue;
    qs.set(key, SAMPLE[m[1]!]!);
  }
  const s = qs.toString();
  return `/${segments.map((seg) => encodeURIComponent(seg)).join("/")}${s ? `?${s}` : ""}`;
}

function split(url: string): [string, string] {
  const i = url.indexOf("?");
  return i < 0 ? [url, ""] : [url.slice(0, i), url.slice(i)];
}

describe("device map", () => {
  it("maps every two-way row desktop -> mobile -> desktop and back", () => {
    for (const row of DEVICE_PAIRS.filter((r) => !r.only)) {
      const desktop = fill(row.desktop, false);
      const mobile = fill(row.mobile, false);
      expect(toMobilePath(...split(desktop)), row.desktop).toBe(mobile);
      expect(toDesktopPath(...split(mobile)), row.mobile).toBe(desktop);
    }
  });

  it("drops the desktop page number but keeps the category", () => {
    expect(toMobilePath("/cases_list/retail/3")).toBe("/mobile/cases?type=retail");
    expect(toMobilePath("/qas/billing/2")).toBe("/mobile/qas/billing");
    expect(toMobilePath("/videos/webinars/4")).toBe("/mobile/videos/webinars");
    expect(toMobilePath("/solution_list/finance/2")).toBe("/mobile/solution?type=finance");
  });

  it("handles the specification's news path that ends in ' copy'", () => {
    // Desktop -> mobile: the canonical form without a page, with a page, and the
    // "/type/ copy" spelling React Router also matches (page absent).
    expect(toMobilePath("/news/company%20copy")).toBe("/mobile/news/company");
    expect(toMobilePath("/news/company/2%20copy")).toBe("/mobile/news/company");
    expect(toMobilePath("/news/product/%20copy")).toBe("/mobile/news/product");
    expect(toMobilePath("/news/product%20copy/")).toBe("/mobile/news/product");
    // Mobile -> desktop: the page-less canonical form the desktop page itself uses.
    expect(toDesktopPath("/mobile/news/company")).toBe("/news/company%20copy");
    expect(toDesktopPath("/mobile/news/events")).toBe(newsTypePath("events"));
    expect(toDesktopPath("/mobile/news/company", "?page=2")).toBe("/news/company%20copy");
    // Not the news category route: no suffix, a bad category or page, a suffix elsewhere.
    for (const path of [
      "/news/company",
      "/news/Company%20copy",
      "/news/company/0%20copy",
      "/news/company/2/%20copy",
      "/news%20copy",
      "/news/%20copy",
      "/news/company%20copy%20copy",
    ]) {
      expect(toMobilePath(path), path).toBeNull();
    }
  });

  it("points a mobile news page's canonical and desktop switch at the desktop canonical URL", () => {
    const matches = [{ id: "root", loaderData: { siteUrl: "https://www.example.com" } }];
    expect(desktopCanonicalPath({ location: { pathname: "/mobile/news/company", search: "" }, matches })).toBe(
      newsTypePath("company"),
    );
    expect(mobileAlternate({ location: { pathname: "/news/company%20copy", search: "" }, matches })).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        media: "only screen and (max-width: 640px)",
        href: "https://www.example.com/mobile/news/company",
      },
    ]);
    expect(mobileAlternate({ location: { pathname: "/news/company/3%20copy", search: "" }, matches })).toHaveLength(1);
    const toDesktop = new URL(viewSwitchHref("desktop", "/mobile/news/company"), "https://x.example");
    expect(toDesktop.searchParams.get("next")).toBe("/news/company%20copy");
    const toMobile = new URL(viewSwitchHref("mobile", "/news/company%20copy"), "https://x.example");
    expect(toMobile.searchParams.get("next")).toBe("/mobile/news/company");
  });

  it("maps one-way rows in their direction only", () => {
    expect(toMobilePath("/detailNew/company/7")).toBe("/mobile/detail/7");
    expect(toDesktopPath("/mobile/detail/7")).toBe("/detail/7");
    expect(toDesktopPath("/mobile/cases")).toBe("/cases_list/manufacturing");
    expect(toMobilePath("/cases_list/manufacturing")).toBe("/mobile/cases?type=manufacturing");
  });

  it("gives every mobile route of the specification a desktop counterpart", () => {
    const mobileRoutes = [
      "/mobile",
      "/mobile/case/fai",
      "/mobile/case/foxwell",
      "/mobile/case/geely",
      "/mobile/case/jlb",
      "/mobile/cases",
      "/mobile/detail/1",
      "/mobile/live",
      "/mobile/news/company",
      "/mobile/oa",
      "/mobile/pm",
      "/mobile/price",
      "/mobile/promotion",
      "/mobile/qa/1",
      "/mobile/qas/billing",
      "/mobile/service",
      "/mobile/solution/1",
      "/mobile/solution",
      "/mobile/trade",
      "/mobile/videos/webinars",
    ];
    for (const path of mobileRoutes) expect(toDesktopPath(path), path).not.toBeNull();
  });

  it("pairs the about and education pages with their mobile twins", () => {
    expect(toMobilePath("/about")).toBe("/mobile/about");
    expect(toDesktopPath("/mobile/education")).toBe("/education");
  });

  it("maps the news and video overviews to their first mobile list, one way", () => {
    expect(toMobilePath("/news")).toBe("/mobile/news/company");
    expect(toMobilePath("/videos")).toBe("/mobile/videos/product-tours");
    expect(toDesktopPath("/mobile/news/company")).toBe("/news/company%20copy");
    expect(toDesktopPath("/mobile/videos/product-tours")).toBe("/videos/product-tours");
  });

  it("pairs case detail, partners, the help centre and the register form with their mobile twins", () => {
    const pairs = [
      ["/cases/5", "/mobile/cases/5"],
      ["/partner", "/mobile/partner"],
      ["/help", "/mobile/help"],
      ["/help/3", "/mobile/help/3"],
      ["/help/topic/7", "/mobile/help/topic/7"],
      ["/register", "/mobile/register"],
      ["/register?sent=1", "/mobile/register?sent=1"],
    ] as const;
    for (const [desktop, mobile] of pairs) {
      expect(toMobilePath(...split(desktop)), desktop).toBe(mobile);
      expect(toDesktopPath(...split(mobile)), mobile).toBe(desktop);
    }
    // The mobile case list keeps its own page; a topic is never read as an article id.
    expect(toDesktopPath("/mobile/cases", "?type=retail")).toBe("/cases_list/retail");
    expect(toMobilePath("/help/topic")).toBeNull();
    expect(toMobilePath("/help/topic/abc")).toBeNull();
    expect(toMobilePath("/cases/abc")).toBeNull();
  });

  it("keeps the visitor's place when switching on the new twins", () => {
    const next = (mode: "desktop" | "mobile", path: string, search = "") =>
      new URL(viewSwitchHref(mode, path, search), "https://x.example").searchParams.get("next");
    expect(next("desktop", "/mobile/help/topic/7")).toBe("/help/topic/7");
    expect(next("desktop", "/mobile/cases/5")).toBe("/cases/5");
    expect(next("mobile", "/partner")).toBe("/mobile/partner");
    expect(next("mobile", "/register")).toBe("/mobile/register");
    expect(next("mobile", "/privacy")).toBe("/mobile/privacy");
    expect(next("desktop", "/mobile/privacy")).toBe("/privacy");
    // Without a registry twin, the server's switch finds it (a page at a chosen address) or the home.
    expect(next("mobile", "/campaigns/spring")).toBe("/campaigns/spring");
    expect(next("desktop", "/mobile/campaigns/spring")).toBe("/mobile/campaigns/spring");
  });

  it("leaves desktop URLs without a counterpart alone", () => {
    for (const path of ["/404", "/500", "/news/2", "/nope", "/case/unknown"]) {
      expect(toMobilePath(path), path).toBeNull();
    }
  });

  it("refuses malformed parameters", () => {
    for (const path of [
      "/detail/abc",
      "/detail/-1",
      "/detail/012",
      "/detail/99999999999",
      "/qa/1.5",
      "/qas/Billing",
      "/qas/bad_type",
      "/cases_list/retail/0",
      "/cases_list/retail/02",
      "/solution/%E0%A4%A",
    ]) {
      expect(toMobilePath(path), path).toBeNull();
    }
    expect(toDesktopPath("/mobile/detail/abc")).toBeNull();
    expect(toDesktopPath("/mobile/detail/1/extra")).toBeNull();
  });

  it("normalises trailing and doubled slashes", () => {
    expect(toMobilePath("/oa/")).toBe("/mobile/oa");
    expect(toMobilePath("//pm")).toBe("/mobile/pm");
    expect(toDesktopPath("/mobile/")).toBe("/");
  });

  it("never maps a mobile path to mobile or a desktop path to desktop", () => {
    expect(toMobilePath("/mobile/oa")).toBeNull();
    expect(toDesktopPath("/oa")).toBeNull();
  });

  it("always produces a same-site router path, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, search) => {
        for (const out of [toMobilePath(`/${path}`, search), toDesktopPath(`/mobile/${path}`, search)]) {
          if (out === null) continue;
          expect(out.startsWith("/")).toBe(true);
          expect(out.startsWith("//")).toBe(false);
          expect(out).not.toMatch(/[\\\s<>"]/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("builds the meta links of both variants", () => {
    const matches = [{ id: "root", loaderData: { siteUrl: "https://www.example.com" } }];
    expect(mobileAlternate({ location: { pathname: "/qa/12", search: "" }, matches })).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        media: "only screen and (max-width: 640px)",
        href: "https://www.example.com/mobile/qa/12",
      },
    ]);
    expect(mobileAlternate({ location: { pathname: "/news/2", search: "" }, matches })).toEqual([]);
    expect(
      desktopCanonicalPath({ location: { pathname: "/mobile/cases", search: "?type=retail&page=3" }, matches }),
    ).toBe("/cases_list/retail");
  });

  it("builds switch links to the server endpoint", () => {
    const href = viewSwitchHref("desktop", "/mobile/qas/billing", "?page=2");
    const url = new URL(href, "https://x.example");
    expect(url.pathname).toBe("/view");
    expect(url.searchParams.get("mode")).toBe("desktop");
    expect(url.searchParams.get("next")).toBe("/qas/billing");
    // No twin in the registry: the server's switch sends /news/2 to the mobile home (server/device.test.ts).
    expect(new URL(viewSwitchHref("mobile", "/news/2"), "https://x.example").searchParams.get("next")).toBe("/news/2");
    expect(new URL(viewSwitchHref("mobile", "/price"), "https://x.example").searchParams.get("next")).toBe(
      "/mobile/price",
    );
  });
});

describe("mobileHref", () => {
  it("maps an editor's desktop link with its query, and keeps what has no twin", () => {
    expect(mobileHref("/register?intent=trial&plan=team")).toBe("/mobile/register?intent=trial&plan=team");
    expect(mobileHref("/partner/apply")).toBe("/mobile/partner/apply");
    expect(mobileHref("/price")).toBe("/mobile/price");
    expect(mobileHref("https://status.example/")).toBe("https://status.example/");
    // A query the page's template refuses maps nowhere: the link stays, for the device redirect.
    expect(mobileHref("/register?plan=Not%20a%20slug")).toBe("/register?plan=Not%20a%20slug");
  });
});

describe("mobileBodyLinks", () => {
  it("points a body's links to desktop pages with a mobile twin at the twin", () => {
    const html =
      '<p>See <a href="/price">pricing</a>, <a href="/cases_list/retail">retail stories</a>, ' +
      '<a href="/help/7#steps">the guide</a> and <a title="x" href="/privacy">privacy</a>.</p>';
    expect(mobileBodyLinks(html)).toBe(
      '<p>See <a href="/mobile/price">pricing</a>, <a href="/mobile/cases?type=retail">retail stories</a>, ' +
        '<a href="/mobile/help/7#steps">the guide</a> and <a title="x" href="/mobile/privacy">privacy</a>.</p>',
    );
  });

  it("reads the query as the sanitised HTML escapes it, and keeps what the twin reads", () => {
    expect(mobileBodyLinks('<a href="/search?section=news&amp;q=cold%20chain">s</a>')).toBe(
      '<a href="/mobile/search?q=cold+chain">s</a>',
    );
  });

  it("leaves links without a twin, mobile links, fragments, other sites and mail alone", () => {
    const html = [
      '<a href="/news/2">a</a>',
      '<a href="/mobile/price">b</a>',
      '<a href="#top">c</a>',
      '<a rel="noopener noreferrer" href="https://example.com/price">d</a>',
      '<a href="mailto:hello@brightlane.example">e</a>',
      '<a href="//evil.example/price">f</a>',
      '<a href="/detail/abc">g</a>',
    ].join("");
    expect(mobileBodyLinks(html)).toBe(html);
    expect(mobileBodyLinks("<p>No links at all.</p>")).toBe("<p>No links at all.</p>");
  });

  it("keeps the base path on links that carry it", () => {
    vi.stubEnv("BASE_URL", "/site/");
    try {
      expect(mobileBodyLinks('<a href="/site/price">x</a><a href="/site/">y</a><a href="/price">z</a>')).toBe(
        '<a href="/site/mobile/price">x</a><a href="/site/mobile">y</a><a href="/mobile/price">z</a>',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
