/**
 * In-memory cache of rendered public pages (docs/decisions/0007-page-cache.md);
 * this file is its one entry point.
 *
 * A page is rendered once, compressed once (brotli and gzip, at their best
 * settings, off the main thread) and then served from memory until the content
 * it shows changes (server/content-changes.ts), a safety time-to-live passes, or
 * the byte budget evicts it. Hits are served either by `fastPath` on the bare
 * node:http request, before Express runs at all, or by `middleware` inside
 * Express when the fast path must decline (a phone on a desktop URL, a visitor
 * who still needs a cookie).
 *
 * What is stored: GET responses of status 200 (and 404 pages, in their own small
 * pool) that are HTML, that set no cookie and whose Cache-Control does not say
 * private/no-store/no-cache (encoding.ts). The stored headers are the ones every
 * request gets (security headers, the CSP with the page's script hashes, Vary);
 * per-visitor headers such as Set-Cookie are never stored, and the middleware
 * that sets them keeps running.
 *
 * The parts: keys.ts (what is cached under which key, what a change makes
 * stale), tags.ts (the content of each section), store.ts (pools and epochs),
 * encoding.ts (from a document to a stored page), negotiation.ts (answering
 * from one).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import { statedDevice } from "../device.ts";
import type { ContentChange, ContentChanges } from "../content-changes.ts";
import { buildEntry, cacheable, createBrotliUpgrader, type RenderedDocument } from "./encoding.ts";
import { cacheKey, isSecure, type CacheKey, type TrustProxyFn } from "./keys.ts";
import { contentLocaleOf, requestBase, type LocaleConfig } from "../locales.ts";
import { inLocale } from "../../app/kernel/change-tags.ts";
import { defaultFastPathVetoes, writeEntry, type ServeState } from "./negotiation.ts";
import { createPageStore, type ByteLru, type CacheEntry } from "./store.ts";

export type { RenderedDocument } from "./encoding.ts";
export type { TrustProxyFn } from "./keys.ts";

/**
 * Safety net for what no content version announces: time-dependent content (a
 * promotion ending) and hand edits to the database. Matches the content service's
 * own result lifetime; a re-render costs milliseconds.
 */
const DEFAULT_TTL_MS = 60_000;

export interface PageCacheOptions {
  config: Pick<Config, "BASE_PATH" | "PAGE_CACHE" | "CDN_PURGE_URL" | "CDN_TAG_HEADER"> & LocaleConfig;
  /** The content changes this cache follows (services.changes). */
  changes?: Pick<ContentChanges, "subscribe">;
  logger?: Logger;
  /** Byte budget of 200 pages (default 64 MiB); 404 pages get a sixteenth of it on top. */
  maxBytes?: number;
  /** Safety net for content that changes with time (promotions): entries older than this are re-rendered. */
  ttlMs?: number;
  /** Express's compiled `trust proxy` function, so the fast path decides HTTPS the way Express does. */
  trustProxy?: TrustProxyFn;
  /** Extra conditions under which the fast path must leave a request to the full Express stack. */
  fastPathVetoes?: Array<(req: IncomingMessage) => boolean>;
  /** Clock, for tests. */
  now?: () => number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  stores: number;
  notStored: number;
  evictions: number;
  invalidations: number;
  fastPathHits: number;
}

export interface PageCache {
  readonly enabled: boolean;
  /** Serves a hit on the bare node:http request and returns true; false lets Express handle the request. */
  fastPath(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express middleware: serves hits that the fast path declined. */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /**
   * Renders through `render` on a miss, stores the document when it may be shared,
   * and sends it; uncacheable documents go to `send` unchanged.
   */
  renderAndServe<T extends RenderedDocument>(
    req: Request,
    res: Response,
    render: () => Promise<T>,
    send: (page: T) => void,
  ): Promise<void>;
  /** Drops the pages that show content of the given types (every page when types is empty); what a content change does. */
  invalidate(change?: ContentChange): void;
  stats(): PageCacheStats;
  close(): Promise<void>;
}

/**
 * The server's request listener: cache hits are answered here, on the bare
 * node:http request, before Express parses anything; everything else goes to the app.
 */
export function withPageCache(app: RequestListener & { locals: Record<string, unknown> }): RequestListener {
  const cache = app.locals.pageCache as PageCache | undefined;
  if (!cache?.enabled) return app;
  return (req, res) => {
    if (!cache.fastPath(req, res)) app(req, res);
  };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { config, logger } = options;
  const base = config.BASE_PATH;
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const trustProxy = options.trustProxy ?? (() => false);
  const vetoes = options.fastPathVetoes ?? defaultFastPathVetoes(base);
  const store = createPageStore(options.maxBytes ?? 64 * 1024 * 1024);
  const upgradeBrotli = createBrotliUpgrader();
  const counters = { hits: 0, misses: 0, stores: 0, notStored: 0, invalidations: 0, fastPathHits: 0 };
  const inflight = new Map<string, Promise<CacheEntry | undefined>>();
  // The access log of fast-path hits: the same line pino-http writes, minus the redaction
  // pass (this object never holds headers), which costs more than the rest of the line.
  const hitLog = logger?.child({ cache: "hit" }, { redact: [] });

  function lookup(req: IncomingMessage): { k: CacheKey; entry: CacheEntry | undefined; pool: ByteLru } | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    if (req.headers.authorization) return undefined;
    const url = req.url ?? "/";
    const k = cacheKey(url, requestBase(config, url), isSecure(req, trustProxy), statedDevice(req) !== undefined);
    if (!k) return undefined;
    return { k, ...store.find(k.key, k.pool) };
  }

  function fresh(entry: CacheEntry): boolean {
    return now() - entry.storedAt < ttlMs;
  }

  function serve(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, state: ServeState = "hit"): void {
    if (state !== "miss") {
      entry.hits++;
      counters.hits++;
    }
    writeEntry(req, res, entry, state);
  }

  function fastPath(req: IncomingMessage, res: ServerResponse): boolean {
    if (!config.PAGE_CACHE) return false;
    // A request with a body goes through Express, whose guards decide about it.
    if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined) return false;
    const found = lookup(req);
    if (!found?.entry || !fresh(found.entry)) return false;
    for (const veto of vetoes) if (veto(req)) return false;
    const started = hitLog ? performance.now() : 0;
    serve(req, res, found.entry);
    counters.fastPathHits++;
    if (hitLog?.isLevelEnabled("info")) {
      hitLog.info(
        {
          req: { method: req.method, url: req.url },
          res: { status: res.statusCode },
          responseTime: Math.round((performance.now() - started) * 1000) / 1000,
        },
        "request completed",
      );
    }
    return true;
  }

  function middleware(req: Request, res: Response, next: NextFunction): void {
    if (!config.PAGE_CACHE) return next();
    const found = lookup(req);
    if (found?.entry && (fresh(found.entry) || inflight.has(found.k.key))) {
      // A stale entry is still served while another request renders its replacement.
      serve(req, res, found.entry);
      return;
    }
    next();
  }

  async function renderAndServe<T extends RenderedDocument>(
    req: Request,
    res: Response,
    render: () => Promise<T>,
    send: (page: T) => void,
  ): Promise<void> {
    const k =
      config.PAGE_CACHE && req.method === "GET" && !req.headers.authorization
        ? cacheKey(
            req.originalUrl,
            requestBase(config, req.originalUrl),
            isSecure(req, trustProxy),
            statedDevice(req) !== undefined,
          )
        : undefined;
    if (!k) {
      send(await render());
      return;
    }
    // stale-if-error: a render that failed (the database away) answers with the page
    // stored before, however old, rather than the error page.
    const sendOrStale = (page: T) => {
      const failed = page.status >= 500 && !res.headersSent;
      const stored = failed ? store.peek(k.key, k.pool) : undefined;
      if (stored) serve(req, res, stored, "stale");
      else send(page);
    };
    const pending = inflight.get(k.key);
    if (pending) {
      // Another request is rendering this page: share its result when it may be shared.
      const entry = await pending;
      if (entry && !res.headersSent) {
        serve(req, res, entry);
        return;
      }
      sendOrStale(await render());
      return;
    }
    counters.misses++;
    const mark = store.mark();
    let resolveShared!: (entry: CacheEntry | undefined) => void;
    inflight.set(k.key, new Promise((resolve) => (resolveShared = resolve)));
    let entry: CacheEntry | undefined;
    try {
      const page = await render();
      if (!cacheable(req, res, page)) {
        counters.notStored++;
        sendOrStale(page);
        return;
      }
      // A non-default locale's page carries its section's tags under its locale too (decision 0105).
      const locale = contentLocaleOf(config, req.originalUrl)?.tag;
      const own = locale ? [...k.tags, ...k.tags.map((t) => inLocale(locale, t))] : k.tags;
      entry = await buildEntry(config, k.key, page.tags ? [...own, ...page.tags] : own, res, page, now());
      // A content change while this page rendered: serve it to this request, store nothing.
      if (!store.changedSince(mark, entry.tags)) {
        const pool = store.pools[page.status === 200 ? k.pool : "missing"];
        pool.set(entry);
        counters.stores++;
        upgradeBrotli(entry, pool);
      }
      if (!res.headersSent) serve(req, res, entry, "miss");
    } finally {
      inflight.delete(k.key);
      resolveShared(entry);
    }
  }

  function invalidate(change: ContentChange = {}): void {
    counters.invalidations++;
    const { tags, dropped } = store.invalidate(change);
    logger?.info({ cache: "invalidate", scope: tags ? [...tags] : "all", dropped }, "page cache invalidated");
  }

  const unsubscribe = config.PAGE_CACHE ? options.changes?.subscribe(invalidate) : undefined;

  return {
    enabled: config.PAGE_CACHE,
    fastPath,
    middleware,
    renderAndServe,
    invalidate,
    stats: () => ({ ...store.stats(), ...counters }),
    async close() {
      unsubscribe?.();
    },
  };
}
