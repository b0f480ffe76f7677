/**
 * The leads inbox in the admin API, under {BASE_PATH}api/v1/admin/leads (mounted
 * by ./admin-router.ts after its authentication): the list with the inbox's
 * filters, one lead with its ETag, a PATCH that needs If-Match (412 when stale,
 * 428 without it), and the erasure of a person's data. The same service as the
 * admin pages, so the same policy and the same audit entries.
 */
import express, { type Request, type Response } from "express";
import type { ClientInfo } from "../../app/kernel/services/accounts.ts";
import { LeadsError } from "../leads/errors.ts";
import type { Services } from "../services.ts";
import { LeadEraseRequest, LeadPatch, leadsListQuery } from "./admin-leads-schemas.ts";
import { firstIssue, sendError, staffOf } from "./admin-router.ts";

const ID = /^[1-9]\d{0,14}$/;
const etagOf = (version: number) => `"v${version}"`;

function clientOfReq(req: Request): ClientInfo {
  return { ip: req.ip ?? "", userAgent: String(req.headers["user-agent"] ?? "").slice(0, 512) };
}

function refuse(res: Response, error: LeadsError): void {
  const code = ({ 400: "invalid_parameter", 403: "forbidden", 404: "not_found", 412: "precondition_failed" } as const)[
    error.status
  ];
  sendError(res, error.status, code, error.message);
}

/** The version an If-Match names: `"v3"`, `W/"v3"` or `3`; undefined when absent or unreadable. */
function ifMatchVersion(header: string | undefined): number | undefined | "any" {
  if (!header) return undefined;
  if (header.trim() === "*") return "any";
  const match = /^(?:W\/)?"?v?(\d{1,15})"?$/.exec(header.trim());
  return match ? Number(match[1]) : Number.NaN;
}

export function createAdminLeadsRouter(services: Services): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const json = express.json({ limit: "16kb", type: "application/json" });
  const inbox = () => services.leadsAdmin.inbox;

  router.get("/", async (req, res, next) => {
    try {
      const raw = req.query ?? {};
      if (Object.values(raw).some((value) => typeof value !== "string"))
        return sendError(res, 400, "invalid_parameter", "Give each query parameter once.");
      const parsed = leadsListQuery.safeParse(raw);
      if (!parsed.success) return sendError(res, 400, "invalid_parameter", firstIssue(parsed.error.issues));
      const { page, pageSize, ...filter } = parsed.data;
      res.json(await inbox().list(staffOf(res), filter, page ?? 1, pageSize ?? 25, clientOfReq(req)));
    } catch (error) {
      if (error instanceof LeadsError) refuse(res, error);
      else next(error);
    }
  });

  router.post("/erase", json, async (req, res, next) => {
    try {
      if (!req.is("application/json"))
        return sendError(res, 415, "unsupported-media-type", "Send the body as application/json.");
      const parsed = LeadEraseRequest.safeParse(req.body);
      if (!parsed.success) return sendError(res, 400, "invalid_parameter", 'Send { "email": "name@example.com" }.');
      res.json(await services.leadsAdmin.erasure.eraseEmail(staffOf(res), parsed.data.email, clientOfReq(req)));
    } catch (error) {
      if (error instanceof LeadsError) refuse(res, error);
      else next(error);
    }
  });

  router.get("/:id", async (req, res, next) => {
    try {
      if (!ID.test(req.params.id)) return sendError(res, 404, "not_found", "No such lead.");
      const lead = await inbox().get(staffOf(res), Number(req.params.id), clientOfReq(req));
      res.set("etag", etagOf(lead.version)).json(lead);
    } catch (error) {
      if (error instanceof LeadsError) refuse(res, error);
      else next(error);
    }
  });

  router.patch("/:id", json, async (req, res, next) => {
    try {
      if (!ID.test(req.params.id)) return sendError(res, 404, "not_found", "No such lead.");
      const version = ifMatchVersion(req.get("if-match"));
      if (version === undefined)
        return sendError(res, 428, "precondition_required", "Send If-Match with the ETag of the lead you read.");
      if (!req.is("application/json"))
        return sendError(res, 415, "unsupported-media-type", "Send the body as application/json.");
      const parsed = LeadPatch.safeParse(req.body);
      if (!parsed.success) return sendError(res, 400, "invalid_parameter", firstIssue(parsed.error.issues));
      const lead = await inbox().update(
        staffOf(res),
        Number(req.params.id),
        parsed.data,
        version === "any" ? undefined : Number.isNaN(version) ? -1 : version,
        clientOfReq(req),
      );
      res.set("etag", etagOf(lead.version)).json(lead);
    } catch (error) {
      if (error instanceof LeadsError) refuse(res, error);
      else next(error);
    }
  });

  return router;
}
