/**
 * The admin API's part of the OpenAPI document: its paths under the "Admin" tag
 * and its two security schemes (a personal API token as a bearer token, or the
 * admin session cookie with the X-XSRF-TOKEN header for unsafe methods).
 */
import { z } from "zod";
import { cookieNames } from "../accounts/auth.ts";
import { XSRF_COOKIE } from "../xsrf.ts";
import { auditQuery } from "./admin-schemas.ts";

type JsonObject = Record<string, unknown>;

export const ADMIN_TAG = "Admin";

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

export function adminSecuritySchemes(secure: boolean): JsonObject {
  return {
    bearerToken: {
      type: "http",
      scheme: "bearer",
      description:
        "A personal API token (vtr_...), made in the admin or with `npm run admin -- create-token`. It acts with its owner's role.",
    },
    adminSession: {
      type: "apiKey",
      in: "cookie",
      name: cookieNames(secure).session_token,
      description: `The admin session cookie. Unsafe methods also need the X-XSRF-TOKEN header echoing the ${XSRF_COOKIE} cookie.`,
    },
  };
}

export function adminPaths(errorResponse: (description: string) => JsonObject): Record<string, JsonObject> {
  const security = [{ bearerToken: [] }, { adminSession: [] }];
  const ok = (schemaId: string) => ({
    description: "OK",
    headers: { "Cache-Control": { description: "Always `private, no-store`.", schema: { type: "string" } } },
    content: { "application/json": { schema: ref(schemaId) } },
  });
  const refusals = {
    "401": errorResponse(
      "No valid credentials (code unauthorized): no token, an unknown or revoked one, or no session.",
    ),
    "403": errorResponse(
      "The role may not do this (code forbidden), or the session's role requires two-factor sign-in that is not set up yet (code two_factor_required).",
    ),
  };
  const parameters = Object.entries(auditQuery.shape).map(([name, field]) => {
    const { description, ...schema } = z.toJSONSchema(field as z.ZodType, { io: "input" }) as JsonObject;
    const { $schema: _s, ...rest } = schema;
    return { name, in: "query", required: false, description, schema: rest };
  });
  return {
    "/admin/me": {
      get: {
        operationId: "adminMe",
        tags: [ADMIN_TAG],
        summary: "The signed-in staff user, with the actions their role allows",
        security,
        responses: { "200": ok("AdminMe"), ...refusals },
      },
    },
    "/admin/users": {
      get: {
        operationId: "adminListUsers",
        tags: [ADMIN_TAG],
        summary: "Every staff account (admin role)",
        security,
        responses: { "200": ok("AdminUserList"), ...refusals },
      },
    },
    "/admin/audit": {
      get: {
        operationId: "adminListAudit",
        tags: [ADMIN_TAG],
        summary: "The audit trail, newest first, filtered (admin role)",
        security,
        parameters,
        responses: {
          "200": ok("AuditPage"),
          "400": errorResponse("A malformed or unknown query parameter (code invalid_parameter)."),
          ...refusals,
        },
      },
    },
  };
}
