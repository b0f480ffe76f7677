/**
 * The language switcher's endpoint (decision 0096): `{BASE_PATH}language?to=<tag>` answers
 * 302 to the page the reader came from, in the locale `to` names. The page is the Referer's
 * path: browsers send it on a same-site link (the site's Referrer-Policy,
 * strict-origin-when-cross-origin, keeps it whole), and it is the page the reader is on even
 * after client navigations, which a link written with the document would not know. Without a
 * usable Referer the reader goes to the chosen locale's home page. Only the path is read, and
 * only a path of this site is ever the answer, so no request can steer the redirect elsewhere.
 */
import type { RequestHandler } from "express";
import { LANGUAGE_SWITCH_PATH, localeOfPath } from "../app/kernel/locales.ts";
import { safeNext } from "../app/kernel/site-paths.ts";
import type { Config } from "./config.ts";

/** Where the switch sends a reader of `from` (a request path and query, or undefined) who chose `to`. */
export function switchTarget(config: Pick<Config, "BASE_PATH" | "LOCALES">, to: string, from: string | undefined) {
  const target = config.LOCALES.find((l) => l.tag === to);
  if (!target) return undefined;
  const targetBase = target.prefix ? `${config.BASE_PATH}${target.prefix}/` : config.BASE_PATH;
  const path = from === undefined ? undefined : safeNext(from, "");
  const current = path ? localeOfPath(config.LOCALES, config.BASE_PATH, path.split("?")[0]!) : undefined;
  if (!path || !current || !(path.startsWith(current.base) || `${path.split("?")[0]}/` === current.base))
    return targetBase;
  return targetBase + path.slice(current.base.length);
}

export function languageSwitch(config: Config): RequestHandler {
  const switchPath = config.BASE_PATH + LANGUAGE_SWITCH_PATH.slice(1);
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== switchPath) return next();
    // Each reader's answer depends on the page they came from: never kept by a shared cache.
    res.set("cache-control", "no-store");
    const to = typeof req.query.to === "string" ? req.query.to : "";
    let from: string | undefined;
    try {
      const referer = req.get("referer");
      if (referer) {
        const url = new URL(referer);
        from = url.pathname + url.search;
      }
    } catch {
      // An unreadable Referer: the chosen locale's home page.
    }
    const target = switchTarget(config, to, from);
    if (!target) {
      res
        .status(400)
        .type("text/plain")
        .send(`to must be one of ${config.LOCALES.map((l) => l.tag).join(", ")}`);
      return;
    }
    res.redirect(302, target);
  };
}
