import type { AddressInfo } from "node:net";
import type http from "node:http";
import express from "express";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config.ts";
import { apiRateLimit, type RateLimitOptions } from "../../server/limits.ts";
import { openRedis } from "../../server/redis.ts";

// The limiter in front of a tiny API, in-process, with small limits so the
// tests can reach them quickly.
async function serve(env: Record<string, string>, options: RateLimitOptions) {
  const config = parseConfig({ NODE_ENV: "test", ...env });
  const app = express();
  app.set("trust proxy", config.TRUST_PROXY);
  const limiter = apiRateLimit(config, options);
  app.use("/api/v1", limiter, (req, res) => {
    res.json({ ok: true, method: req.method });
  });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async close() {
      await limiter.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const small = { reads: { limit: 5, windowMs: 60_000 }, writes: { limit: 2, windowMs: 60_000 } };

describe("API rate limits (memory store)", () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve({}, { limits: small });
  });
  afterAll(async () => site.close());

  it("announces the policy on every API answer with the IETF RateLimit fields", async () => {
    const res = await fetch(`${site.url}/api/v1/news`);
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit-policy")).toMatch(/^"reads"; q=5; w=60; pk=:[^:]+:$/);
    expect(res.headers.get("ratelimit")).toMatch(/^"reads"; r=4; t=\d+$/);
  });

  it("answers 429 with Retry-After past the read limit, and keeps writes separate", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${site.url}/api/v1/cases`)).status);
    // One read was spent by the previous test: 4 more succeed, then 429.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = await fetch(`${site.url}/api/v1/cases`);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get("ratelimit")).toMatch(/^"reads"; r=0; t=\d+$/);
    expect(limited.headers.get("content-type")).toMatch(/application\/json/);
    expect(await limited.json()).toMatchObject({ error: { status: 429 } });

    // Writes have their own, stricter budget.
    const post = () =>
      fetch(`${site.url}/api/v1/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
    expect((await post()).status).toBe(200);
    const second = await post();
    expect(second.status).toBe(200);
    expect(second.headers.get("ratelimit-policy")).toMatch(/^"writes"; q=2; w=60/);
    const third = await post();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("ignores a forged X-Forwarded-For when no proxy is trusted", async () => {
    const fresh = await serve({}, { limits: small });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await fetch(`${fresh.url}/api/v1/news`, { headers: { "x-forwarded-for": `203.0.113.${i}` } });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await fresh.close();
    }
  });

  it("keys clients by the forwarded address when the proxy is trusted by configuration", async () => {
    const behindProxy = await serve({ TRUST_PROXY: "loopback" }, { limits: small });
    try {
      for (let i = 0; i < 5; i++) {
        expect(
          (await fetch(`${behindProxy.url}/api/v1/news`, { headers: { "x-forwarded-for": "198.51.100.7" } })).status,
        ).toBe(200);
      }
      expect(
        (await fetch(`${behindProxy.url}/api/v1/news`, { headers: { "x-forwarded-for": "198.51.100.7" } })).status,
      ).toBe(429);
      // Another client behind the same proxy is not affected.
      expect(
        (await fetch(`${behindProxy.url}/api/v1/news`, { headers: { "x-forwarded-for": "198.51.100.8" } })).status,
      ).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describe("API rate limits shared through Redis", () => {
  const prefix = `vitrine-sec-test:${process.pid}:${Date.now()}:`;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis("redis://127.0.0.1:6379", { lazyConnect: true });
    await redis.connect();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("counts one client across two instances", async () => {
    // Two instances, each with its own connection, as two processes would have.
    const ra = openRedis("redis://127.0.0.1:6379");
    const rb = openRedis("redis://127.0.0.1:6379");
    await Promise.all([ra, rb].map((r) => new Promise((resolve) => r.once("ready", resolve))));
    const a = await serve({ REDIS_URL: "redis://127.0.0.1:6379" }, { limits: small, prefix, redis: ra });
    const b = await serve({ REDIS_URL: "redis://127.0.0.1:6379" }, { limits: small, prefix, redis: rb });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await fetch(`${(i % 2 ? a : b).url}/api/v1/news`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const keys = await redis.keys(`${prefix}reads:*`);
      expect(keys.length).toBe(1);
      const ttl = await redis.pttl(keys[0]!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await a.close();
      await b.close();
      ra.disconnect();
      rb.disconnect();
    }
  });

  it("counts on this instance, refusing past the limit without hanging, while Redis is unreachable", async () => {
    const down = openRedis("redis://127.0.0.1:4799");
    const site = await serve({}, { limits: small, redis: down, prefix });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const started = performance.now();
        statuses.push((await fetch(`${site.url}/api/v1/news`)).status);
        expect(performance.now() - started).toBeLessThan(1000);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      await site.close();
      down.disconnect();
    }
  });
});
