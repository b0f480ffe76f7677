/**
 * Anti-forgery for the JSON API (double-submit cookie).
 *
 * Every request that reaches Express without a well-formed XSRF-TOKEN cookie gets a
 * fresh random one: Path = BASE_PATH, SameSite=Lax, Secure over HTTPS and readable by
 * scripts (not HttpOnly), because app/lib/http-client.ts echoes it in X-XSRF-TOKEN.
 * It is set here, per request, never by a rendered page: pages come from the page
 * cache, which stores no Set-Cookie (see `needsXsrfCookie` for its fast path).
 *
 * State-changing requests (POST, PUT, PATCH, DELETE) under {BASE_PATH}api/ must carry
 * the header with the cookie's exact value, compared in constant time; otherwise the
 * answer is 403 with the API's JSON error, {error: {status, code: "xsrf_token_invalid", message}}. A page on another site can make the browser send
 * the cookie but cannot read it, so it cannot send the header.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import type { ApiErrorCode } from "./api/schemas.ts";
import type { Config } from "./config.ts";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
const TOKEN_BYTES = 32;
/** base64url of 32 bytes. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** error.code of the 403, here and in the leads router's own check. */
export const XSRF_ERROR_CODE = "xsrf_token_invalid" satisfies ApiErrorCode;
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function newXsrfToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** The request's XSRF-TOKEN cookie when it is well formed, else undefined. */
export function readXsrfCookie(req: Pick<IncomingMessage, "headers">): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== XSRF_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN_SHAPE.test(value)) return value;
  }
  return undefined;
}

/**
 * For the page cache's fast path (which answers before Express runs): true when
 * this visitor has no token yet, so the request must go through this middleware.
 */
export function needsXsrfCookie(req: Pick<IncomingMessage, "headers">): boolean {
  return readXsrfCookie(req) === undefined;
}

function xsrfCookieHeader(token: string, config: Pick<Config, "BASE_PATH">, secure: boolean): string {
  return `${XSRF_COOKIE}=${token}; Path=${config.BASE_PATH}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function tokensMatch(header: string | undefined, cookie: string | undefined): boolean {
  if (!header || !cookie) return false;
  const a = Buffer.from(header, "utf8");
  const b = Buffer.from(cookie, "utf8");
  // Lengths are not secret (every token has the same length); contents are.
  return a.length === b.length && timingSafeEqual(a, b);
}

interface XsrfLocals {
  xsrfToken?: string;
}

/**
 * The visitor's token for this request: the cookie it sent, or the one this
 * response sets. For a page whose form must echo it without JavaScript.
 */
export function xsrfTokenOf(res: { locals: object }): string | undefined {
  return (res.locals as XsrfLocals).xsrfToken;
}

function isBearerAdminCall(req: Pick<IncomingMessage, "headers"> & { path: string }, prefix: string): boolean {
  const auth = req.headers.authorization;
  return (
    typeof auth === "string" &&
    /^Bearer\s+\S+\s*$/i.test(auth) &&
    req.path
      .replace(/\/{2,}/g, "/")
      .toLowerCase()
      .startsWith(prefix)
  );
}

/** `onRefused` hears of each 403 (the audit trail counts them). */
export function xsrfProtection(config: Config, onRefused?: (req: Request) => void): RequestHandler {
  // Express matches mount paths case-insensitively and tolerates doubled slashes,
  // so the check does too: "/API//v1/leads" must not slip past it.
  const apiPrefix = `${config.BASE_PATH}api/`.toLowerCase();
  const adminApiPrefix = `${config.BASE_PATH}api/v1/admin/`.toLowerCase();
  return (req, res, next) => {
    const cookie = readXsrfCookie(req);
    const token = cookie ?? newXsrfToken();
    if (!cookie) res.append("Set-Cookie", xsrfCookieHeader(token, config, req.secure));
    (res.locals as XsrfLocals).xsrfToken = token;

    if (
      UNSAFE_METHODS.has(req.method) &&
      req.path
        .replace(/\/{2,}/g, "/")
        .toLowerCase()
        .startsWith(apiPrefix)
    ) {
      // A program authenticating with a bearer token sends no ambient credential a
      // forger could borrow (a browser cannot add Authorization cross-site without CORS,
      // which this site does not grant), so the admin API takes it without the double submit.
      if (isBearerAdminCall(req, adminApiPrefix)) return next();
      const header = req.headers[XSRF_HEADER];
      if (!tokensMatch(typeof header === "string" ? header : undefined, cookie)) {
        onRefused?.(req);
        res
          .status(403)
          .set("cache-control", "no-store")
          .json({
            error: {
              status: 403,
              code: XSRF_ERROR_CODE,
              message: "Missing or invalid anti-forgery token. Reload the page and try again.",
            },
          });
        return;
      }
    }
    next();
  };
}
