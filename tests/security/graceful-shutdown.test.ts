import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemIds } from "./pages.ts";
import {
  connects,
  createPgDatabase,
  dropPgDatabase,
  rawGet,
  startSite,
  TcpProxy,
  waitFor,
  type RunningServer,
} from "./support.ts";

// SIGTERM while 20 slow requests are in flight. The requests are made slow by a
// delaying proxy in front of PostgreSQL, so they are genuinely inside the server
// (waiting on the database) when the signal arrives.
const DB = "vitrine_sec_shutdown";
const PROXY_PORT = 4750;
const PORT = 4751;
const IN_FLIGHT = 20;

describe("graceful shutdown under load", () => {
  const proxy = new TcpProxy(PROXY_PORT);
  let server: RunningServer;
  let details: string[] = [];
  beforeAll(async () => {
    await createPgDatabase(DB);
    await proxy.open();
    server = await startSite(PORT, {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${PROXY_PORT}/${DB}`,
      SHUTDOWN_TIMEOUT_MS: "9000",
    });
    // Distinct, never-requested items: no cache can answer them, each needs its own queries.
    const [news, cases] = await Promise.all([itemIds(server.url, "news", 12), itemIds(server.url, "cases", 12)]);
    details = [...news.map((id) => `/detail/${id}`), ...cases.map((id) => `/cases/${id}`)];
    expect(details.length).toBeGreaterThan(IN_FLIGHT);
  });
  afterAll(async () => {
    if (server?.proc.exitCode === null) server.proc.kill("SIGKILL");
    await proxy.close();
    await dropPgDatabase(DB);
  });

  it("lets all 20 in-flight requests finish with 200, refuses new connections, exits 0 within 10 s", async () => {
    proxy.delayMs = 400;
    // How long one slow request takes, so we know the 20 are still running when SIGTERM comes.
    const probe = await rawGet(PORT, details.pop()!, {}, 20_000);
    expect(probe.status).toBe(200);
    expect(probe.ms).toBeGreaterThan(400);

    const started = Date.now();
    let finished = 0;
    const requests = details.slice(0, IN_FLIGHT).map((path) =>
      rawGet(PORT, path, {}, 20_000)
        .catch((error: Error) => ({ status: 0, body: error.message, ms: 0, headers: {} }))
        .finally(() => finished++),
    );
    // Wait until the server is working on them: their queries reach the database.
    const before = proxy.sent;
    await waitFor(async () => proxy.sent - before >= IN_FLIGHT / 2, 5000, 20);
    // On a busy machine the server may not have taken every connection off the listen queue
    // yet, and closing the listener resets the ones still there: give it a moment (each
    // request still has over a second of database round trips ahead).
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.proc.once("exit", (code) => resolve({ code, at: Date.now() })),
    );
    const signalledAt = Date.now();
    server.proc.kill("SIGTERM");

    // New connections are refused once the signal is handled, while the 20 are still running.
    await new Promise((r) => setTimeout(r, 200));
    expect(await connects(PORT)).toBe(false);
    expect(finished, "the requests should still be in flight when new connections are refused").toBeLessThan(IN_FLIGHT);

    const results = await Promise.all(requests);
    expect(results.map((r) => r.status)).toEqual(Array(IN_FLIGHT).fill(200));
    for (const r of results) expect(r.body.length).toBeGreaterThan(100);

    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
