/**
 * What sets the back office's pages (app/routes/admin, under {BASE_PATH}admin) apart
 * from the public ones at the HTTP level: they are per person, so never stored by
 * the page cache, a CDN or a browser's history cache (`private, no-store`), never
 * indexed (`X-Robots-Tag`), and their forms post to their own actions.
 */
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import type { Config } from "./config.ts";

export const ADMIN_CACHE_CONTROL = "private, no-store";
export const ADMIN_ROBOTS = "noindex, nofollow";

/** True for a request path (with the base path) of an admin page or its data. */
export function isAdminPagePath(path: string, base: string): boolean {
  const home = `${base}admin`;
  return path === home || path === `${home}.data` || path.startsWith(`${home}/`);
}

/**
 * Sets the admin headers on every answer under {BASE_PATH}admin, pages, data,
 * redirects and errors alike, when the head is written, so nothing the renderer
 * or a route sets can loosen them.
 */
export function adminPageHeaders(config: Pick<Config, "BASE_PATH">): RequestHandler {
  return (req, res, next) => {
    if (!isAdminPagePath(req.path, config.BASE_PATH)) return next();
    onHeaders(res, function (this: typeof res) {
      this.setHeader("Cache-Control", ADMIN_CACHE_CONTROL);
      this.setHeader("X-Robots-Tag", ADMIN_ROBOTS);
    });
    next();
  };
}
