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
 */
import type { Request, RequestHandler, Response } from "express";
import {
  isMobileRouterPath,
  toDesktopPath,
  toMobilePath,
  VIEW_COOKIE,
  VIEW_SWITCH_PATH,
  type ViewMode,
} from "../app/kernel/device-map.ts";
import type { Config } from "./config.ts";

/** Phones, not tablets: tablets get the desktop layout, which is responsive. */
const PHONE_UA =
  /\b(iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS)\b|Android.+\bMobile\b|\bMobile\b.*\bFirefox\b|Mobi(?!.*\biPad\b)/i;
const TABLET_UA = /\biPad\b|\bTablet\b|\bSM-T\d/i;

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

/**
 * A safe router path from the `next` parameter: same site, no scheme or authority, no
 * backslashes or control characters. Anything else falls back to `fallback`.
 */
export function safeNext(next: unknown, fallback: string): string {
  if (typeof next !== "string" || next.length === 0 || next.length > 1000) return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (!next.startsWith("/") || next.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  const parsed = new URL(next, "http://same.invalid");
  if (parsed.origin !== "http://same.invalid") return fallback;
  return parsed.pathname + parsed.search;
}

function splitUrl(url: string): [string, string] {
  const i = url.indexOf("?");
  return i < 0 ? [url, ""] : [url.slice(0, i), url.slice(i)];
}

/** Where the switch sends a visitor who chose `mode`, starting from router path `next`. */
function switchTarget(mode: ViewMode, next: string): string {
  const [path, search] = splitUrl(next);
  if (mode === "desktop") return isMobileRouterPath(path) ? (toDesktopPath(path, search) ?? "/") : next;
  return isMobileRouterPath(path) ? next : (toMobilePath(path, search) ?? "/mobile");
}

function location(base: string, router: string): string {
  return base + router.replace(/^\/+/, "");
}

export function deviceRedirect(config: Config): RequestHandler {
  const base = config.BASE_PATH;
  const switchPath = base + VIEW_SWITCH_PATH.slice(1);

  function handleSwitch(req: Request, res: Response): void {
    const mode = req.query.mode;
    res.set("Cache-Control", "no-store");
    if (mode !== "desktop" && mode !== "mobile") {
      res.status(400).type("text/plain").send("mode must be desktop or mobile");
      return;
    }
    res.cookie(VIEW_COOKIE, mode, {
      path: base,
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
    if (req.path === switchPath) return handleSwitch(req, res);
    // React Router's client data requests (".data") follow the page the browser already has.
    if (req.path.endsWith(".data")) return next();
    const path = routerPath(req.path, base);
    if (path === null || isMobileRouterPath(path)) return next();
    const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    const mobile = toMobilePath(path, search);
    if (!mobile) return next();
    // From here the answer depends on the browser and the visitor's choice.
    res.vary("User-Agent");
    res.vary("Cookie");
    const view = readViewCookie(req);
    const wantsMobile = view === "mobile" || (view === undefined && isPhone(req.get("user-agent")));
    if (!wantsMobile) return next();
    res.set("Cache-Control", "private, no-store");
    res.redirect(302, location(base, mobile));
  };
}
