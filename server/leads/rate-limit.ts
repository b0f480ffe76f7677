/**
 * Submissions per client: at most SUBMISSIONS_PER_MINUTE in any minute, counted
 * for the JSON API and the no-JavaScript form together, on the same counters as
 * every rate limit of the site (server/rate-limit-store.ts): in Redis with
 * REDIS_URL, so every instance enforces one shared limit; otherwise on this
 * machine (shared by the workers of a cluster).
 *
 * When Redis is unreachable the count goes on on this machine rather than
 * failing open, as for every limit (decision 0052).
 */
import type { Options } from "express-rate-limit";
import { counterStore } from "../rate-limit-store.ts";
import type { Redis } from "../redis.ts";

export const SUBMISSIONS_PER_MINUTE = 5;

export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

export interface SubmissionLimiter {
  consume(clientKey: string): Promise<LimitResult>;
  /** Forgets a key's count (a sign-in that succeeded clears its account's failures). */
  reset(clientKey: string): Promise<void>;
  close(): Promise<void>;
}

interface LimiterOptions {
  /** Separates deployments sharing one Redis (the base path is a good choice). */
  prefix: string;
  /** What is counted, in the key (default "leads"; the staff sign-in uses its own). */
  namespace?: string;
  points?: number;
  durationSeconds?: number;
  /** The process's Redis connection (services.redis), when REDIS_URL is set. */
  redis?: Redis;
}

export function createSubmissionLimiter(options: LimiterOptions): SubmissionLimiter {
  const points = options.points ?? SUBMISSIONS_PER_MINUTE;
  const windowMs = (options.durationSeconds ?? 60) * 1000;
  const store = counterStore(`vitrine:${options.namespace ?? "leads"}:${options.prefix}`, options.redis);
  void store.init?.({ windowMs } as Options);

  return {
    async consume(clientKey) {
      const { totalHits, resetTime } = await store.increment(clientKey);
      if (totalHits <= points) return { ok: true, remaining: points - totalHits };
      const msLeft = (resetTime?.getTime() ?? Date.now() + windowMs) - Date.now();
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
    },
    async reset(clientKey) {
      await store.resetKey(clientKey);
    },
    async close() {
      await store.shutdown?.();
    },
  };
}
