/**
 * The admin API under {BASE_PATH}api/v1/admin/: JSON for programs and scripts,
 * with the same accounts service and policy as the admin pages. Authenticated by
 * `Authorization: Bearer <personal API token>` or by the admin session cookie (the
 * XSRF check of server/xsrf.ts guards the session's unsafe requests). 401 without
 * valid credentials, 403 when the role may not; answers are never stored by caches.
 */
import { rangeSchema } from "../analytics/report.ts";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import { actionsOf, can, type Action } from "../../app/kernel/admin-policy.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { CLIENT_ADDRESS_HEADER } from "../accounts/client.ts";
import { AccountsError, type StaffUser } from "../../app/kernel/services/accounts.ts";
import type { Services } from "../services.ts";
import { createAdminContentRouter } from "./admin-content-router.ts";
import { createAdminLeadsRouter } from "./admin-leads-router.ts";
import { auditQuery } from "./admin-schemas.ts";
import { createMediaApiRouter } from "./admin-media-router.ts";
import { RETRY_AFTER_SECONDS } from "../../db/unavailable.ts";
import type { ApiErrorCode } from "./schemas.ts";
import { writeProved } from "../accounts/write-proof.ts";
import type { RefusalKind } from "../../app/kernel/refusals.ts";

export const ADMIN_CACHE_CONTROL = "private, no-store";

/** The API's error shape, with the admin's Cache-Control. */
export function sendError(res: Response, status: number, code: ApiErrorCode, message: string): void {
  res.status(status).set("cache-control", ADMIN_CACHE_CONTROL).json({ error: { code, message } });
}

interface AdminLocals {
  staff?: StaffUser;
  /** What a 403 refused, for the audit trail ("policy" unless said otherwise). */
  refusal?: RefusalKind;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The fetch Request the accounts service reads: credentials and the client address Express saw. */
export function fetchRequestOf(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const name of ["cookie", "authorization", "user-agent", "origin"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, req.ip ?? "");
  return new Request(`http://localhost${req.originalUrl}`, { method: "GET", headers });
}

export function staffOf(res: Response): StaffUser {
  const staff = (res.locals as AdminLocals).staff;
  if (!staff) throw new Error("admin route without authentication");
  return staff;
}

export function firstIssue(issues: { path: PropertyKey[]; message: string; code: string; keys?: string[] }[]): string {
  const issue = issues[0];
  if (!issue) return "invalid query";
  if (issue.code === "unrecognized_keys") return `Unknown query parameter: ${issue.keys?.join(", ")}`;
  const name = issue.path.map(String).join(".");
  return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
}

export function createAdminApiRouter(services: Services): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });

  const siteOrigin = new URL(services.config.SITE_URL).origin;
  router.use(async (req, res, next) => {
    res.set("cache-control", ADMIN_CACHE_CONTROL);
    const locals = res.locals as AdminLocals;
    // Every 403 of the admin API, whoever answers it, goes to the audit trail (rate-limited there).
    res.on("finish", () => {
      if (res.statusCode !== 403) return;
      const { staff } = locals;
      void services.audit.refused({
        kind: locals.refusal ?? "policy",
        actor: staff ? { id: staff.id, email: staff.email } : null,
        ip: req.ip ?? null,
        method: req.method,
        path: req.originalUrl.split("?")[0]!,
      });
    });
    try {
      const staff = await services.accounts.currentUser(fetchRequestOf(req));
      if (!staff) {
        res.set("www-authenticate", 'Bearer realm="admin"');
        return sendError(res, 401, "unauthorized", "Sign in, or send Authorization: Bearer <personal API token>.");
      }
      locals.staff = staff;
      // A session before enrolment, and a personal token whose owner has not enrolled, act for nothing.
      if (staff.twoFactorEnrolmentRequired) {
        locals.refusal = "two-factor";
        return sendError(res, 403, "two_factor_required", "Set up two-factor sign-in first; your role requires it.");
      }
      // A session's write also shows that it comes from the admin's own pages (server/accounts/write-proof.ts).
      if (
        staff.sessionId &&
        UNSAFE_METHODS.has(req.method) &&
        !writeProved({
          origin: req.get("origin"),
          secFetchSite: req.get("sec-fetch-site"),
          siteOrigin,
          presented: req.get("x-xsrf-token"),
          expected: await services.accounts.sessionXsrfToken(staff),
        })
      ) {
        locals.refusal = "xsrf";
        return sendError(
          res,
          403,
          "xsrf_token_invalid",
          "Send this from the admin's own pages, or echo the XSRF token of your sign-in.",
        );
      }
      next();
    } catch (error) {
      next(error);
    }
  });

  const allowed = (action: Action) => (_req: Request, res: Response, next: express.NextFunction) => {
    if (can(staffOf(res).role, action)) return next();
    sendError(res, 403, "forbidden", "Your role does not allow this.");
  };

  router.get("/me", (_req, res) => {
    const staff = staffOf(res);
    res.json({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      twoFactorEnabled: staff.twoFactorEnabled,
      twoFactorEnrolmentRequired: staff.twoFactorEnrolmentRequired,
      authenticatedBy: staff.tokenId ? "token" : "session",
      permissions: actionsOf(staff.role),
    });
  });

  router.get("/users", allowed("users.read"), async (_req, res) => {
    res.json({ users: await services.accounts.listUsers(staffOf(res)) });
  });

  router.get("/audit", allowed("audit.read"), async (req, res) => {
    const raw = req.query ?? {};
    if (Object.values(raw).some((value) => typeof value !== "string"))
      return sendError(res, 400, "invalid_parameter", "Give each query parameter once.");
    const parsed = auditQuery.safeParse(raw);
    if (!parsed.success) return sendError(res, 400, "invalid_parameter", firstIssue(parsed.error.issues));
    res.json(await services.accounts.listAudit(staffOf(res), parsed.data));
  });

  // The analytics dashboard's figures (server/analytics/report.ts).
  router.get("/analytics", allowed("analytics.read"), async (req, res) => {
    const raw = req.query ?? {};
    if (Object.values(raw).some((value) => typeof value !== "string"))
      return sendError(res, 400, "invalid_parameter", "Give each query parameter once.");
    const parsed = rangeSchema.safeParse(raw);
    if (!parsed.success) return sendError(res, 400, "invalid_parameter", firstIssue(parsed.error.issues));
    res.json(await services.analytics.report(staffOf(res), parsed.data));
  });

  router.use("/media", createMediaApiRouter(services));
  router.use(createAdminContentRouter(services));
  router.use("/leads", createAdminLeadsRouter(services));

  router.use((_req, res) => sendError(res, 404, "not_found", "No such admin API endpoint. See openapi.json."));

  const onError: ErrorRequestHandler = (err: unknown, req, res, _next) => {
    if (res.headersSent) return void res.end();
    if (err instanceof AccountsError) {
      const status = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403, unauthorized: 401 }[err.code];
      const code = err.code === "invalid" ? "invalid_parameter" : err.code === "conflict" ? "bad-request" : err.code;
      return sendError(res, status, code, err.message);
    }
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500)
      return sendError(res, 400, "invalid_parameter", "The request could not be understood.");
    if (isDatabaseUnavailable(err)) {
      res.set("retry-after", String(RETRY_AFTER_SECONDS));
      return sendError(res, 503, "unavailable", "The service is unavailable just now. Please try again in a moment.");
    }
    req.log?.error({ err }, "admin API request failed");
    sendError(res, 500, "internal_error", "Something went wrong on our side. Please try again later.");
  };
  router.use(onError);
  return router;
}
