/**
 * Anti-forgery for the JSON API (double-submit cookie).
 *
 * A request without a well-formed XSRF-TOKEN cookie gets a fresh random one where a
 * write needs it (`issuesXsrfCookie`): the leads API (the hydrated register form asks
 * GET {BASE_PATH}api/v1/leads/form first), the register page's own post, and the
 * back office. Public pages, sitemaps, feeds and API reads set no cookie, so any
 * shared cache may keep one copy for every visitor. The cookie: Path = BASE_PATH,
 * SameSite=Lax, Secure over HTTPS and readable by scripts (not HttpOnly), because
 * app/lib/http-client.ts echoes it in X-XSRF-TOKEN.
 *
 * State-changing requests (POST, PUT, PATCH, DELETE) under {BASE_PATH}api/ must carry
 * the header with the cookie's exact value, compared in constant time; otherwise the
 * answer is 403 with the API's JSON error, {error: {status, code: "xsrf_token_invalid", message}}. A page on another site can make the browser send
 * the cookie but cannot read it, so it cannot send the header.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { FORM_PAGE_PATHS } from "../app/kernel/pages.ts";
import { localeBases } from "./locales.ts";
import { tokensMatch } from "../app/kernel/write-proof.ts";
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
 * The paths whose answers issue the cookie: where a write follows. Never a GET of a
 * public page, so the page cache's fast path and any CDN can serve those to anyone.
 */
export function xsrfCookiePaths(
  base: string,
  formBases: readonly string[] = [base],
): (method: string, path: string) => boolean {
  const lower = base.toLowerCase();
  const registers = new Set(
    formBases.flatMap((b) =>
      FORM_PAGE_PATHS.map((p) => `${b.toLowerCase()}${p}`).flatMap((p) => [p, `${p}/`, `${p}.data`]),
    ),
  );
  const prefixes = [`${lower}admin`, `${lower}api/v1/admin`, `${lower}api/v1/leads`];
  return (method, path) => {
    const p = path.replace(/\/{2,}/g, "/").toLowerCase();
    if (prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`))) return true;
    return method === "POST" && registers.has(p);
  };
}

function xsrfCookieHeader(token: string, config: Pick<Config, "BASE_PATH">, secure: boolean): string {
  return `${XSRF_COOKIE}=${token}; Path=${config.BASE_PATH}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export { tokensMatch };

interface XsrfLocals {
  xsrfToken?: string;
}

/**
 * The visitor's token for this request: the cookie it sent, or the one this
 * response sets (undefined on paths that issue none). For a form post refused
 * without JavaScript, whose form must then echo it.
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
  const eventsPath = `${config.BASE_PATH}api/v1/events`.toLowerCase();
  const issues = xsrfCookiePaths(config.BASE_PATH, localeBases(config));
  return (req, res, next) => {
    const cookie = readXsrfCookie(req);
    let token = cookie;
    if (!cookie && issues(req.method, req.path)) {
      token = newXsrfToken();
      res.append("Set-Cookie", xsrfCookieHeader(token, config, req.secure));
    }
    if (token) (res.locals as XsrfLocals).xsrfToken = token;

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
      // The analytics beacon reads and sets no cookie and can only add counts (server/analytics/router.ts).
      if (
        req.path
          .replace(/\/{2,}/g, "/")
          .replace(/(.)\/$/, "$1")
          .toLowerCase() === eventsPath
      )
        return next();
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
