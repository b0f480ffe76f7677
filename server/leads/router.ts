/**
 * POST {BASE_PATH}api/v1/leads: the registration form's write path.
 *
 * 403  cross-site Origin, or X-XSRF-TOKEN missing or not equal to the XSRF-TOKEN
 *      cookie (server/xsrf.ts checks every state-changing API request; the same
 *      double-submit check is repeated here so this endpoint never depends on
 *      middleware order)
 * 415  body not application/json          413  body over 16 KB
 * 429  more than 5 submissions a minute from one client, with Retry-After
 * 400  honeypot filled, form sent too fast, bad, expired or already used
 *      form token, or field errors (nothing is stored)
 * 422  an Idempotency-Key this client used before with a different body
 * 201  stored and committed; a repeat of the same body with the same
 *      Idempotency-Key from the same client gets the same 201 and stores nothing more
 *
 * GET {BASE_PATH}api/v1/leads/form gives the select options and a form token,
 * for a client that renders the form itself.
 */
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import type { Logger } from "pino";
import { LEAD_BODY_LIMIT_BYTES } from "../../app/kernel/lead-schema.ts";
import type { Services } from "../services.ts";
import type { ApiErrorCode } from "../api/schemas.ts";
import { readXsrfCookie, tokensMatch, XSRF_ERROR_CODE, XSRF_HEADER } from "../xsrf.ts";
import type { SubmitResult } from "../../app/kernel/services/leads.ts";

function sendError(
  res: Response,
  status: number,
  code: ApiErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  res
    .status(status)
    .set("cache-control", "no-store")
    .json({ error: { status, code, message, ...extra } });
}

function sendSubmitResult(res: Response, result: SubmitResult): void {
  if (result.status === 201) {
    res.status(201).set("cache-control", "no-store").json({ status: "received" });
    return;
  }
  if (result.status === 429) {
    res.set("retry-after", String(result.retryAfterSeconds));
    sendError(res, 429, result.code, result.message);
    return;
  }
  if (result.status === 422) {
    sendError(res, 422, result.code, result.message);
    return;
  }
  sendError(res, 400, result.code, result.message, "fields" in result ? { fields: result.fields } : {});
}

/** The same double-submit rule as server/xsrf.ts, applied again right at the write. */
function xsrfMatches(req: Request): boolean {
  const header = req.get(XSRF_HEADER);
  return tokensMatch(header, readXsrfCookie(req));
}

export function createLeadsRouter(services: Services, logger?: Logger): express.Router {
  const router = express.Router();
  const { leads } = services;
  const json = express.json({ limit: LEAD_BODY_LIMIT_BYTES, strict: true, type: "application/json" });

  // What a client rendering the form itself needs, and what the hydrated register
  // form asks for (the page itself may come from a shared cache): the select options
  // and this visitor's own form token. Never cached; it also issues the XSRF cookie.
  router.get("/leads/form", async (_req, res, next) => {
    try {
      res.set("cache-control", "no-store").json({ options: await leads.options(), formToken: await leads.formToken() });
    } catch (error) {
      next(error);
    }
  });

  // Only POST reaches /leads: server/methods.ts answers other methods 405 before any router.
  router.post(
    "/leads",
    (req, res, next) => {
      if (leads.isCrossSite({ origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") })) {
        sendError(res, 403, "cross-origin", "Submissions from other sites are not accepted.");
        return;
      }
      if (!xsrfMatches(req)) {
        sendError(
          res,
          403,
          XSRF_ERROR_CODE,
          "The anti-forgery token is missing or does not match. Please reload the page and try again.",
        );
        return;
      }
      if (!req.is("application/json")) {
        sendError(res, 415, "unsupported-media-type", "Send the lead as JSON with Content-Type: application/json.");
        return;
      }
      next();
    },
    json,
    async (req, res, next) => {
      try {
        const result = await leads.submit({
          body: req.body as unknown,
          source: leads.sourceOfApiPost(req.get("referer")),
          clientIp: req.ip ?? "",
          userAgent: req.get("user-agent") ?? "",
          idempotencyKey: req.get("idempotency-key"),
          clientToken: readXsrfCookie(req),
          // The hydrated form posts here from its page: that page's address names the locale.
          locale: leads.localeOfReferer(req.get("referer")),
        });
        sendSubmitResult(res, result);
      } catch (error) {
        next(error);
      }
    },
  );

  const onError: ErrorRequestHandler = (err: { type?: string; status?: number }, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (err.type === "entity.too.large")
      sendError(res, 413, "too-large", `The request body must not exceed ${LEAD_BODY_LIMIT_BYTES / 1024} KB.`);
    else if (err.type === "entity.parse.failed")
      sendError(res, 400, "malformed-json", "The request body is not valid JSON.");
    else if (err.type === "encoding.unsupported" || err.type === "charset.unsupported")
      sendError(res, 415, "unsupported-media-type", "Unsupported body encoding.");
    else if (err.status && err.status >= 400 && err.status < 500)
      sendError(res, err.status, "bad-request", "The request could not be read.");
    else {
      (req.log ?? logger)?.error({ err }, "storing a lead failed");
      res.set("retry-after", "5");
      sendError(res, 503, "unavailable", "Your details could not be saved just now. Please try again in a moment.");
    }
  };
  router.use("/leads", onError);
  return router;
}
