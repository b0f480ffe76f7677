/**
 * The page cache behind an Express app shaped like server/app.ts. One file past
 * 350 lines on purpose: every case shares the one fixture below.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createContentChanges } from "../content-changes.ts";
import { NON_DOCUMENT_CSP, noSharedCachingWithCookies } from "../security.ts";
import { DEFAULT_CACHE_CONTROL } from "./encoding.ts";
import {
  createPageCache,
  withPageCache,
  type PageCache,
  type PageCacheOptions,
  type RenderedDocument,
} from "./index.ts";
import { cacheKey, tagsForChange } from "./keys.ts";
import { negotiateEncoding } from "./negotiation.ts";

const config = { BASE_PATH: "/", PAGE_CACHE: true, CDN_PURGE_URL: "", CDN_TAG_HEADER: "Surrogate-Key" };
/** A returning visitor: has the XSRF token, so nothing per-visitor is left to do. */
const visitor = { cookie: `XSRF-TOKEN=${"t".repeat(43)}` };

interface Fixture {
  url: string;
  cache: PageCache;
  renders: () => number;
  setPage: (path: string, page: Partial<RenderedDocument> & { html?: string }) => void;
  close: () => Promise<void>;
}

const open: Fixture[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((f) => f.close()));
});

/**
 * An Express app shaped like server/app.ts: per-visitor middleware, the cache, a
 * renderer; with `likeApp`, also the head rules and the non-document policy that
 * server/app.ts sets before any handler.
 */
async function fixture(options: Partial<PageCacheOptions> = {}, renderDelayMs = 0, likeApp = false): Promise<Fixture> {
  const pages = new Map<string, Partial<RenderedDocument> & { html?: string }>();
  let renders = 0;
  const app = express();
  const cache = createPageCache({ config, ...options });
  app.locals.pageCache = cache;
  if (likeApp) {
    app.use(noSharedCachingWithCookies());
    app.use((_req, res, next) => {
      res.setHeader("content-security-policy", NON_DOCUMENT_CSP);
      next();
    });
  }
  app.use((req, res, next) => {
    res.setHeader("x-frame-options", "DENY");
    if (req.headers.cookie === undefined && req.path === "/cookie")
      res.setHeader("set-cookie", "XSRF-TOKEN=abc; Path=/; SameSite=Lax");
    next();
  });
  app.use(cache.middleware);
  app.use((req, res, next) => {
    const render = async (): Promise<RenderedDocument> => {
      renders++;
      if (renderDelayMs) await new Promise((r) => setTimeout(r, renderDelayMs));
      const page = pages.get(req.path) ?? { status: 404, html: "<!DOCTYPE html><h1>Not found</h1>" };
      const headers = new Headers(page.headers);
      headers.set("content-type", "text/html; charset=utf-8");
      headers.set("content-security-policy", `script-src 'self' 'sha256-${req.path}'`);
      // As the renderer gives a document (server/render.ts): its UTF-8 bytes.
      const html = `${page.html ?? "<!DOCTYPE html><p>page</p>"}<!-- ${renders} -->`;
      return { status: page.status ?? 200, headers, body: Buffer.from(html, "utf8") };
    };
    cache
      .renderAndServe(req, res, render, (page) => {
        res.status(page.status);
        for (const [name, value] of page.headers) res.setHeader(name, value);
        res.end(page.body);
      })
      .catch(next);
  });
  const server = http.createServer(withPageCache(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const f: Fixture = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cache,
    renders: () => renders,
    setPage: (path, page) => pages.set(path, page),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await cache.close();
    },
  };
  open.push(f);
  return f;
}

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("cacheKey", () => {
  it("keys by scheme, variant, path and the sorted query", () => {
    expect(cacheKey("/news?b=2&a=1", "/", false)?.key).toBe("p|d|/news?a=1&b=2");
    // Tracking tags are not dropped here: the canonical-URL redirect removes them before any render.
    expect(cacheKey("/news?utm_source=x", "/", false)?.key).toBe("p|d|/news?utm_source=x");
    expect(cacheKey("/news?a=1&b=2", "/", true)?.key).toBe("s|d|/news?a=1&b=2");
    expect(cacheKey("/mobile/news/company", "/", false)).toMatchObject({
      key: "p|m|/mobile/news/company",
      tags: ["news", "site"],
      pool: "pages",
    });
    expect(cacheKey("/mobilefoo", "/", false)?.key).toBe("p|d|/mobilefoo");
    expect(cacheKey("/site/solution/3", "/site/", false)?.tags).toEqual(["solutions", "cases", "site"]);
    expect(cacheKey("/site/", "/site/", false)?.tags).toEqual(["home", "site"]);
    expect(cacheKey("/site", "/site/", false)?.tags).toEqual(["home", "site"]);
  });

  it("refuses per-visitor sections, data requests, other prefixes and oversized or many-parameter URLs", () => {
    for (const url of [
      "/register",
      "/mobile/search?q=x",
      "/search",
      "/news.data",
      "/other/x",
      `/news?q=${"x".repeat(600)}`,
      "/news?a=1&b=2&c=3&d=4&e=5",
    ]) {
      expect(cacheKey(url, url.startsWith("/other") ? "/site/" : "/", false), url).toBeUndefined();
    }
  });
});

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0, identity")).toBe("identity");
    expect(negotiateEncoding("deflate")).toBe("identity");
  });
});

describe("tagsForChange", () => {
  it("maps content types to the sections that show them, the home page always included", () => {
    expect([...(tagsForChange({ types: ["news"] }) ?? [])].sort()).toEqual(["home", "news"]);
    expect([...(tagsForChange({ types: ["cases", "videos"] }) ?? [])].sort()).toEqual(["cases", "home", "videos"]);
    // Navigation and settings show on every page; a name no section uses is taken as "anything".
    expect(tagsForChange({ types: ["site"] })).toBeUndefined();
    expect(tagsForChange({ types: ["something-new"] })).toBeUndefined();
    expect(tagsForChange({ types: [] })).toBeUndefined();
    expect(tagsForChange({})).toBeUndefined();
  });
});

describe("page cache", () => {
  it("renders once, then serves the same headers and bytes from memory to every visitor, with its CDN tags", async () => {
    const f = await fixture();
    f.setPage("/about", { html: "<!DOCTYPE html><h1>About Brightlane \u2014 caf\u00e9</h1>" });
    const first = await get(`${f.url}/about`);
    const second = await get(`${f.url}/about`);
    expect(f.renders()).toBe(1);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(first.body.toString()).toMatch(/^<!DOCTYPE html><h1>About Brightlane \u2014 caf\u00e9<\/h1><!-- 1 -->$/);
    expect(second.body.toString()).toBe(first.body.toString());
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "etag",
      "cache-control",
      "content-type",
      "vary",
    ]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(first.headers["cache-control"]).toBe(DEFAULT_CACHE_CONTROL);
    expect(first.headers["content-security-policy"]).toContain("sha256-/about");
    expect(first.headers["surrogate-key"]).toBe("pages site all");
    expect(second.headers["surrogate-key"]).toBe(first.headers["surrogate-key"]);
    // Pages set no cookie: a first visit and a returning one are both answered before Express.
    const returning = await get(`${f.url}/about`, visitor);
    for (const answer of [first, second, returning]) expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(returning.headers["x-page-cache"]).toBe("hit");
    expect(f.cache.stats().fastPathHits).toBe(2);
    expect(f.renders()).toBe(1);
  });

  it("serves brotli and gzip bodies that decode to the page, and answers 304 to a matching ETag", async () => {
    const f = await fixture();
    f.setPage("/oa", { html: `<!DOCTYPE html><h1>OA</h1>${"<p>Office automation for every team.</p>".repeat(40)}` });
    const plain = await get(`${f.url}/oa`);
    const br = await get(`${f.url}/oa`, { "accept-encoding": "gzip, deflate, br" });
    const gz = await get(`${f.url}/oa`, { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    const revalidated = await get(`${f.url}/oa`, { "if-none-match": String(plain.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(plain.headers.etag);
    const head = await get(`${f.url}/oa`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(plain.headers["content-length"]);
    expect(f.renders()).toBe(1);
  });

  it("answers 304 with the stored page's policy and Cache-Control and no cookie, with or without Express", async () => {
    const f = await fixture({}, 0, true);
    f.setPage("/pm", { html: "<!DOCTYPE html><h1>PM</h1>" });
    const stored = await get(`${f.url}/pm`, visitor);
    expect(stored.headers["content-security-policy"]).toContain("sha256-/pm");
    const etag = String(stored.headers.etag);
    // A returning visitor and one without cookies (fast path), one who chose a view (through Express).
    for (const headers of [visitor, {}, { cookie: `view=desktop; ${visitor.cookie}` }]) {
      const again = await get(`${f.url}/pm`, { ...headers, "if-none-match": etag });
      expect(again.status).toBe(304);
      for (const name of ["content-security-policy", "cache-control", "etag", "vary", "x-frame-options"])
        expect(again.headers[name], name).toBe(stored.headers[name]);
      expect(again.headers["set-cookie"]).toBeUndefined();
      expect(again.headers["content-type"]).toBeUndefined();
    }
    expect(f.cache.stats().fastPathHits).toBe(2); // the view chooser went through Express
    // An answer that does set a cookie is still kept out of shared caches.
    f.setPage("/cookie", { html: "<!DOCTYPE html><h1>Cookie</h1>" });
    const fresh = await get(`${f.url}/cookie`);
    expect(fresh.headers["set-cookie"]?.[0]).toContain("XSRF-TOKEN=abc");
    expect(fresh.headers["cache-control"]).toBe("private, no-store");
  });

  it("never stores pages that set a cookie or opt out through Cache-Control", async () => {
    const f = await fixture();
    f.setPage("/price", { headers: new Headers({ "set-cookie": "form=1" }) });
    f.setPage("/service", { headers: new Headers({ "cache-control": "private, no-store" }) });
    f.setPage("/partner", { headers: new Headers({ "cache-control": "no-cache" }) });
    for (const path of ["/price", "/service", "/partner"]) {
      await get(`${f.url}${path}`);
      const again = await get(`${f.url}${path}`);
      expect(again.headers["x-page-cache"], path).toBeUndefined();
    }
    expect(f.renders()).toBe(6);
    expect(f.cache.stats().entries).toBe(0);
  });

  it("stores 404 pages apart and never stores other statuses or non-GET renders", async () => {
    const f = await fixture();
    f.setPage("/500", { status: 500 });
    f.setPage("/moved", { status: 302 });
    const missing1 = await get(`${f.url}/nowhere`);
    const missing2 = await get(`${f.url}/nowhere`);
    expect(missing1.status).toBe(404);
    expect(missing2.status).toBe(404);
    expect(missing2.headers["x-page-cache"]).toBe("hit");
    expect(missing2.headers.etag).toBeUndefined();
    await get(`${f.url}/moved`);
    await get(`${f.url}/moved`);
    expect(f.renders()).toBe(3);
  });

  it("renders a page once for concurrent first requests", async () => {
    const f = await fixture({}, 50);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${f.url}/pm`)));
    expect(f.renders()).toBe(1);
    expect(new Set(answers.map((a) => a.body.toString())).size).toBe(1);
  });

  it("drops exactly the sections a content change affects", async () => {
    const f = await fixture();
    for (const path of ["/", "/news", "/detail/3", "/cases/2", "/mobile/news/company", "/about"])
      await get(`${f.url}${path}`);
    expect(f.cache.stats().entries).toBe(6);
    f.cache.invalidate({ types: ["news"] });
    const after = await Promise.all(
      ["/", "/news", "/detail/3", "/cases/2", "/mobile/news/company", "/about"].map((p) => get(`${f.url}${p}`)),
    );
    expect(after.map((a) => a.headers["x-page-cache"])).toEqual(["miss", "miss", "miss", "hit", "miss", "hit"]);
    f.cache.invalidate();
    expect(f.cache.stats().entries).toBe(0);
  });

  it("does not store a render that was overtaken by a content change", async () => {
    const f = await fixture({}, 80);
    const pending = get(`${f.url}/news`);
    await new Promise((r) => setTimeout(r, 20));
    f.cache.invalidate({ types: ["news"] });
    await pending;
    expect((await get(`${f.url}/news`)).headers["x-page-cache"]).toBe("miss");
  });

  it("evicts the least recently used pages to stay within its byte budget", async () => {
    const f = await fixture({ maxBytes: 64 * 1024 });
    const big = `<!DOCTYPE html>${Array.from({ length: 3000 }, (_, i) => `<p>${(i * 7919) % 10007}</p>`).join("")}`;
    for (let i = 0; i < 12; i++) f.setPage(`/p${i}`, { html: big });
    for (let i = 0; i < 12; i++) {
      await get(`${f.url}/p${i}`);
      await get(`${f.url}/p0`); // keeps p0 recent
    }
    const stats = f.cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(64 * 1024 + (64 * 1024) / 8 + (64 * 1024) / 16);
    expect(stats.evictions).toBeGreaterThan(0);
    expect((await get(`${f.url}/p0`)).headers["x-page-cache"]).toBe("hit");
    expect((await get(`${f.url}/p1`)).headers["x-page-cache"]).toBe("miss");
  });

  it("re-renders after its time-to-live, serving the old page to others meanwhile", async () => {
    let clock = 0;
    const f = await fixture({ ttlMs: 1000, now: () => clock }, 60);
    await get(`${f.url}/live`);
    clock = 5000;
    const [refresher, other] = await Promise.all([
      get(`${f.url}/live`),
      new Promise<Got>((r) => setTimeout(() => r(get(`${f.url}/live`)), 20)),
    ]);
    expect(refresher.headers["x-page-cache"]).toBe("miss");
    expect(other.headers["x-page-cache"]).toBe("hit");
    expect(f.renders()).toBe(2);
  });

  it("answers with the stored page, however old, when its re-render fails (stale-if-error)", async () => {
    let clock = 0;
    const f = await fixture({ ttlMs: 1000, now: () => clock });
    f.setPage("/news", { html: "<!DOCTYPE html><h1>News</h1>" });
    const stored = await get(`${f.url}/news`);
    expect(stored.headers["cache-control"]).toMatch(/stale-if-error=\d+/);
    expect(stored.headers["cache-control"]).not.toMatch(/must-revalidate/);
    clock = 60_000;
    f.setPage("/news", { status: 503, html: "<!DOCTYPE html><h1>Try again</h1>" });
    f.setPage("/cases", { status: 503, html: "<!DOCTYPE html><h1>Try again</h1>" });
    const stale = await get(`${f.url}/news`, visitor);
    expect(stale.status).toBe(200);
    expect(stale.headers["x-page-cache"]).toBe("stale");
    expect(stale.body.toString()).toBe(stored.body.toString());
    // Nothing stored: the failure itself. Recovered: a fresh render replaces the old page.
    expect((await get(`${f.url}/cases`, visitor)).status).toBe(503);
    f.setPage("/news", { html: "<!DOCTYPE html><h1>News today</h1>" });
    const fresh = await get(`${f.url}/news`, visitor);
    expect([fresh.status, fresh.headers["x-page-cache"]]).toEqual([200, "miss"]);
    expect(fresh.body.toString()).toContain("News today");
    expect(f.renders()).toBe(4);
  });

  it("leaves phones on desktop URLs, visitors who chose a view and requests with a body to the full stack", async () => {
    const f = await fixture();
    await get(`${f.url}/trade`);
    await get(`${f.url}/mobile/trade`);
    const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148";
    await get(`${f.url}/trade`, { ...visitor, "user-agent": phone });
    await get(`${f.url}/trade`, { cookie: `view=desktop; ${visitor.cookie}` });
    expect(f.cache.stats().fastPathHits).toBe(0);
    await get(`${f.url}/trade`, { ...visitor, "content-length": "0" });
    expect(f.cache.stats().fastPathHits).toBe(0);
    await get(`${f.url}/mobile/trade`, { ...visitor, "user-agent": phone });
    await get(`${f.url}/trade`, { ...visitor, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" });
    expect(f.cache.stats().fastPathHits).toBe(2);
  });

  it("follows the content changes it subscribes to, and stops at close", async () => {
    const changes = createContentChanges({ read: async () => ({ version: 1, types: null }), intervalMs: 0 });
    const f = await fixture({ changes });
    await get(`${f.url}/about`);
    await get(`${f.url}/cases/1`);
    expect(f.cache.stats().entries).toBe(2);
    changes.publish({ types: ["cases"] });
    expect(f.cache.stats().entries).toBe(1);
    changes.publish();
    expect(f.cache.stats().entries).toBe(0);
    await get(`${f.url}/about`);
    await f.cache.close();
    changes.publish();
    expect(f.cache.stats().entries).toBe(1);
  });

  it("does nothing when turned off", async () => {
    const f = await fixture({ config: { ...config, PAGE_CACHE: false } });
    await get(`${f.url}/about`);
    const again = await get(`${f.url}/about`);
    expect(again.headers["x-page-cache"]).toBeUndefined();
    expect(f.renders()).toBe(2);
  });
});
