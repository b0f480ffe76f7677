import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SiteLocale } from "~/kernel/locales";
import { servicesContext, type Services } from "./context.server";
import { rootLocale } from "./locale.server";
import { pageJsonLd } from "./page-json-ld.server";
import { pageMeta } from "./seo";

const SITE = "https://www.brightlane.example";
const LOCALES: SiteLocale[] = [
  { tag: "en", prefix: "", fallback: [] },
  { tag: "zh-Hans", prefix: "zh", fallback: ["en"] },
];

function args(path: string, locales: SiteLocale[] | undefined = LOCALES) {
  const context = new RouterContextProvider();
  context.set(servicesContext, { config: { SITE_URL: SITE, LOCALES: locales } } as unknown as Services);
  return { request: new Request(`${SITE}${path}`), context };
}

/** The canonical link pageMeta writes for the same request (the root loader's data as the page has it). */
function canonicalOf(path: string, routerPath: string, canonicalPath?: string) {
  const root = { siteUrl: SITE, ...rootLocale(LOCALES, SITE, path) };
  const tags = pageMeta(
    { location: { pathname: routerPath }, matches: [{ id: "root", loaderData: root }] },
    { title: "t", description: "d", ...(canonicalPath ? { canonicalPath } : {}) },
  );
  return (tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string }).href;
}

const urlOf = (path: string, canonical?: string, locales?: SiteLocale[]) =>
  pageJsonLd(args(path, locales), canonical, ({ url }) => ({ "@type": "Thing", url }))[0]?.url;

describe("a page's JSON-LD built by its loader", () => {
  it("names the canonical URL pageMeta links to, in the reader's locale", () => {
    expect(urlOf("/detail/7", "/detail/7")).toBe(canonicalOf("/detail/7", "/detail/7", "/detail/7"));
    expect(urlOf("/zh/detail/7", "/detail/7")).toBe(`${SITE}/zh/detail/7`);
    expect(urlOf("/zh/detail/7", "/detail/7")).toBe(canonicalOf("/zh/detail/7", "/detail/7", "/detail/7"));
    expect(urlOf("/zh/about")).toBe(canonicalOf("/zh/about", "/about"));
    expect(urlOf("/zh/about", undefined, [LOCALES[0]!])).toBe(`${SITE}/zh/about`);
  });

  it("points a mobile page's nodes at its desktop twin", () => {
    expect(urlOf("/mobile/detail/7", "desktop")).toBe(`${SITE}/detail/7`);
    expect(urlOf("/zh/mobile/detail/7", "desktop")).toBe(`${SITE}/zh/detail/7`);
  });

  it("leaves out the nodes a page does not have", () => {
    expect(pageJsonLd(args("/news"), undefined, () => null)).toEqual([]);
    expect(pageJsonLd(args("/news"), undefined, () => [null, { "@type": "Thing" }])).toEqual([{ "@type": "Thing" }]);
  });

  it("marks each creative work with the language of the text shown, not the reader's while it falls back", () => {
    const nodes = (path: string, locales: SiteLocale[] = LOCALES) =>
      pageJsonLd(args(path, locales), undefined, () => [
        { "@type": "NewsArticle" },
        { "@type": "Product" },
        { "@type": "ItemList", itemListElement: [{ "@type": "ListItem", item: { "@type": "VideoObject" } }] },
      ]);
    const languages = (path: string, locales?: SiteLocale[]) =>
      JSON.stringify(nodes(path, locales)).match(/"inLanguage":"[^"]+"/g);
    expect(languages("/news")).toEqual(['"inLanguage":"en"', '"inLanguage":"en"']);
    expect(languages("/zh/news")).toEqual(['"inLanguage":"en"', '"inLanguage":"en"']);
    expect(nodes("/zh/news")[1]).toEqual({ "@type": "Product" });
    // A locale with its own texts (no fallback) names itself; a default locale other than English too.
    const own: SiteLocale[] = [LOCALES[0]!, { tag: "zh-Hans", prefix: "zh", fallback: [] }];
    expect(languages("/zh/news", own)).toEqual(['"inLanguage":"zh-Hans"', '"inLanguage":"zh-Hans"']);
    expect(languages("/news", [{ tag: "de", prefix: "", fallback: [] }])).toEqual([
      '"inLanguage":"de"',
      '"inLanguage":"de"',
    ]);
  });
});
