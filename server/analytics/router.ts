/**
 * POST {BASE_PATH}api/v1/events: the beacon's batches (app/lib/beacon.ts).
 *
 * 204  accepted (a bot's batch too, silently dropped); counted once the writer flushes
 * 400  not JSON, an unknown field or a value out of bounds (nothing counted)
 * 403  sent from another site's page (Origin)
 * 413  body over 4 KB, refused before it is read (server/body-allowance.ts)
 * 429  over the per-address budget (server/limits.ts, `events`)
 *
 * No cookie is read or set, so it needs no anti-forgery token (server/xsrf.ts lets it
 * through): it can only add counts. Browsers send beacons as text/plain; JSON is taken too.
 */
import express, { type Response } from "express";
import type { ApiErrorCode } from "../api/schemas.ts";
import type { Services } from "../services.ts";
import { EVENTS_BODY_LIMIT_BYTES, eventBatchSchema } from "./events.ts";

function refuse(res: Response, status: number, code: ApiErrorCode, message: string) {
  res.status(status).set("cache-control", "no-store").json({ error: { status, code, message } });
}

export function createEventsRouter(services: Pick<Services, "analytics" | "config">): express.Router {
  const router = express.Router();
  const origin = new URL(services.config.SITE_URL).origin;
  const text = express.text({ limit: EVENTS_BODY_LIMIT_BYTES, type: ["text/plain", "application/json"] });
  router.post("/events", text, async (req, res, next) => {
    try {
      const from = req.get("origin");
      if (from && from !== origin)
        return refuse(res, 403, "cross-origin", "Events are taken from this site's pages only.");
      let body: unknown;
      try {
        body = typeof req.body === "string" ? JSON.parse(req.body) : undefined;
      } catch {
        body = undefined;
      }
      const batch = eventBatchSchema.safeParse(body);
      if (!batch.success) return refuse(res, 400, "validation", "Not a batch of events this endpoint counts.");
      await services.analytics.accept(batch.data, { ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "" });
      res.status(204).set("cache-control", "no-store").end();
    } catch (error) {
      next(error);
    }
  });
  return router;
}
