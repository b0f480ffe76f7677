/**
 * The editor's live preview (docs/decisions/0084): `POST {BASE_PATH}admin/preview/<type>/<id>/<skin>`
 * with the editor's unsaved form answers the item's page on that skin, rendered by the
 * site's routes as the share-link previews are (./preview-page.ts), from a document that
 * is stored nowhere.
 *
 * The request first goes to the admin route of that address (app/routes/admin/content-preview.tsx),
 * which applies the editor's guard and anti-forgery check and reads the form with the
 * save's own code; its JSON answer is the document. Then the page is rendered in the
 * previews' queue (./preview-load.ts), never through a cache, and answered framable by
 * the back office only (`frame-ancestors 'self'`), no-store and noindex, without scripts.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { escapeHtml } from "../../app/kernel/sanitize.ts";
import { EditorialError } from "../../app/kernel/services/editorial.ts";
import { isLivePreviewSkin, type LivePreviewDraft } from "../../app/kernel/live-preview.ts";
import { isContentType } from "../../app/kernel/editorial-schemas.ts";
import type { Config } from "../config.ts";
import type { Services } from "../services.ts";
import type { PreviewLoad, RenderedPage } from "./preview-load.ts";
import { previewAddress, renderDraftPage, type PreviewRenderer } from "./preview-page.ts";
import { TYPES } from "./registry.ts";
import { RichTextError } from "./rich-text.ts";
import { validDocument } from "./workflow.ts";

const ADDRESS = /^\/admin\/preview\/([a-z-]{1,32})\/([1-9]\d{0,15})\/([a-z]{1,16})\/?$/;

/** The back office may frame these answers; nothing else may (every other page keeps 'none'). */
const FRAMED_BY_ADMIN = { "x-frame-options": "SAMEORIGIN" } as const;
const REFUSAL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** Why the admin route refused, by its status (a resource route's thrown answer carries no words of its own). */
const REFUSALS: Record<number, string> = {
  400: "The form could not be read. Please reload the editor.",
  403: "Only people who may edit this item can preview changes to it.",
  404: "There is no such item or preview.",
  413: "The form is too large to preview.",
};

function refusalPage(message: string, extra = ""): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>Preview not shown</title></head><body style="font:1rem/1.5 system-ui,sans-serif;margin:1rem">` +
    `<main><h1 style="font-size:1.1rem">Preview not shown</h1><p data-preview-message>${escapeHtml(message)}</p>${extra}</main></body></html>`
  );
}

function bannerOf(title: string): string {
  return (
    `<aside role="region" aria-label="Preview" data-preview-banner style="background:#fff4ce;color:#3d2f00;` +
    `border-bottom:2px solid #c79b00;padding:.5rem 1rem;font:.9rem/1.4 system-ui,sans-serif">` +
    `<p style="margin:0"><strong>Live preview</strong> of unsaved changes to “${escapeHtml(title)}”. Nothing is saved from here.</p></aside>`
  );
}

/** The document's own policy, with the one change that lets the back office frame it. */
const framable = (csp: string | null) =>
  csp ? csp.replace(/frame-ancestors[^;]*/, "frame-ancestors 'self'") : REFUSAL_CSP;

export function livePreviews(
  config: Pick<Config, "BASE_PATH">,
  services: Pick<Services, "db">,
  renderer: () => PreviewRenderer,
  load: PreviewLoad,
  limit: RequestHandler = (_req, _res, next) => next(),
): RequestHandler {
  const base = config.BASE_PATH;

  function refuse(res: Response, status: number, message: string, extra = ""): void {
    res
      .status(status)
      .set({
        "cache-control": "no-store",
        "x-robots-tag": "noindex",
        "content-security-policy": REFUSAL_CSP,
        ...FRAMED_BY_ADMIN,
      })
      .type("html")
      .send(refusalPage(message, extra));
  }

  /** The admin route's answer: the unsaved document, or the refusal to send instead. */
  async function draftOf(req: Request, res: Response): Promise<LivePreviewDraft | null> {
    const answer = await renderer().render(req, res);
    if (answer.status >= 300 && answer.status < 400) {
      // The session lapsed: the editor's own page leads to the sign-in, never this frame.
      refuse(res, 401, "Your session has ended. Sign in again in the editor to see the preview.");
      return null;
    }
    if (answer.status !== 200 || !answer.body) {
      const status = REFUSALS[answer.status] ? answer.status : answer.status === 499 ? 499 : 400;
      if (status === 499) res.end();
      else refuse(res, status, REFUSALS[status]!);
      return null;
    }
    return JSON.parse(Buffer.from(answer.body).toString("utf8")) as LivePreviewDraft;
  }

  async function preview(req: Request, res: Response, skin: "desktop" | "mobile"): Promise<void> {
    const draft = await draftOf(req, res);
    if (!draft) return;
    let document;
    try {
      // The service's own reading of a draft: lenient on what is missing, sanitising what it keeps.
      document = validDocument(TYPES[draft.type], draft.document, "draft");
    } catch (error) {
      if (!(error instanceof EditorialError)) throw error;
      const fields = Object.entries(error.fields ?? {});
      const list = fields.length
        ? `<ul>${fields.map(([f, m]) => `<li>${escapeHtml(f)}: ${escapeHtml(String(m))}</li>`).join("")}</ul>`
        : "";
      return refuse(res, 400, "The preview waits until these fields can be read:", list);
    }
    const item = { type: draft.type, id: draft.id, document };
    const url = previewAddress(base, item, skin === "mobile");
    if (!url) return refuse(res, 404, `This kind of item has no ${skin === "mobile" ? "phone" : "desktop"} page.`);
    // The page is read as a visitor would: GET, no body, none of the editor's cookies.
    const visitor = Object.create(req, {
      method: { value: "GET", writable: true },
      headers: {
        value: {
          accept: "text/html",
          "user-agent": req.headers["user-agent"] ?? "",
          "accept-language": req.headers["accept-language"] ?? "",
        },
      },
    }) as Request;
    let page: RenderedPage | "busy";
    try {
      page = await load.fresh(
        () => renderDraftPage(services.db, renderer(), visitor, res, item, url, bannerOf(draft.title)),
        () => res.destroyed,
      );
    } catch (error) {
      if (error instanceof RichTextError) return refuse(res, 400, error.message);
      throw error;
    }
    if (page === "busy") {
      res.set("retry-after", "2");
      return refuse(res, 503, "Previews are busy just now; the next change you make will try again.");
    }
    if (page.status === 499) return void res.end();
    const headers = new Headers(page.headers);
    headers.set("content-security-policy", framable(headers.get("content-security-policy")));
    for (const [name, value] of Object.entries(FRAMED_BY_ADMIN)) headers.set(name, value);
    // Nothing of this answer is for a CDN: it names no content tags.
    const { tags: _tags, ...shown } = page as RenderedPage & { tags?: unknown };
    renderer().send(res, { ...shown, headers });
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST" || !req.path.startsWith(`${base}admin/preview/`)) return next();
    const match = ADDRESS.exec(`/${req.path.slice(base.length)}`);
    if (!match || !isContentType(match[1]) || !isLivePreviewSkin(match[3])) return next();
    const skin = match[3];
    limit(req, res, () => void preview(req, res, skin).catch(next));
  };
}
