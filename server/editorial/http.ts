/**
 * Redirects and 410s before anything renders: an editor's old URL -> new URL
 * (301/302), and 410 Gone at the URLs of items taken down. Only GET and HEAD of
 * site pages; the table lives in memory (server/editorial/redirects.ts), so a
 * page pays one map lookup. Should the table be unreadable, pages render as usual.
 */
import type { RequestHandler } from "express";
import { escapeHtml } from "../../app/kernel/sanitize.ts";
import { isExternalUrl, isReservedPath, isSitePath } from "../../app/kernel/site-paths.ts";
import { documentWords, requestBase, type LocaleConfig } from "../locales.ts";
import type { EditorialService } from "../../app/kernel/services/editorial.ts";

function gonePage(home: string, { lang, words }: ReturnType<typeof documentWords>): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.removedTitle)}</title></head>` +
    `<body><main><h1>${escapeHtml(words.removedHeading)}</h1><p>${escapeHtml(words.removedText)}</p>` +
    `<p><a href="${escapeHtml(home)}">${escapeHtml(words.goHome)}</a></p></main></body></html>`
  );
}

export function editorialRedirects(config: LocaleConfig, editorial: () => EditorialService): RequestHandler {
  return (req, res, next) => {
    // Another locale's pages redirect as the default's do, within the locale (decision 0096).
    const base = requestBase(config, req.path);
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.startsWith(base)) return next();
    const path = `/${req.path.slice(base.length)}`;
    // Rows stored before the rules (app/kernel/site-paths.ts) existed must not take these over either.
    if (isReservedPath(path)) return next();
    editorial()
      .resolvePath(path)
      .then((found) => {
        if (!found) return next();
        if (found.status === 410 || !found.to) {
          res
            .status(410)
            .set("cache-control", "no-store")
            .type("html")
            .send(gonePage(base, documentWords(config, req.path)));
          return;
        }
        if (!isSitePath(found.to) && !isExternalUrl(found.to)) {
          req.log?.warn({ redirect: found.id }, "redirect target is neither a site path nor https; ignored");
          return next();
        }
        const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
        const target = found.to.startsWith("/") ? `${base}${found.to.slice(1)}` : found.to;
        res.redirect(found.status, target.includes("?") ? target : `${target}${query}`);
      })
      .catch((error: unknown) => {
        req.log?.warn({ err: error }, "redirects unreadable; rendering as usual");
        next();
      });
  };
}
