/**
 * Security headers and guards shared by every response.
 *
 * HTML documents get a Content-Security-Policy whose script-src lists the
 * SHA-256 hashes of the document's own inline scripts (React Router's hydration
 * data, module bootstrap and scroll restoration) instead of a nonce, so the same
 * bytes and the same header can be served from a cache (docs/decisions/0004).
 *
 * Hashing "every inline script in the output" would also bless a script that an
 * HTML injection smuggled into the page. So each render marks the scripts React
 * Router writes with a random, single-use token (passed to <ServerRouter nonce>);
 * only scripts carrying that token are hashed, and the token is then removed, so
 * the cached bytes contain no secret and an injected <script> stays blocked.
 */
import { hash, randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import type { ApiErrorCode } from "./api/schemas.ts";
import type { Config } from "./config.ts";

/** Request header by which render.ts hands the token to app/entry.server.tsx. */
export const SCRIPT_TOKEN_HEADER = "x-vitrine-script-token";

/**
 * A fresh, unguessable token for one render: 122 random bits. randomUUID draws them from a
 * pool it refills in batches, where randomBytes asks the system for each render's.
 */
export function newScriptToken(): string {
  return randomUUID();
}

const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;

function isData(attrs: string): boolean {
  return /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs);
}

function sha256(body: string): string {
  return `'sha256-${hash("sha256", body, "base64")}'`;
}

/**
 * Hashes of the inline scripts that may run. With a token, only scripts marked
 * nonce="token" count; without one (development), every inline script does.
 */
function inlineScriptHashes(html: string, token?: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs) || isData(attrs)) continue;
    if (token !== undefined && !attrs.includes(`nonce="${token}"`)) continue;
    hashes.add(sha256(match[2] ?? ""));
  }
  return [...hashes];
}

export function contentSecurityPolicy(html: string, token?: string): string {
  return policyAllowing(inlineScriptHashes(html, token));
}

/** The document policy, allowing the inline scripts of these hashes. */
function policyAllowing(hashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // React renders style attributes (image placeholders, progress bar); they
    // cannot run code, so inline styles are allowed while scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

/** Policy for everything that is not an HTML document (JSON, images, text, the bare error page). */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

interface SecuredDocument {
  /** The document as sent and stored: UTF-8, without the marks. */
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * Finishes a rendered document (as one string, or in pieces to be joined): computes the CSP
 * from the token-marked scripts and removes the token. The result is safe to cache and to
 * serve to anyone.
 */
export function secureDocument(
  document: string | readonly string[],
  config: Pick<Config, "NODE_ENV">,
  token?: string,
): SecuredDocument {
  const bytes = documentBytes(typeof document === "string" ? [document] : document);
  const marked = token === undefined ? undefined : markedScripts(bytes, token);
  if (marked) return { body: marked.clean, headers: { "content-security-policy": policyAllowing(marked.hashes) } };
  const html = typeof document === "string" ? document : document.join("");
  if (token !== undefined && html.includes(` nonce="${token}"`)) {
    // Marks where the renderer puts none: the script pattern decides which scripts carry one.
    const csp = contentSecurityPolicy(html, token);
    return {
      body: documentBytes([html.replaceAll(` nonce="${token}"`, "")]),
      headers: { "content-security-policy": csp },
    };
  }
  const effectiveToken = config.NODE_ENV === "development" ? undefined : (token ?? "");
  return { body: bytes, headers: { "content-security-policy": contentSecurityPolicy(html, effectiveToken) } };
}

/**
 * The UTF-8 of a document's pieces, each written straight into one buffer of the exact length:
 * no joined copy of the text first. (Buffer.from() of a text beyond Latin-1 first reserves three
 * bytes a character and was several times slower on a 70 KB page.)
 */
export function documentBytes(pieces: readonly string[]): Buffer {
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece, "utf8");
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) at += bytes.write(piece, at, "utf8");
  return bytes;
}

const LT = 0x3c;
const GT = 0x3e;
const SCRIPT_END = Buffer.from("</script", "latin1");

/**
 * The hashes of the inline scripts marked with `token`, and the document without the
 * marks; undefined when nothing is marked, or a mark is not where the renderer puts it.
 * Every uncached page comes through here, so it works on the document's UTF-8 bytes, which
 * are what is sent and what a browser hashes: the marks are found as fixed bytes, each
 * script's bytes hashed where they lie, and the pieces between the marks copied once. (As
 * text, the document is two bytes a character as soon as it holds one beyond Latin-1, and
 * each script was encoded again to be hashed.)
 */
function markedScripts(doc: Buffer, token: string): { clean: Buffer; hashes: string[] } | undefined {
  const mark = Buffer.from(` nonce="${token}"`, "utf8");
  let at = doc.indexOf(mark);
  if (at === -1) return undefined;
  const hashes = new Set<string>();
  const pieces: Buffer[] = [];
  let start = 0;
  while (at !== -1) {
    const next = doc.indexOf(mark, at + mark.length);
    const end = next === -1 ? doc.length : next;
    // The tag the mark stands in: its "<" after the previous mark, no ">" before the mark, its ">" before the next.
    const open = doc.lastIndexOf(LT, at);
    const tagEnd = doc.indexOf(GT, at + mark.length);
    if (open < start || tagEnd === -1 || tagEnd >= end) return undefined;
    const gt = doc.indexOf(GT, open);
    if (gt !== -1 && gt < at) return undefined;
    // Preload links carry the mark too; only scripts run.
    if (/^<script\b/i.test(doc.toString("latin1", open, Math.min(open + 8, at)))) {
      const attrs = doc.toString("utf8", open + 7, at) + doc.toString("utf8", at + mark.length, tagEnd);
      if (!/\bsrc\s*=/i.test(attrs) && !isData(attrs)) {
        const close = doc.indexOf(SCRIPT_END, tagEnd);
        if (close === -1 || close >= end) return undefined;
        hashes.add(`'sha256-${hash("sha256", doc.subarray(tagEnd + 1, close), "base64")}'`);
      }
    }
    pieces.push(doc.subarray(start, at));
    start = at + mark.length;
    at = next;
  }
  pieces.push(doc.subarray(start));
  return { clean: Buffer.concat(pieces), hashes: [...hashes] };
}

/**
 * Largest request body of anyone's request; the API's own routers set smaller limits, and
 * server/body-allowance.ts gives more to signed-in callers on upload and content paths.
 */
export const BODY_LIMIT_BYTES = 32 * 1024;

/**
 * Rejects request bodies larger than the limit before anything reads them: 413
 * when Content-Length says so, 411 for a body of unknown length (chunked), which
 * no browser sends for a form or a fetch with a string body. The connection is
 * closed rather than drained, so the body is never read.
 */
export function bodySizeGuard(limitBytes = BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, next) => {
    const length = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    let status = 0;
    if (length !== undefined && !/^\d+$/.test(length)) status = 400;
    else if (length !== undefined && Number(length) > limitBytes) status = 413;
    else if (length === undefined && chunked) status = 411;
    if (!status) {
      next();
      return;
    }
    const [code, message]: [ApiErrorCode, string] =
      status === 413
        ? [
            "too-large",
            `The request body must not exceed ${limitBytes >= 1024 * 1024 ? `${Math.round(limitBytes / 1024 / 1024)} MB` : `${limitBytes / 1024} KB`}.`,
          ]
        : status === 411
          ? ["length-required", "A Content-Length header is required."]
          : ["bad-request", "Invalid Content-Length."];
    res.status(status).set({ connection: "close", "cache-control": "no-store" });
    if (req.path.includes("/api/")) res.json({ error: { status, code, message } });
    else res.type("text/plain").send(message);
  };
}

/** Cache-Control of every response that sets a cookie. */
export const COOKIE_CACHE_CONTROL = "private, no-store";

/**
 * Two rules applied when the head is written, because the cookie is set by
 * middleware (server/xsrf.ts, server/device.ts) before the handler chooses its
 * status and Cache-Control (a public page, an API answer, the page cache's
 * stored headers):
 *
 * - A 304 never sets a cookie. A browser merges a 304's headers into the copy it
 *   revalidated, so the 304 must say what the 200 said (the page cache writes the
 *   stored 200's policy and Cache-Control); a per-visitor cookie would turn it
 *   private. A visitor still gets the XSRF cookie from any full answer, and the
 *   registration page, the one page with a form, is never answered 304.
 * - Any other response that sets a cookie is never stored by a shared cache (a
 *   CDN, a corporate proxy), which would hand that visitor's cookie, such as a
 *   fresh XSRF-TOKEN, to everyone after: a Cache-Control that does not already say
 *   private or no-store becomes "private, no-store". Responses without a cookie
 *   keep theirs, so returning visitors still get cacheable answers.
 */
export function noSharedCachingWithCookies(): RequestHandler {
  return (_req, res, next) => {
    // on-headers runs this once the headers given to writeHead are applied, just before they are sent.
    onHeaders(res, function (this: typeof res) {
      if (this.statusCode === 304) this.removeHeader("set-cookie");
      if (!this.hasHeader("set-cookie")) return;
      if (!/\b(private|no-store)\b/i.test(String(this.getHeader("cache-control") ?? "")))
        this.setHeader("cache-control", COOKIE_CACHE_CONTROL);
    });
    next();
  };
}
