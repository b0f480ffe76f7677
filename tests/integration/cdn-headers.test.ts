/**
 * What a shared cache in front sees (issue 30, points 2 and 3): every public answer
 * without a cookie, never varying on Cookie, carrying its tags; a day at the edge
 * when purge is configured; the XSRF cookie only where a write follows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDirFor, ensureBuild, freePort, startServer, type RunningServer } from "../support/server.ts";
import { tempDataDir } from "../support/databases.ts";

const BUILD_DIR = buildDirFor("/");
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

let site: RunningServer;

beforeAll(async () => {
  ensureBuild(BUILD_DIR, { BASE_PATH: "/" });
  const port = await freePort();
  site = await startServer(
    {
      PORT: String(port),
      BUILD_DIR,
      DATA_DIR: tempDataDir("cdn-headers"),
      SITE_URL: `http://127.0.0.1:${port}`,
      // Nothing listens there: the purges fail and wait for a retry, which is all this test needs.
      CDN_PURGE_URL: "http://127.0.0.1:9/",
    },
    180_000,
  );
}, 600_000);
afterAll(async () => {
  await site?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers, redirect: "manual" });

describe("answers to a visitor without cookies, through a CDN with purge", () => {
  it("pages of both skins: no cookie, a day at the edge, tags, never Vary: Cookie", async () => {
    for (const path of ["/", "/news", "/about", "/mobile", "/mobile/price", "/register", "/mobile/register"]) {
      for (const pass of [1, 2]) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.getSetCookie(), path).toEqual([]);
        expect(res.headers.get("cache-control"), `${path} ${pass}`).toMatch(/^public, max-age=0, s-maxage=86400\b/);
        expect(res.headers.get("surrogate-key"), path).toMatch(/(^| )all( |$)/);
        expect(res.headers.get("vary") ?? "", path).not.toMatch(/cookie/i);
      }
    }
    expect((await get("/news")).headers.get("surrogate-key")).toMatch(/\bnews:list\b/);
  });

  it("the phone redirect varies on the device class a CDN states, else on User-Agent", async () => {
    const phone = await get("/price", { "user-agent": PHONE });
    expect(phone.status).toBe(302);
    expect(phone.headers.get("vary")).toMatch(/^User-Agent/);
    expect(phone.headers.getSetCookie()).toEqual([]);
    const stated = await get("/price", { "x-device": "mobile" });
    expect(stated.status).toBe(302);
    expect(stated.headers.get("vary")).toMatch(/^X-Device/);
    const desktop = await get("/price", { "x-device": "desktop", "user-agent": PHONE });
    expect(desktop.status).toBe(200);
    expect(desktop.headers.get("vary")).toMatch(/^X-Device/);
  });

  it("sitemaps, feeds, robots.txt, API reads and media: no cookie, tagged", async () => {
    for (const path of ["/sitemap.xml", "/feeds/news.xml", "/robots.txt"]) {
      const res = await get(path);
      expect(res.headers.getSetCookie(), path).toEqual([]);
      expect(res.headers.get("surrogate-key"), path).toMatch(/^documents\b.*\ball$/);
    }
    const list = await get("/api/v1/news");
    expect(list.headers.getSetCookie()).toEqual([]);
    expect(list.headers.get("surrogate-key")).toMatch(/\bnews:list\b.*\ball$/);
    const image = /\/media\/[^"')\s]+\.(?:webp|avif|jpg|png|svg)/.exec(await (await get("/")).text())?.[0];
    if (!image) throw new Error("no image on the home page");
    const media = await get(image);
    expect(media.status).toBe(200);
    expect(media.headers.getSetCookie()).toEqual([]);
    expect(media.headers.get("surrogate-key")).toBe("media all");
  });

  it("issues the XSRF cookie where a write follows, never to a shared cache", async () => {
    const form = await get("/api/v1/leads/form");
    expect(form.headers.getSetCookie()[0]).toMatch(/^XSRF-TOKEN=/);
    expect(form.headers.get("cache-control")).toMatch(/no-store/);
    expect(form.headers.get("surrogate-key")).toBeNull();
  });
});
