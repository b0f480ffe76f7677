/**
 * Submissions per client: at most SUBMISSIONS_PER_MINUTE in any minute, counted
 * for the JSON API and the no-JavaScript form together, on the same counters as
 * every rate limit of the site (server/rate-limit-store.ts): in Redis with
 * REDIS_URL, so every instance enforces one shared limit; otherwise on this
 * machine (shared by the workers of a cluster).
 *
 * When Redis is unreachable the count goes on on this machine rather than
 * failing open: the lead form is the one write path an attacker would flood.
 */
import type { IncrementResponse, Options } from "express-rate-limit";
import type { Logger } from "pino";
import { localCounterStore, RedisCounterStore } from "../rate-limit-store.ts";
import { closeRedis, openRedis, type Redis } from "../redis.ts";

export const SUBMISSIONS_PER_MINUTE = 5;

export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

export interface SubmissionLimiter {
  consume(clientKey: string): Promise<LimitResult>;
  /** Forgets a key's count (a sign-in that succeeded clears its account's failures). */
  reset(clientKey: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimiterOptions {
  redisUrl: string;
  /** Separates deployments sharing one Redis (the base path is a good choice). */
  prefix: string;
  /** What is counted, in the key (default "leads"; the staff sign-in uses its own). */
  namespace?: string;
  logger?: Logger;
  points?: number;
  durationSeconds?: number;
  /** An existing connection (tests); otherwise one is opened from redisUrl. */
  redis?: Redis;
}

export function createSubmissionLimiter(options: LimiterOptions): SubmissionLimiter {
  const points = options.points ?? SUBMISSIONS_PER_MINUTE;
  const windowMs = (options.durationSeconds ?? 60) * 1000;
  const prefix = `vitrine:${options.namespace ?? "leads"}:${options.prefix}`;
  const ownsRedis = !options.redis && options.redisUrl !== "";
  const redis =
    options.redis ??
    (ownsRedis
      ? openRedis(
          options.redisUrl,
          options.logger,
          "lead rate limit store (Redis) unavailable; counting submissions on this machine",
        )
      : undefined);
  const local = localCounterStore(prefix);
  const shared = redis ? new RedisCounterStore(redis, prefix) : undefined;
  const init = { windowMs } as Options;
  void local.init?.(init);
  shared?.init(init);

  async function count(clientKey: string): Promise<IncrementResponse> {
    if (!shared) return local.increment(clientKey);
    try {
      return await shared.increment(clientKey);
    } catch {
      return local.increment(clientKey);
    }
  }

  return {
    async consume(clientKey) {
      const { totalHits, resetTime } = await count(clientKey);
      if (totalHits <= points) return { ok: true, remaining: points - totalHits };
      const msLeft = (resetTime?.getTime() ?? Date.now() + windowMs) - Date.now();
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
    },
    async reset(clientKey) {
      await local.resetKey(clientKey);
      await shared?.resetKey(clientKey).catch(() => {});
    },
    async close() {
      if (ownsRedis && redis) await closeRedis(redis);
    },
  };
}
