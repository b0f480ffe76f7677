import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { openRedis } from "../redis.ts";
import { createSubmissionLimiter } from "./rate-limit.ts";

describe("the lead submission limit", () => {
  it("counts one client's submissions across two instances", async () => {
    const redis = new Redis("redis://127.0.0.1:6379", { maxRetriesPerRequest: 1 });
    const prefix = `/leads-test-${process.pid}-${Date.now()}/`;
    const a = createSubmissionLimiter({ prefix, redis });
    const b = createSubmissionLimiter({ prefix, redis });
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await (i % 2 ? b : a).consume("client-1")).ok);
    expect(results).toEqual([true, true, true, true, true, false]);
    const last = await b.consume("client-1");
    expect(last.ok ? 0 : last.retryAfterSeconds).toBeGreaterThan(0);
    expect((await a.consume("client-2")).ok).toBe(true);
    await redis.quit();
  });

  it("goes on counting on this machine, rather than letting every submission through, while Redis is away", async () => {
    const down = openRedis("redis://127.0.0.1:4799");
    const limiter = createSubmissionLimiter({ prefix: `/leads-down-${process.pid}/`, redis: down });
    try {
      const results = [];
      for (let i = 0; i < 6; i++) results.push(await limiter.consume("client-1"));
      expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false]);
      const refused = results.at(-1)!;
      expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(50);
      expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    } finally {
      down.disconnect();
    }
  });
});
