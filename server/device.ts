/**
 * Device routing. A phone asking for a desktop URL that has a mobile counterpart gets a
 * 302 to it; everything else passes through. The mapping is app/kernel/device-map.ts, the
 * only source of redirect targets, so a request can never steer a redirect off-site.
 *
 * The visitor's own choice wins: {BASE_PATH}view?mode=desktop|mobile&next=/path sets the
 * `view` cookie (a plain link, no JavaScript) and sends them to the chosen variant of
 * `next`. With view=desktop a phone is never redirected; with view=mobile any browser is
 * sent from desktop URLs to their mobile counterparts. A desktop browser asking for a
 * mobile URL is never sent away.
 *
 * Shared caches: a CDN that classifies the User-Agent itself (DEVICE_PATTERNS, the same
 * patterns as here) sends `X-Device: mobile|desktop`; the answer then varies on that
 * header alone, so the CDN keeps one copy per device class. Without it the answer varies
 * on User-Agent, which is safe for any other cache. It never varies on Cookie: an
 * answer the view cookie decided is private.
 */
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import {
  isMobileRouterPath,
  toDesktopPath,
  toMobilePath,
  VIEW_COOKIE,
  VIEW_SWITCH_PATH,
  type ViewMode,
} from "../app/kernel/device-map.ts";
import { freePageTwin } from "../app/kernel/page-paths.ts";
import { pageCacheControl, tagHeader } from "./cdn/headers.ts";
import type { Config } from "./config.ts";
import { requestBase } from "./locales.ts";
import { COOKIE_CACHE_CONTROL } from "./security.ts";
import { safeNext } from "../app/kernel/site-paths.ts";

export { safeNext };

/** Phones, not tablets: tablets get the desktop layout, which is responsive. */
const PHONE_UA =
  /\b(iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS)\b|Android.+\bMobile\b|\bMobile\b.*\bFirefox\b|Mobi(?!.*\biPad\b)/i;
const TABLET_UA = /\biPad\b|\bTablet\b|\bSM-T\d/i;

/**
 * The classifier's patterns as plain data, for a CDN's configuration (and its tests)
 * to classify exactly as the origin does: a phone matches `phone` and not `tablet`,
 * case-insensitively.
 */
export const DEVICE_PATTERNS = { phone: PHONE_UA.source, tablet: TABLET_UA.source, flags: "i" } as const;

/** The request header a CDN sets to the device class it computed. */
export const DEVICE_HEADER = "x-device";

/** The device class a CDN stated in X-Device, or undefined when it stated none (or nonsense). */
export function statedDevice(req: Pick<IncomingMessage, "headers">): "mobile" | "desktop" | undefined {
  const value = req.headers[DEVICE_HEADER];
  return value === "mobile" || value === "desktop" ? value : undefined;
}

/** Whether the visitor is on a phone: the CDN's X-Device when it sent one, else the User-Agent. */
export function isPhoneRequest(req: Pick<IncomingMessage, "headers">): boolean {
  const stated = statedDevice(req);
  return stated ? stated === "mobile" : isPhone(req.headers["user-agent"]);
}

export function isPhone(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  return PHONE_UA.test(userAgent) && !TABLET_UA.test(userAgent);
}

const COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

function readViewCookie(req: Request): ViewMode | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === VIEW_COOKIE) {
      const value = rest.join("=");
      return value === "desktop" || value === "mobile" ? value : undefined;
    }
  }
  return undefined;
}

/** The router path of a request path under the base, or null when it is outside the base. */
function routerPath(path: string, base: string): string | null {
  if (`${path}/` === base) return "/";
  if (!path.startsWith(base)) return null;
  return `/${path.slice(base.length)}`;
}

/** A page of blocks at a chosen address keeps the visit's query (its campaign parameters) on the way to its twin. */
const withQuery = (path: string | null, search: string) => path && path + search;

function splitUrl(url: string): [string, string] {
  const i = url.indexOf("?");
  return i < 0 ? [url, ""] : [url.slice(0, i), url.slice(i)];
}

/** Where the switch sends a visitor who chose `mode`, starting from router path `next`. */
function switchTarget(mode: ViewMode, next: string): string {
  const [path, search] = splitUrl(next);
  if (mode === "desktop")
    return isMobileRouterPath(path) ? (toDesktopPath(path, search) ?? freePageTwin(path) ?? "/") : next;
  return isMobileRouterPath(path) ? next : (toMobilePath(path, search) ?? freePageTwin(path) ?? "/mobile");
}

function location(base: string, router: string): string {
  return base + router.replace(/^\/+/, "");
}

export function deviceRedirect(config: Config): RequestHandler {
  function handleSwitch(req: Request, res: Response, base: string): void {
    const mode = req.query.mode;
    res.set("Cache-Control", "no-store");
    if (mode !== "desktop" && mode !== "mobile") {
      res.status(400).type("text/plain").send("mode must be desktop or mobile");
      return;
    }
    res.cookie(VIEW_COOKIE, mode, {
      path: config.BASE_PATH,
      httpOnly: true,
      sameSite: "lax",
      secure: req.secure,
      maxAge: COOKIE_MAX_AGE_MS,
    });
    const next = safeNext(req.query.next, mode === "desktop" ? "/" : "/mobile");
    res.redirect(302, location(base, switchTarget(mode, next)));
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A locale's pages, its switch included, are read from and sent back to under its prefix (decision 0096).
    const base = requestBase(config, req.path);
    if (req.path === base + VIEW_SWITCH_PATH.slice(1)) return handleSwitch(req, res, base);
    // React Router's client data requests (".data") follow the page the browser already has.
    if (req.path.endsWith(".data")) return next();
    const path = routerPath(req.path, base);
    if (path === null || isMobileRouterPath(path)) return next();
    const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    const mobile = toMobilePath(path, search) ?? withQuery(freePageTwin(path), search);
    if (!mobile) return next();
    // From here the answer depends on the device class and the visitor's choice.
    res.vary(statedDevice(req) ? "X-Device" : "User-Agent");
    const view = readViewCookie(req);
    if (view) {
      // One visitor's choice: no shared cache may keep it, whatever the handler (or the
      // page cache's stored headers) says, so it is set as the head is written.
      onHeaders(res, function (this: Response) {
        this.setHeader("cache-control", COOKIE_CACHE_CONTROL);
      });
    }
    const wantsMobile = view === "mobile" || (view === undefined && isPhoneRequest(req));
    if (!wantsMobile) return next();
    // Decided by the device class alone: the same for every phone, so shared caches keep it.
    if (!view) res.set("Cache-Control", pageCacheControl(config, 302)).set(...tagHeader(config, []));
    res.redirect(302, location(base, mobile));
  };
}
