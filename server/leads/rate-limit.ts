/**
 * Submissions per client: at most SUBMISSIONS_PER_MINUTE in any minute, counted
 * for the JSON API and the no-JavaScript form together. With REDIS_URL the
 * counters live in Redis so every instance behind a load balancer enforces one
 * shared limit; without it they live in process memory.
 *
 * When Redis is unreachable the limiter falls back to a per-process counter
 * (rate-limiter-flexible's insurance limiter) rather than failing open: the
 * lead form is the one write path an attacker would flood.
 */
import cluster from "node:cluster";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { openRedis } from "../limits.ts";

export const SUBMISSIONS_PER_MINUTE = 5;

export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

export interface SubmissionLimiter {
  consume(clientKey: string): Promise<LimitResult>;
  close(): Promise<void>;
}

export interface LimiterOptions {
  redisUrl: string;
  /** Separates deployments sharing one Redis (the base path is a good choice). */
  prefix: string;
  logger?: Logger;
  points?: number;
  durationSeconds?: number;
  /** An existing connection (tests); otherwise one is opened from redisUrl. */
  redis?: Redis;
}

export function createSubmissionLimiter(options: LimiterOptions): SubmissionLimiter {
  const points = options.points ?? SUBMISSIONS_PER_MINUTE;
  const duration = options.durationSeconds ?? 60;
  const keyPrefix = `vitrine:leads:${options.prefix}`;
  // The workers of one cluster share their counters through the primary (server/cluster.ts).
  const memory = cluster.isWorker ? new RateLimiterCluster({ points, duration, keyPrefix, timeoutMs: 1000 }) : new RateLimiterMemory({ points, duration, keyPrefix });
  const ownsRedis = !options.redis && options.redisUrl !== "";
  const redis = options.redis ?? (ownsRedis ? openRedis(options.redisUrl, options.logger) : undefined);
  const limiter = redis ? new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix, insuranceLimiter: memory }) : memory;

  return {
    async consume(clientKey) {
      try {
        const res = await limiter.consume(clientKey, 1);
        return { ok: true, remaining: res.remainingPoints };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        throw error;
      }
    },
    async close() {
      if (ownsRedis && redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
