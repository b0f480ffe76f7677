/**
 * The admin API's part of the OpenAPI document: its paths under the "Admin" tag
 * and its two security schemes (a personal API token as a bearer token, or the
 * admin session cookie with the X-XSRF-TOKEN header for unsafe methods).
 */
import { z } from "zod";
import { cookieNames } from "../accounts/auth.ts";
import { XSRF_COOKIE } from "../xsrf.ts";
import { contentPaths } from "./admin-content-openapi.ts";
import { leadsListQuery } from "./admin-leads-schemas.ts";
import { auditQuery } from "./admin-schemas.ts";
import { mediaPaths } from "./admin-media-openapi.ts";
import { reviewPaths } from "./admin-review-openapi.ts";

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
  const queryParameters = (shape: Record<string, unknown>) =>
    Object.entries(shape).map(([name, field]) => {
      const { description, ...schema } = z.toJSONSchema(field as z.ZodType, { io: "input" }) as JsonObject;
      const { $schema: _s, ...rest } = schema;
      return { name, in: "query", required: false, description, schema: rest };
    });
  const parameters = queryParameters(auditQuery.shape);
  return {
    ...contentPaths(errorResponse, ADMIN_TAG, security),
    ...reviewPaths(errorResponse, ADMIN_TAG, security),
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
    "/admin/analytics": {
      get: {
        operationId: "adminAnalytics",
        tags: [ADMIN_TAG],
        summary:
          "Visits, campaigns, conversion and real-user speed over a range of UTC days, with the previous period (admin, editor and sales roles)",
        security,
        parameters: ["from", "to"].map((name) => ({
          name,
          in: "query",
          required: true,
          schema: { type: "string", format: "date" },
          description:
            name === "from" ? "First day, YYYY-MM-DD (UTC)." : "Last day, YYYY-MM-DD (UTC); at most 366 days.",
        })),
        responses: {
          "200": {
            description:
              "The figures: pageViews and visitors (the sum of each day's unique visitors), previous, days, topPages and entryPages (path, pageViews, visitors, previousPageViews), referrers, campaigns, skins, locales, outboundClicks, formStarts, formSubmits, conversion, vitals (p75 per page type against Google's thresholds and the Lighthouse figures) and orderings (p75 LCP and INP of each script-order half).",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["from", "to", "pageViews", "visitors", "topPages"],
                  properties: {
                    from: { type: "string", format: "date" },
                    to: { type: "string", format: "date" },
                    pageViews: { type: "integer" },
                    visitors: { type: "integer" },
                    topPages: {
                      type: "array",
                      items: {
                        type: "object",
                        required: ["path", "pageViews"],
                        properties: { path: { type: "string" }, pageViews: { type: "integer" } },
                      },
                    },
                  },
                },
              },
            },
          },
          "400": errorResponse(
            "from or to missing, malformed, reversed or more than 366 days apart (code invalid_parameter).",
          ),
          ...refusals,
        },
      },
    },
    ...mediaPaths(ADMIN_TAG, errorResponse, refusals),
    ...leadsPaths({ security, ok, refusals, errorResponse, query: queryParameters(leadsListQuery.shape) }),
  };
}

/** The leads inbox (server/api/admin-leads-router.ts). */
function leadsPaths(p: {
  security: unknown[];
  ok: (schemaId: string) => JsonObject;
  refusals: JsonObject;
  errorResponse: (description: string) => JsonObject;
  query: JsonObject[];
}): Record<string, JsonObject> {
  const { security, ok, refusals, errorResponse } = p;
  const id = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
  const etag = { ETag: { description: "The lead's version; send it back in If-Match.", schema: { type: "string" } } };
  const body = (schemaId: string) => ({ required: true, content: { "application/json": { schema: ref(schemaId) } } });
  const notFound = errorResponse("No such lead (code not_found).");
  return {
    "/admin/leads": {
      get: {
        operationId: "adminListLeads",
        tags: [ADMIN_TAG],
        summary: "The leads inbox, newest first, filtered (sales, editor and admin roles); the view is audited",
        security,
        parameters: p.query,
        responses: {
          "200": ok("AdminLeadPage"),
          "400": errorResponse("A malformed or unknown query parameter (code invalid_parameter)."),
          ...refusals,
        },
      },
    },
    "/admin/leads/{id}": {
      get: {
        operationId: "adminGetLead",
        tags: [ADMIN_TAG],
        summary: "One lead with every field, its notes and notifications; the view is audited",
        security,
        parameters: [id],
        responses: { "200": { ...ok("AdminLeadDetail"), headers: etag }, "404": notFound, ...refusals },
      },
      patch: {
        operationId: "adminUpdateLead",
        tags: [ADMIN_TAG],
        summary: "Change a lead's status or assignee, or add a note; needs If-Match",
        security,
        parameters: [
          id,
          {
            name: "If-Match",
            in: "header",
            required: true,
            description: "The ETag of the lead as read.",
            schema: { type: "string" },
          },
        ],
        requestBody: body("AdminLeadPatch"),
        responses: {
          "200": { ...ok("AdminLeadDetail"), headers: etag },
          "400": errorResponse("A malformed body, an unknown status or assignee (code invalid_parameter)."),
          "404": notFound,
          "412": errorResponse("The lead changed since it was read (code precondition_failed): read it again."),
          "428": errorResponse("No If-Match header (code precondition_required)."),
          ...refusals,
        },
      },
    },
    "/admin/leads/erase": {
      post: {
        operationId: "adminEraseLeads",
        tags: [ADMIN_TAG],
        summary:
          "Erase a person's data from every lead, notification and kept mail (admin role); audited without the address",
        security,
        requestBody: body("AdminLeadEraseRequest"),
        responses: {
          "200": ok("AdminLeadErasure"),
          "400": errorResponse("No valid email address in the body (code invalid_parameter)."),
          ...refusals,
        },
      },
    },
  };
}
