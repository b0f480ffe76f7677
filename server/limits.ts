/**
 * Per-client rate limits for the JSON API: generous for reads, strict for writes.
 *
 * Clients are keyed by req.ip, which Express derives from the socket address and
 * only trusts X-Forwarded-For for the proxies named by TRUST_PROXY; a forged
 * header from anywhere else changes nothing. Counters live in Redis when
 * REDIS_URL is set (so every instance behind a load balancer shares them) and in
 * process memory otherwise.
 *
 * If Redis is unreachable the limiter lets requests through (fail open) and logs:
 * an outage of the counter store must not take the public site down with it.
 */
import cluster from "node:cluster";
import { ClusterMemoryStoreWorker } from "@express-rate-limit/cluster-memory-store";
import type { RequestHandler } from "express";
import { rateLimit, type IncrementResponse, type Options, type Store } from "express-rate-limit";
import { createRequire } from "node:module";
import type * as IORedis from "ioredis";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { ApiErrorCode } from "./api/schemas.ts";
import type { Config } from "./config.ts";

export interface LimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimits {
  /** GET, HEAD and OPTIONS: pages of lists, details, search as you type. */
  reads: LimitRule;
  /** Everything else: the registration form and whatever writes come later. */
  writes: LimitRule;
}

/** A person reading never comes near these; a scraper or a form flood does. */
export const DEFAULT_LIMITS: RateLimits = {
  reads: { limit: 600, windowMs: 60_000 },
  writes: { limit: 20, windowMs: 10 * 60_000 },
};

export interface RateLimitOptions {
  limits?: Partial<RateLimits>;
  logger?: Logger;
  /** An existing Redis connection (tests); otherwise one is opened from REDIS_URL. */
  redis?: Redis;
  /** Key prefix in Redis; distinct per deployment sharing one Redis. */
  prefix?: string;
}

export type ApiRateLimit = RequestHandler & { close(): Promise<void> };

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Counter in Redis: one atomic script both increments and sets the expiry, so a
 * crash between the two can never leave a key that lives forever.
 */
const INCREMENT = `
local hits = redis.call("INCR", KEYS[1])
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { hits, ttl }
`;

type RedisWithIncrement = Redis & { vitrineIncrement(key: string, windowMs: string): Promise<[number, number]> };

/**
 * Redis store for express-rate-limit. Written here instead of using
 * rate-limit-redis because that store caches its script load at start-up: if
 * Redis is down then, it never recovers. ioredis' defineCommand reloads the
 * script by itself after NOSCRIPT or a reconnect.
 */
export class RedisCounterStore implements Store {
  prefix: string;
  localKeys = false;
  private windowMs = 60_000;
  private client: RedisWithIncrement;

  constructor(client: Redis, prefix: string) {
    this.prefix = prefix;
    if (!("vitrineIncrement" in client)) client.defineCommand("vitrineIncrement", { numberOfKeys: 1, lua: INCREMENT });
    this.client = client as RedisWithIncrement;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const [hits, ttl] = await this.client.vitrineIncrement(this.prefix + key, String(this.windowMs));
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + Number(ttl)) };
  }

  async decrement(key: string): Promise<void> {
    await this.client.decr(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}

/** ioredis is loaded only when REDIS_URL is set: a single instance never pays for its memory. */
const requireClient = createRequire(import.meta.url);

export function openRedis(url: string, logger?: Logger): Redis {
  const { Redis: RedisClient } = requireClient("ioredis") as typeof IORedis;
  const client = new RedisClient(url, {
    // Fail fast while disconnected instead of queueing: a request must not wait
    // on the counter store. ioredis keeps reconnecting in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastLogged = 0;
  // An 'error' event without a listener would crash the process.
  client.on("error", (err: Error) => {
    if (Date.now() - lastLogged < 30_000) return;
    lastLogged = Date.now();
    logger?.warn({ err: err.message }, "rate limit store (Redis) unavailable; API requests are not being limited");
  });
  return client;
}

export function apiRateLimit(config: Config, options: RateLimitOptions = {}): ApiRateLimit {
  const limits: RateLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const ownsRedis = !options.redis && config.REDIS_URL !== "";
  const redis = options.redis ?? (ownsRedis ? openRedis(config.REDIS_URL, options.logger) : undefined);
  const prefix = options.prefix ?? `vitrine:rl:${config.BASE_PATH}`;
  const log = {
    warn: (...args: unknown[]) => options.logger?.warn({ detail: args.map(String) }, "rate limiter"),
    error: (...args: unknown[]) => options.logger?.error({ detail: args.map(String) }, "rate limiter"),
  };

  const make = (name: "reads" | "writes", rule: LimitRule) =>
    rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      identifier: name,
      passOnStoreError: true,
      logger: log,
      // req.ip already honours TRUST_PROXY; the header check would only warn
      // about forwarded headers that we ignore on purpose.
      validate: { xForwardedForHeader: false, forwardedHeader: false },
      // Shared counters: in Redis, or, for the workers of one cluster, in the primary (server/cluster.ts).
      ...(redis
        ? { store: new RedisCounterStore(redis, `${prefix}${name}:`) }
        : cluster.isWorker
          ? { store: new ClusterMemoryStoreWorker({ prefix: `${prefix}${name}:` }) }
          : {}),
      handler: (_req, res, _next, used) => {
        res
          .status(used.statusCode)
          .set("cache-control", "no-store")
          .json({ error: { status: 429, code: "rate-limited" satisfies ApiErrorCode, message: "Too many requests. Please wait a moment and try again." } });
      },
    });

  const reads = make("reads", limits.reads);
  const writes = make("writes", limits.writes);
  const middleware: RequestHandler = (req, res, next) => {
    if (READ_METHODS.has(req.method)) void reads(req, res, next);
    else void writes(req, res, next);
  };
  return Object.assign(middleware, {
    async close() {
      if (ownsRedis && redis) await redis.quit().catch(() => redis.disconnect());
    },
  });
}
