/**
 * Hostile requests that used to cost a render or a stack trace:
 * - methods the site does not serve (TRACE, WebDAV, PUT...) answer 405 with Allow;
 * - letter-case variants of a page and query parameters the page does not read
 *   are redirected to the page's one URL, so they neither render nor fill the
 *   page cache (?v=<random> cannot bypass it).
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detailPages } from "./pages.ts";
import { rawRequest, serveInProcess, type InProcessSite, type InProcessSites } from "./support.ts";

const RETURNING = `XSRF-TOKEN=${"k".repeat(43)}`;
const PAGES = "GET, HEAD";
const FORM = "GET, HEAD, POST";
/** Every method Node's parser accepts but GET, HEAD and POST (CONNECT never reaches a request handler). */
const UNSERVED = http.METHODS.filter((m) => !["GET", "HEAD", "POST", "CONNECT"].includes(m));

let sites: InProcessSites;
let site: InProcessSite;
let details: string[];

beforeAll(async () => {
  sites = await serveInProcess("methods", [{ PAGE_CACHE: "on", LOG_LEVEL: "info" }]);
  site = sites.sites[0]!;
  details = await detailPages(site.url);
});
afterAll(async () => {
  await sites?.close();
});

const ask = (method: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest(site.port, method, encodeURI(path), { cookie: RETURNING, ...headers });

describe("methods", () => {
  it("every method the site does not serve answers 405 with Allow, on every kind of path, and logs no error", async () => {
    const html = (await ask("GET", "/")).body;
    const asset = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    const image = html.match(/src="(\/media\/[^"]+)"/)?.[1];
    expect(asset && image).toBeTruthy();
    const allow: Array<[string, string]> = [
      ...[
        "/",
        "/about",
        "/news/2",
        "/mobile/oa",
        "/mobile/news/company",
        "/no-such-page",
        "/about.data",
        "/404",
        details[0]!,
      ].map((p): [string, string] => [p, PAGES]),
      ["/register", FORM],
      ["/register.data", FORM],
      ...[
        "/api/v1/news",
        "/api/v1/news/1",
        "/api/v1/search",
        "/api/v1/leads/form",
        "/api/v1/openapi.json",
        "/api/v1/no-such-endpoint",
      ].map((p): [string, string] => [p, PAGES]),
      ["/api/v1/leads", "POST"],
      ...[
        "/sitemap.xml",
        "/robots.txt",
        "/feeds/news.xml",
        "/healthz",
        "/readyz",
        "/view",
        "/favicon.svg",
        asset!,
        image!,
      ].map((p): [string, string] => [p, PAGES]),
    ];
    let refused = 0;
    for (const [path, allowed] of allow) {
      const served = allowed.split(", ");
      for (const method of [...UNSERVED, ...["GET", "HEAD", "POST"].filter((m) => !served.includes(m))]) {
        const res = await ask(method, path, { "content-length": "0" });
        const label = `${method} ${path}`;
        expect(res.status, label).toBe(405);
        expect(res.headers.allow, label).toBe(allowed);
        expect(res.body, label).not.toMatch(/\bat \S+:\d+:\d+|node_modules|Error:/);
        if (path.startsWith("/api/") && method !== "HEAD")
          expect(JSON.parse(res.body), label).toMatchObject({ error: { status: 405, code: "method_not_allowed" } });
        refused++;
      }
      // What is served there still is.
      for (const method of served.filter((m) => m !== "POST"))
        expect((await ask(method, path)).status, `${method} ${path}`).not.toBe(405);
    }
    expect(refused).toBeGreaterThan(allow.length * 20);
    const errors = site.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
    const trace = site.logs.find((line) => line.includes('"method":"TRACE"'));
    expect(trace, "the refusal is still logged, as a warning").toContain('"status":405');
  });

  it("the forms still accept their posts", async () => {
    expect(
      (await ask("POST", "/api/v1/leads", { "content-type": "application/json", "content-length": "2" })).status,
    ).toBe(403); // no anti-forgery header
    const form = await ask("POST", "/register", {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": "0",
      origin: site.url,
    });
    expect(form.status).not.toBe(405);
    expect(form.status).toBeLessThan(500);
  });
});

describe("cache keys", () => {
  async function settled() {
    const { entries, misses, stores } = site.pageCache.stats();
    return { entries, misses, stores };
  }

  async function expectRedirect(from: string, to: string): Promise<void> {
    for (const method of ["GET", "HEAD"]) {
      const res = await ask(method, from);
      expect(res.status, `${method} ${from}`).toBe(301);
      const target = new URL(String(res.headers.location), site.url);
      expect(target.origin, from).toBe(site.url);
      expect(target.pathname + target.search, from).toBe(encodeURI(to));
    }
  }

  it("a path that differs from a page only by letter case (or a trailing slash, or dot segments) is redirected to it, never rendered or stored", async () => {
    const detail = details.find((p) => p.startsWith("/detail/"))!;
    const detailNew = details.find((p) => p.startsWith("/detailNew/"))!;
    const variants: Array<[string, string]> = [
      ["/About", "/about"],
      ["/ABOUT", "/about"],
      ["/NEWS/2", "/news/2"],
      ["/News/company/1 Copy", "/news/company/1 copy"],
      ["/Mobile/OA", "/mobile/oa"],
      [detail.toUpperCase(), detail],
      [detailNew.toLowerCase(), detailNew],
      [detailNew.replace("detailNew", "DETAILNEW"), detailNew],
      ["/Cases_List/manufacturing", "/cases_list/manufacturing"],
      ["/about/", "/about"],
      ["/mobile/oa//", "/mobile/oa"],
      ["/news/./2", "/news/2"],
      ["/x/../about", "/about"],
    ];
    for (const [, page] of variants) expect((await ask("GET", page)).status, page).toBe(200);
    const before = await settled();
    for (const [variant, page] of variants) await expectRedirect(variant, page);
    expect(await settled()).toEqual(before);
    // A parameter keeps its spelling: a category in capitals is no page, and answers the 404 page.
    for (const path of ["/mobile/news/Company", "/cases_list/Manufacturing", detail.replace(/\d+$/, "1x")]) {
      expect((await ask("GET", path)).status, path).toBe(404);
    }
  });

  it("query parameters a page does not read are redirected away, so ?v=<random> neither renders nor adds entries", async () => {
    const detail = details.find((p) => p.startsWith("/detail/"))!;
    // Path, the query it is asked with, and the parameters its page reads.
    const pages: Array<[string, string, string[]]> = [
      ["/", "", []],
      ["/about", "", []],
      ["/news", "", []],
      ["/news/2", "", []],
      [detail, "", []],
      ["/no-such-page", "", []],
      ["/mobile/news/company", "page=2", ["page"]],
      ["/mobile/cases", "type=manufacturing", ["type", "page"]],
      ["/mobile/solution", "type=retail", ["type"]],
      ["/mobile/price", "billing=monthly", ["billing"]],
      ["/search", "q=report&section=news", ["q", "section", "page"]],
      ["/register", "sent=1", ["sent"]],
    ];
    const canonical = ([path, query]: [string, string, string[]]) => (query ? `${path}?${query}` : path);
    // The parameters a page reads are its own pages, answered as usual.
    for (const page of pages)
      expect((await ask("GET", canonical(page))).status, canonical(page)).toBe(page[0] === "/no-such-page" ? 404 : 200);
    const before = await settled();
    for (const page of pages) {
      const [path, query, reads] = page;
      const join = query ? `${query}&` : "";
      for (let i = 0; i < 5; i++) await expectRedirect(`${path}?${join}v=${randomUUID()}`, canonical(page));
      // The campaign is kept (decision 0059), any other tag goes; an address no page holds yet
      // keeps it too, since a page of blocks may take it (decision 0085).
      await expectRedirect(
        `${path}?utm_source=mail&${join}fbclid=x`,
        `${path}?utm_source=mail${query ? `&${query}` : ""}`,
      );
      // Parameters that other pages read, but not this one.
      const foreign = ["page=7", "q=x", "type=y", "section=news", "billing=monthly", "sent=1"].filter(
        (p) => !reads.includes(p.split("=")[0]!),
      );
      await expectRedirect(`${path}?${join}${foreign.join("&")}`, canonical(page));
    }
    // A parameter given twice keeps its first value.
    await expectRedirect("/mobile/news/company?page=2&page=3", "/mobile/news/company?page=2");
    expect(await settled()).toEqual(before);
  });
});
