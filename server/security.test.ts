import { createHash } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  COOKIE_CACHE_CONTROL,
  documentBytes,
  noSharedCachingWithCookies,
  secureDocument,
} from "./security.ts";
import { newXsrfToken } from "./xsrf.ts";

const PUBLIC = "public, max-age=0, must-revalidate, s-maxage=60";
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(noSharedCachingWithCookies());
  // A first visit gets a cookie, as the leads API and the back office set the XSRF cookie
  // (server/xsrf.ts); public answers set none, but whatever ever does must stay private.
  app.use((req, res, next) => {
    if (!req.headers.cookie) res.append("Set-Cookie", `XSRF-TOKEN=${newXsrfToken()}; Path=/; SameSite=Lax`);
    next();
  });
  // The ways a handler can choose its Cache-Control after a cookie was set.
  app.get("/api/v1/news", (_req, res) => res.set("cache-control", "public, max-age=60").json({ items: [] }));
  app.get("/page-cache-hit", (_req, res) => {
    // As the page cache (server/page-cache/) serves a stored page: a raw header list given to writeHead.
    res.writeHead(200, ["content-type", "text/html; charset=utf-8", "cache-control", PUBLIC, "x-page-cache", "hit"]);
    res.end("<!DOCTYPE html><p>cached</p>");
  });
  app.get("/object-headers", (_req, res) => {
    res.writeHead(200, "OK", { "Cache-Control": "public, max-age=300", "content-type": "text/plain" });
    res.end("robots");
  });
  app.get("/no-store", (_req, res) => res.set("cache-control", "no-store").send("already private"));
  app.get("/unset", (_req, res) => res.send("no cache-control"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("responses that set a cookie", () => {
  it.each(["/api/v1/news", "/page-cache-hit", "/object-headers", "/unset"])(
    "are never publicly cacheable: %s on a first visit",
    async (path) => {
      const res = await fetch(url + path);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()[0]).toMatch(/^XSRF-TOKEN=/);
      expect(res.headers.get("cache-control")).toBe(COOKIE_CACHE_CONTROL);
      await res.text();
    },
  );

  it("keep a Cache-Control that is already private or no-store", async () => {
    const res = await fetch(`${url}/no-store`);
    expect(res.headers.getSetCookie()).toHaveLength(1);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("leave the Cache-Control of cookie-less answers (a returning visitor) alone", async () => {
    const cookie = `XSRF-TOKEN=${newXsrfToken()}`;
    const expected = {
      "/api/v1/news": "public, max-age=60",
      "/page-cache-hit": PUBLIC,
      "/object-headers": "public, max-age=300",
      "/unset": null,
    };
    for (const [path, cacheControl] of Object.entries(expected)) {
      const res = await fetch(url + path, { headers: { cookie } });
      expect(res.headers.getSetCookie(), path).toEqual([]);
      expect(res.headers.get("cache-control"), path).toBe(cacheControl);
      await res.text();
    }
  });

  it("keep the other headers given to writeHead", async () => {
    const res = await fetch(`${url}/page-cache-hit`);
    expect(res.headers.get("x-page-cache")).toBe("hit");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toContain("cached");
  });
});

describe("a rendered document, secured", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const token = "5f0c7a1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b";
  const mark = ` nonce="${token}"`;
  const data = (text: string) => `window.pageStream.push(${JSON.stringify(text)});`;
  const close = "window.pageStream.end();";
  // Inline scripts shaped like the router's (a context, a data stream), and text beyond Latin-1
  // before, inside and after them, as the site's copy has it.
  const page = (text: string) =>
    `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"${mark}/>` +
    `<title>Caf\u00e9 \u2014 news</title></head><body><p>Brightlane\u2019s week</p>` +
    `<script${mark}>window.pageContext = {"title":"\u00ab\u2014\u00bb"};</script>` +
    `<script type="module"${mark} async="">import("/assets/entry.js");</script>` +
    `<script${mark}>${data(text)}</script><script${mark}>${close}</script></body></html>`;
  const secure = (html: string) => secureDocument(html, { NODE_ENV: "production" }, token);
  const allowed = (html: string) => secure(html).headers["content-security-policy"]!.match(/'sha256-[^']+'/g);

  it("is its UTF-8 bytes without the marks, allowing the SHA-256 of each marked script's text", () => {
    const html = page("Le caf\u00e9 \u2014 \u201cnew\u201d \ud83d\ude80");
    const { body, headers } = secure(html);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.equals(Buffer.from(html.replaceAll(mark, ""), "utf8"))).toBe(true);
    expect(headers["content-security-policy"]).toBe(contentSecurityPolicy(html, token));
    expect(allowed(html)).toEqual([
      sha('window.pageContext = {"title":"\u00ab\u2014\u00bb"};'),
      sha('import("/assets/entry.js");'),
      sha(data("Le caf\u00e9 \u2014 \u201cnew\u201d \ud83d\ude80")),
      sha(close),
    ]);
  });

  it("allows a page's new data as soon as it changes, and no longer the old", () => {
    const first = allowed(page("first edition"));
    const second = allowed(page("second edition"));
    expect(first).toContain(sha(data("first edition")));
    expect(second).toContain(sha(data("second edition")));
    expect(second).not.toContain(sha(data("first edition")));
    expect(allowed(page("first edition"))).toEqual(first);
  });

  it("is the same from the document's pieces as from the document joined", () => {
    const html = page("Le caf\u00e9 \u2014 \ud83d\ude80");
    const pieces = html.split(/(?=<)/);
    const whole = secure(html);
    const fromPieces = secureDocument(pieces, { NODE_ENV: "production" }, token);
    expect(pieces.length).toBeGreaterThan(5);
    expect(fromPieces.body.equals(whole.body)).toBe(true);
    expect(fromPieces.headers).toEqual(whole.headers);
    const unmarked = secureDocument([`<p>${mark}</p>`, ...pieces], { NODE_ENV: "production" }, token);
    expect(unmarked.body.toString("utf8")).toBe(`<p></p>${html.replaceAll(mark, "")}`);
  });

  it("is the same with a mark outside any tag, and allows only the scripts the pattern finds marked", () => {
    const html = `<p>${mark} \u2014</p>${page("x")}`;
    const { body, headers } = secure(html);
    expect(body.toString("utf8")).toBe(html.replaceAll(mark, ""));
    expect(headers["content-security-policy"]).toBe(contentSecurityPolicy(html, token));
  });
});

describe("a document's bytes", () => {
  it("are the UTF-8 of its pieces joined, whatever characters they hold", () => {
    const pieces = [
      "<!DOCTYPE html>",
      "",
      "<p>caf\u00e9 \u2014 \ud83d\ude80</p>",
      "x".repeat(70_000),
      "\u2028<b>ok</b>",
    ];
    expect(documentBytes(pieces).equals(Buffer.from(pieces.join(""), "utf8"))).toBe(true);
    expect(documentBytes([]).length).toBe(0);
  });
});
