import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "./config.ts";
import { newXsrfToken, tokensMatch, xsrfProtection } from "./xsrf.ts";

async function start(basePath: string, trustProxy = false): Promise<{ server: Server; url: string }> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(xsrfProtection({ BASE_PATH: basePath } as Config));
  app.all(/.*/, (req, res) => res.json({ ok: true, method: req.method }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function tokenFrom(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
  if (!cookie) throw new Error("no XSRF-TOKEN cookie");
  return cookie.slice("XSRF-TOKEN=".length).split(";")[0]!;
}

let root: { server: Server; url: string };
let site: { server: Server; url: string };
let proxied: { server: Server; url: string };
beforeAll(async () => {
  root = await start("/");
  site = await start("/site/");
  proxied = await start("/", true);
});
afterAll(() => {
  for (const s of [root, site, proxied]) s.server.close();
});

describe("XSRF-TOKEN cookie", () => {
  it("is issued where a write follows: random, path = base path, SameSite=Lax, readable by scripts", async () => {
    const one = await fetch(`${root.url}/api/v1/leads/form`);
    const two = await fetch(`${root.url}/admin`);
    const cookie = one.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(tokenFrom(one)).not.toBe(tokenFrom(two));
    const under = await fetch(`${site.url}/site/api/v1/leads/form`);
    expect(under.headers.getSetCookie()[0]).toMatch(/; Path=\/site\/; SameSite=Lax$/);
  });

  it("is Secure over HTTPS", async () => {
    const res = await fetch(`${proxied.url}/admin`, { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.getSetCookie()[0]).toMatch(/; SameSite=Lax; Secure$/);
  });

  it("is kept when the visitor has a well-formed one, replaced when malformed", async () => {
    const token = newXsrfToken();
    const kept = await fetch(`${root.url}/admin`, { headers: { cookie: `a=b; XSRF-TOKEN=${token}` } });
    expect(kept.headers.getSetCookie()).toEqual([]);
    const bad = await fetch(`${root.url}/admin`, { headers: { cookie: "XSRF-TOKEN=short" } });
    expect(bad.headers.getSetCookie()).toHaveLength(1);
  });

  it("is never set by public pages, feeds or API reads, so shared caches may keep them", async () => {
    for (const p of ["/", "/news", "/mobile", "/register", "/sitemap.xml", "/api/v1/news"]) {
      const res = await fetch(`${root.url}${p}`);
      expect(res.headers.getSetCookie(), p).toEqual([]);
    }
    const post = await fetch(`${root.url}/register`, { method: "POST" });
    expect(post.headers.getSetCookie()[0]).toMatch(/^XSRF-TOKEN=/);
  });
});

describe("X-XSRF-TOKEN check", () => {
  const token = newXsrfToken();
  const withCookie = { cookie: `XSRF-TOKEN=${token}`, "content-type": "application/json" };

  it.each(["POST", "PUT", "PATCH", "DELETE"])("%s under api/ passes with header == cookie", async (method) => {
    const res = await fetch(`${root.url}/api/v1/leads`, {
      method,
      headers: { ...withCookie, "x-xsrf-token": token },
      body: "{}",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, method });
  });

  it.each([
    ["no header", { ...withCookie }],
    ["a different header", { ...withCookie, "x-xsrf-token": newXsrfToken() }],
    ["no cookie", { "x-xsrf-token": token }],
    ["header of another length", { ...withCookie, "x-xsrf-token": `${token}x` }],
  ])("POST under api/ with %s is 403 JSON", async (_name, headers) => {
    const res = await fetch(`${root.url}/api/v1/leads`, { method: "POST", headers, body: "{}" });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      error: { status: 403, code: "xsrf_token_invalid", message: expect.stringMatching(/anti-forgery token/) },
    });
  });

  it("cannot be bypassed by case or doubled slashes", async () => {
    for (const path of ["/API/v1/leads", "//api/v1/leads", "/Api//v1/leads"]) {
      const res = await fetch(`${root.url}${path}`, { method: "POST", headers: withCookie, body: "{}" });
      expect(res.status, path).toBe(403);
    }
  });

  it("checks under the base path and leaves reads and other paths alone", async () => {
    expect(
      (await fetch(`${site.url}/site/api/v1/leads`, { method: "POST", headers: withCookie, body: "{}" })).status,
    ).toBe(403);
    expect((await fetch(`${root.url}/api/v1/news`, { headers: withCookie })).status).toBe(200);
    expect((await fetch(`${root.url}/api/v1/news`, { method: "HEAD", headers: withCookie })).status).toBe(200);
    expect((await fetch(`${root.url}/register`, { method: "POST", headers: withCookie, body: "{}" })).status).toBe(200);
  });

  it("lets a bearer-token call to the admin API through without the double submit, and nothing else", async () => {
    const bearer = { authorization: "Bearer vtr_token", "content-type": "application/json" };
    for (const path of ["/api/v1/admin/users", "/API//v1/admin/users"])
      expect((await fetch(`${root.url}${path}`, { method: "POST", headers: bearer, body: "{}" })).status, path).toBe(
        200,
      );
    expect(
      (await fetch(`${site.url}/site/api/v1/admin/users`, { method: "POST", headers: bearer, body: "{}" })).status,
    ).toBe(200);
    // A bearer header elsewhere, another scheme, or the session cookie alone: still checked.
    expect((await fetch(`${root.url}/api/v1/leads`, { method: "POST", headers: bearer, body: "{}" })).status).toBe(403);
    const basic = { ...withCookie, authorization: "Basic YTpi" };
    expect((await fetch(`${root.url}/api/v1/admin/users`, { method: "POST", headers: basic, body: "{}" })).status).toBe(
      403,
    );
    const session = { ...withCookie, cookie: `${withCookie.cookie}; vitrine.session=abc` };
    expect((await fetch(`${root.url}/api/v1/admin/users`, { method: "DELETE", headers: session })).status).toBe(403);
  });

  it("compares exactly", () => {
    expect(tokensMatch("abc", "abc")).toBe(true);
    expect(tokensMatch("abc", "abd")).toBe(false);
    expect(tokensMatch("abc", "abcd")).toBe(false);
    expect(tokensMatch(undefined, "abc")).toBe(false);
    expect(tokensMatch("", "")).toBe(false);
  });
});
