/**
 * The pictures of the seeded site as a visitor meets them: every page of the
 * sitemap, desktop and mobile, server-rendered. No page shows one picture twice,
 * no picture is shown in more than two places of a skin (an item's page and one list), and the customer and
 * partner logos are each a different image.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDirFor, ensureBuild, freePort, startServer, type RunningServer } from "../support/server.ts";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["url", "sitemap", "xhtml:link"].includes(name),
});

/** The picture keys a page shows, in order: one per <img> or video poster from /media/. */
export function picturesOf(html: string): string[] {
  const body = html.slice(html.indexOf("<body"));
  const keys: string[] = [];
  for (const m of body.matchAll(/<(img|video)\b[^>]*?\b(src|poster)="([^"]+)"/g)) {
    const key = /\/media\/(.+)-\d+\.(?:webp|jpg|avif)$/.exec(m[3]!)?.[1];
    if (key) keys.push(key);
  }
  return keys;
}

/** The place a page is: its own address; the later pages of one list are that list. */
export function placeOf(pathname: string): string {
  return pathname.replace(/^(.*\/(?:news|cases_list|solution_list|qas|videos)(?:\/[^/]+)?)\/\d+( copy)?$/, "$1$2");
}

describe("pictures across the site", () => {
  let server: RunningServer;
  let origin: string;
  /** page path (without the origin) -> picture keys, for desktop and mobile. */
  const pages = new Map<string, string[]>();

  beforeAll(async () => {
    ensureBuild(buildDirFor("/"), { BASE_PATH: "/" });
    mkdirSync("/tmp/vitrine-f", { recursive: true });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startServer(
      {
        PORT: String(port),
        BASE_PATH: "/",
        BUILD_DIR: buildDirFor("/"),
        DATA_DIR: mkdtempSync("/tmp/vitrine-f/pictures-"),
        SITE_URL: origin,
      },
      240_000,
    );
    const urls = new Set<string>();
    const index = xml.parse(await (await fetch(`${origin}/sitemap.xml`)).text()) as {
      sitemapindex: { sitemap: Array<{ loc: string }> };
    };
    // The default locale's pages and their mobile twins: with LOCALES=en,zh-Hans another locale
    // shows the same pictures at its own addresses, the same places.
    for (const { loc } of index.sitemapindex.sitemap) {
      if (!loc.startsWith(`${origin}/sitemaps/`)) continue;
      const set = xml.parse(await (await fetch(loc)).text()) as {
        urlset: { url: Array<{ loc: string; "xhtml:link"?: Array<{ "@href": string; "@hreflang"?: string }> }> };
      };
      for (const u of set.urlset.url) {
        urls.add(u.loc);
        for (const alt of u["xhtml:link"] ?? []) if (!alt["@hreflang"]) urls.add(alt["@href"]);
      }
    }
    const list = [...urls];
    for (let i = 0; i < list.length; i += 8)
      await Promise.all(
        list.slice(i, i + 8).map(async (url) => {
          const mobile = new URL(url).pathname.startsWith("/mobile");
          const res = await fetch(url, { headers: mobile ? { "user-agent": PHONE } : {} });
          expect(res.status, url).toBe(200);
          // A speaker's photo is the person's, shown on every event they speak at: not counted.
          const html = (await res.text()).replace(/<section class="event-speakers"[\s\S]*?<\/section>/g, "");
          pages.set(new URL(res.url).pathname, picturesOf(html));
        }),
      );
  }, 300_000);
  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
  });

  it("crawls the desktop and the mobile pages, and finds pictures on them", () => {
    const paths = [...pages.keys()];
    expect(paths.filter((p) => p.startsWith("/mobile")).length).toBeGreaterThan(100);
    expect(paths.filter((p) => !p.startsWith("/mobile")).length).toBeGreaterThan(100);
    expect(new Set([...pages.values()].flat()).size).toBeGreaterThan(200);
  });

  it("shows no picture twice on one page", () => {
    const repeats = [...pages].flatMap(([page, keys]) => {
      const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
      return twice.length ? [`${page}: ${[...new Set(twice)].join(", ")}`] : [];
    });
    expect(repeats).toEqual([]);
  });

  it("shows each picture in at most two places of each skin", () => {
    const crowded = { desktop: [] as string[], mobile: [] as string[] };
    for (const skin of ["desktop", "mobile"] as const) {
      const places = new Map<string, Set<string>>();
      for (const [page, keys] of pages) {
        if (page.startsWith("/mobile") !== (skin === "mobile")) continue;
        for (const k of keys) places.set(k, (places.get(k) ?? new Set()).add(placeOf(page)));
      }
      for (const [k, at] of places) if (at.size > 2) crowded[skin].push(`${k}: ${[...at].join(" ")}`);
    }
    expect(crowded).toEqual({ desktop: [], mobile: [] });
  });

  it("gives every customer and partner a logo of its own", async () => {
    const logos = [...new Set([...pages.values()].flat().filter((k) => k.startsWith("logo-")))];
    expect(logos.length).toBeGreaterThanOrEqual(24);
    const digests = await Promise.all(
      logos.map(async (k) => {
        const res = await fetch(`${origin}/media/${k}-200.webp`);
        expect(res.status, k).toBe(200);
        return createHash("sha256")
          .update(Buffer.from(await res.arrayBuffer()))
          .digest("hex");
      }),
    );
    expect(new Set(digests).size).toBe(logos.length);
  });
});
