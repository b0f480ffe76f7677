/**
 * The media library's admin API, mounted at {BASE_PATH}api/v1/admin/media by
 * server/api/admin-router.ts (which has already authenticated the caller):
 * multipart uploads streamed with a per-file size limit (server/media-library/uploads.ts), then the media
 * library service (server/media-library/service.ts). Writes need media.manage,
 * reads media.read; the version is the ETag and writes may send If-Match.
 */
import express, { type Request, type Response } from "express";
import { can, type Action } from "../../app/kernel/admin-policy.ts";
import { readMultipart } from "../media-library/uploads.ts";
import type { MediaActor as Actor, MediaItem, UploadFile } from "../../app/kernel/services/media.ts";
import { MediaError } from "../media-library/service.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import type { Services } from "../services.ts";
import { mediaPatch } from "./admin-media-schemas.ts";

/** The files of a multipart request (field "file", several allowed), refused whole when one is too large. */
async function readUploads(req: Request, maxFiles?: number): Promise<UploadFile[]> {
  const { files } = await readMultipart(req.headers, req, maxFiles);
  if (!files.length) throw new MediaError(400, "invalid_parameter", 'Send at least one file in the field "file".');
  return files;
}

const staffOf = (res: Response) => (res.locals as { staff: StaffUser }).staff;
const actorOf = (req: Request, res: Response): Actor => ({
  id: staffOf(res).id,
  email: staffOf(res).email,
  ip: req.ip ?? null,
});
const etag = (item: MediaItem) => `"${item.version}"`;

/** If-Match as a version: undefined when absent; a malformed one is refused. */
function ifMatchOf(req: Request): number | undefined {
  const value = req.headers["if-match"];
  if (value === undefined) return undefined;
  const m = /^(?:W\/)?"([1-9][0-9]{0,9})"$/.exec(value.trim());
  if (!m) throw new MediaError(412, "precondition_failed", 'If-Match must be an ETag of this item, such as "3".');
  return Number(m[1]);
}

function idOf(req: Request): number {
  const raw = String(req.params.id ?? "");
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw new MediaError(404, "not_found", "No such media item.");
  return Number(raw);
}

function sendMediaError(res: Response, error: MediaError): void {
  res
    .status(error.status)
    .json({ error: { code: error.code, message: error.message, ...(error.uses ? { uses: error.uses } : {}) } });
}

export function createMediaApiRouter(services: Services): express.Router {
  const router = express.Router({ caseSensitive: true });
  const allowed = (action: Action) => (_req: Request, res: Response, next: express.NextFunction) => {
    if (can(staffOf(res).role, action)) return next();
    res.status(403).json({ error: { code: "forbidden", message: "Your role does not allow this." } });
  };
  // Each handler's MediaError becomes its 4xx answer; anything else goes on to the admin API's handler.
  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response, next: express.NextFunction) =>
      fn(req, res).catch((error: unknown) => (error instanceof MediaError ? sendMediaError(res, error) : next(error)));

  router.get(
    "/",
    allowed("media.read"),
    handle(async (req, res) => {
      const page =
        typeof req.query.page === "string" && /^[1-9][0-9]{0,5}$/.test(req.query.page) ? Number(req.query.page) : 1;
      const q = typeof req.query.q === "string" ? req.query.q.slice(0, 200) : undefined;
      res.json(await services.media.list({ page, q, usable: req.query.usable === "true" }));
    }),
  );

  router.post(
    "/",
    allowed("media.upload"),
    handle(async (req, res) => {
      const files = await readUploads(req);
      // Every file is checked before any is kept: a refused batch stores nothing.
      for (const file of files) await services.media.check(file);
      const items: MediaItem[] = [];
      for (const file of files) items.push(await services.media.upload(file, actorOf(req, res)));
      res.status(201).json({ items });
    }),
  );

  router.get(
    "/:id",
    allowed("media.read"),
    handle(async (req, res) => {
      const item = await services.media.get(idOf(req));
      res.set("etag", etag(item)).json(item);
    }),
  );

  router.patch(
    "/:id",
    allowed("media.upload"),
    express.json({ limit: "8kb" }),
    handle(async (req, res) => {
      const id = idOf(req);
      const parsed = mediaPatch.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new MediaError(
          400,
          "invalid_parameter",
          `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`,
        );
      }
      const onlyOwn = !can(staffOf(res).role, "media.manage");
      const item = await services.media.update(id, parsed.data, ifMatchOf(req), actorOf(req, res), onlyOwn);
      res.set("etag", etag(item)).json(item);
    }),
  );

  router.put(
    "/:id/file",
    allowed("media.manage"),
    handle(async (req, res) => {
      const id = idOf(req);
      const ifMatch = ifMatchOf(req);
      const [file] = await readUploads(req, 1);
      const item = await services.media.replace(id, file!, ifMatch, actorOf(req, res));
      res.set("etag", etag(item)).json(item);
    }),
  );

  router.delete(
    "/:id",
    allowed("media.manage"),
    handle(async (req, res) => {
      await services.media.remove(idOf(req), ifMatchOf(req), actorOf(req, res));
      res.status(204).end();
    }),
  );

  return router;
}
