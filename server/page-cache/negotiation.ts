/**
 * Answering from a stored page: which encoding the client takes, whether its
 * copy is still current (304), and which requests the fast path must leave to
 * Express so that per-visitor middleware runs first.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { VIEW_COOKIE } from "../../app/kernel/device-map.ts";
import { isPhoneRequest } from "../device.ts";
import type { CacheEntry, Encoding } from "./store.ts";

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

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  for (const candidate of header.split(",")) if (candidate.trim().replace(/^W\//, "") === bare) return true;
  return false;
}

/** How a stored page answers: from the cache, as the result of this request's render, or in place of a failed one. */
export type ServeState = "hit" | "miss" | "stale";

/** Writes a stored page: 304 when the client's copy matches, else the body in the best encoding it takes. */
export function writeEntry(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, state: ServeState): void {
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

/**
 * Requests the fast path leaves to Express, so that the per-request middleware
 * which would act on them runs: a desktop URL asked for by a phone (by its
 * User-Agent or a CDN's X-Device) or by a visitor who chose a view (server/device.ts
 * may redirect, or mark the answer private). Those still get the cached page, from
 * `middleware`, once the middleware has done its part. Pages set no cookie, so a
 * first visit needs no Express at all.
 */
export function defaultFastPathVetoes(base: string): Array<(req: IncomingMessage) => boolean> {
  const mobilePrefix = `${base}mobile`;
  const viewCookie = `${VIEW_COOKIE}=`;
  return [
    (req) => {
      const url = req.url ?? "";
      if (
        url.startsWith(mobilePrefix) &&
        (url.length === mobilePrefix.length || "/?".includes(url[mobilePrefix.length]!))
      )
        return false;
      return isPhoneRequest(req) || (req.headers.cookie?.includes(viewCookie) ?? false);
    },
  ];
}
