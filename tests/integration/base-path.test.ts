import { mkdtempSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDirFor, ensureBuild, freePort, root, startServer, type RunningServer } from "../support/server.ts";

/** GET without decoding, so the encoded body's size can be compared with the file on disk. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

// The whole site must work at "/" and under a prefix: links, assets, API and
// redirects all follow BASE_PATH.
describe.each([
  { base: "/", buildDir: buildDirFor("/"), port: "4031" },
  { base: "/site/", buildDir: buildDirFor("/site/"), port: "4032" },
])("site served at $base", ({ base, buildDir, port }) => {
  let server: RunningServer;
  beforeAll(async () => {
    ensureBuild(buildDir, { BASE_PATH: base });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-base-"));
    server = await startServer({
      PORT: port,
      BASE_PATH: base,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
    });
  }, 180_000);
  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
  });

  it("renders pages whose links and assets carry the base path", async () => {
    const res = await fetch(`${server.url}${base}about`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.startsWith(`${base}assets/`)).toBe(true);
      const a = await fetch(server.url + asset);
      expect(a.status).toBe(200);
      expect(a.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"#]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs.filter((h) => h.startsWith("/"))) expect(href.startsWith(base)).toBe(true);
  });

  it("answers 404 with the 404 page for an unknown path under the base", async () => {
    const res = await fetch(`${server.url}${base}no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
  });

  it("serves the 404 and 500 routes with their statuses and noindex", async () => {
    for (const [p, status] of [
      ["404", 404],
      ["500", 500],
    ] as const) {
      const res = await fetch(`${server.url}${base}${p}`);
      expect(res.status).toBe(status);
      expect(await res.text()).toMatch(/<meta name="robots" content="noindex"/);
    }
  });

  it("sends the base path spelled without its trailing slash to the home page", async () => {
    // At "/" the bare spelling is the origin itself, which a client always asks for as "/".
    const bare = base.replace(/\/$/, "");
    const res = await fetch(`${server.url}${bare}?utm_source=mail`, { redirect: "manual" });
    expect(res.status).toBe(bare ? 301 : 200);
    if (bare) expect(res.headers.get("location")).toBe(`${base}?utm_source=mail`);
  });

  it("serves client navigation data under the base path", async () => {
    const res = await fetch(`${server.url}${base}about.data`);
    expect(res.status).toBe(200);
  });

  it("sends the build-time brotli and gzip copies of hashed assets, and the plain file to others", async () => {
    const html = await (await fetch(`${server.url}${base}`)).text();
    // The largest script the page loads (files under 1 KB are not worth a compressed copy); the
    // page names them in its preload links and its module script.
    const scripts = [...new Set([...html.matchAll(/"([^"]+\.js)"/g)].map((m) => m[1]!))];
    expect(scripts.length).toBeGreaterThan(0);
    const onDiskPath = (asset: string) => path.join(root, buildDir, "client", asset.slice(base.length));
    const asset = scripts.sort((a, b) => statSync(onDiskPath(b)).size - statSync(onDiskPath(a)).size)[0]!;
    const file = onDiskPath(asset);
    for (const [accept, encoding, onDisk] of [
      ["br, gzip", "br", `${file}.br`],
      ["gzip", "gzip", `${file}.gz`],
      ["identity", undefined, file],
    ] as const) {
      const res = await rawGet(server.url + asset, { "accept-encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.body.equals(readFileSync(onDisk)), `${accept}: ${onDisk}`).toBe(true);
    }
    expect(statSync(`${file}.br`).size).toBeLessThan(statSync(file).size);
  });

  it("has no X-Powered-By and compresses with brotli and gzip", async () => {
    for (const enc of ["br", "gzip"]) {
      const res = await fetch(`${server.url}${base}about`, { headers: { "accept-encoding": enc } });
      expect(res.headers.get("x-powered-by")).toBeNull();
      expect(res.headers.get("content-encoding")).toBe(enc);
    }
  });
});

// Without server rendering the document is the loading shell, but its status is still
// the page's: search engines and monitors read the status, not the shell.
describe("without server rendering", () => {
  let server: RunningServer;
  beforeAll(async () => {
    const buildDir = buildDirFor("/");
    ensureBuild(buildDir);
    const port = String(await freePort());
    server = await startServer({
      PORT: port,
      BUILD_DIR: buildDir,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "vitrine-shell-")),
      SITE_URL: `http://127.0.0.1:${port}`,
      SERVER_RENDERING: "off",
    });
  }, 180_000);
  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
  });

  it("answers the error pages, unknown ids and unknown paths with their status", async () => {
    const statuses: Record<string, number> = {};
    for (const p of [
      "/404",
      "/500",
      "/cases/999999",
      "/detail/999999",
      "/detailNew/company/999999",
      "/qa/999999",
      "/solution/999999",
      "/help/999999",
      "/mobile/cases/999999",
      "/mobile/detail/999999",
      "/mobile/qa/999999",
      "/no-such-page",
      "/cases/1",
      "/mobile/detail/1",
    ])
      statuses[p] = (await fetch(server.url + p, { redirect: "manual" })).status;
    expect(statuses).toEqual({
      "/404": 404,
      "/500": 500,
      "/cases/999999": 404,
      "/detail/999999": 404,
      "/detailNew/company/999999": 404,
      "/qa/999999": 404,
      "/solution/999999": 404,
      "/help/999999": 404,
      "/mobile/cases/999999": 404,
      "/mobile/detail/999999": 404,
      "/mobile/qa/999999": 404,
      "/no-such-page": 404,
      "/cases/1": 200,
      "/mobile/detail/1": 200,
    });
  });

  it("still sends the shell without the page's data, so the browser fetches it at start-up", async () => {
    const html = await (await fetch(`${server.url}/cases/1`)).text();
    expect(html).toContain("Loading the page");
    expect(html).not.toContain("The challenge");
  });
});
