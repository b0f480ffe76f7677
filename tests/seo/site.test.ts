/**
 * The production server as search engines and feed readers see it: head tags
 * and JSON-LD of every page type, noindex where it belongs, the sitemap against
 * the routes and the seeded content, robots.txt, the RSS feeds and the search
 * API, at "/" and under a base path.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_PAGES } from "../../app/kernel/pages.ts";
import { parseLocales } from "../../server/locales.ts";
import { buildDirFor, ensureBuild, root, startServer, type RunningServer } from "../support/server.ts";
import { typesIn, validateJsonLd } from "./schema-rules.ts";

const DATA_ROOT = "/tmp/vitrine-f";
const MEDIA_TEMPLATE = path.join(DATA_ROOT, "media-template");

/**
 * Where each configured locale's sitemaps are listed from, the default's first: the suite also
 * runs with LOCALES=en,zh-Hans, where the other locales' sitemaps are tests/seo/locales.test.ts's.
 */
function sitemapDirs(origin: string, base: string): string[] {
  const locales = parseLocales(process.env.LOCALES ?? "en");
  if (typeof locales === "string") throw new Error(locales);
  return locales.map((l) => `${origin}${base}${l.prefix ? `${l.prefix}/` : ""}sitemaps/`);
}

function freshDataDir(name: string): string {
  mkdirSync(DATA_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(DATA_ROOT, `${name}-`));
  if (existsSync(MEDIA_TEMPLATE)) cpSync(MEDIA_TEMPLATE, path.join(dir, "media"), { recursive: true });
  return dir;
}

function keepMedia(dataDir: string): void {
  const media = path.join(dataDir, "media");
  if (!existsSync(MEDIA_TEMPLATE) && existsSync(media)) cpSync(media, MEDIA_TEMPLATE, { recursive: true });
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["url", "sitemap", "item", "xhtml:link", "video:video"].includes(name),
});

interface Site {
  server: RunningServer;
  base: string;
  origin: string;
  db: DatabaseSync;
}

async function startSite(base: string, buildDir: string, port: number): Promise<Site> {
  ensureBuild(buildDir, { BASE_PATH: base });
  const dataDir = freshDataDir(`seo${port}`);
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(
    { PORT: String(port), BASE_PATH: base, BUILD_DIR: buildDir, DATA_DIR: dataDir, SITE_URL: origin },
    120_000,
  );
  keepMedia(dataDir);
  const db = new DatabaseSync(path.join(dataDir, "vitrine.sqlite"), { readOnly: true });
  return { server, base, origin, db };
}

/** Attributes of every <meta> and <link> in the head, entities decoded. */
function headTags(html: string): Array<Record<string, string>> {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<(meta|link)\b([^>]*?)\/?>/g)].map((m) => {
    const attrs: Record<string, string> = { tag: m[1]! };
    for (const a of m[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1]!] = decode(a[2]!);
    return attrs;
  });
}

function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
}

function publishedIds(db: DatabaseSync, table: string, published = 1): number[] {
  return (
    db.prepare(`select id from ${table} where published = ? order by id`).all(published) as Array<{ id: number }>
  ).map((r) => r.id);
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

describe("search engines and sharing at /", () => {
  let site: Site;
  const get = (p: string) => fetch(site.origin + p, { redirect: "manual" });
  const first = (table: string) => publishedIds(site.db, table)[0]!;

  beforeAll(async () => {
    site = await startSite("/", buildDirFor("/"), 4601);
  }, 240_000);
  afterAll(async () => {
    site?.db.close();
    expect(await site?.server.stop()).toBe(0);
  });

  /** Every page type, with the JSON-LD types it must carry besides Organization and WebSite. */
  function pages(): Array<{ path: string; types: string[]; feed?: boolean; mobile?: string }> {
    const news = site.db.prepare("select id, type from news where published = 1 order by id limit 1").get() as {
      id: number;
      type: string;
    };
    const crumbs = ["BreadcrumbList"];
    return [
      { path: "/", types: [], mobile: "/mobile" },
      { path: "/about", types: crumbs },
      { path: "/case/fai", types: [...crumbs, "Article"] },
      { path: "/case/foxwell", types: [...crumbs, "Article"] },
      { path: "/case/geely", types: [...crumbs, "Article"] },
      { path: "/case/jlb", types: [...crumbs, "Article"] },
      {
        path: `/cases/${first("cases")}`,
        types: [...crumbs, "Article"],
        mobile: `/mobile/cases/${first("cases")}`,
      },
      { path: "/cases_list/manufacturing", types: crumbs },
      {
        path: `/detail/${news.id}`,
        types: [...crumbs, "NewsArticle"],
        feed: true,
        mobile: `/mobile/detail/${news.id}`,
      },
      {
        path: `/detailNew/${news.type}/${news.id}`,
        types: [...crumbs, "NewsArticle"],
        feed: true,
        mobile: `/mobile/detail/${news.id}`,
      },
      { path: "/education", types: crumbs },
      { path: "/help", types: crumbs, mobile: "/mobile/help" },
      {
        path: `/help/${first("help_articles")}`,
        types: [...crumbs, "Article"],
        mobile: `/mobile/help/${first("help_articles")}`,
      },
      { path: "/live", types: crumbs },
      { path: "/news", types: crumbs, feed: true },
      { path: "/news/2", types: crumbs, feed: true },
      { path: "/news/company%20copy", types: crumbs, feed: true },
      { path: "/news/company/2%20copy", types: crumbs, feed: true, mobile: "/mobile/news/company" },
      { path: "/oa", types: crumbs },
      { path: "/partner", types: crumbs, mobile: "/mobile/partner" },
      { path: "/pm", types: [...crumbs, "FAQPage"] },
      { path: "/price", types: [...crumbs, "Product", "Offer", "FAQPage"], mobile: "/mobile/price" },
      { path: "/privacy", types: crumbs, mobile: "/mobile/privacy" },
      { path: "/promotion", types: crumbs },
      { path: `/qa/${first("qas")}`, types: [...crumbs, "QAPage", "Question", "Answer"] },
      { path: "/qas/billing", types: [...crumbs, "FAQPage"] },
      { path: "/register", types: crumbs, mobile: "/mobile/register" },
      { path: "/service", types: crumbs },
      { path: "/solution", types: crumbs },
      { path: `/solution/${first("solutions")}`, types: crumbs },
      { path: "/solution_list/retail", types: crumbs },
      { path: "/trade", types: crumbs },
      { path: "/videos", types: crumbs },
      { path: "/videos/webinars", types: [...crumbs, "VideoObject"], mobile: "/mobile/videos/webinars" },
      { path: "/mobile", types: [] },
      { path: "/mobile/case/fai", types: [...crumbs, "Article"] },
      { path: "/mobile/cases", types: crumbs },
      { path: `/mobile/cases/${first("cases")}`, types: [...crumbs, "Article"] },
      { path: "/mobile/help", types: crumbs },
      { path: `/mobile/help/${first("help_articles")}`, types: [...crumbs, "Article"] },
      { path: "/mobile/partner", types: crumbs },
      { path: "/mobile/register", types: crumbs },
      { path: "/mobile/privacy", types: crumbs },
      { path: `/mobile/detail/${news.id}`, types: [...crumbs, "NewsArticle"], feed: true },
      { path: "/mobile/live", types: crumbs },
      { path: "/mobile/news/company", types: crumbs, feed: true },
      { path: "/mobile/oa", types: crumbs },
      { path: "/mobile/pm", types: [...crumbs, "FAQPage"] },
      { path: "/mobile/price", types: [...crumbs, "Product", "FAQPage"] },
      { path: "/mobile/promotion", types: crumbs },
      { path: `/mobile/qa/${first("qas")}`, types: [...crumbs, "QAPage"] },
      { path: "/mobile/qas/billing", types: [...crumbs, "FAQPage"] },
      { path: "/mobile/service", types: crumbs },
      { path: "/mobile/solution", types: crumbs },
      { path: `/mobile/solution/${first("solutions")}`, types: crumbs },
      { path: "/mobile/trade", types: crumbs },
      { path: "/mobile/videos/webinars", types: [...crumbs, "VideoObject"] },
    ];
  }

  it("gives every page type complete head tags and valid JSON-LD of the right types", async () => {
    const problems: string[] = [];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of pages()) {
      const res = await get(page.path);
      if (res.status !== 200) {
        problems.push(`${page.path}: status ${res.status}`);
        continue;
      }
      const html = await res.text();
      const tags = headTags(html);
      const meta = (key: string, value: string) => tags.find((t) => t.tag === "meta" && t[key] === value)?.content;
      const links = (rel: string) => tags.filter((t) => t.tag === "link" && t.rel === rel);
      const say = (msg: string) => problems.push(`${page.path}: ${msg}`);

      if (!/<html lang="en"/.test(html)) say("no lang on <html>");
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const canonicalHref = links("canonical")[0]?.href ?? page.path;
      if (!title) say("no title");
      else {
        // Two URLs of one page (/detailNew and /detail, a mobile page and its desktop page) may share a title.
        const other = titles.get(decode(title));
        if (other && other !== canonicalHref) say(`title also used by ${other}`);
        titles.set(decode(title), canonicalHref);
      }
      const description = meta("name", "description");
      if (!description) say("no description");
      else {
        const other = descriptions.get(description);
        if (other && other !== canonicalHref) say(`description also used by ${other}`);
        descriptions.set(description, canonicalHref);
      }
      const canonical = links("canonical");
      if (canonical.length !== 1 || !canonical[0]!.href!.startsWith(`${site.origin}/`))
        say(`canonical ${JSON.stringify(canonical)}`);
      if (page.path.startsWith("/mobile") && canonical[0]?.href?.startsWith(`${site.origin}/mobile`))
        say("mobile page is its own canonical");
      for (const p of ["og:title", "og:description", "og:type", "og:site_name"])
        if (!meta("property", p)) say(`no ${p}`);
      if (meta("property", "og:url") !== canonical[0]?.href) say("og:url differs from canonical");
      for (const [k, v] of [
        ["property", "og:image"],
        ["name", "twitter:image"],
      ] as const)
        if (!/^https?:\/\//.test(meta(k, v) ?? "")) say(`${v} not absolute`);
      if (meta("name", "twitter:card") !== "summary_large_image") say("no twitter card");
      if (meta("name", "robots")?.includes("noindex")) say("noindex on a public page");
      const mobileLinks = links("alternate").filter((l) => l.media === "only screen and (max-width: 640px)");
      if (page.mobile && mobileLinks[0]?.href !== site.origin + page.mobile)
        say(`mobile alternate ${JSON.stringify(mobileLinks)}, expected ${page.mobile}`);
      if (page.path.startsWith("/mobile") && mobileLinks.length) say("mobile page links a mobile alternate");

      const ld = jsonLdOf(html);
      const found = typesIn(ld);
      for (const t of ["Organization", "WebSite", ...page.types]) if (!found.includes(t)) say(`JSON-LD lacks ${t}`);
      for (const p of validateJsonLd(ld)) say(p);

      const feeds = links("alternate").filter((l) => l.type === "application/rss+xml");
      if (page.feed && feeds.length === 0) say("no RSS link");
      for (const f of feeds) {
        const fr = await fetch(f.href!);
        if (fr.status !== 200 || !fr.headers.get("content-type")?.startsWith("application/rss+xml"))
          say(`feed ${f.href} answers ${fr.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("canonical links of paginated lists point at their own page", async () => {
    const qaType = (
      site.db
        .prepare("select type from qas where published = 1 group by type order by count(*) desc limit 1")
        .get() as { type: string }
    ).type;
    for (const p of ["/news/2", `/qas/${qaType}/2`, "/news/company/2%20copy"]) {
      const html = await (await get(p)).text();
      expect(headTags(html).find((t) => t.rel === "canonical")?.href).toBe(site.origin + p);
    }
  });

  it("marks error, thank-you and search pages noindex", async () => {
    for (const [p, status] of [
      ["/404", 404],
      ["/500", 500],
      ["/no-such-page", 404],
      ["/mobile/no-such-page", 404],
      [`/cases/999999`, 404],
      ["/register?sent=1", 200],
      ["/search", 200],
      ["/search?q=brightlane", 200],
      ["/search?q=%22NEAR(", 200],
      ["/mobile/search?q=brightlane", 200],
    ] as const) {
      const res = await get(p);
      expect(res.status, p).toBe(status);
      const html = await res.text();
      expect(html, p).toMatch(/<meta name="robots" content="noindex"\/?>/);
      if (status < 400) continue;
      // Error pages get a description and the sharing tags of every page, one title, and no canonical URL.
      const tags = headTags(html);
      const meta = (key: string, value: string) =>
        tags.filter((t) => t.tag === "meta" && t[key] === value).map((t) => t.content);
      expect(meta("name", "description"), p).toEqual([expect.stringMatching(/^.{40,}$/)]);
      for (const prop of ["og:title", "og:description", "og:type", "og:site_name", "og:url", "og:locale"])
        expect(meta("property", prop), `${p} ${prop}`).toHaveLength(1);
      for (const [k, v] of [
        ["property", "og:image"],
        ["name", "twitter:image"],
      ] as const)
        expect(meta(k, v)[0], `${p} ${v}`).toMatch(/^https?:\/\//);
      expect(meta("name", "twitter:card"), p).toEqual(["summary_large_image"]);
      for (const name of ["twitter:title", "twitter:description"])
        expect(meta("name", name), `${p} ${name}`).toHaveLength(1);
      expect(meta("name", "robots"), p).toEqual(["noindex"]);
      expect(html.slice(0, html.indexOf("</head>")).match(/<title>/g), p).toHaveLength(1);
      expect(
        tags.filter((t) => t.tag === "link" && t.rel === "canonical"),
        p,
      ).toEqual([]);
    }
    expect((await get("/search?q=brightlane")).headers.get("x-robots-tag")).toBe("noindex");
  });

  it("robots.txt allows the site, keeps crawlers out of the API and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain("Disallow: /api/");
    expect(body).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  describe("sitemap", () => {
    const urls = new Map<string, { lastmod?: string; alternates: string[]; videos: number; sitemap: string }>();
    const sitemaps = new Map<string, string | undefined>();

    beforeAll(async () => {
      const res = await get("/sitemap.xml");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
      const text = await res.text();
      expect(XMLValidator.validate(text)).toBe(true);
      const index = xml.parse(text) as { sitemapindex: { sitemap: Array<{ loc: string; lastmod?: string }> } };
      expect(index.sitemapindex.sitemap.length).toBeGreaterThanOrEqual(7);
      const [own, ...others] = sitemapDirs(site.origin, "/");
      for (const s of index.sitemapindex.sitemap) {
        expect(
          [own!, ...others].some((dir) => s.loc.startsWith(dir)),
          s.loc,
        ).toBe(true);
        if (!s.loc.startsWith(own!)) continue;
        sitemaps.set(s.loc, s.lastmod);
        const part = await fetch(s.loc);
        expect(part.status).toBe(200);
        const body = await part.text();
        expect(XMLValidator.validate(body)).toBe(true);
        const set = xml.parse(body) as {
          urlset: {
            url?: Array<{
              loc: string;
              lastmod?: string;
              "xhtml:link"?: Array<{ "@href": string }>;
              "video:video"?: unknown[];
            }>;
          };
        };
        for (const u of set.urlset.url ?? []) {
          expect(urls.has(u.loc), `listed twice: ${u.loc}`).toBe(false);
          urls.set(u.loc, {
            lastmod: u.lastmod,
            alternates: (u["xhtml:link"] ?? []).map((l) => l["@href"]),
            videos: (u["video:video"] ?? []).length,
            sitemap: s.loc,
          });
        }
      }
    });

    it("lists absolute URLs that all answer 200, and mobile alternates that answer 200", async () => {
      expect(urls.size).toBeGreaterThan(200);
      const failures: string[] = [];
      const all = [...urls.keys()];
      const alternates = [...new Set([...urls.values()].flatMap((u) => u.alternates))];
      expect(alternates.length).toBeGreaterThan(50);
      await inBatches([...all, ...alternates], 8, async (u) => {
        if (!u.startsWith(`${site.origin}/`)) failures.push(`foreign ${u}`);
        const res = await fetch(u, { redirect: "manual" });
        if (res.status !== 200) failures.push(`${res.status} ${u}`);
        await res.arrayBuffer();
      });
      expect(failures).toEqual([]);
    });

    it("gives every sitemap in the index and every URL in them a lastmod in W3C datetime format", () => {
      // https://www.w3.org/TR/NOTE-datetime: YYYY, YYYY-MM, YYYY-MM-DD, or a date and time with a zone.
      const w3c =
        /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?)?)?$/;
      const valid = (v: unknown) => typeof v === "string" && w3c.test(v) && !Number.isNaN(Date.parse(v));
      const bad = [...sitemaps, ...[...urls].map(([loc, u]) => [loc, u.lastmod] as const)]
        .filter(([, lastmod]) => !valid(lastmod))
        .map(([loc, lastmod]) => `${loc}: ${String(lastmod)}`);
      expect(sitemaps.size).toBeGreaterThanOrEqual(7);
      expect(bad).toEqual([]);
    });

    it("dates static pages by their documents and by the database content they show", () => {
      const lastmod = (p: string) => Date.parse(urls.get(site.origin + p)?.lastmod ?? "");
      // The pages whose words are documents: at least their document's last publish.
      for (const [, path] of DOCUMENT_PAGES) {
        const row = site.db.prepare("select updated_at from pages where path = ?").get(path) as { updated_at: string };
        expect(lastmod(`/${path}`), path).toBeGreaterThanOrEqual(Date.parse(row.updated_at));
      }
      expect(lastmod("/register")).toBe(
        Date.parse(
          (site.db.prepare("select updated_at from pages where path = 'register'").get() as { updated_at: string })
            .updated_at,
        ),
      );
      // The notice is a page of blocks: dated by its document's publication, as it says it was last updated.
      expect(lastmod("/privacy")).toBe(Date.parse("2026-11-01T09:00:00.000Z"));
      // The about page and the customer stories are documents: dated by their last publish.
      for (const path of ["about", "oa", "case/fai"]) {
        const row = site.db.prepare("select updated_at from pages where path = ?").get(path) as { updated_at: string };
        expect(lastmod(`/${path}`), path).toBe(Date.parse(row.updated_at));
      }
      for (const [p, table] of [
        ["/service", "services"],
        ["/partner", "partners"],
        ["/promotion", "promotions"],
      ] as const) {
        const { t } = site.db.prepare(`select max(updated_at) t from ${table} where published = 1`).get() as {
          t: string;
        };
        expect(lastmod(p), p).toBeGreaterThanOrEqual(Date.parse(t));
      }
      const pagesXml = `${site.origin}/sitemaps/pages.xml`;
      const pages = [...urls.values()].filter((u) => u.sitemap === pagesXml);
      expect(pages.length).toBeGreaterThan(10);
      expect(Date.parse(sitemaps.get(pagesXml) ?? "")).toBe(Math.max(...pages.map((u) => Date.parse(u.lastmod ?? ""))));
    });

    it("covers every public desktop route of app/routes.ts", () => {
      const source = readFileSync(path.join(root, "app/routes.ts"), "utf8");
      const desktop = source.slice(0, source.indexOf('prefix("mobile"'));
      const patterns = [...desktop.matchAll(/route\("([^"]+)"/g)].map((m) => m[1]!);
      const skip = new Set(["404", "500", "search", "*", "detailNew/:type/:id"]); // errors, search, and a duplicate of /detail/:id
      const paths = [...urls.keys()].map((u) => decodeURI(new URL(u).pathname));
      const missing = patterns
        .filter((p) => !skip.has(p))
        .filter((p) => {
          const re = new RegExp(
            `^/${p
              .split("/")
              .map((seg) =>
                seg.endsWith("? copy")
                  ? "__OPT_COPY__"
                  : seg.endsWith("?")
                    ? "__OPT__"
                    : seg.startsWith(":")
                      ? "[^/]+"
                      : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
              )
              .join("/")
              .replace(/\/__OPT_COPY__/g, "(?:/[^/]+)? copy")
              .replace(/\/__OPT__/g, "(?:/[^/]+)?")}$`,
          );
          return !paths.some((x) => re.test(x));
        });
      expect(paths).toContain("/");
      expect(missing).toEqual([]);
    });

    it("lists every published item with its lastmod, and no unpublished item", () => {
      const detail: Array<[string, (id: number) => string]> = [
        ["news", (id) => `/detail/${id}`],
        ["cases", (id) => `/cases/${id}`],
        ["solutions", (id) => `/solution/${id}`],
        ["qas", (id) => `/qa/${id}`],
        ["help_articles", (id) => `/help/${id}`],
      ];
      for (const [table, pathOf] of detail) {
        const rows = site.db.prepare(`select id, updated_at from ${table} where published = 1`).all() as Array<{
          id: number;
          updated_at: string;
        }>;
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) {
          const entry = urls.get(site.origin + pathOf(r.id));
          expect(entry, `${table} ${r.id}`).toBeDefined();
          expect(new Date(entry!.lastmod!).toISOString()).toBe(new Date(r.updated_at).toISOString());
        }
        const hidden = publishedIds(site.db, table, 0);
        expect(hidden.length).toBeGreaterThan(0);
        for (const id of hidden) expect(urls.has(site.origin + pathOf(id)), `unpublished ${table} ${id}`).toBe(false);
      }
      // Videos play on their category pages; every published one with a clip is a video entry there.
      const withClip = (
        site.db.prepare("select count(*) n from videos where published = 1 and source_url is not null").get() as {
          n: number;
        }
      ).n;
      expect([...urls.values()].reduce((n, u) => n + u.videos, 0)).toBe(withClip);
    });
  });

  describe("news feeds", () => {
    interface Rss {
      rss: {
        "@version": string;
        channel: {
          title: string;
          link: string;
          item?: Array<{
            title: string;
            link: string;
            guid: { "#text": string };
            pubDate: string;
            category: string;
            description: string;
          }>;
        };
      };
    }
    const readFeed = async (p: string) => {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
      const text = await res.text();
      expect(XMLValidator.validate(text)).toBe(true);
      return xml.parse(text) as Rss;
    };
    const newest = (where: string, ...params: string[]) =>
      site.db
        .prepare(
          `select id, title, type from news where published = 1 ${where} order by published_at desc, id desc limit 30`,
        )
        .all(...params) as Array<{ id: number; title: string; type: string }>;

    it("the whole feed is valid RSS 2.0 with the newest published news, titles intact", async () => {
      const feed = await readFeed("/feeds/news.xml");
      expect(feed.rss["@version"]).toBe("2.0");
      const items = feed.rss.channel.item ?? [];
      const expected = newest("");
      expect(items.map((i) => i.link)).toEqual(expected.map((n) => `${site.origin}/detail/${n.id}`));
      expect(items.map((i) => i.title)).toEqual(expected.map((n) => n.title));
      for (const i of items) expect(Number.isNaN(Date.parse(i.pubDate))).toBe(false);
      const hidden = publishedIds(site.db, "news", 0);
      for (const i of items) expect(hidden.map((id) => `${site.origin}/detail/${id}`)).not.toContain(i.link);
    });

    it("each category has its own feed with only that category; unknown ones are 404", async () => {
      for (const type of ["company", "industry", "product", "events"]) {
        const feed = await readFeed(`/feeds/news/${type}.xml`);
        const items = feed.rss.channel.item ?? [];
        expect(items.length).toBeGreaterThan(0);
        expect(items.map((i) => i.link)).toEqual(
          newest("and type = ?", type).map((n) => `${site.origin}/detail/${n.id}`),
        );
      }
      expect((await get("/feeds/news/nope.xml")).status).toBe(404);
      expect((await get("/feeds/news/..%2Fnews.xml")).status).toBe(404);
    });
  });

  describe("search API", () => {
    it("finds seeded content and groups it by section", async () => {
      const res = await get("/api/v1/search?q=cold%20chain");
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        total: number;
        groups: Array<{ section: string; items: Array<{ path: string }> }>;
      };
      expect(body.total).toBeGreaterThan(0);
      for (const g of body.groups) for (const i of g.items) expect((await get(i.path.split("#")[0]!)).status).toBe(200);
    });

    it("answers hostile queries with 200 and rejects impossible sections and pages with 400", async () => {
      for (const q of ['"', "*", "NEAR(", "a OR", "%00", "x".repeat(2000), "%E0%A4%A", "' OR 1=1 --"]) {
        const res = await get(`/api/v1/search?q=${encodeURIComponent(q)}`);
        expect(res.status, q).toBe(200);
        const page = await get(`/search?q=${encodeURIComponent(q)}`);
        expect(page.status, q).toBe(200);
        const mobile = await get(`/mobile/search?q=${encodeURIComponent(q)}`);
        expect(mobile.status, q).toBe(200);
      }
      for (const bad of ["section=bogus", "page=0", "page=01", "page=-1", "page=abc", "q=again", "page=1&page=2"]) {
        const res = await get(`/api/v1/search?q=brightlane&${bad}`);
        expect(res.status, bad).toBe(400);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_parameter");
      }
    });

    it("search pages show highlighted hits as text and paginate one section", async () => {
      const html = await (await get("/search?q=brightlane&section=news&page=2")).text();
      expect(html).toMatch(/<mark>Brightlane<\/mark>/i);
      expect(html).toContain('aria-current="page"');
      const hostile = await (await get(`/search?q=${encodeURIComponent("<img src=x onerror=alert(1)>")}`)).text();
      expect(hostile).not.toContain("<img src=x");
      expect((await get("/search?q=brightlane&section=news&page=999")).status).toBe(404);
    });
  });
});

describe("search engines and feeds under /site/", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite("/site/", buildDirFor("/site/"), 4602);
  }, 240_000);
  afterAll(async () => {
    site?.db.close();
    expect(await site?.server.stop()).toBe(0);
  });

  it("serves robots.txt, sitemaps, feeds and search under the base path with absolute URLs", async () => {
    const robots = await (await fetch(`${site.origin}/site/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site.origin}/site/sitemap.xml`);
    expect(robots).toContain("Disallow: /site/api/");
    const index = await (await fetch(`${site.origin}/site/sitemap.xml`)).text();
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) {
      expect(
        sitemapDirs(site.origin, "/site/").some((dir) => loc.startsWith(dir)),
        loc,
      ).toBe(true);
      const body = await (await fetch(loc)).text();
      for (const u of body.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g))
        expect((u[1] ?? u[2])!.startsWith(`${site.origin}/site/`)).toBe(true);
    }
    const feed = await (await fetch(`${site.origin}/site/feeds/news.xml`)).text();
    for (const m of feed.matchAll(/<link>([^<]+)<\/link>/g))
      expect(m[1]!.startsWith(`${site.origin}/site/`)).toBe(true);
    const page = await (await fetch(`${site.origin}/site/detail/1`)).text();
    expect(page).toContain(`href="${site.origin}/site/feeds/news.xml"`);
    expect(page).toContain(`"urlTemplate":"${site.origin}/site/search?q={search_term_string}"`);
    const api = await fetch(`${site.origin}/site/api/v1/search?q=brightlane`);
    expect(api.status).toBe(200);
    const search = await (await fetch(`${site.origin}/site/search?q=brightlane`)).text();
    const hrefs = [...search.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!).filter((h) => h.startsWith("/"));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const h of hrefs) expect(h.startsWith("/site/")).toBe(true);
    expect((await fetch(`${site.origin}/robots.txt`)).status).toBe(404);
  });
});
