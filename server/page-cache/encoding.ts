/**
 * Turning a rendered document into a stored page: whether it may be stored at
 * all, the headers every visitor may get, and its bodies compressed once
 * (brotli and gzip at their best settings, off the main thread).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, Response } from "express";
import { pageCacheControl, tagHeader } from "../cdn/headers.ts";
import type { Config } from "../config.ts";
import type { ByteLru, CacheEntry, Encoding } from "./store.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Cache-Control of a stored page without CDN purge (server/cdn/headers.ts decides). */
export const DEFAULT_CACHE_CONTROL = pageCacheControl({ CDN_PURGE_URL: "" });

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

/** What the renderer produced, as the cache needs it. */
export interface RenderedDocument {
  status: number;
  /** Final response headers of the document (content type, CSP, route headers). */
  headers: Headers;
  /** The document as text, or as its UTF-8 bytes (`body`, as the renderer sends it); absent for anything that is not buffered HTML. */
  html?: string;
  body?: Uint8Array;
  /** The content it shows ("news:12", "news:list", ...: server/content/scope.ts), stored as tags. */
  tags?: readonly string[];
}

/**
 * GET responses of status 200 (and 404 pages) that are HTML, set no cookie and
 * whose Cache-Control does not say private/no-store/no-cache (a route opts out
 * through its `headers()` export).
 */
export function cacheable(req: Request, res: Response, page: RenderedDocument): boolean {
  if (req.method !== "GET") return false;
  if (page.status !== 200 && page.status !== 404) return false;
  if (!page.html?.length && !page.body?.byteLength) return false;
  if (!(page.headers.get("content-type") ?? "").startsWith("text/html")) return false;
  if (page.headers.has("set-cookie")) return false;
  const cc = (page.headers.get("cache-control") ?? String(res.getHeader("cache-control") ?? "")).toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cc)) return false;
  return true;
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

/** A flat [name, value, ...] list without the named header. */
function pairsWithout(pairs: readonly string[], name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i] !== name) out.push(pairs[i]!, pairs[i + 1]!);
  return out;
}

/**
 * The stored page of a document: the headers the middleware set for every visitor
 * (security headers, Vary from device routing), overridden by the document's own
 * (content type, CSP, route headers); never a per-request header such as Set-Cookie.
 * It carries its tags for a CDN in front, so that a purge of any of them reaches it.
 */
export async function buildEntry(
  config: Pick<Config, "CDN_PURGE_URL" | "CDN_TAG_HEADER">,
  key: string,
  tags: readonly string[],
  res: Response,
  page: RenderedDocument,
  storedAt: number,
): Promise<CacheEntry> {
  const identity =
    page.html === undefined && page.body
      ? Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength)
      : Buffer.from(page.html ?? "", "utf8");
  // Brotli at quality 5 costs about 2 ms for a 60 KB page, quality 11 about 100 ms: answer
  // the miss with the quick one and let the upgrader replace it off the request path.
  const [br, gz] = await Promise.all([
    brotli(identity, brotliParams(identity, QUICK_BROTLI)),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_REQUEST_HEADERS.has(name) || name === "x-page-cache") continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  for (const [name, value] of page.headers) if (!PER_REQUEST_HEADERS.has(name)) headers.set(name, value);
  if (!headers.has("cache-control") || page.status !== 200)
    headers.set("cache-control", pageCacheControl(config, page.status));
  headers.set(...tagHeader(config, tags));
  const vary = new Set(
    (headers.get("vary") ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  );
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
    storedAt,
    bytes: identity.length + br.length + gz.length + headerBytes * 4 + 512,
    bodies,
    raw: { identity: withBody("identity", identity), br: withBody("br", br), gzip: withBody("gzip", gz), notModified },
    hits: 0,
  };
}

/**
 * Replaces stored pages' quick brotli bodies with maximum-quality ones, one job
 * at a time, so a cold cache does not occupy every libuv thread.
 */
export function createBrotliUpgrader(): (entry: CacheEntry, pool: ByteLru) => void {
  const upgrades: Array<() => Promise<void>> = [];
  let upgrading = false;
  return (entry, pool) => {
    upgrades.push(async () => {
      if (pool.map.get(entry.key) !== entry) return; // evicted or replaced meanwhile
      const better = await brotli(
        entry.bodies.identity,
        brotliParams(entry.bodies.identity, zlib.constants.BROTLI_MAX_QUALITY),
      );
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
  };
}
