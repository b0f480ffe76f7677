/**
 * A 304 updates the copy the browser already has: its headers replace the stored
 * ones. So a 304 must carry the same Content-Security-Policy and Cache-Control as
 * the 200 it revalidates, and no cookie (a per-visitor cookie is what would make it
 * private). The stored 200 is the one a returning visitor got; the revalidation
 * comes from a visitor without cookies (a browser restarted, cookies cleared) or
 * from a phone whose visitor chose the desktop view.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detailPages, ERROR_PAGES, LIST_PAGES, STATIC_PAGES } from "./pages.ts";
import { rawRequest, serveInProcess, type InProcessSite, type InProcessSites } from "./support.ts";

const RETURNING = `XSRF-TOKEN=${"r".repeat(43)}`;
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";

interface Head {
  status: number;
  headers: Headers;
}

/** Asked over node:http, as a browser asks: fetch would add "Cache-Control: no-cache" to a conditional request. */
async function ask(site: InProcessSite, path: string, method: string, headers: Record<string, string>): Promise<Head> {
  const res = await rawRequest(site.port, method, encodeURI(path), headers);
  const head = new Headers();
  for (const [name, value] of Object.entries(res.headers)) for (const v of [value ?? []].flat()) head.append(name, v);
  return { status: res.status, headers: head };
}

interface Revalidation {
  stored: Head;
  again: Head;
}

/**
 * The 200 a returning visitor stores, then a conditional request for it by a
 * visitor with `visitor` headers. Without validators on the 200, the request asks
 * with If-None-Match: * (any copy at all).
 */
async function revalidate(
  site: InProcessSite,
  path: string,
  options: { method?: string; visitor?: Record<string, string>; returning?: Record<string, string> } = {},
): Promise<Revalidation> {
  const method = options.method ?? "GET";
  const stored = await ask(site, path, method, options.returning ?? { cookie: RETURNING });
  expect(stored.status, `${method} ${path}`).toBe(200);
  const etag = stored.headers.get("etag");
  const lastModified = stored.headers.get("last-modified");
  const conditional: Record<string, string> = {
    "if-none-match": etag ?? "*",
    ...(lastModified ? { "if-modified-since": lastModified } : {}),
  };
  const again = await ask(site, path, method, { ...options.visitor, ...conditional });
  return { stored, again };
}

/** A 304 that a browser can merge into its copy without changing how the page works. */
function expectSameHead(label: string, { stored, again }: Revalidation): void {
  expect(again.status, label).toBe(304);
  expect(again.headers.get("content-security-policy"), `${label}: CSP`).toBe(
    stored.headers.get("content-security-policy"),
  );
  expect(again.headers.get("cache-control"), `${label}: Cache-Control`).toBe(stored.headers.get("cache-control"));
  expect(again.headers.get("etag"), `${label}: ETag`).toBe(stored.headers.get("etag"));
  expect(again.headers.getSetCookie(), `${label}: Set-Cookie`).toEqual([]);
}

/**
 * Either the same head as a 304, or a full page: a new copy that replaces the old
 * one, with the document policy of its own scripts (a per-visitor page such as the
 * registration form differs from render to render).
 */
function expectNoBrokenMerge(label: string, r: Revalidation): void {
  if (r.again.status === 304) expectSameHead(label, r);
  else {
    expect(r.again.status, label).toBe(200);
    expect(r.again.headers.get("content-type"), label).toMatch(/^text\/html/);
    expect(r.again.headers.get("content-security-policy"), `${label}: CSP`).toMatch(
      /^default-src 'self'; script-src 'self'/,
    );
  }
}

describe("revalidation answers (304) match the page they revalidate", () => {
  let sites: InProcessSites;
  let cached: InProcessSite;
  let uncached: InProcessSite;
  let pages: string[];
  beforeAll(async () => {
    sites = await serveInProcess("revalidation", [{ PAGE_CACHE: "on" }, { PAGE_CACHE: "off" }]);
    [cached, uncached] = sites.sites as [InProcessSite, InProcessSite];
    pages = [...STATIC_PAGES, ...LIST_PAGES, ...(await detailPages(cached.url))];
  });
  afterAll(async () => {
    await sites?.close();
  });

  it("every page type from the page cache: same CSP and Cache-Control, no cookie, on GET and HEAD", async () => {
    const perVisitor = new Set<string>();
    for (const path of pages) {
      for (const method of ["GET", "HEAD"]) {
        const r = await revalidate(cached, path, { method });
        if (r.stored.headers.get("etag")) expectSameHead(`${method} ${path}`, r);
        else {
          perVisitor.add(path);
          expectNoBrokenMerge(`${method} ${path}`, r);
        }
      }
    }
    // Everything but the per-visitor pages (the lead forms and search, on both skins) is
    // cached and revalidates.
    expect([...perVisitor].map((path) => path.replace(/\?.*/, "")).sort()).toEqual([
      "/mobile/partner/apply",
      "/mobile/register",
      "/mobile/search",
      "/partner/apply",
      "/register",
      "/search",
    ]);
  });

  it("a 404 page and an error page are never answered 304 with another head", async () => {
    for (const [path, status] of ERROR_PAGES) {
      const first = await ask(cached, path, "GET", { cookie: RETURNING });
      expect(first.status, path).toBe(status);
      const again = await ask(cached, path, "GET", { "if-none-match": first.headers.get("etag") ?? "*" });
      expect(again.status, path).toBe(status);
      expect(again.headers.get("content-security-policy"), path).toBe(first.headers.get("content-security-policy"));
    }
  });

  it("a phone whose visitor chose the desktop view (answered through the full stack) gets the same head", async () => {
    const visitor = { cookie: `view=desktop; ${RETURNING}`, "user-agent": PHONE };
    for (const path of ["/", "/oa", "/about", "/news", "/price"]) {
      expectSameHead(path, await revalidate(cached, path, { returning: visitor, visitor }));
      expectSameHead(
        `${path} (cookies cleared but the view)`,
        await revalidate(cached, path, {
          returning: visitor,
          visitor: { cookie: "view=desktop", "user-agent": PHONE },
        }),
      );
    }
  });

  it("every page type rendered without the page cache", async () => {
    for (const path of pages) expectNoBrokenMerge(path, await revalidate(uncached, path));
  });

  it("API answers, feeds, sitemaps, assets and images: same head, no cookie", async () => {
    const html = await (await fetch(`${cached.url}/`, { headers: { cookie: RETURNING } })).text();
    const script = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    const style = html.match(/"(\/assets\/[^"]+\.css)"/)?.[1];
    const image = html.match(/src="(\/media\/[^"]+)"/)?.[1];
    expect([script, style, image].every(Boolean), "the home page links a script, a stylesheet and an image").toBe(true);
    const news = (await (await fetch(`${cached.url}/api/v1/news`)).json()) as { items: Array<{ id: number }> };
    const paths = [
      "/api/v1/news",
      `/api/v1/news/${news.items[0]!.id}`,
      "/api/v1/pages/home",
      "/api/v1/openapi.json",
      "/api/v1/search?q=report",
      "/sitemap.xml",
      "/robots.txt",
      "/feeds/news.xml",
      "/favicon.svg",
      script!,
      style!,
      image!,
    ];
    for (const site of [cached, uncached]) {
      for (const path of paths) {
        for (const method of ["GET", "HEAD"])
          expectSameHead(`${method} ${path}`, await revalidate(site, path, { method }));
      }
    }
  });

  it("the registration page sets no cookie, and the XSRF cookie its form needs comes from the leads API", async () => {
    for (const path of ["/register", "/register.data"]) {
      const res = await ask(cached, path, "GET", {});
      expect(res.status, path).toBe(200);
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
    // Answered no-store, so no browser ever revalidates it.
    const form = await ask(cached, "/api/v1/leads/form", "GET", {});
    expect(form.headers.get("cache-control")).toBe("no-store");
    expect(form.status).toBe(200);
    expect(form.headers.getSetCookie().some((c) => c.startsWith("XSRF-TOKEN="))).toBe(true);
  });
});
