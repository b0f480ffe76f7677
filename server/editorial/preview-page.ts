/**
 * Previews on the real renderer: `{BASE_PATH}preview/<token>` (a share link, no
 * account needed) and `{BASE_PATH}preview/draft/<type>/<id>` (a signed-in writer,
 * from the editor), each with `/mobile` for the item's mobile page. A translation's
 * draft (`?locale=<tag>` on the editor's, the link's own locale on a share link) shows
 * on the item's page in that locale (decision 0117). The site's
 * own routes render the item's page (its list page for types without one) with
 * the draft in place of the live row, for this request only (server/content/scope.ts),
 * under a banner saying so.
 *
 * A preview is never stored outside this process: `Cache-Control: no-store`, the page
 * cache never sees it (it is answered before the cache and its section is never cached,
 * server/page-cache/keys.ts), and `noindex` both as a header and in the page. Within
 * the process it is rendered once per revision and skin, in a queue of its own
 * (./preview-load.ts), and `/preview/*` is rate-limited per client (server/limits.ts). It is
 * sent without the client scripts: the browser's address is the preview's, not the
 * page's, so the page is shown as rendered rather than taken over by the client router.
 */
import type { Request, Response, NextFunction, RequestHandler } from "express";
import { escapeHtml } from "../../app/kernel/sanitize.ts";
import { isContentType } from "../../app/kernel/editorial-schemas.ts";
import { admin } from "../../app/kernel/admin-links.ts";
import { localisedPath } from "../../app/kernel/locales.ts";
import { languageNames } from "../../app/kernel/ui-strings/locales.ts";
import { clientOf } from "../accounts/client.ts";
import type { Config } from "../config.ts";
import type { PreviewRow } from "../content/scope.ts";
import type { Services } from "../services.ts";
import { createPreviewLoad, type PreviewLoad, type RenderedPage } from "./preview-load.ts";
import { TYPES } from "./registry.ts";
import { liveRow, rowOfDocument } from "./store.ts";
import { EditorialError, type PreviewGrant } from "../../app/kernel/services/editorial.ts";

export interface PreviewRenderer {
  render(req: Request, res: Response, preview?: PreviewRow): Promise<RenderedPage>;
  send(res: Response, page: RenderedPage): void;
}

const TOKEN = /^\/preview\/([A-Za-z0-9_-]{1,64})(\/mobile)?\/?$/;
const DRAFT = /^\/preview\/draft\/([a-z-]{1,32})\/([1-9]\d{0,15})(\/mobile)?\/?$/;

const NO_PREVIEW = (status: 404 | 410, home: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview unavailable</title></head>` +
  `<body><main><h1>This preview link cannot be opened</h1><p>${
    status === 410
      ? "It has expired or was revoked, or its item was deleted. Ask for a new link."
      : "No preview has this address. Check that the whole link was copied."
  }</p><p><a href="${escapeHtml(home)}">Go to the home page</a></p></main></body></html>`;

/** The page's HTML made a preview: no client scripts, noindex, and the banner first in the body. */
export function asPreview(html: string, banner: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(/<meta name="robots"[^>]*>/gi, "")
    .replace(/<head>/i, '<head><meta name="robots" content="noindex">')
    .replace(/<body([^>]*)>/i, (body) => `${body}${banner}`);
}

/** A locale's own name ("简体中文"), as the editor's language switch names it. */
const languageName = (tag: string) =>
  Object.hasOwn(languageNames, tag) ? languageNames[tag as keyof typeof languageNames] : tag;

function bannerOf(grant: PreviewGrant, livePath: string | null): string {
  const revision = grant.draft ? `draft revision ${grant.revision}` : `revision ${grant.revision} (as published)`;
  const what = grant.locale ? `${languageName(grant.locale)} ${revision}` : revision;
  const live = livePath
    ? `<a href="${escapeHtml(livePath)}" style="color:inherit;text-decoration:underline">See the live page</a>`
    : "Not on the live site yet.";
  return (
    `<aside role="region" aria-label="Preview" data-preview-banner style="background:#fff4ce;color:#3d2f00;` +
    `border-bottom:2px solid #c79b00;padding:.75rem 1rem;font:1rem/1.4 system-ui,sans-serif">` +
    `<p style="margin:0"><strong>Preview</strong> of the ${escapeHtml(what)} of “${escapeHtml(grant.title)}”. ` +
    `This is not the published page and is not indexed. ${live}</p></aside>`
  );
}

const BUSY =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
  `<title>Preview busy</title></head><body><main><h1>Previews are busy</h1>` +
  `<p>Too many previews are being prepared just now. Please try again in a few seconds.</p></main></body></html>`;

/**
 * The address (with the base path) of the page a preview of the item shows on one skin, in
 * its locale's pages (`locales`, the configured ones) when it is a translation; or null.
 */
export function previewAddress(
  base: string,
  item: { type: PreviewGrant["type"]; id: number; document: PreviewGrant["document"]; locale?: string },
  mobile: boolean,
  locales: Config["LOCALES"] = [],
): string | null {
  const info = TYPES[item.type];
  const urls = info.urls?.(item.id, item.document) ?? info.listUrl;
  const target = mobile ? urls.mobile : urls.desktop;
  if (!target) return null;
  if (!item.locale) return `${base}${target.slice(1)}`;
  const locale = locales?.find((l) => l.tag === item.locale && l.prefix);
  return locale ? `${base}${localisedPath(locale, target).slice(1)}` : null;
}

/**
 * The item's page at `url`, rendered by the site's routes with `document` over the live
 * row for this request only, as a preview: no scripts, noindex, no-store, the banner first.
 */
export async function renderDraftPage(
  db: Services["db"],
  renderer: PreviewRenderer,
  req: Request,
  res: Response,
  item: { type: PreviewGrant["type"]; id: number; document: PreviewGrant["document"]; locale?: string },
  url: string,
  banner: string,
): Promise<RenderedPage> {
  const info = TYPES[item.type];
  // The draft over the live row: columns the document does not hold (id, dates) stay the live ones.
  const live = (await liveRow(db.kysely, info, item.id)) ?? {};
  const row = { ...live, ...rowOfDocument(info, item.document), id: item.id, published: true };
  req.url = url;
  req.originalUrl = url;
  // A translation's words are the locale's: the page's language notice counts them so.
  const preview = { table: info.table, id: item.id, row, ...(item.locale ? { language: item.locale } : {}) };
  const rendered = await renderer.render(req, res, preview);
  const headers = new Headers(rendered.headers);
  headers.set("cache-control", "no-store");
  headers.set("x-robots-tag", "noindex");
  if (!(rendered.headers.get("content-type") ?? "").startsWith("text/html") || !rendered.body)
    return { ...rendered, headers };
  // The rendered document as text, to show the banner; sent from that text.
  const { body, ...page } = rendered;
  return { ...page, headers, html: asPreview(Buffer.from(body).toString("utf8"), banner) };
}

export function previewPages(
  config: Pick<Config, "BASE_PATH" | "SITE_URL" | "LOCALES">,
  services: Pick<Services, "editorial" | "accounts" | "db" | "changes">,
  renderer: () => PreviewRenderer,
  load: PreviewLoad = createPreviewLoad(),
): RequestHandler {
  const base = config.BASE_PATH;
  services.changes.subscribe(() => load.clear());
  const refuse = (res: Response, status: 404 | 410) =>
    void res
      .status(status)
      .set({ "cache-control": "no-store", "x-robots-tag": "noindex" })
      .type("html")
      .send(NO_PREVIEW(status, base));

  async function show(req: Request, res: Response, grant: PreviewGrant, mobile: boolean): Promise<void> {
    const url = previewAddress(base, grant, mobile, config.LOCALES);
    if (!url) return refuse(res, 404);
    // Every share link and the editor's own preview of one revision show the same page.
    const key = [req.protocol, grant.type, grant.id, grant.revision, grant.draft, grant.live, url].join("|");
    const page = await load.page(key, () =>
      renderDraftPage(services.db, renderer(), req, res, grant, url, bannerOf(grant, grant.live ? url : null)),
    );
    if (page === "busy") {
      res.status(503).set({ "cache-control": "no-store", "retry-after": "5", "x-robots-tag": "noindex" }).type("html");
      res.send(BUSY);
      return;
    }
    renderer().send(res, page);
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.startsWith(`${base}preview/`)) return next();
    const path = `/${req.path.slice(base.length)}`;
    const draft = DRAFT.exec(path);
    const shared = draft ? null : TOKEN.exec(path);
    if (!draft && !shared) return refuse(res, 404);
    void (async () => {
      if (shared) {
        const grant = await services.editorial.openPreview(shared[1]!);
        if (!grant || grant === "gone") return refuse(res, grant ? 410 : 404);
        return show(req, res, grant, Boolean(shared[2]));
      }
      const [, type, id, mobile] = draft!;
      if (!isContentType(type)) return refuse(res, 404);
      const request = new globalThis.Request(new URL(req.originalUrl, config.SITE_URL), {
        headers: { cookie: req.headers.cookie ?? "" },
      });
      const user = await services.accounts.currentUser(request);
      if (!user) {
        res.set("cache-control", "no-store").redirect(302, `${base}${admin.signIn().slice(1)}`);
        return;
      }
      if (user.twoFactorEnrolmentRequired) {
        res.set("cache-control", "no-store").redirect(302, `${base}${admin.account().slice(1)}`);
        return;
      }
      // The editor's preview of a translation names its locale; the service refuses one the site lacks.
      const locale = typeof req.query.locale === "string" ? req.query.locale : undefined;
      const caller = { user, client: clientOf(request), ...(locale ? { locale } : {}) };
      const grant = await services.editorial.previewDraft(caller, type, Number(id)).catch((error: unknown) => {
        if (error instanceof EditorialError) return null;
        throw error;
      });
      if (!grant) return refuse(res, 404);
      return show(req, res, grant, Boolean(mobile));
    })().catch(next);
  };
}
