/**
 * Per-client rate limits for the JSON API: generous for reads, strict for writes.
 *
 * Clients are keyed by req.ip, which Express derives from the socket address and
 * only trusts X-Forwarded-For for the proxies named by TRUST_PROXY; a forged
 * header from anywhere else changes nothing. Counters live in Redis when
 * REDIS_URL is set (so every instance behind a load balancer shares them), with
 * the cluster primary for the workers of one machine, and in process memory
 * otherwise (server/rate-limit-store.ts).
 *
 * If Redis is unreachable the limits count on this machine instead: an outage of
 * the shared store neither takes the site down nor switches the limits off.
 */
import type { RequestHandler } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import type { Logger } from "pino";
import type { ApiErrorCode } from "./api/schemas.ts";
import type { Config } from "./config.ts";
import { counterStore } from "./rate-limit-store.ts";
import type { Redis } from "./redis.ts";

interface LimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimits {
  /** GET, HEAD and OPTIONS: pages of lists, details, search as you type. */
  reads: LimitRule;
  /** Everything else: the registration form and whatever writes come later. */
  writes: LimitRule;
  /**
   * Writes to the admin API: an editor's autosaves and bulk actions. Each is
   * authenticated and audited, so it gets a budget of its own rather than the form's.
   */
  adminWrites: LimitRule;
  /** The analytics beacon's batches (POST api/v1/events): a few per page a person opens. */
  events: LimitRule;
  /** Pages under /preview/: a share link opened by anyone who has it (server/editorial/preview-page.ts). */
  previews: LimitRule;
  /**
   * The editor's live preview (server/editorial/live-preview.ts): two renders after each
   * pause in typing, by a signed-in writer; a budget of its own so a share link's is untouched.
   */
  livePreviews: LimitRule;
}

/** A person reading never comes near these; a scraper or a form flood does. */
export const DEFAULT_LIMITS: RateLimits = {
  reads: { limit: 600, windowMs: 60_000 },
  writes: { limit: 20, windowMs: 10 * 60_000 },
  adminWrites: { limit: 300, windowMs: 60_000 },
  previews: { limit: 60, windowMs: 60_000 },
  livePreviews: { limit: 300, windowMs: 60_000 },
  events: { limit: 120, windowMs: 60_000 },
};

export interface RateLimitOptions {
  limits?: Partial<RateLimits>;
  logger?: Logger;
  /** The process's Redis connection (services.redis), when REDIS_URL is set. */
  redis?: Redis;
  /** Key prefix in Redis; distinct per deployment sharing one Redis. */
  prefix?: string;
}

type ApiRateLimit = RequestHandler & {
  /** The limiter of `/preview/*`, on the same counters' store; it answers a page, not JSON. */
  previews: RequestHandler;
  /** The limiter of the editor's live preview, the same way. */
  livePreviews: RequestHandler;
  close(): Promise<void>;
};

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The beacon's path below the API's mount point, as Express matches it (any case, doubled or trailing slashes). */
const isEventsPath = (path: string) =>
  path
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1")
    .toLowerCase() === "/events";

export function apiRateLimit(config: Config, options: RateLimitOptions = {}): ApiRateLimit {
  const limits: RateLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const prefix = options.prefix ?? `vitrine:rl:${config.BASE_PATH}`;
  const log = {
    warn: (...args: unknown[]) => options.logger?.warn({ detail: args.map(String) }, "rate limiter"),
    error: (...args: unknown[]) => options.logger?.error({ detail: args.map(String) }, "rate limiter"),
  };

  const stores: Store[] = [];
  const make = (name: keyof RateLimits, rule: LimitRule) => {
    const store = counterStore(`${prefix}${name}:`, options.redis);
    stores.push(store);
    return rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      identifier: name,
      // Only this machine's counters can fail now (the cluster primary not answering):
      // a worker that cannot ask them serves rather than refuses.
      passOnStoreError: true,
      logger: log,
      // req.ip already honours TRUST_PROXY; the header check would only warn
      // about forwarded headers that we ignore on purpose.
      validate: { xForwardedForHeader: false, forwardedHeader: false },
      store,
      handler: (_req, res, _next, used) => {
        res.status(used.statusCode).set("cache-control", "no-store");
        if (name === "previews" || name === "livePreviews") {
          res.type("text/plain").send("Too many preview requests. Please wait a moment and try again.");
          return;
        }
        res.json({
          error: {
            status: 429,
            code: "rate-limited" satisfies ApiErrorCode,
            message: "Too many requests. Please wait a moment and try again.",
          },
        });
      },
    });
  };

  const reads = make("reads", limits.reads);
  const writes = make("writes", limits.writes);
  const adminWrites = make("adminWrites", limits.adminWrites);
  const previews = make("previews", limits.previews);
  const livePreviews = make("livePreviews", limits.livePreviews);
  const events = make("events", limits.events);
  const middleware: RequestHandler = (req, res, next) => {
    if (READ_METHODS.has(req.method)) void reads(req, res, next);
    else if (isEventsPath(req.path)) void events(req, res, next);
    else if (req.path.toLowerCase().startsWith("/admin/")) void adminWrites(req, res, next);
    else void writes(req, res, next);
  };
  return Object.assign(middleware, {
    previews,
    livePreviews,
    async close() {
      await Promise.all(stores.map((store) => store.shutdown?.()));
    },
  });
}
