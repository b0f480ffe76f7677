import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPathOf, RENDER_AFRESH, unseenDataPages } from "./pages.ts";
import {
  createPgDatabase,
  dropPgDatabase,
  rawGet,
  startSite,
  TcpProxy,
  waitFor,
  type RunningServer,
} from "./support.ts";

// PostgreSQL "goes away" and comes back: the site is pointed at a TCP proxy we
// control (never the shared server itself), which refuses and cuts connections
// on close() and forwards again on open().
const DB = "vitrine_sec_outage";
const PROXY_PORT = 4740;
const PORT = 4741;
const STACK = /\n\s+at [^\n]*:\d+:\d+|\/work\/|node_modules|ECONNREFUSED|Connection terminated|SQLITE_|relation "/;

describe("database outage (PostgreSQL)", () => {
  const proxy = new TcpProxy(PROXY_PORT);
  let server: RunningServer;
  let pages: Awaited<ReturnType<typeof unseenDataPages>>;

  beforeAll(async () => {
    await createPgDatabase(DB);
    await proxy.open();
    server = await startSite(PORT, { DATABASE_URL: `postgres://postgres@127.0.0.1:${PROXY_PORT}/${DB}` });
    pages = await unseenDataPages(server.url, 20);
    expect(pages.size).toBeGreaterThan(40);
  });
  afterAll(async () => {
    await proxy.open();
    const code = await server?.stop();
    expect(code, server?.output().slice(-4000)).toBe(0);
    await proxy.close();
    await dropPgDatabase(DB);
  });

  it("serves everything while the database is up", async () => {
    for (const path of [...pages.take(4), "/", "/news"])
      expect((await fetch(server.url + path)).status, path).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("answers the error page (500, or 503 with Retry-After) for data, 200 for static pages, 503 on /readyz, and stays up", async () => {
    await proxy.close();
    // (List pages may still be answered from the content service's short-lived cache, which is
    // fine; details never requested before cannot be.)
    const apiDetails = pages.take(2).map(apiPathOf);
    for (const path of [...pages.take(8), ...apiDetails]) {
      const res = await rawGet(PORT, path, {}, 10_000);
      expect([500, 503], `${path}: ${res.status}`).toContain(res.status);
      if (res.status === 503) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.body, path).not.toMatch(STACK);
      expect(String(res.headers["cache-control"] ?? ""), path).toMatch(/no-store|no-cache|max-age=0/);
      if (!path.startsWith("/api/")) expect(res.body, path).toMatch(/Something went wrong|try again|unavailable/i);
      expect(res.ms, `${path} answered in ${Math.round(res.ms)} ms`).toBeLessThan(7000);
    }
    for (const path of ["/about", "/oa", "/case/fai", "/mobile/oa", "/trade"]) {
      const res = await rawGet(PORT, path, RENDER_AFRESH, 10_000);
      expect(res.status, `${path} must not need the database`).toBe(200);
    }
    const ready = await rawGet(PORT, "/readyz");
    expect(ready.status).toBe(503);
    expect(Number(ready.headers["retry-after"])).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.proc.exitCode).toBeNull();
  });

  it("pages cached before the outage are still served during it (a cache hit never needs the database)", async () => {
    await proxy.open();
    await waitFor(async () => (await fetch(`${server.url}/readyz`)).status === 200, 10_000);
    expect((await fetch(`${server.url}/news`)).status).toBe(200);
    await proxy.close();
    const res = await fetch(`${server.url}/news`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-page-cache")).toBe("hit");
  });

  it("recovers by itself within 5 s of the database coming back, without a restart", async () => {
    await proxy.close();
    expect((await rawGet(PORT, pages.next(), {}, 10_000)).status).toBeGreaterThanOrEqual(500);
    const pid = server.proc.pid;
    await proxy.open();
    const took = await waitFor(async () => {
      if ((await fetch(`${server.url}/readyz`)).status !== 200) return false;
      const checks = await Promise.all(pages.take(2).map((p) => fetch(server.url + p)));
      return checks.every((r) => r.status === 200);
    }, 5000);
    expect(took).toBeLessThan(5000);
    process.stdout.write(`database outage: recovered ${took} ms after PostgreSQL came back\n`);
    expect(server.proc.pid).toBe(pid);
    expect(server.proc.exitCode).toBeNull();
  });

  it("survives the database dropping connections mid-flight, repeatedly", async () => {
    for (let round = 0; round < 3; round++) {
      const inflight = pages.take(3).map((p) => rawGet(PORT, p, {}, 10_000));
      await new Promise((r) => setTimeout(r, 5));
      await proxy.close();
      const results = await Promise.all(inflight);
      for (const r of results) expect([200, 500, 503]).toContain(r.status);
      await proxy.open();
    }
    await waitFor(async () => (await fetch(server.url + pages.next())).status === 200, 5000);
    expect(server.proc.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/uncaught exception|"level":60/);
  });
});
