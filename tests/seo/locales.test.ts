/**
 * A second locale as search engines see it (decisions 0096, 0102), on the production server
 * with LOCALES=en,zh-Hans: the whole sitemap index of every locale, each URL's hreflang
 * alternates reciprocal across the locales' sitemaps with x-default; and the Chinese pages
 * of every route module of both skins, with the not-found pages, valid HTML by the
 * Nu HTML Checker, their JSON-LD valid, canonical to themselves and linked to the same
 * alternates as the sitemap names. The default locale's pages are the other files' work.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRoutes } from "../../app/kernel/pages.ts";
import { matchTemplate } from "../../app/kernel/path-template.ts";
import { nuCheckerMessages } from "../support/html-checker.ts";
import { buildDirFor, ensureBuild, freePort, startServer, type RunningServer } from "../support/server.ts";
import { validateJsonLd } from "./schema-rules.ts";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const LOCALES = { en: "", "zh-Hans": "/zh" } as const;
type Tag = keyof typeof LOCALES;
const TAGS = Object.keys(LOCALES) as Tag[];

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["url", "sitemap", "xhtml:link"].includes(name),
});

interface Listed {
  loc: string;
  /** The locale whose sitemap lists it. */
  locale: Tag;
  /** hreflang -> URL. */
  alternates: Record<string, string>;
  /** The mobile alternate, when the page has one. */
  mobile?: string;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

describe("two locales in the sitemaps and on the pages", () => {
  let server: RunningServer;
  let origin: string;
  let dir: string;
  const listed = new Map<string, Listed>();

  beforeAll(async () => {
    ensureBuild(buildDirFor("/"), { BASE_PATH: "/" });
    mkdirSync("/tmp/vitrine-f", { recursive: true });
    const dataDir = mkdtempSync("/tmp/vitrine-f/locales-");
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startServer(
      {
        PORT: String(port),
        BASE_PATH: "/",
        BUILD_DIR: buildDirFor("/"),
        DATA_DIR: dataDir,
        SITE_URL: origin,
        LOCALES: "en,zh-Hans",
      },
      120_000,
    );
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-vnu-locales-"));
  }, 240_000);
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    expect(await server?.stop()).toBe(0);
  });

  it("lists every locale's sitemaps, whose URLs name each other both ways, with x-default", async () => {
    const index = xml.parse(await (await fetch(`${origin}/sitemap.xml`)).text()) as {
      sitemapindex: { sitemap: Array<{ loc: string }> };
    };
    const files = index.sitemapindex.sitemap.map((s) => s.loc);
    for (const tag of TAGS)
      expect(files.filter((f) => f.startsWith(`${origin}${LOCALES[tag]}/sitemaps/`))).not.toEqual([]);
    for (const file of files) {
      const locale: Tag = file.startsWith(`${origin}/zh/`) ? "zh-Hans" : "en";
      const set = xml.parse(await (await fetch(file)).text()) as {
        urlset: { url: Array<{ loc: string; "xhtml:link"?: Array<Record<string, string>> }> };
      };
      for (const u of set.urlset.url) {
        const links = u["xhtml:link"] ?? [];
        const alternates = Object.fromEntries(
          links.filter((l) => l["@hreflang"]).map((l) => [l["@hreflang"], l["@href"]]),
        );
        const mobile = links.find((l) => l["@media"])?.["@href"];
        expect(listed.has(u.loc), `${u.loc} listed twice`).toBe(false);
        listed.set(u.loc, { loc: u.loc, locale, alternates, ...(mobile ? { mobile } : {}) });
      }
    }
    const problems: string[] = [];
    for (const entry of listed.values()) {
      const { loc, locale, alternates } = entry;
      if (alternates[locale] !== loc) problems.push(`${loc} does not name itself as ${locale}`);
      if (!alternates["x-default"] || alternates["x-default"] !== alternates.en)
        problems.push(`${loc}: x-default ${alternates["x-default"]} is not the default's ${alternates.en}`);
      for (const tag of TAGS) {
        const other = listed.get(alternates[tag] ?? "");
        if (!other || other.locale !== tag)
          problems.push(`${loc}: its ${tag} ${alternates[tag]} is in no ${tag} sitemap`);
        else if (other.alternates[locale] !== loc) problems.push(`${other.loc} does not name ${loc} back as ${locale}`);
      }
      if (entry.mobile && !entry.mobile.startsWith(`${origin}${LOCALES[locale]}/mobile`))
        problems.push(`${loc}: its mobile alternate ${entry.mobile} leaves the locale`);
    }
    expect(problems).toEqual([]);
    const counts = TAGS.map((tag) => [...listed.values()].filter((e) => e.locale === tag).length);
    expect(counts[0]).toBeGreaterThan(150);
    expect(counts[1]).toBe(counts[0]);
  }, 120_000);

  it("gives the Nu HTML Checker no error on a Chinese page of every route module of both skins, with valid JSON-LD", async () => {
    expect(listed.size).toBeGreaterThan(0);
    // One page per route module of each skin (the pages of blocks share one): the Chinese URL of the first the sitemap lists.
    const routes = [...pageRoutes("desktop"), ...pageRoutes("mobile")];
    const chosen = new Map<string, string>();
    const routeOf = (url: string) => {
      const { pathname, searchParams } = new URL(url);
      const routerPath = pathname.replace(/^\/zh(?=\/)/, "");
      return routes.find((r) => r.url.path !== "*" && matchTemplate(r.url.path, routerPath, searchParams))?.file;
    };
    for (const entry of listed.values()) {
      if (entry.locale !== "zh-Hans") continue;
      for (const url of [entry.loc, entry.mobile]) {
        if (!url) continue;
        const id = routeOf(url) ?? `unmatched ${url}`;
        if (!chosen.has(id)) chosen.set(id, url);
      }
    }
    expect([...chosen.keys()].filter((id) => id.startsWith("unmatched"))).toEqual([]);
    expect(chosen.size).toBeGreaterThan(25);
    const visits = [...chosen.values(), `${origin}/zh/no-such-page`, `${origin}/zh/mobile/no-such-page`];

    const saved = new Map<string, string>();
    const problems: string[] = [];
    for (let i = 0; i < visits.length; i += 6)
      await Promise.all(
        visits.slice(i, i + 6).map(async (url) => {
          const mobile = url.includes("/zh/mobile");
          const res = await fetch(url, { headers: mobile ? { "user-agent": PHONE } : {} });
          const html = await res.text();
          if (res.status !== (url.includes("no-such-page") ? 404 : 200)) problems.push(`${url}: status ${res.status}`);
          if (!html.includes('<html lang="zh-Hans">')) problems.push(`${url}: not in zh-Hans`);
          const file = path.join(dir, `page-${saved.size}.html`);
          saved.set(file, url);
          writeFileSync(file, html);
          if (url.includes("no-such-page")) return;
          const head = html.slice(0, html.indexOf("</head>"));
          const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
          const entry = listed.get(url);
          // A desktop page is its own canonical, and its head names the alternates its sitemap entry names.
          if (entry) {
            if (canonical !== url) problems.push(`${url}: canonical ${canonical}`);
            const inHead = Object.fromEntries(
              [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
                m[1],
                decode(m[2]!),
              ]),
            );
            expect(inHead, url).toEqual(entry.alternates);
          }
          for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
            for (const p of validateJsonLd(JSON.parse(m[1]!))) problems.push(`${url}: ${p}`);
        }),
      );
    expect(problems).toEqual([]);

    const messages = await nuCheckerMessages(dir);
    const errors = messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map(
        (m) =>
          `${saved.get(decodeURIComponent(m.url!.replace(/^file:/, ""))) ?? m.url}: ${m.message} ${m.extract ?? ""}`,
      );
    expect(errors).toEqual([]);
  }, 180_000);
});
