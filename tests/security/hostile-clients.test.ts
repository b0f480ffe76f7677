import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PATH_SEGMENTS } from "../../server/path-limits.ts";
import { MEMORY_ENV, NODE_FLAGS } from "../../server/runtime-flags.ts";
import { healthCheck, pipelineFlood, slowReaders, watchProcess } from "../support/hostile-clients.ts";
import { itemIds } from "./pages.ts";
import { freePort, rawGet, startSite, type RawResponse, type RunningServer } from "./support.ts";

// One client against the production server, run with the memory settings of
// `npm start` (docs/decisions/0010-memory.md): absurdly deep paths, pipelined
// requests whose answers are never read, and slow readers. Before the guards,
// each of these froze the process for many seconds (health checks included) or
// ended it out of memory. Times asserted here are generous bounds that prove
// nothing hangs; `npm run bench:soak` measures the real figures.
const RSS_LIMIT_MIB = 300;
const NO_HANG_MS = 3000;
/** Health checks (250 ms apart) the flood must see answered while it lasts. */
const CHECKS_DURING_FLOOD = 11;

/** Polls until `check` holds; throws after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** rawGet whose failure names only the start of the path (these paths run to 14 KB). */
function get(port: number, path: string): Promise<RawResponse> {
  return rawGet(port, path, {}, NO_HANG_MS * 2).catch((error: Error) => {
    throw new Error(`${path.slice(0, 40)}...: ${error.message.slice(0, 40)}`);
  });
}

describe("hostile clients", () => {
  let port: number;
  let server: RunningServer;
  beforeAll(async () => {
    port = await freePort();
    server = await startSite(port, { NODE_OPTIONS: NODE_FLAGS.join(" "), ...MEMORY_ENV });
    expect((await rawGet(port, "/")).status).toBe(200);
  });
  afterAll(async () => {
    if (server?.proc.exitCode !== null) return;
    const killer = setTimeout(() => server.proc.kill("SIGKILL"), 10_000); // a wedged process does not stop on SIGTERM
    await server.stop();
    clearTimeout(killer);
  });

  describe("deep paths", () => {
    const deep = "/a".repeat(7000); // 14 KB, under Node's header size limit

    it("answers paths of 7,000 segments at once, eight in parallel, while /healthz answers as usual", async () => {
      const paths = [
        deep,
        `/mobile${deep}`,
        `${deep}.data`,
        `/api/v1${deep}`,
        `/x${"\\a".repeat(7000)}`,
        "/a".repeat(500),
        `/mobile${"/a".repeat(500)}`,
        `${"/a".repeat(500)}.data`,
      ];
      const health = healthCheck(port, NO_HANG_MS * 2);
      const answers = await Promise.all(paths.map((p) => get(port, p)));
      for (const [i, res] of answers.entries()) {
        const label = paths[i]!.slice(0, 40);
        expect([404, 414], label).toContain(res.status);
        expect(res.ms, label).toBeLessThan(NO_HANG_MS);
        expect(res.headers["cache-control"], label).toBe("no-store");
        expect(res.headers["content-security-policy"], label).toContain("default-src 'none'");
      }
      expect(answers[3]!.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answers[3]!.body)).toMatchObject({ error: { status: answers[3]!.status } });
      const healthz = await health;
      expect(healthz.ok).toBe(true);
      expect(healthz.ms).toBeLessThan(NO_HANG_MS);
    });

    it("still serves the deepest real URLs, and leaves paths up to the limit to the site's own 404 page", async () => {
      const [article] = await itemIds(server.url, "help/articles", 1);
      for (const path of [
        `/api/v1/help/articles/${article}`,
        encodeURI("/news/company/1 copy"),
        "/mobile/news/company",
        "/news/2",
      ]) {
        expect((await rawGet(port, path)).status, path).toBe(200);
      }
      const atLimit = await get(port, "/a".repeat(MAX_PATH_SEGMENTS));
      expect(atLimit.status).toBe(404);
      expect(atLimit.headers["content-type"]).toMatch(/^text\/html/);
      const pastLimit = await get(port, "/a".repeat(MAX_PATH_SEGMENTS + 1));
      expect(pastLimit.status).toBe(404);
      expect(pastLimit.headers["content-type"]).toMatch(/^text\/plain/);
    });
  });

  describe("one client's backlog", () => {
    it("stays up and under 300 MB, /healthz answering throughout, while 20 connections pipeline 1,000 uncached GETs each and never read", async () => {
      const ids = await itemIds(server.url, "news", 20);
      const watch = watchProcess(server.proc.pid!, port, NO_HANG_MS);
      // Pages no cache holds: search results are never stored; a detail page with a
      // query of its own is rendered apart from the plain one. Written 50 every 10 ms,
      // as a network would deliver them; `npm run bench:soak` sends each connection's
      // 1,000 in one write, which on loopback the server reads in one go.
      const pathOf = (c: number, i: number) =>
        i % 2 ? `/search?q=flood${c}x${i}` : `/detail/${ids[i % ids.length]}?v=${c}x${i}`;
      const close = pipelineFlood(port, 20, 1000, pathOf, 50, 10);
      // Until the guard has closed the piled-up connections, with /healthz checked throughout;
      // then a few checks more once the clients are gone.
      const guarded = () => server.output().includes("closed connections with more than");
      await until(() => guarded() && watch.checks() >= CHECKS_DURING_FLOOD, 60_000, "the guard and the checks");
      close();
      const after = watch.checks();
      await until(() => watch.checks() >= after + 3, 30_000, "the checks after the flood");
      const seen = await watch.stop();
      expect(seen.alive, server.output().slice(-2000)).toBe(true);
      expect(server.proc.exitCode).toBeNull();
      expect(seen.peakRssMiB).toBeLessThan(RSS_LIMIT_MIB);
      expect(seen.checks).toBeGreaterThan(CHECKS_DURING_FLOOD);
      expect(seen.failed, JSON.stringify(seen)).toBe(0);
      expect(seen.slowestMs, JSON.stringify(seen)).toBeLessThan(NO_HANG_MS);
      expect(server.output(), server.output().slice(-3000)).toContain("closed connections with more than");
    });

    it("serves 200 slow readers of a large page in full, staying under 300 MB with /healthz answering throughout", async () => {
      const watch = watchProcess(server.proc.pid!, port, NO_HANG_MS);
      const readers = slowReaders(port, 200, "/", 2048, 100);
      const timeout = setTimeout(readers.close, 30_000);
      const results = await readers.done;
      clearTimeout(timeout);
      const seen = await watch.stop();
      expect(results.filter((r) => r.status === 200 && r.complete)).toHaveLength(200);
      expect(Math.min(...results.map((r) => r.bytes))).toBeGreaterThan(50_000);
      expect(seen.alive).toBe(true);
      expect(seen.peakRssMiB).toBeLessThan(RSS_LIMIT_MIB);
      expect(seen.failed, JSON.stringify(seen)).toBe(0);
      expect(seen.slowestMs, JSON.stringify(seen)).toBeLessThan(NO_HANG_MS);
    });
  });
});
