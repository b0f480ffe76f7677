/**
 * How large a request body may be, decided from the path and the caller before a byte
 * of the body is read. Everyone gets the small limit of server/security.ts. Two kinds
 * of path allow more, and only to a signed-in caller (session or API token) whose role
 * may do what the path does: the media library's uploads (multipart bodies only) and
 * content writes (the item editor's form and the admin content API), which take the
 * content API's limit. Anyone else's larger body is refused with 413 unread, so an
 * anonymous client cannot make the process hold it (docs/decisions/0045).
 */
import type { RequestHandler } from "express";
import { can, type Action } from "../app/kernel/admin-policy.ts";
import { isContentType } from "../app/kernel/editorial-schemas.ts";
import { isLivePreviewSkin } from "../app/kernel/live-preview.ts";
import { fetchRequestOf } from "./api/admin-router.ts";
import { EVENTS_BODY_LIMIT_BYTES } from "./analytics/events.ts";
import type { AccountsService } from "../app/kernel/services/accounts.ts";
import { MAX_CONTENT_BODY_BYTES } from "../app/kernel/services/editorial.ts";
import { isUploadPath, MAX_UPLOAD_REQUEST_BYTES } from "./media-library/formats.ts";
import { BODY_LIMIT_BYTES, bodySizeGuard } from "./security.ts";

interface Allowance {
  /** What the caller's role must allow. */
  action: Action;
  limit: number;
  /** Content types the larger limit is for. */
  types: string[];
}

const UPLOADS: Allowance = { action: "media.upload", limit: MAX_UPLOAD_REQUEST_BYTES, types: ["multipart/form-data"] };
const CONTENT: Allowance = {
  action: "content.create-draft",
  limit: MAX_CONTENT_BODY_BYTES,
  types: ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"],
};

/** The path's segments after the base path, without a trailing slash or React Router's ".data". */
function segmentsOf(path: string, base: string): string[] | null {
  const p = path
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1")
    .replace(/\.data$/, "");
  return p.startsWith(base) ? p.slice(base.length).split("/") : null;
}

/** Content writes: an item's editor form (new or existing, and its live preview) and the admin content API under a content type. */
export function isContentWritePath(path: string, base: string): boolean {
  const s = segmentsOf(path, base);
  if (!s) return false;
  if (s[0] === "admin" && s[1] === "content" && s.length === 4)
    return isContentType(s[2]) && /^(new|[1-9][0-9]{0,15})$/.test(s[3]!);
  // The editor's live preview posts the same form (decision 0084).
  if (s[0] === "admin" && s[1] === "preview" && s.length === 5)
    return isContentType(s[2]) && /^[1-9][0-9]{0,15}$/.test(s[3]!) && isLivePreviewSkin(s[4]);
  return s[0] === "api" && s[1] === "v1" && s[2] === "admin" && s.length >= 4 && isContentType(s[3]);
}

/** POST {BASE_PATH}api/v1/events, spelled any way Express matches it. */
export function isEventsPath(path: string, base: string): boolean {
  const s = segmentsOf(path.toLowerCase(), base);
  return s !== null && s.length === 3 && s[0] === "api" && s[1] === "v1" && s[2] === "events";
}

function allowanceOf(path: string, base: string): Allowance | undefined {
  if (isUploadPath(path, base)) return UPLOADS;
  if (isContentWritePath(path, base)) return CONTENT;
  return undefined;
}

/**
 * The body size guard of every request. The caller is looked up only when a body
 * declares more than the small limit on a path that may take it, and only from the
 * request's headers.
 */
export function bodyAllowance(base: string, accounts: Pick<AccountsService, "currentUser">): RequestHandler {
  const small = bodySizeGuard();
  // The analytics beacon's batches are smaller still, for everyone.
  const events = bodySizeGuard(EVENTS_BODY_LIMIT_BYTES);
  const large = new Map([UPLOADS, CONTENT].map((a) => [a, bodySizeGuard(a.limit)]));
  return (req, res, next) => {
    if (isEventsPath(req.path, base)) return events(req, res, next);
    const allowance = allowanceOf(req.path, base);
    const length = Number(req.headers["content-length"] ?? 0);
    const signed = Boolean(req.headers.cookie || req.headers.authorization);
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (!allowance || !signed || !(length > BODY_LIMIT_BYTES) || !allowance.types.includes(type))
      return small(req, res, next);
    accounts.currentUser(fetchRequestOf(req)).then((staff) => {
      const allowed = staff !== null && !staff.twoFactorEnrolmentRequired && can(staff.role, allowance.action);
      (allowed ? large.get(allowance)! : small)(req, res, next);
    }, next);
  };
}
