/**
 * A second locale (decision 0096), through the production build and the whole server, with
 * LOCALES=en,zh-Hans: the same pages under /zh on both skins, with the reader's language on
 * <html>, canonical and hreflang links per locale, links that stay in the locale, the
 * language switcher and the notice that the texts are still English; and, with the default
 * LOCALES, none of it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices } from "../support/databases.ts";
import { buildDirFor, ensureBuild, root } from "../support/server.ts";
import { loadLocaleBuilds } from "../../server/locale-builds.ts";
import { newsTypePath } from "../../app/kernel/links.ts";
import { createApp } from "../../server/app.ts";
import { createLogger } from "../../server/logger.ts";
import { withPageCache } from "../../server/page-cache/index.ts";
import { edgeTag, SITE_TAG } from "../../server/cdn/headers.ts";
import { inLocale } from "../../app/kernel/change-tags.ts";
import { buildTranslations } from "../../db/seed/build-translations.ts";

/** The news items the seed translates into Chinese. */
const TRANSLATED_NEWS = new Set(buildTranslations().flatMap((t) => (t.type === "news" ? [t.id] : [])));

const SITE = "http://brightlane.test";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";

async function serve(env: Record<string, string>, name: string, basePath = "/", withLocaleBuilds = false) {
  const services = await createTestServices("sqlite", name, {
    jobIntervalMs: 0,
    auditRetention: false,
    basePath,
    env: { PAGE_CACHE: "on", SITE_URL: SITE, ...env },
  });
  const buildDir = path.join(root, buildDirFor(basePath), "server", "index.js");
  const build = (await import(pathToFileURL(buildDir).href)) as ServerBuild;
  // Each translated locale's own build, as `npm start` loads them: its interface words compiled in.
  const localeBuilds = withLocaleBuilds
    ? await loadLocaleBuilds(path.join(root, buildDirFor(basePath)), services.config.LOCALES)
    : undefined;
  const app = createApp({
    config: services.config,
    logger: createLogger(services.config),
    services,
    build,
    localeBuilds,
  });
  const server = http.createServer(withPageCache(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (p: string, headers: Record<string, string> = {}) => fetch(origin + p, { redirect: "manual", headers });
  const post = (p: string, body: string, headers: Record<string, string>) =>
    fetch(origin + p, { method: "POST", redirect: "manual", headers, body });
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await services.dispose();
  };
  return { get, post, close };
}

const attr = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
  );
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** The page's own links, the language switcher's aside (they lead to the other locales on purpose). */
const pageLinks = (html: string) =>
  attr(html.replace(/<div class="locale-bar"[\s\S]*?<\/div>/, ""), /<a [^>]*href="(\/[^"]*)"/g);

describe("with LOCALES=en,zh-Hans", () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    ensureBuild("build");
    site = await serve({ LOCALES: "en,zh-Hans" }, "locales-two");
  }, 600_000);
  afterAll(() => site?.close());

  it.each([
    ["/zh/", 200],
    ["/zh/mobile", 200],
    ["/zh/news", 200],
    ["/zh/mobile/news/company", 200],
    ["/zh/detail/1", 200],
    ["/zh/no-such-page", 404],
    ["/zh/mobile/no-such-page", 404],
  ])("answers %s with %d, in Chinese around texts partly English", async (p, status) => {
    const res = await site.get(p);
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-Hans">');
    // The seed translates the site's name and tagline, not the rest (decision 0105).
    expect(html).toContain('<body><div class="locale-bar" lang="zh-Hans"><p>本页部分内容暂以英文显示。</p>');
    expect(html).toContain(
      '<nav aria-label="Language"><a href="/language?to=en" lang="en" hreflang="en" rel="nofollow">English</a>' +
        '<a href="/language?to=zh-Hans" lang="zh-Hans" hreflang="zh-Hans" rel="nofollow" aria-current="page">简体中文</a></nav>',
    );
    // Every link of the page itself stays in the reader's locale.
    const links = pageLinks(html);
    expect(links.length).toBeGreaterThan(5);
    // Files (media, a video's download) are the same in every locale.
    const files = (href: string) => href.startsWith("/media/") || /\.\w+$/.test(href);
    expect(links.filter((href) => !href.startsWith("/zh/") && !files(href))).toEqual([]);
  });

  it("links a desktop page to itself in every locale, with x-default, and is its own canonical", async () => {
    const zh = await (await site.get("/zh/news")).text();
    const en = await (await site.get("/news")).text();
    const alternates = { en: `${SITE}/news`, "zh-Hans": `${SITE}/zh/news`, "x-default": `${SITE}/news` };
    expect(hreflangs(zh)).toEqual(alternates);
    expect(hreflangs(en)).toEqual(alternates);
    expect(canonical(zh)).toBe(`${SITE}/zh/news`);
    expect(canonical(en)).toBe(`${SITE}/news`);
    expect(await (await site.get("/zh/")).text()).toContain(`<link rel="canonical" href="${SITE}/zh/"/>`);
    // The default's pages say nothing of a fallback and keep their language.
    expect(en).toContain('<html lang="en">');
    expect(en).not.toContain("本页内容");
    expect(en).toContain("<body>");
    expect(en).toContain(`hreflang="en" rel="nofollow" aria-current="page">English</a>`);
  });

  it("gives a mobile page its desktop twin in its locale as canonical, and the mobile pages as alternates", async () => {
    const html = await (await site.get("/zh/mobile/news/company")).text();
    expect(canonical(html)).toBe(`${SITE}/zh/news/company%20copy`);
    expect(hreflangs(html)["zh-Hans"]).toBe(`${SITE}/zh/mobile/news/company`);
    const desktop = await (await site.get("/zh/news/company%20copy")).text();
    expect(desktop).toContain(`media="only screen and (max-width: 640px)" href="${SITE}/zh/mobile/news/company"`);
  });

  it("keeps redirects in the locale: spellings, the bare prefix, phones and the skin switch", async () => {
    expect((await site.get("/zh")).headers.get("location")).toBe("/zh/");
    expect((await site.get("/zh/About")).headers.get("location")).toBe("/zh/about");
    expect((await site.get("/zh/about", { "user-agent": PHONE })).headers.get("location")).toBe("/zh/mobile/about");
    const html = await (await site.get("/zh/about")).text();
    const toMobile = attr(html, /href="([^"]*\/view\?[^"]*)"/g)[0]!;
    expect(toMobile.startsWith("/zh/view?")).toBe(true);
    const switched = await site.get(toMobile.replace(/&amp;/g, "&"));
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe("/zh/mobile/about");
  });

  it("switches language on the page the reader came from, whichever skin, and to the home page without one", async () => {
    const from = (p: string) => ({ referer: `${SITE}${p}` });
    const target = async (to: string, headers: Record<string, string> = {}) => {
      const res = await site.get(`/language?to=${to}`, headers);
      expect(res.status).toBe(302);
      expect(res.headers.get("cache-control")).toBe("no-store");
      return res.headers.get("location");
    };
    expect(await target("en", from("/zh/news/2"))).toBe("/news/2");
    expect(await target("zh-Hans", from("/news/2"))).toBe("/zh/news/2");
    expect(await target("zh-Hans", from("/mobile/qas/billing?page=2"))).toBe("/zh/mobile/qas/billing?page=2");
    expect(await target("en", from("/zh/"))).toBe("/");
    expect(await target("en", from("/zh"))).toBe("/");
    expect(await target("zh-Hans", from("/zh/about"))).toBe("/zh/about");
    expect(await target("zh-Hans")).toBe("/zh/");
    expect(await target("en", { referer: "not a url" })).toBe("/");
    expect(await target("en", { referer: "https://elsewhere.example//evil.example/x" })).toBe("/");
    const bad = await site.get("/language?to=fr");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("to must be one of en, zh-Hans");
  });

  it("keeps each locale's page apart in the page cache, its CDN tags the default's and each under its locale", async () => {
    for (const [first, then, lang] of [
      ["/zh/careers", "/careers", "en"],
      ["/mobile/help", "/zh/mobile/help", "zh-Hans"],
    ] as const) {
      expect((await site.get(first)).status, first).toBe(200);
      const kept = await site.get(first);
      expect(kept.headers.get("x-page-cache")).toBe("hit");
      const other = await site.get(then);
      expect(other.headers.get("x-page-cache"), then).toBe("miss");
      expect(await other.text()).toContain(`<html lang="${lang}">`);
      // A change of the shared content purges both; a Chinese publication, its own tags alone (decision 0105).
      const [zh, en] = lang === "en" ? [kept, other] : [other, kept];
      const zhKeys = zh.headers.get("surrogate-key")!.split(" ");
      const enKeys = en.headers.get("surrogate-key")!.split(" ");
      for (const key of enKeys) expect(zhKeys).toContain(key);
      for (const key of enKeys.filter((k) => k !== SITE_TAG))
        expect(zhKeys).toContain(edgeTag(inLocale("zh-Hans", key)));
      expect(zhKeys).toContain(edgeTag(inLocale("zh-Hans", "site")));
    }
  });

  it("gives each locale its news feeds, linked from its pages, its items in the language of their texts", async () => {
    const feedLinks = (html: string) =>
      attr(html, /<link rel="alternate" type="application\/rss\+xml"[^>]* href="([^"]+)"/g);
    expect(feedLinks(await (await site.get(`/zh${newsTypePath("company")}`)).text())).toEqual([
      `${SITE}/zh/feeds/news.xml`,
      `${SITE}/zh/feeds/news/company.xml`,
    ]);
    expect(feedLinks(await (await site.get("/zh/mobile/news/company")).text())).toContain(`${SITE}/zh/feeds/news.xml`);
    expect(feedLinks(await (await site.get("/news")).text())).toEqual([`${SITE}/feeds/news.xml`]);

    const zh = await site.get("/zh/feeds/news/company.xml");
    expect(zh.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const feed = await zh.text();
    expect(feed).toContain("<language>zh-Hans</language>");
    expect(feed).toContain(`<link>${SITE}/zh${newsTypePath("company")}</link>`);
    expect(feed).toContain(`<url>${SITE}/og-default.png</url>`);
    expect(feed).toContain(`<atom:link href="${SITE}/zh/feeds/news/company.xml" rel="self"`);
    const links = attr(feed, /<item>[\s\S]*?<link>([^<]+)<\/link>/g);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((l) => !l.startsWith(`${SITE}/zh/detail/`))).toEqual([]);
    // An item in Chinese is the channel's language; one that falls back says it is English (decision 0110).
    const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    const languageOf = (item: string) => /<dc:language[^>]*>([^<]+)</.exec(item)?.[1] ?? "zh-Hans";
    const idOf = (item: string) => Number(/<link>[^<]*\/detail\/(\d+)<\/link>/.exec(item)![1]);
    expect(items.map(languageOf)).toEqual(items.map((item) => (TRANSLATED_NEWS.has(idOf(item)) ? "zh-Hans" : "en")));
    expect((await site.get("/zh/feeds/news.xml")).status).toBe(200);
    expect((await site.get("/zh/feeds/news/no-such-type.xml")).status).toBe(404);

    const en = await (await site.get("/feeds/news.xml")).text();
    expect(en).toContain("<language>en</language>");
    expect(en).not.toContain("dc:language");
    expect(en).not.toContain(`${SITE}/zh/`);
  });

  it("marks an article's related items still in English on both skins, and nothing in English", async () => {
    const marks = (html: string) => html.split('class="fallback-mark"').length - 1;
    for (const skin of ["", "/mobile"]) {
      // Article 1's related articles: some translated, some not (the seed's Chinese).
      const zh = await (await site.get(`/zh${skin}/detail/1`)).text();
      expect(marks(zh), skin).toBeGreaterThan(0);
      expect(marks(await (await site.get(`${skin}/detail/1`)).text()), skin).toBe(0);
    }
  });

  it("names the language of the texts shown in the JSON-LD of every locale's pages", async () => {
    for (const p of ["/zh/detail/1", "/zh/mobile/detail/1", "/detail/1"]) {
      const html = await (await site.get(p)).text();
      const nodes = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]!),
      );
      const article = nodes.find((n) => n["@type"] === "NewsArticle");
      // Article 1 is translated by the seed: its Chinese pages say so (decision 0110).
      expect(TRANSLATED_NEWS.has(1)).toBe(true);
      expect(article?.inLanguage, p).toBe(p === "/detail/1" ? "en" : "zh-Hans");
      expect(article?.mainEntityOfPage?.["@id"], p).toBe(
        p === "/detail/1" ? `${SITE}/detail/1` : `${SITE}/zh/detail/1`,
      );
      const graph = nodes.find((n) => n["@graph"])?.["@graph"] as Array<{ "@type": string; inLanguage?: string }>;
      expect(graph.find((n) => n["@type"] === "WebSite")?.inLanguage, p).toBe("en");
    }
  });

  it("lists a sitemap per locale, each URL with the same page in every locale and x-default", async () => {
    const index = await (await site.get("/sitemap.xml")).text();
    expect(index).toContain(`<loc>${SITE}/sitemaps/news.xml</loc>`);
    expect(index).toContain(`<loc>${SITE}/zh/sitemaps/news.xml</loc>`);
    const zh = await (await site.get("/zh/sitemaps/news.xml")).text();
    const en = await (await site.get("/sitemaps/news.xml")).text();
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/news"/>` +
      `<xhtml:link rel="alternate" hreflang="zh-Hans" href="${SITE}/zh/news"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/news"/>`;
    expect(zh).toContain(`<url><loc>${SITE}/zh/news</loc>`);
    expect(zh).toContain(alternates);
    expect(zh).toContain(`media="only screen and (max-width: 640px)" href="${SITE}/zh/mobile/news/`);
    expect(en).toContain(`<url><loc>${SITE}/news</loc>`);
    expect(en).toContain(alternates);
    expect((await site.get("/de/sitemaps/news.xml")).status).toBe(404);
  });

  it("keeps every locale's search pages out of robots", async () => {
    const robots = await (await site.get("/robots.txt")).text();
    expect(robots).toContain(
      "Disallow: /search\nDisallow: /mobile/search\nDisallow: /zh/search\nDisallow: /zh/mobile/search\n",
    );
  });

  it("takes the register form's post in the locale too, and no other page's", async () => {
    const res = await site.get("/zh/register");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/max-age/);
    const post = (p: string) =>
      site.post(p, "name=x", { "content-type": "application/x-www-form-urlencoded", origin: SITE });
    expect((await post("/zh/register")).status).not.toBe(405);
    expect((await post("/zh/about")).status).toBe(405);
  });
});

describe("with LOCALES=en,zh-Hans and the Chinese build, as npm start serves them", () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    ensureBuild("build");
    site = await serve({ LOCALES: "en,zh-Hans" }, "locales-built", "/", true);
  }, 600_000);
  afterAll(() => site?.close());

  it("titles a search page in the reader's language on both skins", async () => {
    for (const path of ["/zh/search?q=crm", "/zh/mobile/search?q=crm"]) {
      const html = await (await site.get(path)).text();
      expect(html).toContain("<title>搜索：crm | Brightlane</title>");
    }
    expect(await (await site.get("/zh/search")).text()).toContain("<title>搜索 | Brightlane</title>");
    expect(await (await site.get("/search?q=crm")).text()).toContain("<title>Search: crm | Brightlane</title>");
  });

  it("names the search's sections in the reader's language, as the search answers them, on both skins", async () => {
    // The section tabs' names, "All" first, and each group's heading.
    const names = async (p: string) => {
      const html = await (await site.get(p)).text();
      const tabs = /<nav class="search-tabs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      return {
        tabs: attr(tabs, /<a [^>]*>([^<]+)/g).map((name) => name.trim()),
        headings: attr(html, /<h2 id="search-group-[a-z]+">([^<]+)/g).map((name) => name.trim()),
      };
    };
    const chinese: Record<string, string> = {
      All: "全部",
      News: "新闻",
      "Case studies": "客户案例",
      Solutions: "解决方案",
      Videos: "视频",
      "Questions and answers": "常见问题",
      Events: "活动",
      "Help centre": "帮助中心",
      "Products and company": "产品与公司",
    };
    for (const skin of ["", "/mobile"]) {
      const en = await names(`${skin}/search?q=brightlane`);
      expect(en.tabs.length, skin).toBeGreaterThan(3);
      for (const name of [...en.tabs, ...en.headings]) expect(Object.keys(chinese), skin).toContain(name);
      const zh = await names(`/zh${skin}/search?q=brightlane`);
      expect(zh.tabs, skin).toEqual(en.tabs.map((name) => chinese[name]));
      expect(zh.headings.length, skin).toBeGreaterThan(0);
      for (const name of zh.headings) expect(Object.values(chinese), skin).toContain(name);
    }
    // One section's page names it in the title too.
    expect(await (await site.get("/zh/search?q=brightlane&section=news")).text()).toContain(
      "<title>搜索：brightlane（新闻） | Brightlane</title>",
    );
  });
});

describe("with the default LOCALES", () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    ensureBuild("build");
    site = await serve({}, "locales-one");
  }, 600_000);
  afterAll(() => site?.close());

  it.each(["/", "/news", "/mobile", "/no-such-page"])(
    "writes %s as before: English, no switcher, no alternates",
    async (p) => {
      const html = await (await site.get(p)).text();
      expect(html).toContain('<html lang="en">');
      expect(html).not.toContain("locale-bar");
      expect(html).not.toContain("hrefLang");
      expect(html).toContain("<body>");
      expect((await site.get(`/zh${p}`)).status).toBe(404);
    },
  );

  it("lists its sitemaps as before, without alternates", async () => {
    expect(await (await site.get("/sitemap.xml")).text()).not.toContain("/zh/");
    expect(await (await site.get("/sitemaps/news.xml")).text()).not.toContain("hreflang");
  });

  it("has no language switch: its path is any other unknown path", async () => {
    const res = await site.get("/language?to=en", { referer: `${SITE}/news` });
    // The query of a path that is no page is dropped, as everywhere; then the 404 page.
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/language");
    expect((await site.get("/language")).status).toBe(404);
  });
});

describe("with LOCALES=en,zh-Hans under BASE_PATH=/site/", () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    ensureBuild(buildDirFor("/site/"), { BASE_PATH: "/site/" });
    site = await serve({ LOCALES: "en,zh-Hans" }, "locales-base", "/site/");
  }, 600_000);
  afterAll(() => site?.close());

  it("serves the locale under the base path, its links, canonical, alternates and redirects there too", async () => {
    const res = await site.get("/site/zh/news");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-Hans">');
    expect(canonical(html)).toBe(`${SITE}/site/zh/news`);
    expect(hreflangs(html)).toEqual({
      en: `${SITE}/site/news`,
      "zh-Hans": `${SITE}/site/zh/news`,
      "x-default": `${SITE}/site/news`,
    });
    expect(html).toContain('<a href="/site/language?to=en" lang="en"');
    const files = (href: string) => href.startsWith("/site/media/") || /\.\w+$/.test(href);
    expect(pageLinks(html).filter((href) => !href.startsWith("/site/zh/") && !files(href))).toEqual([]);
    expect((await site.get("/site/zh")).headers.get("location")).toBe("/site/zh/");
    expect((await site.get("/site/zh/mobile")).status).toBe(200);
    const back = await site.get("/site/language?to=en", { referer: `${SITE}/site/zh/mobile/about` });
    expect(back.headers.get("location")).toBe("/site/mobile/about");
    expect(attr(html, /<link rel="alternate" type="application\/rss\+xml"[^>]* href="([^"]+)"/g)).toEqual([
      `${SITE}/site/zh/feeds/news.xml`,
    ]);
    const feed = await (await site.get("/site/zh/feeds/news.xml")).text();
    expect(feed).toContain(`<atom:link href="${SITE}/site/zh/feeds/news.xml" rel="self"`);
    expect(feed).toContain(`<link>${SITE}/site/zh/detail/`);
    expect(feed).toContain(`<url>${SITE}/site/og-default.png</url>`);
  });
});
