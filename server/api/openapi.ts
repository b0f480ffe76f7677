/**
 * The OpenAPI 3.1 document of the JSON API, generated from the zod schemas the
 * handlers validate with: the read endpoints of the endpoint table, search
 * (server/search/router.ts) and the lead form (server/leads/router.ts, with the
 * lead schema of app/kernel/lead-schema.ts).
 */
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../app/kernel/content-constants.ts";
import {
  createLeadSubmissionSchema,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  LEAD_BODY_LIMIT_BYTES,
  LEAD_LABELS,
  type LeadField,
} from "../../app/kernel/lead-schema.ts";
import { SOURCE_PAGE_FIELD, SOURCE_PAGE_MAX } from "../../app/kernel/source-page.ts";
import { SEARCH_PAGE_SIZE } from "../../app/kernel/search-types.ts";
import { MAX_AGE_MS, MIN_FILL_MS } from "../leads/form-token.ts";
import { SUBMISSIONS_PER_MINUTE } from "../leads/rate-limit.ts";
import { IDEMPOTENCY_KEY } from "../leads/service.ts";
import { XSRF_COOKIE } from "../xsrf.ts";
import { ADMIN_TAG, adminPaths, adminSecuritySchemes } from "./admin-openapi.ts";
import "./admin-schemas.ts";
import { endpoints } from "./endpoints.ts";
import { idParam, LeadForm, localeQuery, LeadReceived, registry, searchQuery, SearchResponse } from "./schemas.ts";

type JsonObject = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function strip(schema: JsonObject): JsonObject {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

function idOf(schema: z.ZodType): string {
  const meta = registry.get(schema);
  if (!meta) throw new Error("every response schema must be registered");
  return meta.id;
}

/** Query parameters of a zod object whose fields are all optional strings on input. */
function queryParameters(query: z.ZodObject): JsonObject[] {
  return Object.entries(query.shape).map(([name, field]) => {
    const { description, ...schema } = strip(z.toJSONSchema(field as z.ZodType, { io: "input" }) as JsonObject);
    return { name, in: "query", required: false, description, schema };
  });
}

/**
 * The lead body as JSON Schema: structure, lengths, required fields and "no other
 * fields" come from the very schema the server runs. The choices depend on the
 * content (the register options), and some rules (email and phone shape) are
 * checks JSON Schema cannot carry, so those are described in words.
 */
function leadSubmissionSchema(): JsonObject {
  // The options only feed the choice checks, which JSON Schema cannot express: any will do.
  const schema = strip(
    z.toJSONSchema(createLeadSubmissionSchema({ products: [], companySizes: [], regions: [] }), {
      io: "input",
    }) as JsonObject,
  );
  const choice = (list: string) =>
    `One of the \`value\`s of \`options.${list}\` in GET /leads/form (or GET /register/options).`;
  const notes: Partial<
    Record<LeadField | typeof FORM_TOKEN_FIELD | typeof HONEYPOT_FIELD | typeof SOURCE_PAGE_FIELD, string>
  > = {
    email: "Must look like name@company.com.",
    phone:
      "An international number: + and the country code, then 6 to 14 digits; spaces, dashes, dots and brackets are allowed (e.g. +44 20 7946 0958). 00 may stand for +.",
    companySize: choice("companySizes"),
    product: choice("products"),
    region: `Optional. ${choice("regions")} Blank counts as not given.`,
    message: "Optional; blank counts as not given. Tabs and line breaks are allowed, other control characters are not.",
    consent: "Must be true: the visitor agrees to be contacted.",
    [FORM_TOKEN_FIELD]: `The \`formToken\` of GET /leads/form. Refused when sent back within ${MIN_FILL_MS / 1000} seconds or after ${MAX_AGE_MS / 3_600_000} hours.`,
    [HONEYPOT_FIELD]: "Leave out or empty. A filled value marks the submission as automated and it is refused.",
    [SOURCE_PAGE_FIELD]: `Optional. The page of this site the visitor came from to the form, as a path without the base path (e.g. /price). Kept only when it is such a path of at most ${SOURCE_PAGE_MAX} characters; anything else is stored as unknown, never refused.`,
  };
  const properties = schema.properties as Record<string, JsonObject>;
  // A blank region counts as not given (the schema drops it before its checks), so "" is accepted.
  delete properties.region?.minLength;
  for (const [name, property] of Object.entries(properties)) {
    const label = LEAD_LABELS[name as LeadField];
    const text = [label ? `${label}.` : undefined, notes[name as keyof typeof notes]].filter(Boolean).join(" ");
    if (text) property.description = text;
  }
  return { ...schema, description: "A registration lead. Strings are trimmed; unknown fields are refused." };
}

/** `secure`: the site is served over https, so the session cookie has its __Host- name. */
export function createOpenApiDocument(basePath: string, secure = false): JsonObject {
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    target: "draft-2020-12",
  }) as { schemas: Record<string, JsonObject> };
  const components: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(schemas)) components[id] = strip(schema);
  components.LeadSubmission = leadSubmissionSchema();

  const errorResponse = (description: string, headers?: JsonObject) => ({
    description,
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema: ref("Error") } },
  });
  const retryAfter = {
    "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
  };
  const rateLimited = errorResponse(
    "Too many requests from this client (code rate-limited). Wait as long as the RateLimit or Retry-After header says.",
    retryAfter,
  );
  const cached200 = (schemaId: string) => ({
    description: "OK",
    headers: {
      ETag: { description: "Validator of this answer.", schema: { type: "string" } },
      "Cache-Control": { description: "How long caches may keep the answer.", schema: { type: "string" } },
    },
    content: { "application/json": { schema: ref(schemaId) } },
  });
  const ifNoneMatch = {
    name: "If-None-Match",
    in: "header",
    required: false,
    description: "An ETag from an earlier answer; the server answers 304 when it still matches.",
    schema: { type: "string" },
  };

  const paths: Record<string, JsonObject> = {};
  for (const e of endpoints) {
    const openapiPath = e.path.replace(/:(\w+)/g, "{$1}");
    const parameters: JsonObject[] = [];
    if (e.hasId)
      parameters.push({
        name: "id",
        in: "path",
        required: true,
        description: "Numeric id of the item.",
        schema: strip(z.toJSONSchema(idParam, { io: "input" }) as JsonObject),
      });
    if (e.query) parameters.push(...queryParameters(e.query));
    parameters.push(...queryParameters(localeQuery), ifNoneMatch);
    paths[openapiPath] = {
      get: {
        operationId: e.operationId,
        tags: [e.tag],
        summary: e.summary,
        ...(e.description ? { description: e.description } : {}),
        parameters,
        responses: {
          "200": cached200(idOf(e.response)),
          "304": { description: "Not modified: the If-None-Match ETag still matches." },
          ...(e.query || e.hasId ? { "400": errorResponse("A malformed parameter (code invalid_parameter).") } : {}),
          ...(e.paged || e.hasId
            ? { "404": errorResponse("Unknown or unpublished item, or a page past the end (code not_found).") }
            : {}),
          "429": rateLimited,
        },
      },
    };
  }

  paths["/search"] = {
    get: {
      operationId: "search",
      tags: ["Search"],
      summary: "Search news, case studies, solutions, Q&A, help articles and videos",
      description:
        `Without \`section\`: an overview with the best hits of every section. With \`section\`: that section, ${SEARCH_PAGE_SIZE} hits a page. ` +
        `Any text is a valid query; a query without words answers 200 with no results. A section or page that cannot exist, a pageSize outside 1 to ${MAX_PAGE_SIZE}, or a parameter given twice, answers 400.`,
      parameters: [...queryParameters(searchQuery), ifNoneMatch],
      responses: {
        "200": cached200(idOf(SearchResponse)),
        "304": { description: "Not modified: the If-None-Match ETag still matches." },
        "400": errorResponse(
          `An unknown section, a malformed page, a pageSize outside 1 to ${MAX_PAGE_SIZE}, or a parameter given twice (code invalid_parameter).`,
        ),
        "429": rateLimited,
      },
    },
  };

  paths["/leads/form"] = {
    get: {
      operationId: "getLeadForm",
      tags: ["Leads"],
      summary: "Choices of the registration form and a fresh form token",
      description: "For a client that renders the registration form itself. Never cached.",
      responses: {
        "200": {
          description: "OK",
          headers: { "Cache-Control": { description: "Always no-store.", schema: { type: "string" } } },
          content: { "application/json": { schema: ref(idOf(LeadForm)) } },
        },
        "429": rateLimited,
        "503": errorResponse("The options could not be read just now (code unavailable).", retryAfter),
      },
    },
  };

  paths["/leads"] = {
    post: {
      operationId: "submitLead",
      tags: ["Leads"],
      summary: "Send a registration lead",
      description:
        `Stores the lead and answers 201 once it is committed. Anti-forgery: send the \`${XSRF_COOKIE}\` cookie the site sets and the same value in the X-XSRF-TOKEN header; ` +
        `a browser request must come from the site's own origin. At most ${SUBMISSIONS_PER_MINUTE} submissions a minute per client. ` +
        "Each form token stores one lead: sent again, it answers 400 (code form-used). " +
        "An Idempotency-Key belongs to the client that sent it (its cookie and address): a retry of the same body with the same key from the same client answers 201 again and stores nothing more; " +
        "the same key with a different body answers 422; another client's use of the same key does not touch this one's.",
      parameters: [
        {
          name: "X-XSRF-TOKEN",
          in: "header",
          required: true,
          description: `The value of the ${XSRF_COOKIE} cookie.`,
          schema: { type: "string" },
        },
        {
          name: XSRF_COOKIE,
          in: "cookie",
          required: true,
          description: "Set by the site on the first visit (path = base path, SameSite=Lax).",
          schema: { type: "string" },
        },
        {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "Makes a retry safe: the same body with the same key from the same client never stores a second lead. Use a new key for each new lead.",
          schema: { type: "string", pattern: IDEMPOTENCY_KEY.source },
        },
      ],
      requestBody: { required: true, content: { "application/json": { schema: ref("LeadSubmission") } } },
      responses: {
        "201": {
          description:
            "Stored (or already stored by an earlier request of this client with the same Idempotency-Key and body).",
          content: { "application/json": { schema: ref(idOf(LeadReceived)) } },
        },
        "400": errorResponse(
          "Not accepted, nothing stored. Code validation (with `fields`: one message per field), malformed-json, rejected (honeypot filled or a bad form token), too-fast, form-expired, form-used (the form token already stored a lead) or bad-idempotency-key.",
        ),
        "422": errorResponse(
          "This client used the Idempotency-Key before with a different body (code idempotency-key-reused); nothing stored.",
        ),
        "403": errorResponse(
          "Cross-site request (code cross-origin), or the X-XSRF-TOKEN header is missing or does not match the cookie (code xsrf_token_invalid).",
        ),
        "411": errorResponse("A body without Content-Length (code length-required)."),
        "413": errorResponse(`The body is larger than ${LEAD_BODY_LIMIT_BYTES / 1024} KB (code too-large).`),
        "415": errorResponse(
          "The body is not application/json, or its encoding is not supported (code unsupported-media-type).",
        ),
        "429": rateLimited,
        "503": errorResponse("The lead could not be stored just now (code unavailable); try again.", retryAfter),
      },
    },
  };

  Object.assign(paths, adminPaths(errorResponse));

  const tags = [...new Set([...endpoints.map((e) => e.tag), "Search", "Leads", ADMIN_TAG])];
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Brightlane content API",
      version: "1.0.0",
      description:
        "JSON API of the Brightlane site: its content (read-only), site search, and the registration form. " +
        `Lists take \`page\` (default 1) and \`pageSize\` (default ${DEFAULT_PAGE_SIZE}, maximum ${MAX_PAGE_SIZE}); ` +
        "every read answer carries an ETag and Cache-Control, and a conditional request with If-None-Match gets 304. A query parameter given twice is refused. " +
        "Errors are JSON `{error: {code, message}}`: 400 for malformed parameters, 404 for unknown or unpublished items, 429 when a client sends too many requests. " +
        "All companies and people in the content are fictional.",
    },
    servers: [{ url: `${basePath}api/v1` }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: { schemas: components, securitySchemes: adminSecuritySchemes(secure) },
  };
}
