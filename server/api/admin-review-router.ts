/**
 * The review endpoints of the admin API (decision 0067), added to the content
 * router by admin-content-router.ts with its own helpers, so they answer as every
 * other editorial endpoint does: a decision (`POST /<type>/<id>/review`, If-Match
 * the item's version), the item's review and comments, a new comment, and resolve
 * or reopen (If-Match the comment's version; 412 when someone changed it meanwhile).
 */
import express, { type Request, type Response, type Router } from "express";
import type { ContentType } from "../../app/kernel/editorial-schemas.ts";
import { CommentInput, ReviewInput } from "../../app/kernel/review-schemas.ts";
import type { Caller, ItemDetail } from "../../app/kernel/services/editorial.ts";
import type { Services } from "../services.ts";

export interface ContentRouteKit {
  handle: (
    work: (req: Request, res: Response, caller: Caller) => Promise<void>,
  ) => (req: Request, res: Response, next: express.NextFunction) => void;
  idOf: (req: Request, res: Response, name?: string) => number | undefined;
  typeOf: (req: Request) => ContentType;
  bodyOf: (req: Request, res: Response) => Record<string, unknown> | undefined;
  fail: (res: Response, status: number, code: string, message: string, extra?: object) => void;
  issue: (e: { issues: Array<{ path: PropertyKey[]; message: string }> }) => Record<string, string>;
  /** The If-Match version: null when absent, -1 when unreadable (then stale). */
  version: (req: Request) => number | null;
  sendItem: (res: Response, item: ItemDetail, status?: number) => void;
}

export function addReviewRoutes(router: Router, services: Services, kit: ContentRouteKit): void {
  const { handle, idOf, typeOf, bodyOf, fail, issue, version, sendItem } = kit;
  const json = express.json({ limit: "16kb", strict: true, type: "application/json" });

  router.post(
    "/:type/:id/review",
    json,
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      const body = id && bodyOf(req, res);
      if (!id || !body) return;
      const parsed = ReviewInput.safeParse(body);
      if (!parsed.success)
        return fail(res, 400, "validation", "The review has errors.", { fields: issue(parsed.error) });
      sendItem(res, await services.editorial.review(c, typeOf(req), id, version(req), parsed.data));
    }),
  );
  router.get(
    "/:type/:id/review",
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      if (id) res.json(await services.editorial.reviewOf(c, typeOf(req), id));
    }),
  );
  router.get(
    "/:type/:id/comments",
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      if (id) res.json({ comments: (await services.editorial.reviewOf(c, typeOf(req), id)).comments });
    }),
  );
  router.post(
    "/:type/:id/comments",
    json,
    handle(async (req, res, c) => {
      const id = idOf(req, res);
      const body = id && bodyOf(req, res);
      if (!id || !body) return;
      const parsed = CommentInput.safeParse(body);
      if (!parsed.success)
        return fail(res, 400, "validation", "The comment has errors.", { fields: issue(parsed.error) });
      const comment = await services.editorial.addComment(c, typeOf(req), id, parsed.data);
      res.location(`${req.baseUrl}/${typeOf(req)}/${id}/comments/${comment.id}`);
      res.status(201).set("etag", `"${comment.version}"`).json(comment);
    }),
  );
  for (const step of ["resolve", "reopen"] as const)
    router.post(
      `/:type/:id/comments/:cid/${step}`,
      handle(async (req, res, c) => {
        const id = idOf(req, res);
        const cid = id && idOf(req, res, "cid");
        if (!id || !cid) return;
        const comment = await services.editorial.resolveComment(
          c,
          typeOf(req),
          id,
          cid,
          step === "resolve",
          version(req),
        );
        res.set("etag", `"${comment.version}"`).json(comment);
      }),
    );
}
