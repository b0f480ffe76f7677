/**
 * The methods each path of the site serves, and the one guard that refuses the
 * rest with 405 and an Allow header before anything else reads the request.
 *
 * Without it, a method nothing serves went wherever the path led: TRACE reached
 * the page renderer, which cannot even build a fetch Request for it (a 500 with a
 * stack trace in the log), DELETE on the API met the anti-forgery check (403), and
 * OPTIONS got Express's automatic answer on some paths and a 405 on others.
 *
 * Pages, files, feeds and the read API serve GET and HEAD. POST goes only to the
 * lead endpoint of the API (and nothing else there), the registration pages, whose
 * no-JavaScript form and client-side submission (`register.data`) both reach its
 * route action, and the back office's pages, whose forms work the same way. No
 * path serves OPTIONS: the API is same-origin only.
 */
import type { RequestHandler } from "express";
import { isAdminPagePath } from "./admin-pages.ts";
import { adminContentMethods } from "./api/admin-content-router.ts";
import type { ApiErrorCode } from "./api/schemas.ts";
import { FORM_PAGE_PATHS } from "../app/kernel/pages.ts";
import { localeBases, type LocaleConfig } from "./locales.ts";

const READ = ["GET", "HEAD"] as const;

/** The admin API's writes, by path below {BASE_PATH}api/v1/admin (lower case); everything else reads. */
const ADMIN_API_WRITES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/media$/, [...READ, "POST"]],
  [/^\/media\/[^/]+$/, [...READ, "PATCH", "DELETE"]],
  [/^\/media\/[^/]+\/file$/, ["PUT"]],
];

function adminApiMethods(path: string): readonly string[] {
  return ADMIN_API_WRITES.find(([pattern]) => pattern.test(path))?.[1] ?? READ;
}

/** Methods served at `path` (a request path, with the base path). */
export function allowedMethods(path: string, base: string, formBases: readonly string[] = [base]): readonly string[] {
  // Express matches the API's mount path case-insensitively and tolerates doubled
  // and trailing slashes, so this does too: "/API//v1/leads/" is the lead endpoint.
  const api = path
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1")
    .toLowerCase();
  if (api === `${base}api/v1/admin/leads/erase`) return ["POST"];
  if (api.startsWith(`${base}api/v1/admin/leads/`)) return [...READ, "PATCH"];
  // The editorial part of the admin API writes with POST, PUT, PATCH and DELETE; the media library by its own table.
  if (api.startsWith(`${base}api/v1/admin/`))
    return (
      adminContentMethods(api.slice(`${base}api/v1/admin/`.length)) ??
      adminApiMethods(api.slice(`${base}api/v1/admin`.length))
    );
  if (api === `${base}api/v1/events`) return ["POST"];
  if (api.startsWith(`${base}api/`)) return api === `${base}api/v1/leads` ? ["POST"] : READ;
  // Page routes match case-sensitively (server/canonical-url.ts sends other spellings to the page).
  // The lead forms post in every locale (decision 0096).
  if (
    formBases.some((b) =>
      FORM_PAGE_PATHS.some((p) => path === `${b}${p}` || path === `${b}${p}/` || path === `${b}${p}.data`),
    )
  )
    return [...READ, "POST"];
  // The back office's forms post to their route actions (app/routes/admin).
  if (isAdminPagePath(path, base)) return [...READ, "POST"];
  return READ;
}

export function methodGuard(config: LocaleConfig): RequestHandler {
  const apiPrefix = `${config.BASE_PATH}api/`;
  const formBases = localeBases(config);
  return (req, res, next) => {
    const allowed = allowedMethods(req.path, config.BASE_PATH, formBases);
    if (allowed.includes(req.method)) return next();
    const allow = allowed.join(", ");
    res.status(405).set({ allow, "cache-control": "no-store" });
    const message = `This address answers ${allow} only.`;
    if (
      req.path
        .replace(/\/{2,}/g, "/")
        .toLowerCase()
        .startsWith(apiPrefix)
    )
      res.json({ error: { status: 405, code: "method_not_allowed" satisfies ApiErrorCode, message } });
    else res.type("text/plain").send(message);
  };
}
