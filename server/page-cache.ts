/**
 * In-memory cache of rendered public pages (docs/decisions/0007-page-cache.md).
 *
 * A page is rendered once, compressed once (brotli and gzip, at their best
 * settings, off the main thread) and then served from memory until the content
 * it shows changes, a safety time-to-live passes, or the byte budget evicts it.
 * Hits are served either by `fastPath` on the bare node:http request, before
 * Express runs at all, or by `middleware` inside Express when the fast path must
 * decline (a phone on a desktop URL, a visitor who still needs a cookie).
 *
 * What is stored: GET responses of status 200 (and 404 pages, in their own small
 * pool) that are HTML, that set no cookie and whose Cache-Control does not say
 * private/no-store/no-cache (a route opts out through its `headers()` export).
 * The stored headers are the ones every request gets (security headers, the
 * CSP with the page's script hashes, Vary); per-visitor headers such as
 * Set-Cookie are never stored, and the middleware that sets them keeps running.
 */
import cluster from "node:cluster";
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { INVALIDATE_MESSAGE, isInvalidateMessage, type InvalidateMessage } from "./cluster.ts";
import type { Config } from "./config.ts";
import { VIEW_COOKIE } from "../app/kernel/device-map.ts";
import { sectionTagTable } from "../app/kernel/pages.ts";
import { isPhone } from "./device.ts";
import type { Services } from "./services.ts";
import { needsXsrfCookie } from "./xsrf.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Seconds a CDN may serve a page without asking, and how long it may serve it stale while it asks. */
export const CDN_MAX_AGE = 60;
export const CDN_STALE_WHILE_REVALIDATE = 600;
/** Seconds a CDN may serve a page stale while this server answers with errors (the database away). */
export const CDN_STALE_IF_ERROR = 86_400;
/**
 * Safety net for what no event announces: time-dependent content (a promotion
 * ending) and writes by another process without Redis. Matches the content
 * service's own result lifetime; a re-render costs milliseconds.
 */
export const DEFAULT_TTL_MS = 60_000;
// No must-revalidate: it forbids serving stale on error, which stale-if-error asks for.
// max-age=0 alone makes browsers revalidate every visit.
export const DEFAULT_CACHE_CONTROL = `public, max-age=0, s-maxage=${CDN_MAX_AGE}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}, stale-if-error=${CDN_STALE_IF_ERROR}`;

/**
 * Section (first path segment after the base path and the optional "mobile/")
 * to the content it shows. A content change of one type invalidates the pages
 * tagged with it; every page also carries "site" (navigation, footer, settings).
 * Sections not listed here (unknown paths, 404 pages) get "misc".
 */
export const SECTION_TAGS: Readonly<Record<string, readonly string[]>> = sectionTagTable();

/** Sections never stored whatever their headers say: per-visitor forms, unbounded queries, the error page. */
const NEVER_CACHED = new Set(["register", "search", "500", "api"]);

const MAX_KEY_LENGTH = 512;
const MAX_QUERY_PARAMS = 4;

/** Response headers that belong to one request and are never stored. */
const PER_REQUEST_HEADERS = new Set([
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "last-modified",
  "age",
  "x-request-id",
  "x-response-time",
  "server-timing",
  "retry-after",
  "ratelimit",
  "ratelimit-policy",
  "ratelimit-limit",
  "ratelimit-remaining",
  "ratelimit-reset",
]);

export type Encoding = "br" | "gzip" | "identity";
export type TrustProxyFn = (addr: string | undefined, i: number) => boolean;

/**
 * Requests the fast path leaves to Express, so that the per-request middleware
 * which would act on them runs: a visitor without an XSRF token (server/xsrf.ts
 * issues one), and a desktop URL asked for by a phone or by a visitor who chose a
 * view (server/device.ts may redirect). Those still get the cached page, from
 * `middleware`, once the middleware has done its part.
 */
export function defaultFastPathVetoes(base: string): Array<(req: IncomingMessage) => boolean> {
  const mobilePrefix = `${base}mobile`;
  const viewCookie = `${VIEW_COOKIE}=`;
  return [
    needsXsrfCookie,
    (req) => {
      const url = req.url ?? "";
      if (url.startsWith(mobilePrefix) && (url.length === mobilePrefix.length || "/?".includes(url[mobilePrefix.length]!))) return false;
      return isPhone(req.headers["user-agent"]) || (req.headers.cookie?.includes(viewCookie) ?? false);
    },
  ];
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

export interface CacheEntry {
  key: string;
  status: number;
  tags: readonly string[];
  etag: string;
  storedAt: number;
  bytes: number;
  bodies: Record<Encoding, Buffer>;
  /** Flat [name, value, ...] header lists ready for writeHead, one per encoding, and one for 304. */
  raw: Record<Encoding | "notModified", string[]>;
  hits: number;
  /** Header list for a body of one encoding (used when a better brotli body replaces the first). */
  withBody: (encoding: Encoding, body: Buffer) => string[];
}

const QUICK_BROTLI = 5;

function brotliParams(input: Buffer, quality: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  };
}

export interface PageCacheOptions {
  config: Pick<Config, "BASE_PATH" | "PAGE_CACHE" | "REDIS_URL">;
  services?: Services;
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
  /** Channel to the other workers of a cluster (default: the worker's IPC channel, when this process is a cluster worker). */
  ipc?: InvalidationChannel;
}

/** Messages between the workers of one cluster, relayed by the primary. */
export interface InvalidationChannel {
  send(message: InvalidateMessage): void;
  on(listener: (message: unknown) => void): void;
  off(listener: (message: unknown) => void): void;
}

function workerChannel(): InvalidationChannel | undefined {
  if (!cluster.isWorker) return undefined;
  return {
    send: (message) => {
      if (process.connected) process.send?.(message);
    },
    on: (listener) => process.on("message", listener),
    off: (listener) => process.off("message", listener),
  };
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

/** What the renderer produced, as the cache needs it. */
export interface RenderedDocument {
  status: number;
  /** Final response headers of the document (content type, CSP, route headers). */
  headers: Headers;
  /** The document; absent for anything that is not buffered HTML. */
  html?: string;
}

export interface ContentChange {
  /** Content types that changed ("news", "cases", ...); omitted or "*" means everything. */
  types?: readonly string[];
}

/**
 * What the page cache needs from the content service (server/content/service.ts):
 * an event after every content change, optionally saying which types changed, and
 * a way to drop its own result cache when another instance reports a change.
 */
interface ContentEvents {
  onInvalidate?: (listener: (change?: ContentChange) => void) => () => void;
  invalidate?: () => void;
}

// ---------------------------------------------------------------------------
// Keys

export interface CacheKey {
  key: string;
  tags: readonly string[];
  pool: "pages" | "query";
}

/**
 * Builds the cache key of a request URL, or undefined when the URL must not be
 * cached. The key holds the scheme (HSTS differs), the variant (from the path),
 * the path and the sorted query. Nothing else is dropped: a page is only ever
 * rendered for its own URL (server/canonical-url.ts redirects other spellings and
 * parameters the page does not read, tracking tags included), so the URL is the key.
 */
export function cacheKey(url: string, base: string, secure: boolean): CacheKey | undefined {
  if (url.length > MAX_KEY_LENGTH * 2) return undefined;
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.startsWith(base) && `${path}/` !== base) return undefined;
  const rest = path.slice(base.length);
  const mobile = rest === "mobile" || rest.startsWith("mobile/");
  const inner = mobile ? rest.slice(7) : rest;
  const slash = inner.indexOf("/");
  const section = slash === -1 ? inner : inner.slice(0, slash);
  if (NEVER_CACHED.has(section) || section.endsWith(".data") || inner.endsWith(".data")) return undefined;
  let query = "";
  if (q !== -1 && q < url.length - 1) {
    const params = new URLSearchParams(url.slice(q + 1));
    if (params.size > MAX_QUERY_PARAMS) return undefined;
    params.sort();
    query = params.toString();
  }
  const key = `${secure ? "s" : "p"}|${mobile ? "m" : "d"}|${path}${query ? `?${query}` : ""}`;
  if (key.length > MAX_KEY_LENGTH) return undefined;
  const sectionTags = Object.hasOwn(SECTION_TAGS, section) ? SECTION_TAGS[section]! : ["misc"];
  return { key, tags: [...sectionTags, "site"], pool: query ? "query" : "pages" };
}

/** Tags to drop when content of the given types changes; undefined means drop everything. */
export function tagsForChange(change: ContentChange): Set<string> | undefined {
  const types = change.types;
  if (!types || types.length === 0 || types.includes("*")) return undefined;
  const known = new Set(Object.values(SECTION_TAGS).flat());
  const tags = new Set<string>(["home"]); // the home page shows highlights of every section
  for (const raw of types) {
    const type = normaliseType(raw);
    if (type === "site" || !known.has(type)) return undefined; // settings, navigation, or a type we do not map
    tags.add(type);
  }
  return tags;
}

/** Accepts the content service's names in singular or plural, camel or kebab case. */
function normaliseType(type: string): string {
  const t = type.toLowerCase().replace(/[_\s]+/g, "-");
  const aliases: Record<string, string> = {
    "news-item": "news",
    article: "news",
    "case-study": "cases",
    "case-studies": "cases",
    case: "cases",
    solution: "solutions",
    video: "videos",
    qa: "qas",
    "q-and-a": "qas",
    faq: "qas",
    "help-article": "help",
    "help-articles": "help",
    "price-plan": "prices",
    "price-plans": "prices",
    price: "prices",
    pricing: "prices",
    promotion: "promotions",
    service: "services",
    partner: "partners",
    "home-block": "home",
    "home-blocks": "home",
    settings: "site",
    "site-settings": "site",
    navigation: "site",
    page: "pages",
  };
  return aliases[t] ?? t;
}

// ---------------------------------------------------------------------------
// Negotiation

const encodingMemo = new Map<string, Encoding>();

/** Picks brotli, then gzip, then identity from Accept-Encoding (honouring q=0). */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const memo = encodingMemo.get(header);
  if (memo) return memo;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    let q = 1;
    for (const p of params) {
      const m = /^\s*q=([0-9.]+)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (name) accepted.set(name, Number.isFinite(q) ? q : 0);
  }
  const ok = (n: string) => (accepted.get(n) ?? accepted.get("*") ?? 0) > 0;
  const result: Encoding = ok("br") ? "br" : ok("gzip") ? "gzip" : "identity";
  if (encodingMemo.size < 256) encodingMemo.set(header, result);
  return result;
}

/** A flat [name, value, ...] list without the named header. */
function pairsWithout(pairs: readonly string[], name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i] !== name) out.push(pairs[i]!, pairs[i + 1]!);
  return out;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  for (const candidate of header.split(",")) if (candidate.trim().replace(/^W\//, "") === bare) return true;
  return false;
}

// ---------------------------------------------------------------------------
// Byte-bounded LRU (a Map keeps insertion order; a hit moves the entry to the end)

class ByteLru {
  readonly map = new Map<string, CacheEntry>();
  bytes = 0;
  evictions = 0;
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
  get(key: string): CacheEntry | undefined {
    const entry = this.map.get(key);
    if (entry) {
      this.map.delete(key);
      this.map.set(key, entry);
    }
    return entry;
  }
  set(entry: CacheEntry): void {
    this.delete(entry.key);
    if (entry.bytes > this.maxBytes) return;
    this.map.set(entry.key, entry);
    this.bytes += entry.bytes;
    for (const [key, old] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(key);
      this.bytes -= old.bytes;
      this.evictions++;
    }
  }
  delete(key: string): boolean {
    const old = this.map.get(key);
    if (!old) return false;
    this.map.delete(key);
    this.bytes -= old.bytes;
    return true;
  }
}

// ---------------------------------------------------------------------------

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
  /** Drops the pages that show content of the given types (all pages when types is empty), here and on other instances. */
  invalidate(change?: ContentChange): void;
  stats(): PageCacheStats;
  close(): Promise<void>;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { config, logger } = options;
  const base = config.BASE_PATH;
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const trustProxy = options.trustProxy ?? (() => false);
  const vetoes = options.fastPathVetoes ?? defaultFastPathVetoes(base);
  const pools = {
    pages: new ByteLru(maxBytes),
    query: new ByteLru(Math.floor(maxBytes / 8)),
    missing: new ByteLru(Math.floor(maxBytes / 16)),
  };
  const counters = { hits: 0, misses: 0, stores: 0, notStored: 0, invalidations: 0, fastPathHits: 0 };
  /** Bumped on every invalidation of a tag, so a render that started before it is not stored after it. */
  const tagEpochs = new Map<string, number>();
  let globalEpoch = 0;
  const inflight = new Map<string, Promise<CacheEntry | undefined>>();
  const instanceId = randomUUID();
  // The access log of fast-path hits: the same line pino-http writes, minus the redaction
  // pass (this object never holds headers), which costs more than the rest of the line.
  const hitLog = logger?.child({ cache: "hit" }, { redact: [] });

  function isSecure(req: IncomingMessage): boolean {
    const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
    if (!trustProxy(req.socket.remoteAddress, 0)) return encrypted;
    const header = req.headers["x-forwarded-proto"];
    const value = (Array.isArray(header) ? header[0] : header) ?? (encrypted ? "https" : "http");
    const comma = value.indexOf(",");
    return (comma === -1 ? value : value.slice(0, comma)).trim() === "https";
  }

  function lookup(req: IncomingMessage): { k: CacheKey; entry: CacheEntry | undefined; pool: ByteLru } | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    if (req.headers.authorization) return undefined;
    const k = cacheKey(req.url ?? "/", base, isSecure(req));
    if (!k) return undefined;
    const pool = pools[k.pool];
    let entry = pool.get(k.key);
    let missingPool = false;
    if (!entry) {
      entry = pools.missing.get(k.key);
      missingPool = entry !== undefined;
    }
    return { k, entry, pool: missingPool ? pools.missing : pool };
  }

  function fresh(entry: CacheEntry): boolean {
    return now() - entry.storedAt < ttlMs;
  }

  /** Writes a stored entry; the caller decides which request path it is on. */
  type ServeState = "hit" | "miss" | "stale";
  function serve(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, state: ServeState = "hit"): void {
    if (state !== "miss") {
      entry.hits++;
      counters.hits++;
    }
    if (entry.status === 200 && etagMatches(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, entry.raw.notModified);
      res.end();
      return;
    }
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    const raw = entry.raw[encoding];
    // The stored lists end with x-page-cache: hit; a miss or a stale answer says so instead.
    res.writeHead(entry.status, state === "hit" ? raw : [...raw.slice(0, -2), "x-page-cache", state]);
    if (req.method === "HEAD") res.end();
    else res.end(entry.bodies[encoding]);
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
      hitLog.info({ req: { method: req.method, url: req.url }, res: { status: res.statusCode }, responseTime: Math.round((performance.now() - started) * 1000) / 1000 }, "request completed");
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

  function snapshotEpochs(tags: readonly string[]): number[] {
    return [globalEpoch, ...tags.map((t) => tagEpochs.get(t) ?? 0)];
  }

  function cacheable(req: Request, res: Response, page: RenderedDocument): boolean {
    if (req.method !== "GET") return false;
    if (page.status !== 200 && page.status !== 404) return false;
    if (page.html === undefined || page.html.length === 0) return false;
    if (!(page.headers.get("content-type") ?? "").startsWith("text/html")) return false;
    if (page.headers.has("set-cookie")) return false;
    const cc = (page.headers.get("cache-control") ?? String(res.getHeader("cache-control") ?? "")).toLowerCase();
    if (/\b(private|no-store|no-cache)\b/.test(cc)) return false;
    return true;
  }

  async function buildEntry(key: string, tags: readonly string[], res: Response, page: RenderedDocument): Promise<CacheEntry> {
    const identity = Buffer.from(page.html ?? "", "utf8");
    // Brotli at quality 5 costs about 2 ms for a 60 KB page, quality 11 about 100 ms: answer
    // the miss with the quick one and let upgradeBrotli() replace it off the request path.
    const [br, gz] = await Promise.all([brotli(identity, brotliParams(identity, QUICK_BROTLI)), gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION })]);
    const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
    const headers = new Map<string, string>();
    // Headers the middleware set for every visitor (security headers, Vary from device routing) ...
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || PER_REQUEST_HEADERS.has(name) || name === "x-page-cache") continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    // ... then the document's own (content type, CSP, route headers), which win.
    for (const [name, value] of page.headers) if (!PER_REQUEST_HEADERS.has(name)) headers.set(name, value);
    if (!headers.has("cache-control") || page.status !== 200) {
      headers.set("cache-control", page.status === 200 ? DEFAULT_CACHE_CONTROL : `public, max-age=0, s-maxage=${CDN_MAX_AGE}`);
    }
    const vary = new Set((headers.get("vary") ?? "").split(",").map((v) => v.trim()).filter(Boolean));
    vary.add("Accept-Encoding");
    headers.set("vary", [...vary].join(", "));
    const common: string[] = [];
    for (const [name, value] of headers) common.push(name, value);
    if (page.status === 200) common.push("etag", etag);
    const withBody = (encoding: Encoding, body: Buffer) => [
      ...common,
      ...(encoding === "identity" ? [] : ["content-encoding", encoding]),
      "content-length",
      String(body.length),
      "x-page-cache",
      "hit",
    ];
    // A 304's headers replace those of the copy the browser holds, so it repeats the 200's own
    // (its policy, Cache-Control, Vary), not whatever the middleware set for a non-document answer.
    const notModified = [...pairsWithout(common, "content-type"), "x-page-cache", "hit"];
    const bodies = { identity, br, gzip: gz };
    const headerBytes = common.reduce((n, s) => n + s.length, 0);
    return {
      withBody,
      key,
      status: page.status,
      tags,
      etag,
      storedAt: now(),
      bytes: identity.length + br.length + gz.length + headerBytes * 4 + 512,
      bodies,
      raw: { identity: withBody("identity", identity), br: withBody("br", br), gzip: withBody("gzip", gz), notModified },
      hits: 0,
    };
  }

  async function renderAndServe<T extends RenderedDocument>(
    req: Request,
    res: Response,
    render: () => Promise<T>,
    send: (page: T) => void,
  ): Promise<void> {
    const k = config.PAGE_CACHE && req.method === "GET" && !req.headers.authorization ? cacheKey(req.originalUrl, base, isSecure(req)) : undefined;
    if (!k) {
      send(await render());
      return;
    }
    // stale-if-error: a render that failed (the database away) answers with the page
    // stored before, however old, rather than the error page.
    const sendOrStale = (page: T) => {
      const failed = page.status >= 500 && !res.headersSent;
      const stored = failed ? (pools[k.pool].map.get(k.key) ?? pools.missing.map.get(k.key)) : undefined;
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
    const epochs = snapshotEpochs(k.tags);
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
      entry = await buildEntry(k.key, k.tags, res, page);
      const unchanged = snapshotEpochs(k.tags).every((v, i) => v === epochs[i]);
      if (unchanged) {
        const pool = page.status === 200 ? pools[k.pool] : pools.missing;
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

  /** One maximum-quality brotli job at a time, so a cold cache does not occupy every libuv thread. */
  const upgrades: Array<() => Promise<void>> = [];
  let upgrading = false;
  function upgradeBrotli(entry: CacheEntry, pool: ByteLru): void {
    upgrades.push(async () => {
      if (pool.map.get(entry.key) !== entry) return; // evicted or replaced meanwhile
      const better = await brotli(entry.bodies.identity, brotliParams(entry.bodies.identity, zlib.constants.BROTLI_MAX_QUALITY));
      if (better.length >= entry.bodies.br.length || pool.map.get(entry.key) !== entry) return;
      pool.bytes -= entry.bodies.br.length - better.length;
      entry.bytes -= entry.bodies.br.length - better.length;
      entry.bodies.br = better;
      entry.raw.br = entry.withBody("br", better);
    });
    if (upgrading) return;
    upgrading = true;
    void (async () => {
      for (let job = upgrades.shift(); job; job = upgrades.shift()) {
        await job().catch(() => undefined);
      }
      upgrading = false;
    })();
  }

  function invalidateLocal(change: ContentChange): void {
    counters.invalidations++;
    const tags = tagsForChange(change);
    if (!tags) {
      globalEpoch++;
      for (const pool of Object.values(pools)) for (const key of [...pool.map.keys()]) pool.delete(key);
      logger?.info({ cache: "invalidate", scope: "all" }, "page cache cleared");
      return;
    }
    for (const tag of tags) tagEpochs.set(tag, (tagEpochs.get(tag) ?? 0) + 1);
    let dropped = 0;
    for (const pool of Object.values(pools)) {
      for (const [key, entry] of [...pool.map]) {
        if (entry.tags.some((t) => tags.has(t))) {
          pool.delete(key);
          dropped++;
        }
      }
    }
    logger?.info({ cache: "invalidate", tags: [...tags], dropped }, "page cache invalidated");
  }

  // Cross-instance invalidation: every instance publishes the changes it makes and
  // applies the ones the others publish. Loaded lazily so single-instance sites never load ioredis.
  const channel = "vitrine:page-cache:invalidate";
  let applyRemote: (change: ContentChange) => void = invalidateLocal;
  let publisher: { publish(channel: string, message: string): Promise<unknown>; quit(): Promise<unknown> } | undefined;
  let subscriber: { quit(): Promise<unknown> } | undefined;
  if (config.PAGE_CACHE && config.REDIS_URL) {
    void (async () => {
      const { Redis } = await import("ioredis");
      const opts = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
      const pub = new Redis(config.REDIS_URL, opts);
      const sub = new Redis(config.REDIS_URL, opts);
      for (const c of [pub, sub]) c.on("error", (err: Error) => logger?.warn({ err: err.message }, "page cache: Redis unavailable"));
      sub.on("message", (_channel: string, message: string) => {
        try {
          const parsed = JSON.parse(message) as { from?: string; types?: string[] };
          if (parsed.from === instanceId) return;
          applyRemote(parsed.types ? { types: parsed.types } : {});
        } catch {
          logger?.warn("page cache: ignored a malformed invalidation message");
        }
      });
      await sub.subscribe(channel);
      publisher = pub;
      subscriber = sub;
    })().catch((err: unknown) => logger?.warn({ err: err instanceof Error ? err.message : String(err) }, "page cache: Redis subscription failed"));
  }

  // Workers of one cluster without Redis (server/cluster.ts) tell each other through the primary.
  const ipc = config.PAGE_CACHE && !config.REDIS_URL ? (options.ipc ?? workerChannel()) : undefined;
  const ipcListener = (message: unknown) => {
    if (isInvalidateMessage(message) && message.from !== instanceId) applyRemote(message.types ? { types: message.types } : {});
  };
  ipc?.on(ipcListener);

  function invalidate(change: ContentChange = {}): void {
    invalidateLocal(change);
    const announcement = { from: instanceId, ...(change.types ? { types: [...change.types] } : {}) };
    ipc?.send({ type: INVALIDATE_MESSAGE, ...announcement });
    publisher?.publish(channel, JSON.stringify(announcement)).catch((err: unknown) => {
      logger?.warn({ err: err instanceof Error ? err.message : String(err) }, "page cache: publishing an invalidation failed");
    });
  }

  // Content changes made through the content service (seed, migration, writes) reach us here.
  // A change another instance reports drops this instance's content results too, so the
  // pages rendered next read fresh rows; `applyingRemote` keeps that from echoing back.
  const content = (options.services as { content?: ContentEvents } | undefined)?.content;
  let applyingRemote = false;
  const unsubscribe = content?.onInvalidate?.((change) => {
    if (!applyingRemote) invalidate(change ?? {});
  });
  applyRemote = (change) => {
    applyingRemote = true;
    try {
      content?.invalidate?.();
    } finally {
      applyingRemote = false;
    }
    invalidateLocal(change);
  };

  return {
    enabled: config.PAGE_CACHE,
    fastPath,
    middleware,
    renderAndServe,
    invalidate,
    stats() {
      const all = Object.values(pools);
      return {
        entries: all.reduce((n, p) => n + p.map.size, 0),
        bytes: all.reduce((n, p) => n + p.bytes, 0),
        evictions: all.reduce((n, p) => n + p.evictions, 0),
        ...counters,
      };
    },
    async close() {
      if (typeof unsubscribe === "function") unsubscribe();
      ipc?.off(ipcListener);
      await Promise.allSettled([publisher?.quit(), subscriber?.quit()]);
    },
  };
}
