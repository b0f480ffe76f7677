/**
 * How the back office's services refuse, and what an admin page needs to answer them:
 * each error class carries the status or code the API and the admin actions answer
 * with. The services throw them and the route modules tell them apart with
 * `instanceof`: both load this one module (decision 0055).
 */

/** Why the audit trail records a refusal (server/audit/refusals.ts counts them). */
export type RefusalKind = "policy" | "csrf" | "xsrf" | "two-factor";

/** One refused request, as the audit trail's refusal recorder takes it. */
export interface Refusal {
  kind: RefusalKind;
  actor: { id: string; email: string } | null;
  ip: string | null;
  method: string;
  path: string;
}

export type AccountsErrorCode = "invalid" | "not_found" | "conflict" | "forbidden" | "unauthorized";

/** A refusal an action can show and an API can map to its status (400, 404, 409, 403, 401). */
export class AccountsError extends Error {
  readonly code: AccountsErrorCode;
  /** Field messages for a form, when the input was at fault. */
  readonly fields?: Record<string, string>;
  constructor(code: AccountsErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "AccountsError";
    this.code = code;
    this.fields = fields;
  }
}

export class AccessDenied extends AccountsError {
  constructor(message = "You are not allowed to do that.") {
    super("forbidden", message);
    this.name = "AccessDenied";
  }
}

/** A refusal of the leads back office (the inbox, erasure, the dashboard, the notification settings). */
export class LeadsError extends Error {
  readonly status: 400 | 403 | 404 | 412;
  readonly fields?: Record<string, string>;
  constructor(status: 400 | 403 | 404 | 412, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "LeadsError";
    this.status = status;
    this.fields = fields;
  }
}

/** Where an image is used: the library refuses to delete it while any use remains. */
export interface MediaUse {
  ownerType: string;
  ownerId: string;
}

export type MediaErrorCode =
  | "not_found"
  | "forbidden"
  | "invalid_parameter"
  | "conflict"
  | "precondition_failed"
  | "unsupported-media-type"
  | "too-large";

export class MediaError extends Error {
  readonly status: number;
  readonly code: MediaErrorCode;
  readonly uses?: MediaUse[];
  constructor(status: number, code: MediaErrorCode, message: string, uses?: MediaUse[]) {
    super(message);
    this.name = "MediaError";
    this.status = status;
    this.code = code;
    this.uses = uses;
  }
}

/** Who did something, as lists and the 412 answer show it. */
export interface Actor {
  id: string | null;
  email: string | null;
}

export type EditorialErrorCode =
  | "invalid"
  | "not_found"
  | "forbidden"
  /** If-Match missing (428). */
  | "precondition_required"
  /** Stale version (412): `changedBy` and `changedAt` say who and when. */
  | "stale"
  | "conflict";

export class EditorialError extends Error {
  readonly code: EditorialErrorCode;
  /** Field messages, for a form that keeps what was typed. */
  readonly fields?: Record<string, string>;
  /** For "stale": the current version and who made it. */
  readonly current?: { version: number; changedBy: Actor | null; changedAt: string };
  constructor(
    code: EditorialErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; current?: EditorialError["current"] } = {},
  ) {
    super(message);
    this.name = "EditorialError";
    this.code = code;
    this.fields = extra.fields;
    this.current = extra.current;
  }
}

/** The HTTP status of each editorial refusal, for the API and the admin actions alike. */
export const EDITORIAL_STATUS: Readonly<Record<EditorialErrorCode, number>> = {
  invalid: 400,
  not_found: 404,
  forbidden: 403,
  precondition_required: 428,
  stale: 412,
  conflict: 409,
};
