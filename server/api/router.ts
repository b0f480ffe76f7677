/**
 * The public JSON API under {BASE_PATH}api/v1 (read endpoints). Every request is
 * validated by the zod schemas of the endpoint table; answers carry an ETag and
 * Cache-Control, and a matching If-None-Match gets 304. Errors are always JSON
 * {error: {code, message}}: 400 for malformed parameters, 404 for what does not
 * exist or is not published, never a stack trace.
 */
import { createHash } from "node:crypto";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import type { z } from "zod";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../../db/unavailable.ts";
import type { Services } from "../services.ts";
import { endpoints, type Endpoint } from "./endpoints.ts";
import { createOpenApiDocument } from "./openapi.ts";
import { withContentLocale } from "../content/scope.ts";
import { contentLocaleOfTag } from "../locales.ts";
import { idParam, localeQuery, type ApiErrorCode } from "./schemas.ts";

const CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export function sendError(res: Response, status: number, code: ApiErrorCode, message: string): void {
  res.status(status).set("cache-control", "no-store").json({ error: { code, message } });
}

/** The database is away or silent (db/unavailable.ts): 503, and when to come back. */
function sendUnavailable(res: Response): void {
  res.set("retry-after", String(RETRY_AFTER_SECONDS));
  sendError(res, 503, "unavailable", "The service is unavailable just now. Please try again in a moment.");
}

function etagOf(body: string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

// Cached content results are shared objects, so their serialised form and ETag
// can be remembered with them and dropped with them.
const serialised = new WeakMap<object, { body: string; etag: string }>();

function serialise(value: unknown): { body: string; etag: string } {
  const known = typeof value === "object" && value !== null ? serialised.get(value) : undefined;
  if (known) return known;
  const body = JSON.stringify(value);
  const entry = { body, etag: etagOf(body) };
  if (typeof value === "object" && value !== null) serialised.set(value, entry);
  return entry;
}

/** Sends a JSON body with validators; answers 304 when the client's copy is current. */
export function sendJson(req: Request, res: Response, value: unknown, cacheControl = CACHE_CONTROL): void {
  const { body, etag } = serialise(value);
  res.set({ etag, "cache-control": cacheControl });
  if (matches(req.get("if-none-match"), etag)) {
    res.status(304).end();
    return;
  }
  res.type("application/json").send(body);
}

/** The refusal of a locale the site does not have. */
export const unknownLocale = (locales: readonly string[]) =>
  `locale must be one of: ${locales.join(", ") || "the default locale"}`;

function firstIssue(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `invalid ${where}`;
  const name = issue.path.length ? issue.path.join(".") : where;
  // Messages of our schemas already name the parameter; zod's defaults do not.
  return issue.message.startsWith(String(name)) ? issue.message : `${name}: ${issue.message}`;
}

export function createApiRouter(services: Services): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  let openapi: string | undefined;

  router.get("/openapi.json", (req, res) => {
    openapi ??= JSON.stringify(
      createOpenApiDocument(services.config.BASE_PATH, services.config.SITE_URL.startsWith("https:")),
    );
    sendJson(req, res, JSON.parse(openapi) as unknown, "public, max-age=300");
  });

  const locales = (services.config.LOCALES ?? []).map((l) => l.tag);
  const handle = (endpoint: Endpoint) => async (req: Request, res: Response) => {
    // Another locale's words, as its pages show them (decision 0116); the default's without one.
    const asked = localeQuery.safeParse(req.query ?? {});
    if (!asked.success) return sendError(res, 400, "invalid_parameter", firstIssue(asked.error, "locale"));
    const tag = asked.data.locale;
    if (tag !== undefined && !locales.includes(tag))
      return sendError(res, 400, "invalid_parameter", unknownLocale(locales));
    const locale = tag === undefined ? undefined : contentLocaleOfTag(services.config, tag);
    return locale ? withContentLocale(locale, () => answer(endpoint, req, res)) : answer(endpoint, req, res);
  };
  const answer = async (endpoint: Endpoint, req: Request, res: Response) => {
    let id = 0;
    if (endpoint.hasId) {
      const parsed = idParam.safeParse(req.params.id);
      if (!parsed.success) return sendError(res, 400, "invalid_parameter", firstIssue(parsed.error, "id"));
      id = parsed.data;
    }
    let query: Record<string, unknown> = {};
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse(req.query ?? {});
      if (!parsed.success) return sendError(res, 400, "invalid_parameter", firstIssue(parsed.error, "query"));
      query = parsed.data;
    }
    const body = await endpoint.load(services.content, { id, query });
    if (body === null || body === undefined) {
      return sendError(res, 404, "not_found", endpoint.hasId ? `No published item with id ${id}.` : "Not found.");
    }
    if (endpoint.paged) {
      const page = body as { page: number; totalPages: number };
      if (page.page > 1 && page.page > page.totalPages) {
        return sendError(res, 404, "not_found", `Page ${page.page} is past the last page (${page.totalPages}).`);
      }
    }
    sendJson(req, res, body);
  };

  // Other methods never get here: server/methods.ts answers them 405 before any router.
  for (const endpoint of endpoints) router.get(endpoint.path, handle(endpoint));

  router.use((_req, res) => sendError(res, 404, "not_found", "No such API endpoint. See openapi.json for the list."));

  const onError: ErrorRequestHandler = (err: { status?: number; statusCode?: number }, req, res, _next) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (res.headersSent) {
      res.end();
      return;
    }
    if (status >= 400 && status < 500)
      return sendError(res, 400, "invalid_parameter", "The request could not be understood.");
    if (isDatabaseUnavailable(err)) {
      req.log?.warn({ err: { message: (err as Error).message } }, "API request failed: database unavailable");
      return sendUnavailable(res);
    }
    req.log?.error({ err }, "API request failed");
    sendError(res, 500, "internal_error", "Something went wrong on our side. Please try again later.");
  };
  router.use(onError);
  return router;
}
