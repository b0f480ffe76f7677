/**
 * The editorial part of the admin API, mounted by admin-router.ts after it has
 * authenticated the caller: `/<type>` for every content type (news, cases, ...,
 * named as in the public API) and `/redirects`. Every call goes through the
 * editorial service, which checks the role and audits the write. Reads carry the
 * item's version as ETag; PATCH needs If-Match (428 without, 412 when stale,
 * with who changed the item and when).
 */
import express, { type NextFunction, type Request, type Response } from "express";
import {
  BulkInput,
  isContentType,
  ListQuery,
  PreviewLinkInput,
  RedirectInput,
  ScheduleInput,
  type ContentType,
} from "../../app/kernel/editorial-schemas.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import { EDITORIAL_STATUS, EditorialError, type Caller, type ItemDetail } from "../../app/kernel/services/editorial.ts";
import type { Services } from "../services.ts";
import { addReviewRoutes } from "./admin-review-router.ts";

import { MAX_CONTENT_BODY_BYTES } from "../../app/kernel/services/editorial.ts";
const WRITE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Methods of a path under api/v1/admin/ that this router serves (server/methods.ts asks). */
export function adminContentMethods(rest: string): readonly string[] | undefined {
  const first = rest.replace(/^\/+/, "").split("/")[0] ?? "";
  return first === "redirects" || isContentType(first) ? WRITE_METHODS : undefined;
}

const etag = (version: number) => `"${version}"`;

/** The version of an If-Match header ("3", W/"3" or 3); null when absent, NaN when unreadable. */
function ifMatch(req: Request): number | null {
  const header = req.get("if-match");
  if (header === undefined || header.trim() === "") return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  return match ? Number(match[1]) : Number.NaN;
}

function fail(res: Response, status: number, code: string, message: string, extra: object = {}): void {
  res.status(status).json({ error: { code, message, ...extra } });
}

function sendItem(res: Response, item: ItemDetail, status = 200): void {
  res.status(status).set("etag", etag(item.version)).json(item);
}

const positive = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export function createAdminContentRouter(services: Services): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const json = express.json({ limit: MAX_CONTENT_BODY_BYTES, strict: true, type: "application/json" });
  const callerOf = (req: Request, res: Response): Caller => ({
    user: (res.locals as { staff: StaffUser }).staff,
    client: { ip: req.ip ?? "", userAgent: (req.get("user-agent") ?? "").slice(0, 512) },
    // `locale=<tag>` works on that locale's translation; the service refuses a tag the site lacks (400).
    ...(req.query.locale !== undefined ? { locale: String(req.query.locale) } : {}),
  });
  type Handler = (req: Request, res: Response, caller: Caller) => Promise<void>;
  const handle = (work: Handler) => (req: Request, res: Response, next: NextFunction) => {
    work(req, res, callerOf(req, res)).catch((error: unknown) => {
      if (!(error instanceof EditorialError)) return next(error);
      const status = EDITORIAL_STATUS[error.code];
      if (error.code === "stale")
        return void res
          .status(412)
          .set("etag", etag(error.current!.version))
          .json({ error: { code: "precondition_failed", message: error.message }, current: error.current });
      const code = { invalid: "validation", not_found: "not_found", forbidden: "forbidden" }[error.code as string];
      fail(res, status, code ?? error.code, error.message, error.fields ? { fields: error.fields } : {});
    });
  };
  /** A JSON object body, or a 400/415 answer. */
  const bodyOf = (req: Request, res: Response): Record<string, unknown> | undefined => {
    if (!req.is("application/json")) return void fail(res, 415, "unsupported-media-type", "Send application/json.");
    if (typeof req.body !== "object" || req.body === null || Array.isArray(req.body))
      return void fail(res, 400, "bad-request", "The body must be a JSON object.");
    return req.body as Record<string, unknown>;
  };
  const issue = (e: { issues: Array<{ path: PropertyKey[]; message: string }> }) =>
    Object.fromEntries(e.issues.map((i) => [i.path.map(String).join(".") || "body", i.message]));

  // Redirects first: "redirects" is not a content type.
  router.get(
    "/redirects",
    handle(async (_req, res, c) => void res.json({ redirects: await services.editorial.listRedirects(c) })),
  );
  const saveRedirect = handle(async (req, res, c) => {
    const body = bodyOf(req, res);
    if (!body) return;
    const parsed = RedirectInput.safeParse(body);
    if (!parsed.success)
      return fail(res, 400, "validation", "The redirect has errors.", { fields: issue(parsed.error) });
    const id = req.params.rid === undefined ? undefined : positive(String(req.params.rid));
    if (id === null) return fail(res, 404, "not_found", "No such redirect.");
    res.status(id ? 200 : 201).json(await services.editorial.saveRedirect(c, parsed.data, id));
  });
  router.post("/redirects", json, saveRedirect);
  router.put("/redirects/:rid", json, saveRedirect);
  router.delete(
    "/redirects/:rid",
    handle(async (req, res, c) => {
      const id = positive(String(req.params.rid));
      if (!id) return fail(res, 404, "not_found", "No such redirect.");
      await services.editorial.deleteRedirect(c, id);
      res.status(204).end();
    }),
  );

  // Unknown types fall through to the admin router's 404.
  router.param("type", (req, _res, next, value: string) => (isContentType(value) ? next() : next("router")));
  const typeOf = (req: Request) => req.params.type as ContentType;
  /** The item id, or a 404 answer for anything not a positive whole number. */
  const idOf = (req: Request, res: Response, name = "id"): number | undefined => {
    const id = positive(String(req.params[name]));
    if (id === null) return void fail(res, 404, "not_found", `No such ${name === "id" ? "item" : name}.`);
    return id;
  };

  router.get(
    "/:type",
    handle(async (req, res, c) => {
      const raw = req.query ?? {};
      if (Object.values(raw).some((v) => typeof v !== "string"))
        return fail(res, 400, "invalid_parameter", "Give each query parameter once.");
      const parsed = ListQuery.safeParse(raw);
      if (!parsed.success)
        return fail(res, 400, "invalid_parameter", Object.entries(issue(parsed.error)).map((e) => e.join(": "))[0]!);
      res.json(await services.editorial.list(c, typeOf(req), parsed.data));
    }),
  );
  router.post(
    "/:type",
    json,
    handle(async (req, res, c) => {
      const body = bodyOf(req, res);
      if (!body) return;
      const item = await services.editorial.createDraft(c, typeOf(req), body);
      res.location(`${req.baseUrl}/${item.type}/${item.id}`);
      sendItem(res, item, 201);
    }),
  );
  router.post(
    "/:type/bulk",
    json,
    handle(async (req, res, c) => {
      const body = bodyOf(req, res);
      if (!body) return;
      const parsed = BulkInput.safeParse(body);
      if (!parsed.success)
        return fail(res, 400, "validation", "The bulk request has errors.", { fields: issue(parsed.error) });
      res.json(await services.editorial.bulk(c, typeOf(req), parsed.data.action, parsed.data.ids));
    }),
  );
  router.get(
    "/:type/:id",
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      if (id) sendItem(res, await services.editorial.get(c, typeOf(req), id));
    }),
  );
  router.patch(
    "/:type/:id",
    json,
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      if (!id) return;
      const version = ifMatch(req);
      if (version === null)
        return fail(res, 428, "precondition_required", "Send If-Match with the ETag of the version you edited.");
      const body = bodyOf(req, res);
      if (!body) return;
      sendItem(res, await services.editorial.saveDraft(c, typeOf(req), id, Number.isNaN(version) ? -1 : version, body));
    }),
  );
  router.delete(
    "/:type/:id",
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      if (!id) return;
      const version = ifMatch(req);
      await services.editorial.remove(c, typeOf(req), id, Number.isNaN(version) ? -1 : version);
      res.status(204).end();
    }),
  );

  const step = (name: "publish" | "unpublish" | "submit" | "restore" | "discard") =>
    router.post(
      `/:type/:id/${name}`,
      handle(async (req, res, c) => {
        const id = idOf(req, res);
        if (!id) return;
        const raw = ifMatch(req);
        const version = raw !== null && Number.isNaN(raw) ? -1 : raw;
        const e = services.editorial;
        const type = typeOf(req);
        const item =
          name === "publish"
            ? await e.publish(c, type, id, version)
            : name === "unpublish"
              ? await e.unpublish(c, type, id, version)
              : name === "submit"
                ? await e.submitForReview(c, type, id, version)
                : name === "discard"
                  ? await e.discardDraft(c, type, id, version)
                  : await e.restoreFromTrash(c, type, id);
        sendItem(res, item);
      }),
    );
  for (const name of ["publish", "unpublish", "submit", "restore", "discard"] as const) step(name);

  router.post(
    "/:type/:id/schedule",
    json,
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      if (!id) return;
      const body = bodyOf(req, res);
      if (!body) return;
      const parsed = ScheduleInput.safeParse(body);
      if (!parsed.success)
        return fail(res, 400, "validation", "The schedule has errors.", { fields: issue(parsed.error) });
      res.status(201).json(await services.editorial.schedule(c, typeOf(req), id, parsed.data.action, parsed.data.at));
    }),
  );
  router.delete(
    "/:type/:id/schedule/:sid",
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      const sid = id && idOf(req, res, "sid");
      if (!id || !sid) return;
      await services.editorial.cancelSchedule(c, typeOf(req), id, sid);
      res.status(204).end();
    }),
  );

  router.get(
    "/:type/:id/revisions",
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      if (id) res.json({ revisions: await services.editorial.revisions(c, typeOf(req), id) });
    }),
  );
  router.get(
    "/:type/:id/revisions/:revision/diff",
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      const revision = id && idOf(req, res, "revision");
      if (!id || !revision) return;
      const from = typeof req.query.from === "string" ? positive(req.query.from) : undefined;
      if (from === null) return fail(res, 400, "invalid_parameter", "from must be a revision id.");
      res.json(await services.editorial.diff(c, typeOf(req), id, revision, from));
    }),
  );
  router.post(
    "/:type/:id/revisions/:revision/restore",
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      const revision = id && idOf(req, res, "revision");
      if (id && revision) sendItem(res, await services.editorial.restoreRevision(c, typeOf(req), id, revision));
    }),
  );

  router.get(
    "/:type/:id/preview-links",
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      if (id) res.json({ links: await services.editorial.previewLinks(c, typeOf(req), id) });
    }),
  );
  router.post(
    "/:type/:id/preview-links",
    express.json({ limit: "1kb", strict: true, type: "application/json" }),
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      if (!id) return;
      const parsed = PreviewLinkInput.safeParse(req.body ?? {});
      if (!parsed.success) return fail(res, 400, "validation", "The link has errors.", { fields: issue(parsed.error) });
      res.status(201).json(await services.editorial.createPreviewLink(c, typeOf(req), id, parsed.data.days));
    }),
  );
  router.delete(
    "/:type/:id/preview-links/:lid",
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      const lid = id && idOf(req, res, "lid");
      if (!id || !lid) return;
      await services.editorial.revokePreviewLink(c, typeOf(req), id, lid);
      res.status(204).end();
    }),
  );
  const version = (req: Request) => {
    const raw = ifMatch(req);
    return raw !== null && Number.isNaN(raw) ? -1 : raw;
  };
  addReviewRoutes(router, services, { handle, idOf, typeOf, bodyOf, fail, issue, version, sendItem });
  return router;
}
