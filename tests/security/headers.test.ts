import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, secureDocument } from "../../server/security.ts";
import { detailPages, ERROR_PAGES, LIST_PAGES, STATIC_PAGES } from "./pages.ts";
import { rawGet, startSite, type RunningServer } from "./support.ts";

const TRUSTED = 4701; // TRUST_PROXY=loopback: X-Forwarded-Proto from 127.0.0.1 counts
const UNTRUSTED = 4702; // no proxy trusted

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectDocumentHeaders(path: string, headers: Headers): void {
  const csp = headers.get("content-security-policy");
  expect(csp, `${path}: CSP`).toBeTruthy();
  const d = directives(csp!);
  const scriptSrc = d.get("script-src") ?? d.get("default-src")!;
  expect(scriptSrc, `${path}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(
    scriptSrc.every((v) => v === "'self'" || /^'sha256-[A-Za-z0-9+/]+=*'$/.test(v)),
    `${path}: ${scriptSrc.join(" ")}`,
  ).toBe(true);
  expect(d.get("object-src")).toEqual(["'none'"]);
  expect(["'none'", "'self'"]).toContain(d.get("base-uri")?.join(" "));
  expect(d.get("frame-ancestors")).toEqual(["'none'"]);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(permissions).toContain(`${feature}=()`);
  expect(headers.get("x-powered-by")).toBeNull();
  expect(headers.get("strict-transport-security"), `${path}: no HSTS over plain HTTP`).toBeNull();
}

/** Every inline script of the page must be allowed by a hash in its own CSP, and nothing else. */
async function expectHashesMatchScripts(html: string, csp: string): Promise<void> {
  const { createHash } = await import("node:crypto");
  const allowed = new Set(
    directives(csp)
      .get("script-src")!
      .filter((v) => v.startsWith("'sha256-")),
  );
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attrs]) => !/\bsrc=/.test(attrs!) && !/application\/(ld\+)?json/.test(attrs!),
  );
  expect(inline.length).toBeGreaterThan(0);
  const hashes = new Set(inline.map(([, , body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`));
  expect(hashes).toEqual(allowed);
  expect(html).not.toMatch(/\bnonce=/);
}

describe("security headers", () => {
  let trusted: RunningServer;
  let untrusted: RunningServer;
  let details: string[] = [];
  beforeAll(async () => {
    [trusted, untrusted] = await Promise.all([startSite(TRUSTED, { TRUST_PROXY: "loopback" }), startSite(UNTRUSTED)]);
    details = await detailPages(trusted.url);
  });
  afterAll(async () => {
    expect(await trusted?.stop()).toBe(0);
    expect(await untrusted?.stop()).toBe(0);
  });

  it("every HTML page type carries the full set, with script hashes that match its scripts", async () => {
    const pages = [...STATIC_PAGES, ...LIST_PAGES, ...details];
    expect(pages.length).toBeGreaterThan(40);
    for (const path of pages) {
      const res = await fetch(trusted.url + encodeURI(path));
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expectDocumentHeaders(path, res.headers);
      await expectHashesMatchScripts(await res.text(), res.headers.get("content-security-policy")!);
    }
  });

  it("error pages (404, 500, unknown ids and types) carry the same headers", async () => {
    for (const [path, status] of ERROR_PAGES) {
      const res = await fetch(trusted.url + encodeURI(path));
      expect(res.status, path).toBe(status);
      expectDocumentHeaders(path, res.headers);
      // A 404 may be cached briefly like any public page; a server error never.
      if (status >= 500) expect(res.headers.get("cache-control") ?? "", path).toMatch(/no-store/);
    }
  });

  it("non-document answers (API, assets, data requests, malformed URLs) are locked down too", async () => {
    const html = await (await fetch(`${trusted.url}/about`)).text();
    // A script the page loads: its module script names them (decision 0044).
    const asset = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    for (const path of ["/api/v1/news", asset!, "/about.data", "/healthz", "/%E0%A4%A"]) {
      const res = await rawGet(TRUSTED, path);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers["content-security-policy"], path).toMatch(/frame-ancestors 'none'/);
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("the admin API answers with the same strict headers, never cached, 401 without credentials", async () => {
    for (const path of [
      "/api/v1/admin/me",
      "/api/v1/admin/users",
      "/api/v1/admin/audit?page=0",
      "/api/v1/admin/nope",
    ]) {
      const attempts: Array<Record<string, string>> = [
        {},
        { authorization: "Bearer vtr_forged" },
        { cookie: "vitrine.session=forged" },
      ];
      for (const headers of attempts) {
        const res = await rawGet(TRUSTED, path, headers);
        expect(res.status, path).toBe(401);
        expect(res.headers["cache-control"], path).toBe("private, no-store");
        expect(res.headers["www-authenticate"], path).toBe('Bearer realm="admin"');
        expect(res.headers["x-content-type-options"], path).toBe("nosniff");
        expect(res.headers["x-frame-options"], path).toBe("DENY");
        expect(res.headers["content-security-policy"], path).toMatch(/frame-ancestors 'none'/);
        expect(res.headers["content-type"], path).toMatch(/^application\/json/);
        expect(res.headers["x-powered-by"]).toBeUndefined();
      }
    }
  });

  it("sends HSTS only over HTTPS as reported by a trusted proxy", async () => {
    const viaTrustedProxy = await fetch(`${trusted.url}/about`, { headers: { "x-forwarded-proto": "https" } });
    expect(viaTrustedProxy.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const plain = await fetch(`${trusted.url}/about`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    // The same forged header on a server that trusts no proxy changes nothing.
    const forged = await fetch(`${untrusted.url}/about`, { headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers.get("strict-transport-security")).toBeNull();
  });

  it("cookies: XSRF-TOKEN is SameSite=Lax, scoped to the base path, readable by script, Secure over HTTPS; every other cookie is HttpOnly", async () => {
    const seen: string[] = [];
    for (const path of [
      "/",
      "/register",
      "/news",
      "/api/v1/news",
      // Where a write follows, the one place besides the admin that issues the XSRF cookie (decision 0048).
      "/api/v1/leads/form",
      "/view?mode=mobile&next=/oa",
      "/view?mode=desktop&next=/",
    ]) {
      for (const proto of ["http", "https"]) {
        const res = await fetch(trusted.url + path, { redirect: "manual", headers: { "x-forwarded-proto": proto } });
        for (const cookie of res.headers.getSetCookie()) {
          seen.push(cookie);
          const [pair = "", ...attrs] = cookie.split(";").map((p) => p.trim());
          const name = pair.slice(0, pair.indexOf("="));
          const lower = attrs.map((a) => a.toLowerCase());
          if (proto === "https") expect(lower, `${path}: ${cookie}`).toContain("secure");
          else expect(lower, `${path}: ${cookie}`).not.toContain("secure");
          expect(
            lower.some((a) => a === "samesite=lax" || a === "samesite=strict"),
            cookie,
          ).toBe(true);
          expect(lower, cookie).toContain("path=/");
          if (name === "XSRF-TOKEN") expect(lower, cookie).not.toContain("httponly");
          else expect(lower, cookie).toContain("httponly");
        }
      }
    }
    expect(seen.some((c) => c.startsWith("XSRF-TOKEN="))).toBe(true);
    expect(seen.some((c) => !c.startsWith("XSRF-TOKEN="))).toBe(true);
  });

  it("rejects oversized and unbounded bodies before reading them (413 / 411)", async () => {
    const big = "x".repeat(40 * 1024);
    for (const path of ["/register", "/api/v1/leads", "/about", "/api/v1/news"]) {
      const res = await fetch(trusted.url + path, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: big,
      });
      expect(res.status, path).toBe(413);
      expect(await res.text()).not.toMatch(/\bat \S+:\d+:\d+|node_modules/);
    }
    const http = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: TRUSTED,
          path: "/register",
          method: "POST",
          headers: { "transfer-encoding": "chunked" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write("a=1");
      // Never ends the body: the answer must come without it.
    });
    expect(status).toBe(411);
  });
});

describe("CSP construction", () => {
  const token = "T0k3n";
  const page = (extra: string) =>
    `<!DOCTYPE html><html><head></head><body><script nonce="${token}">window.__ctx = {}</script>${extra}<script type="application/ld+json">{"a":1}</script><script src="/assets/a.js" nonce="${token}"></script></body></html>`;

  it("allows the renderer's marked scripts only, and removes the marker", () => {
    const injected = page("<script>alert(document.cookie)</script>");
    const { body, headers } = secureDocument(injected, { NODE_ENV: "production" }, token);
    const csp = headers["content-security-policy"]!;
    const allowed = directives(csp)
      .get("script-src")!
      .filter((v) => v.startsWith("'sha256-"));
    expect(allowed).toHaveLength(1);
    // The injected script's hash is not in the policy, so a browser refuses to run it.
    const withAll = contentSecurityPolicy(injected);
    expect(
      directives(withAll)
        .get("script-src")!
        .filter((v) => v.startsWith("'sha256-")),
    ).toHaveLength(2);
    const html = body.toString("utf8");
    expect(html).not.toContain(token);
    expect(html).toContain("<script>window.__ctx = {}</script>");
  });

  it("hashes exactly the scripts the pattern finds marked, whatever else carries the mark", () => {
    const doc =
      `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${token}"/></head><body>` +
      `<SCRIPT nonce="${token}">if (a > b) window.x = "</div>";</SCRIPT>` +
      `<script type="application/json" nonce="${token}">{"a":1}</script>` +
      `<script src="/assets/b.js" nonce="${token}"></script>` +
      `<script nonce="${token}" type="module" async="">import("/assets/c.js");</script>` +
      `<script>alert(1)</script></body></html>`;
    const { body, headers } = secureDocument(doc, { NODE_ENV: "production" }, token);
    expect(headers["content-security-policy"]).toBe(contentSecurityPolicy(doc, token));
    expect(directives(headers["content-security-policy"]!).get("script-src")).toHaveLength(3);
    expect(body.toString("utf8")).toBe(doc.replaceAll(` nonce="${token}"`, ""));
  });

  it("removes a mark that stands outside any tag, and allows only the scripts that carry one", () => {
    const doc = `<html><body><p> nonce="${token}"</p><script nonce="${token}">ok()</script><script>no()</script></body></html>`;
    const { body, headers } = secureDocument(doc, { NODE_ENV: "production" }, token);
    expect(headers["content-security-policy"]).toBe(contentSecurityPolicy(doc, token));
    expect(body.toString("utf8")).not.toContain(token);
  });

  it("allows no inline script at all in production when the renderer did not mark any", () => {
    const { headers } = secureDocument("<script>alert(1)</script>", { NODE_ENV: "production" }, token);
    expect(headers["content-security-policy"]).toMatch(/script-src 'self';/);
  });
});
