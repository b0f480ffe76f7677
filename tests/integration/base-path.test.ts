import { mkdtempSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDirFor, ensureBuild, root, startServer, type RunningServer } from "../support/server.ts";

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
