/**
 * Redis is an accelerator, never a switch (decision 0052). The sites reach the
 * machine's Redis through a TCP proxy this test stops and restarts (the shared
 * Redis itself is never touched): while it is down, rate limits count on each
 * instance, content changes arrive by the database poll, one warning is logged per
 * outage and /readyz says "degraded" while staying 200. A site whose Redis does
 * not answer at start serves and limits all the same, its workers on one budget.
 */
import { randomInt } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR as editor } from "../support/cached-site.ts";
import { FAST_SCRYPT } from "../support/accounts.ts";
import { createTestServices, tempDataDir, type TestServices } from "../support/databases.ts";
import { CONTENT_POLL_MS } from "../../server/content-changes.ts";
import { DEFAULT_LIMITS } from "../../server/limits.ts";
import { createServices, type Services } from "../../server/services.ts";
import { freePort, startSite, TcpProxy, waitFor, type RunningServer } from "./support.ts";

const REDIS = { host: "127.0.0.1", port: 6379 };
const READS = DEFAULT_LIMITS.reads.limit;

/** A client address of its own per run, so counts left in Redis by an earlier run never meet this one's. */
const newClient = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Statuses of `count` API reads by `client`, one after the other. */
async function reads(site: RunningServer, client: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${site.url}/api/v1/no-such-list`, { headers: { "x-forwarded-for": client } });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

const tally = (statuses: number[]) => ({
  refused: statuses.filter((s) => s === 429).length,
  served: statuses.filter((s) => s !== 429).length,
});

async function readiness(site: RunningServer): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${site.url}/readyz`);
  return { status: res.status, body: await res.json() };
}

/** Log lines (pino JSON) at `level` that speak of Redis. */
const redisLines = (site: RunningServer, level: number) =>
  site
    .output()
    .split("\n")
    .filter((line) => line.includes(`"level":${level},`) && /redis/i.test(line));

describe("two instances whose Redis goes away and comes back", () => {
  let proxy: TcpProxy;
  let a: RunningServer;
  let b: RunningServer;
  const degraded = { status: "ok", degraded: ["redis"] };
  /** Redis lines each site had logged before the first outage. */
  const logged = new Map<RunningServer, { warnings: number; infos: number }>();
  const since = (site: RunningServer) => ({
    warnings: redisLines(site, 40).length - logged.get(site)!.warnings,
    infos: redisLines(site, 30).length - logged.get(site)!.infos,
  });

  beforeAll(async () => {
    proxy = new TcpProxy(await freePort(), REDIS);
    await proxy.open();
    const env = { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, TRUST_PROXY: "loopback", LOG_LEVEL: "info" };
    const [portA, portB] = [await freePort(), await freePort()];
    // Side by side: starting a site blocks this process (and so the proxy) while it checks the build.
    [a, b] = await Promise.all([startSite(portA, env), startSite(portB, env)]);
    // An outage seen while the other site started is not one of this test's.
    for (const site of [a, b])
      logged.set(site, { warnings: redisLines(site, 40).length, infos: redisLines(site, 30).length });
  });
  afterAll(async () => {
    for (const site of [a, b]) expect(await site?.stop(), site?.output().slice(-3000)).toBe(0);
    await proxy?.close();
  });

  it("counts one budget for both instances while Redis answers", async () => {
    expect(await readiness(a)).toEqual({ status: 200, body: { status: "ok" } });
    const client = newClient();
    const half = READS / 2;
    expect(tally([...(await reads(a, client, half)), ...(await reads(b, client, half))])).toEqual({
      refused: 0,
      served: READS,
    });
    expect([...(await reads(a, client, 1)), ...(await reads(b, client, 1))]).toEqual([429, 429]);
  });

  it("keeps refusing past the limit on each instance while Redis is down, and says so on /readyz", async () => {
    await proxy.close();
    for (const site of [a, b])
      await waitFor(async () => JSON.stringify((await readiness(site)).body) === JSON.stringify(degraded), 5000);
    expect(await readiness(a)).toEqual({ status: 200, body: degraded });
    const client = newClient();
    for (const site of [a, b]) {
      const started = performance.now();
      const statuses = await reads(site, client, READS + 5);
      expect(tally(statuses), site.url).toEqual({ refused: 5, served: READS });
      expect(statuses.slice(READS)).toEqual([429, 429, 429, 429, 429]);
      // No request waits on the missing Redis.
      expect((performance.now() - started) / statuses.length).toBeLessThan(50);
    }
    for (const site of [a, b]) expect(since(site), redisLines(site, 40).join("\n")).toEqual({ warnings: 1, infos: 0 });
  });

  it("shares the budget again once Redis is back, after one info line, and /readyz drops the degradation", async () => {
    await proxy.open();
    for (const site of [a, b])
      await waitFor(async () => JSON.stringify((await readiness(site)).body) === '{"status":"ok"}', 10_000);
    const client = newClient();
    const half = READS / 2;
    expect(tally([...(await reads(a, client, half)), ...(await reads(b, client, half))]).refused).toBe(0);
    expect([...(await reads(b, client, 1)), ...(await reads(a, client, 1))]).toEqual([429, 429]);
    for (const site of [a, b]) expect(since(site), redisLines(site, 40).join("\n")).toEqual({ warnings: 1, infos: 1 });
  });

  it("logs one more warning for a second outage", async () => {
    await proxy.close();
    await waitFor(async () => JSON.stringify((await readiness(a)).body) === JSON.stringify(degraded), 5000);
    // Long enough for several reconnection attempts, each of which fails.
    await new Promise((r) => setTimeout(r, 900));
    expect(since(a).warnings).toBe(2);
    await proxy.open();
    await waitFor(async () => JSON.stringify((await readiness(a)).body) === '{"status":"ok"}', 10_000);
    expect(since(a)).toEqual({ warnings: 2, infos: 2 });
  });
});

describe("an instance whose Redis does not answer at start", () => {
  let site: RunningServer;
  beforeAll(async () => {
    // Nothing listens there: the port was free a moment ago and no one takes it.
    site = await startSite(await freePort(), { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  });
  afterAll(async () => {
    expect(await site?.stop(), site?.output().slice(-3000)).toBe(0);
  });

  it("starts, serves pages, limits per instance and reports the degradation", async () => {
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    expect(await readiness(site)).toEqual({ status: 200, body: { status: "ok", degraded: ["redis"] } });
    const statuses = await reads(site, "127.0.0.1", READS + 3);
    expect(tally(statuses)).toEqual({ refused: 3, served: READS });
    expect(redisLines(site, 40)).toHaveLength(1);
  });
});

describe("the workers of an instance whose Redis does not answer (WEB_CONCURRENCY=2)", () => {
  let site: RunningServer;
  beforeAll(async () => {
    site = await startSite(await freePort(), {
      WEB_CONCURRENCY: "2",
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    });
  });
  afterAll(async () => {
    expect(await site?.stop(), site?.output().slice(-3000)).toBe(0);
  });

  it("count against one budget through the primary, as without Redis", async () => {
    // Ten at a time, so the requests open several connections and reach both workers.
    const statuses: number[] = [];
    let sent = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (sent++ < READS + 50) {
          const res = await fetch(`${site.url}/api/v1/no-such-list`);
          await res.arrayBuffer();
          statuses.push(res.status);
        }
      }),
    );
    // A budget per worker would have served them all.
    expect(tally(statuses)).toEqual({ refused: 50, served: READS });
    expect((await readiness(site)).body).toEqual({ status: "ok", degraded: ["redis"] });
  });
});

describe("content changes while Redis is down (two instances on PostgreSQL)", () => {
  let proxy: TcpProxy;
  let writer: TestServices;
  /** Polls as usual. */
  let reader: Services;
  /** Polls every 30 s: only an announcement brings it a change within a second. */
  let listener: Services;

  beforeAll(async () => {
    proxy = new TcpProxy(await freePort(), REDIS);
    await proxy.open();
    const options = { scrypt: FAST_SCRYPT, jobIntervalMs: 0, auditRetention: false, leadJobs: false };
    const changeChannel = `vitrine-test:${process.pid}:${Date.now()}`;
    writer = await createTestServices("postgres", "redis-outage", {
      ...options,
      changeChannel,
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` },
    });
    const instance = (contentPollMs?: number) =>
      createServices({ ...writer.config, DATA_DIR: tempDataDir("redis-outage-r") }, pino({ level: "silent" }), {
        ...options,
        seed: false,
        media: false,
        changeChannel,
        contentPollMs,
      });
    reader = await instance();
    listener = await instance(30_000);
  });
  afterAll(async () => {
    await listener?.close();
    await reader?.close();
    await writer?.dispose();
    await proxy?.close();
  });

  async function publishAndTime(title: string, reader: Services): Promise<number> {
    const item = (await writer.editorial.list(editor, "news", { status: "published", pageSize: 1 })).items[0]!;
    const doc = await writer.editorial.get(editor, "news", item.id);
    await writer.editorial.saveDraft(editor, "news", item.id, doc.version, { ...doc.document, title });
    const arrived = new Promise<number>((resolve) => {
      const stop = reader.changes.subscribe(() => {
        stop();
        resolve(performance.now());
      });
    });
    const started = performance.now();
    await writer.editorial.publish(editor, "news", item.id);
    const ms = (await arrived) - started;
    expect((await reader.content.getNews(item.id))?.title).toBe(title);
    return ms;
  }

  it("reaches the second instance within the poll interval", async () => {
    await proxy.close();
    await waitFor(async () => reader.degraded().includes("redis") && writer.degraded().includes("redis"), 5000);
    const ms = await publishAndTime("Seen without Redis", reader);
    console.info(`change reached the second instance after ${ms.toFixed(0)} ms with Redis down`);
    // One poll interval, plus the read it starts.
    expect(ms).toBeLessThan(CONTENT_POLL_MS + 500);
    expect(reader.degraded()).toEqual(["redis"]);
  });

  it("is announced through Redis again once it is back", async () => {
    await proxy.open();
    await waitFor(async () => listener.degraded().length === 0 && writer.degraded().length === 0, 10_000);
    const ms = await publishAndTime("Announced again", listener);
    console.info(`change reached an instance that polls every 30 s after ${ms.toFixed(0)} ms with Redis back`);
    expect(ms).toBeLessThan(1000);
  });
});
