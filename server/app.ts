/**
 * The Express application: everything one process serves. Kept separate from
 * server/index.ts (process lifecycle) so tests can build it in-process.
 */
import path from "node:path";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import type { Logger } from "pino";
import { answersPing, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../db/unavailable.ts";
import type { ApiErrorCode } from "./api/schemas.ts";
import { accessLog } from "./access-log.ts";
import { adminPageHeaders, isAdminPagePath } from "./admin-pages.ts";
import type { Config } from "./config.ts";
import { createApiRouter } from "./api/router.ts";
import { canonicalUrls } from "./canonical-url.ts";
import { deviceRedirect } from "./device.ts";
import { languageSwitch } from "./language-switch.ts";
import { leadFormGuard } from "./leads/form-guard.ts";
import { adminClientHeader } from "./accounts/client.ts";
import { createAdminApiRouter } from "./api/admin-router.ts";
import { editorialRedirects } from "./editorial/http.ts";
import { previewPages } from "./editorial/preview-page.ts";
import { createPreviewLoad } from "./editorial/preview-load.ts";
import { livePreviews } from "./editorial/live-preview.ts";
import { createLeadsRouter } from "./leads/router.ts";
import { createEventsRouter } from "./analytics/router.ts";
import { apiRateLimit } from "./limits.ts";
import { bodyAllowance } from "./body-allowance.ts";
import { createMediaHandler } from "./media.ts";
import { methodGuard } from "./methods.ts";
import { createPageCache, type TrustProxyFn } from "./page-cache/index.ts";
import { escapeHtml } from "../app/kernel/sanitize.ts";
import { documentWords, requestBase } from "./locales.ts";
import { createRenderer, type BuildSource } from "./render.ts";
import { noSharedCachingWithCookies } from "./security.ts";
import { securityHeaders } from "./security-headers.ts";
import { createSearchRouter } from "./search/router.ts";
import { createSeoRouter } from "./seo.ts";
import { xsrfProtection } from "./xsrf.ts";
import { edgeTagging } from "./cdn/tagging.ts";
import type { Services } from "./services.ts";

interface AppOptions {
  config: Config;
  logger: Logger;
  services: Services;
  build: BuildSource;
  /** The builds of the translated locales, by tag (server/locale-builds.ts); others use `build`. */
  localeBuilds?: Readonly<Record<string, BuildSource>>;
  /** Directory of the client build (hashed assets, public files); absent in development. */
  clientDir?: string;
  /** Extra middleware mounted before the pages (the Vite dev server). */
  before?: express.RequestHandler[];
}

/** The page of a request that failed outside the pages, in its locale's words. */
function errorPage(status: number, home: string, { lang, words }: ReturnType<typeof documentWords>): string {
  const heading = escapeHtml(status >= 500 ? words.failed : words.badRequest);
  return `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(words.errorTitle)}</title></head><body><h1>${heading}</h1><p><a href="${escapeHtml(home)}">${escapeHtml(words.returnHome)}</a></p></body></html>`;
}

export function createApp({ config, logger, services, build, localeBuilds, clientDir, before = [] }: AppOptions) {
  const app = express();
  const base = config.BASE_PATH;
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.set("query parser", "simple");

  app.use(accessLog(logger));

  // Before anything that answers, so it sees every response: one that sets a cookie is never publicly cacheable.
  app.use(noSharedCachingWithCookies());
  // Helmet's, the Permissions-Policy, the CSP of non-documents (documents replace it: server/render.ts), HSTS over HTTPS.
  app.use(securityHeaders());

  // Larger bodies only for signed-in uploaders and writers, decided before the body is read.
  app.use(bodyAllowance(base, services.accounts));
  // Before any router, so no method reaches a handler that does not serve it (server/methods.ts).
  app.use(methodGuard(config));
  app.use(compression({ threshold: 1024 }));

  const health = (_req: Request, res: Response) => {
    res.set("cache-control", "no-store").json({ status: "ok" });
  };
  const ready = async (_req: Request, res: Response) => {
    res.set("cache-control", "no-store");
    if (!(await answersPing(() => services.ping()))) {
      res.status(503).set("retry-after", String(RETRY_AFTER_SECONDS)).json({ status: "unavailable" });
      return;
    }
    // Redis away is no reason to leave the rotation: the instance serves without it.
    const degraded = services.degraded();
    res.json(degraded.length ? { status: "ok", degraded } : { status: "ok" });
  };
  app.get(["/healthz", `${base}healthz`], health);
  app.get(["/readyz", `${base}readyz`], ready);

  for (const mw of before) app.use(mw);

  if (clientDir) {
    // Hashed assets: the brotli/gzip copies written at build time (scripts/precompress.ts)
    // when the browser takes them; the compression middleware leaves encoded answers alone.
    app.use(
      `${base}assets`,
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: {
          index: false,
          redirect: false,
          fallthrough: true,
          setHeaders: (res) => res.setHeader("Cache-Control", "public, max-age=31536000, immutable"),
        },
      }),
    );
    const publicFiles = express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("Cache-Control", "public, max-age=3600"),
    });
    // Files from public/ all have an extension; page URLs never do, so a page request
    // skips the file-system lookup (a stat on a worker thread for every page).
    app.use(base, (req, res, next) => {
      if (!req.path.slice(req.path.lastIndexOf("/") + 1).includes(".")) return next();
      publicFiles(req, res, next);
    });
  }

  // Tags for a CDN on answers that are not pages (server/cdn/tagging.ts).
  app.use(edgeTagging(config));
  app.use(`${base}media`, createMediaHandler(services));
  app.use(
    xsrfProtection(config, (req) => {
      void services.audit.refused({
        kind: "xsrf",
        actor: null,
        ip: req.ip ?? null,
        method: req.method,
        path: req.path,
      });
    }),
  );
  app.use(leadFormGuard(config));
  // Admin pages: the client address for throttling and the audit trail, on every method.
  app.use(`${base}admin`, adminClientHeader());
  // One limiter for the whole API, so every endpoint draws on the same per-client budget.
  const rateLimits = apiRateLimit(config, { logger, redis: services.redis?.client });
  app.use(`${base}api/v1`, rateLimits);
  app.use(
    `${base}api/v1/search`,
    createSearchRouter(
      services.search,
      config.LOCALES.map((l) => l.tag),
    ),
  );
  app.use(`${base}api/v1/admin`, createAdminApiRouter(services));
  app.use(
    `${base}api/v1`,
    createLeadsRouter(services, logger),
    createEventsRouter(services),
    createApiRouter(services),
  );
  app.use(base, createSeoRouter(services));
  const renderer = createRenderer(build, config, {
    services,
    ping: () => services.ping(),
    ...(localeBuilds ? { localeBuilds } : {}),
  });
  // Previews of drafts: rendered by the site's routes, never cached, before the redirects
  // (an unpublished item's URL answers 410, its preview must not).
  app.use(`${base}preview`, rateLimits.previews);
  // One queue for share links and the editor's live preview (decision 0084).
  const previewLoad = createPreviewLoad();
  app.use(previewPages(config, services, () => renderer, previewLoad));
  app.use(livePreviews(config, services, () => renderer, previewLoad, rateLimits.livePreviews));
  // Editors' redirects and the 410s of items taken down, before any page renders.
  app.use(editorialRedirects(config, () => services.editorial));
  // With one locale there is no switcher, and the path stays free for a page as before.
  if (config.LOCALES.length > 1) app.use(languageSwitch(config));
  app.use(deviceRedirect(config));
  // Other spellings of a page's URL go to the page's own before anything renders or is cached.
  app.use(canonicalUrls(config, build));
  const pageCache = createPageCache({
    config,
    changes: services.changes,
    logger,
    trustProxy: app.get("trust proxy fn") as TrustProxyFn,
  });
  app.locals.pageCache = pageCache; // served before Express by withPageCache() in server/index.ts
  // Admin pages are per person: the page cache never sees them, neither to serve nor to store.
  const isAdmin = (req: Request) => isAdminPagePath(req.path, base);
  app.use(adminPageHeaders(config));
  app.use((req, res, next) => (isAdmin(req) ? next() : pageCache.middleware(req, res, next)));

  app.all(/.*/, (req, res, next) => {
    if (!req.path.startsWith(base) && `${req.path}/` !== base) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    void renderer.handler(req, res, next, isAdmin(req) ? undefined : pageCache);
  });

  const apiPrefix = `${base}api/`.toLowerCase();
  const onError: ErrorRequestHandler = (
    err: { status?: number; statusCode?: number; type?: string; message?: string },
    req,
    res,
    _next,
  ) => {
    // The database away or silent: temporary, so 503 with Retry-After rather than 500.
    const unavailable = isDatabaseUnavailable(err);
    const status = unavailable ? 503 : (err.status ?? err.statusCode ?? 500);
    if (unavailable) req.log?.warn({ err: { message: err.message } }, "request failed: database unavailable");
    else if (status >= 500) req.log?.error({ err }, "request failed");
    if (res.headersSent) {
      res.end();
      return;
    }
    if (unavailable) res.set("retry-after", String(RETRY_AFTER_SECONDS));
    if (
      req.path
        .replace(/\/{2,}/g, "/")
        .toLowerCase()
        .startsWith(apiPrefix)
    ) {
      // What the API routers did not answer themselves (a failure in search, say)
      // still gets the API's error shape, not the HTML error page.
      const failed = !unavailable && (status >= 500 || status < 400);
      const answer = unavailable ? 503 : failed ? 500 : status;
      const code: ApiErrorCode = unavailable ? "unavailable" : failed ? "internal_error" : "bad-request";
      const message = unavailable
        ? "The service is unavailable just now. Please try again in a moment."
        : failed
          ? "Something went wrong on our side. Please try again later."
          : "The request could not be understood.";
      res
        .status(answer)
        .set("cache-control", "no-store")
        .json({ error: { status: answer, code, message } });
      return;
    }
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .set("cache-control", "no-store")
      .type("text/html")
      .send(errorPage(status, requestBase(config, req.path), documentWords(config, req.path)));
  };
  app.use(onError);
  return app;
}
