/**
 * Runs before the page renderer, for the register page's no-JavaScript form post
 * (handled by the route's action, which sees a fetch Request, not Express' req).
 * Runs after server/xsrf.ts, which issues the XSRF-TOKEN cookie to the form's post.
 *
 * - Hands the action the client's address (req.ip, which honours TRUST_PROXY
 *   only) in a request header, after removing any copy the client sent, so the
 *   address cannot be forged to escape the per-client limit.
 * - Hands a form post's answer the visitor's XSRF token (the cookie it sent, or the
 *   one this answer sets) in another such header, for the hidden field of the form
 *   shown again: the double-submit proof of a browser that sends no Origin. A GET
 *   gets none: the page is the same for everyone, so shared caches may keep it.
 * - Answers a cross-site post with 403 here, with a page that says why, instead
 *   of letting it reach the renderer (React Router would refuse it with a bare 400).
 */
import type { RequestHandler } from "express";
import { LEAD_CLIENT_HEADER, LEAD_XSRF_HEADER } from "../../app/kernel/lead-schema.ts";
import { FORM_PAGE_PATHS } from "../../app/kernel/pages.ts";
import { documentWords, localeBases, requestBase, type LocaleConfig } from "../locales.ts";
import { escapeHtml } from "../../app/kernel/sanitize.ts";
import type { Config } from "../config.ts";
import { xsrfTokenOf } from "../xsrf.ts";

import { hasSameOriginProof, isCrossSiteRequest } from "../../app/kernel/write-proof.ts";

export { hasSameOriginProof, isCrossSiteRequest };

function refusedPage(base: string, { lang, words }: ReturnType<typeof documentWords>): string {
  const title = escapeHtml(words.refusedTitle);
  return `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1><p>${escapeHtml(words.refusedText)} <a href="${escapeHtml(base)}register">${escapeHtml(words.registrationPage)}</a>.</p></body></html>`;
}

export function leadFormGuard(config: Pick<Config, "SITE_URL"> & LocaleConfig): RequestHandler {
  const siteOrigin = new URL(config.SITE_URL).origin;
  // The registration page of both variants (desktop and /mobile), in every locale.
  const registerPaths = new Set(
    localeBases(config)
      .flatMap((base) => FORM_PAGE_PATHS.flatMap((p) => [`${base}${p}`, `${base}${p}/`, `${base}${p}.data`]))
      .map((p) => p.toLowerCase()),
  );
  return (req, res, next) => {
    delete req.headers[LEAD_CLIENT_HEADER];
    delete req.headers[LEAD_XSRF_HEADER];
    const register = registerPaths.has(req.path.replace(/\/{2,}/g, "/").toLowerCase());
    const token = register && req.method === "POST" ? xsrfTokenOf(res) : undefined;
    if (token) req.headers[LEAD_XSRF_HEADER] = token;
    if (req.method !== "POST") {
      next();
      return;
    }
    req.headers[LEAD_CLIENT_HEADER] = req.ip ?? "";
    // An empty Origin says nothing (no browser sends one); React Router would refuse it
    // with a bare 400, while the action answers a post without proof with the form itself.
    if (register && req.headers.origin === "") delete req.headers.origin;
    if (register && isCrossSiteRequest(req.get("origin"), req.get("sec-fetch-site"), siteOrigin)) {
      res
        .status(403)
        .set("cache-control", "no-store")
        .type("text/html")
        .send(refusedPage(requestBase(config, req.path), documentWords(config, req.path)));
      return;
    }
    next();
  };
}
