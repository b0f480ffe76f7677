/**
 * Bridges Express to React Router's fetch-style request handler. We do not use
 * @react-router/express because every HTML document is buffered here: its inline
 * scripts are hashed into the Content-Security-Policy and it can be stored in the
 * page cache before it is sent.
 */
import { FORM_PAGE_PATHS } from "../app/kernel/pages.ts";
import { pageCacheControl, tagHeader } from "./cdn/headers.ts";
import { Readable } from "node:stream";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { pageNoticeContext, requestContext } from "../app/lib/context.server.ts";
import type { PageNotice } from "../app/lib/locale.ts";
import { localeOfPath } from "../app/kernel/locales.ts";
import { contentLocaleOf, documentWords, localeBases } from "./locales.ts";
import { inLocale } from "../app/kernel/change-tags.ts";
import {
  chooseDocumentEntry,
  documentEntryContext,
  scriptsAfterPaintContext,
  openDocumentHandoff,
} from "../app/lib/react-router-seam/entry-choice.server.ts";
import { openRenderTurns } from "../app/lib/render-turns.server.ts";
import { answersPing, RETRY_AFTER_SECONDS } from "../db/unavailable.ts";
import type { Config } from "./config.ts";
import { LANGUAGE_MARK, splitLanguages, withContentScope, type PreviewRow } from "./content/scope.ts";
import { pageInItsLanguages, pageNotice } from "./locale-notice.ts";
import type { PageCache } from "./page-cache/index.ts";
import { createRenderQueue, RenderQueueFull } from "./render-queue.ts";
import { scriptsAfterPaintFor } from "./script-order-split.ts";
import { documentBytes, newScriptToken, SCRIPT_TOKEN_HEADER, secureDocument } from "./security.ts";
import type { Services } from "./services.ts";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The request URL is built from SITE_URL, never from the Host or X-Forwarded-Host
 * headers, so a forged host can change neither links nor cached content. The path
 * is appended as a string so that "//evil.example" stays a path on our origin.
 */
function toWebRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  origin: string,
  scriptToken?: string,
  url = req.originalUrl,
): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // Only this server may hand the renderer a script token; never a client.
  headers.delete(SCRIPT_TOKEN_HEADER);
  if (scriptToken) headers.set(SCRIPT_TOKEN_HEADER, scriptToken);
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(origin + url, init);
}

/**
 * The address of a page's data (`<path>.data`, `_root.data` for a path ending in a
 * slash), which runs the page's loaders without drawing it.
 */
function dataUrlOf(originalUrl: string): string {
  const q = originalUrl.indexOf("?");
  const path = q === -1 ? originalUrl : originalUrl.slice(0, q);
  return `${path.endsWith("/") ? `${path}_root` : path}.data${q === -1 ? "" : originalUrl.slice(q)}`;
}

interface RenderedPage {
  status: number;
  headers: Headers;
  /** An HTML document as text: a preview, which edits the rendered one (server/editorial/preview-page.ts). */
  html?: string;
  /** The body: a rendered HTML document as it is sent and stored (UTF-8, buffered), or any other. */
  body?: Uint8Array;
  /** The content the page showed (server/content/scope.ts), for the page cache. */
  tags?: readonly string[];
}

interface RendererOptions {
  /** What loaders and actions reach through React Router's context (app/lib/context.server.ts). */
  services?: Services;
  /**
   * Resolves when the database answers. When a render fails with a 5xx and this
   * rejects, the answer becomes 503 with Retry-After: the outage is temporary,
   * and crawlers and load balancers should come back rather than drop the page.
   */
  ping?: () => Promise<void>;
  /** Renders turning documents into HTML at once (default RENDER_CONCURRENCY). */
  concurrency?: number;
  /** Renders allowed to wait beyond those (default MAX_QUEUED_RENDERS). */
  maxQueued?: number;
  /** The translated locales' builds, by tag (server/locale-builds.ts); other locales render with `build`. */
  localeBuilds?: Readonly<Record<string, BuildSource>>;
}

function busyPage(words: { busy: string }): RenderedPage {
  const headers = new Headers({
    "cache-control": "no-store",
    "retry-after": "1",
    "content-type": "text/plain; charset=utf-8",
  });
  return { status: 503, headers, body: new TextEncoder().encode(`${words.busy}\n`) };
}

/** Never sent (the socket is closed); not stored, since the cache keeps 200 and 404 pages only. */
function goneClientPage(): RenderedPage {
  return { status: 499, headers: new Headers({ "cache-control": "no-store" }) };
}

/**
 * Documents one process turns into HTML at a time; the rest wait in order
 * (app/lib/render-turns.server.ts). That part is CPU work: fifty renders sharing
 * the core would each finish about fifty renders late and hold their memory all
 * that time. Loaders wait for their data before a render takes its turn, so a
 * slow or silent database holds no turn that a page without data needs.
 */
const RENDER_CONCURRENCY = 4;
/**
 * Renders allowed under way beyond those, loading their data or waiting for a
 * turn; beyond this the answer is 503 with Retry-After, at once.
 */
const MAX_QUEUED_RENDERS = 512;
/** How long a render counts as loading its data at most (see `loading` below). */
const LOADING_HOLD_MS = 100;

/**
 * SERVER_RENDERING=off: the same build, answered the way React Router answers in its
 * SPA mode. The document is the root layout with its HydrateFallback (the loading
 * state) and the client bundle; the route loaders other than the root's are left
 * out of the document request (but for the catch-alls'), so the browser fetches the first route's data at
 * start-up from the route's data URL (`<path>.data`), which the normal handler
 * still answers. Client navigations then work exactly as with server rendering.
 * The shell still answers with the page's own status: the server asks the data URL
 * first and, when the loaders answer an error (an unknown id, /404, /500), sends the
 * shell with that status (see `render`).
 */
function toShellBuild(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    // The catch-alls keep theirs: it needs no database and makes an unknown path a 404.
    const keep = id === "root" || !route || route.path?.endsWith("*") === true;
    routes[id] = keep ? route : { ...route, module: { ...route.module, loader: undefined } };
  }
  return { ...build, ssr: false, prerender: [], routes };
}

/** A request for a page itself (not its data, the route manifest or a form post). */
function isDocumentRequest(req: ExpressRequest): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data") && !req.path.endsWith("/__manifest")
  );
}

export function createRenderer(build: BuildSource, config: Config, options: RendererOptions = {}) {
  const formPages = new Set(localeBases(config).flatMap((base) => FORM_PAGE_PATHS.map((p) => `${base}${p}`)));
  const mode = config.NODE_ENV === "development" ? "development" : "production";
  // One handler per locale, each over the same build with its own basename (decision 0096):
  // React Router reads router paths from under it, writes every link and data URL below it,
  // and hands it to the browser's router in the document.
  const handlers = new Map(
    config.LOCALES.map((locale) => {
      const basename = locale.prefix ? `${config.BASE_PATH}${locale.prefix}/` : undefined;
      const own = (b: ServerBuild) => (basename ? { ...b, basename } : b);
      // A translated locale's own build, with its words compiled in (decision 0100).
      const its = options.localeBuilds?.[locale.tag] ?? build;
      const source = (wrap: (b: ServerBuild) => ServerBuild): BuildSource =>
        typeof its === "function" ? async () => wrap(own(await its())) : wrap(own(its));
      const handlersOf = {
        handle: createRequestHandler(
          source((b) => b),
          mode,
        ),
        shell: config.SERVER_RENDERING ? undefined : createRequestHandler(source(toShellBuild), mode),
      };
      return [locale.prefix, handlersOf] as const;
    }),
  );
  const handlersFor = (path: string) =>
    handlers.get(localeOfPath(config.LOCALES, config.BASE_PATH, path)?.locale.prefix ?? "")!;
  const origin = new URL(config.SITE_URL).origin;
  const databaseDown = createOutageProbe(options.ping);
  const concurrency = options.concurrency ?? RENDER_CONCURRENCY;
  const maxQueued = options.maxQueued ?? MAX_QUEUED_RENDERS;
  // Every render under way holds a place here, from its first loader to its last byte;
  // only turning the document into HTML takes one of the turns the entry waits for.
  const underWay = createRenderQueue(concurrency + maxQueued, 0);
  // Renders start their loaders a few at a time: fifty loading at once each hold their data
  // while they wait for a turn, and the collector copying all that cost a fifth more CPU per
  // page. A render still under way after LOADING_HOLD_MS (waiting for a slow database) stops
  // counting, so pages that need no data never wait long behind it.
  const loading = createRenderQueue(concurrency, concurrency + maxQueued, LOADING_HOLD_MS);
  openRenderTurns(() => createRenderQueue(concurrency, maxQueued));
  const documents = openDocumentHandoff();
  // DOCUMENT_ENTRY, unless the installed React Router is not one the fast entry was
  // written for: then the stock entry, said loudly (app/lib/react-router-seam, decision 0019).
  // The script-order split compares the two orders within the fast entry, whatever DOCUMENT_ENTRY says.
  const { entry, warning } = chooseDocumentEntry(
    config.SCRIPT_ORDER_SPLIT ? "fast" : config.DOCUMENT_ENTRY,
    config.SERVER_RENDERING,
  );
  if (warning && options.services) options.services.logger.warn(warning);
  else if (warning) console.warn(warning);
  const routerContext = (path: string): RouterContextProvider => {
    const context = options.services ? requestContext(options.services) : new RouterContextProvider();
    context.set(documentEntryContext, entry);
    context.set(
      scriptsAfterPaintContext,
      config.SCRIPT_ORDER_SPLIT ? scriptsAfterPaintFor(path) : config.SCRIPT_ORDER === "after-paint",
    );
    return context;
  };

  /** `render` once admitted; a client that left before it started costs nothing. */
  function renderInTurn(req: ExpressRequest, res: ExpressResponse): Promise<RenderedPage> {
    return underWay
      .run(
        () =>
          loading.run(
            () => render(req, res),
            () => res.destroyed,
            goneClientPage,
          ),
        () => res.destroyed,
        goneClientPage,
      )
      .catch((error: unknown) => {
        if (error instanceof RenderQueueFull) return busyPage(documentWords(config, req.path).words);
        throw error;
      });
  }

  /** Renders one request; `preview` shows a draft row in place of its live one (server/editorial/preview-page.ts). */
  async function render(req: ExpressRequest, res: ExpressResponse, preview?: PreviewRow): Promise<RenderedPage> {
    const token = newScriptToken();
    const { handle, shell: handleShell } = handlersFor(req.path);
    const shell = handleShell && isDocumentRequest(req) ? handleShell : undefined;
    const deps = new Set<string>();
    const locale = contentLocaleOf(config, req.path);
    // A client navigation in a locale: its notice, once the loaders have said what they showed.
    const notice = locale && !isDocumentRequest(req) ? Promise.withResolvers<PageNotice>() : undefined;
    const contextFor = (path: string) => {
      const context = routerContext(path);
      if (notice) context.set(pageNoticeContext, notice.promise);
      return context;
    };
    let response: Response;
    let handedOver: string[] | undefined;
    let shellStatus: number | undefined;
    try {
      // Every page of a locale carries its "site" tag: a change of that locale's words that reaches every page names it.
      if (locale) deps.add(inLocale(locale.tag, "site"));
      // A translation's draft is read as a row, past the overlay that marks the language of words.
      if (preview?.language) deps.add(LANGUAGE_MARK + preview.language);
      const scope = { deps, ...(preview ? { preview } : {}), ...(locale ? { locale } : {}) };
      response = await withContentScope(scope, async () => {
        if (!shell) return handle(toWebRequest(req, res, origin, token), contextFor(req.path));
        // The loaders alone, for the status; their data stays out of the shell.
        const data = await handle(
          toWebRequest(req, res, origin, undefined, dataUrlOf(req.originalUrl)),
          routerContext(req.path),
        );
        await data.body?.cancel();
        if (data.status >= 400) shellStatus = data.status;
        return shell(toWebRequest(req, res, origin, token), routerContext(req.path));
      });
      handedOver = documents.get(token);
      // The loaders are done; the root loader's data streams the notice they add up to.
      if (notice) notice.resolve(pageNotice(locale!.tag, splitLanguages(deps).languages));
    } finally {
      documents.delete(token);
    }
    const type = response.headers.get("content-type") ?? "";
    let page: RenderedPage;
    if (type.startsWith("text/html")) {
      // The entry hands the document over as text, in pieces, when it can; a body is read otherwise.
      const written = handedOver !== undefined && response.body === null ? handedOver : await response.text();
      const { tags, languages } = splitLanguages(deps);
      const html = locale ? pageInItsLanguages(written, locale.tag, languages) : written;
      const secured = secureDocument(html, config, token);
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(secured.headers)) headers.set(name, value);
      page = { status: shellStatus ?? response.status, headers, body: secured.body, tags };
    } else {
      const buf = response.body ? new Uint8Array(await response.arrayBuffer()) : undefined;
      page = { status: response.status, headers: response.headers, ...(buf ? { body: buf } : {}) };
    }
    if (page.status >= 500) {
      const headers = new Headers(page.headers);
      headers.set("cache-control", "no-store");
      // The entry answers 503 itself when a loader's error says the database is away;
      // any other failure becomes one too if the database does not answer a ping.
      if (page.status === 500 && (await databaseDown())) page = { ...page, status: 503 };
      if (page.status === 503 && !headers.has("retry-after")) headers.set("retry-after", String(RETRY_AFTER_SECONDS));
      page = { ...page, headers };
    }
    return page;
  }

  function send(res: ExpressResponse, page: RenderedPage): void {
    res.status(page.status);
    for (const [name, value] of page.headers) {
      if (name === "set-cookie") continue;
      res.setHeader(name, value);
    }
    const cookies = page.headers.getSetCookie();
    if (cookies.length) res.setHeader("set-cookie", cookies);
    // What the page showed, for a CDN in front (server/cdn): the page cache adds its section's tags when it stores the page.
    if (page.tags) res.setHeader(...tagHeader(config, page.tags));
    // A page that the page cache does not keep (the register form, decision 0048) still tells a CDN how long it may.
    if (page.status === 200 && !page.headers.has("cache-control") && formPages.has(res.req.path))
      res.setHeader("cache-control", pageCacheControl(config));
    if (page.html !== undefined) res.setHeader("content-type", "text/html; charset=utf-8");
    const body = page.html !== undefined ? documentBytes([page.html]) : page.body;
    // With its length: the compression middleware then need not measure it.
    if (body) res.setHeader("content-length", String(body.byteLength));
    res.end(body);
  }

  return {
    /** The entry documents are rendered with. */
    documentEntry: entry,
    render,
    send,
    async handler(req: ExpressRequest, res: ExpressResponse, next: NextFunction, cache?: PageCache): Promise<void> {
      try {
        if (cache?.enabled)
          await cache.renderAndServe(
            req,
            res,
            () => renderInTurn(req, res),
            (page) => send(res, page),
          );
        else send(res, await renderInTurn(req, res));
      } catch (error) {
        next(error);
      }
    },
  };
}

/**
 * True while the database does not answer. One probe at a time, and a result is
 * reused for a second, so a burst of failing pages costs one ping, not one each.
 */
function createOutageProbe(ping: (() => Promise<void>) | undefined): () => Promise<boolean> {
  let last: { at: number; down: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  return async () => {
    if (!ping) return false;
    if (last && Date.now() - last.at < 1000) return last.down;
    running ??= answersPing(ping).then((answered) => {
      const down = !answered;
      last = { at: Date.now(), down };
      running = undefined;
      return down;
    });
    return running;
  };
}
