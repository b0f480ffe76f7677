/**
 * What the back office calls: staff accounts, sessions, two-factor sign-in,
 * invitations, personal API tokens, settings and the audit trail. The admin routes
 * reach these through React Router's context (`context.get(servicesContext).accounts`)
 * and the admin API through the same services, so both apply the same checks.
 *
 * Conventions:
 * - `request` is the incoming fetch Request (its cookies say who is signed in; the
 *   client address comes from the header the server sets, see clientOf()).
 * - Results that change cookies carry `setCookies`: Set-Cookie header values for the
 *   action to append to its answer (`headers.append("Set-Cookie", c)` for each).
 * - Methods acting on behalf of someone take the signed-in `StaffUser` and refuse
 *   with `AccessDenied` (code "forbidden") when the policy (app/kernel/admin-policy.ts)
 *   does not allow it, and with `AccountsError` (code "not_found" | "invalid" |
 *   "conflict") for bad input, so an action can show a message and an API answer 4xx.
 * - A "throttled" sign-in is answered 429 with `Retry-After: <retryAfter>`; admin pages
 *   are personal: answer them with `Cache-Control: private, no-store`.
 * - `clientOf(request)` (./client.ts) gives the ClientInfo the audit trail records; the
 *   server sets its address header on every request under {BASE_PATH}admin.
 * - Set-up and invitation links point at the set-up page (ADMIN_PAGES.setup, built by adminSetupUrl in app/kernel/links.ts);
 *   password-reset links at ADMIN_PAGES.resetPassword (adminResetUrl).
 */
import type { Role } from "../admin-policy.ts";
import type { ClientInfo } from "../client-info.ts";
import type { Refusal } from "../refusals.ts";

export type { Role };

/** Who is signed in, as every admin page and API call sees it. */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The current session's id (null when authenticated by an API token). */
  sessionId: string | null;
  /** Set when the request came with a personal API token. */
  tokenId: string | null;
  twoFactorEnabled: boolean;
  /** The role must have two-factor sign-in (settings.require2faFor) and it is not on yet: send them to enrolment. */
  twoFactorEnrolmentRequired: boolean;
}

export type { ClientInfo } from "../client-info.ts";

export type SignInResult =
  | { status: "signed-in"; user: StaffUser; setCookies: string[] }
  /** Password accepted, a second factor is needed: keep these cookies and ask for a code. */
  | { status: "two-factor"; setCookies: string[] }
  /** Wrong email, wrong password, disabled account or bad code: one generic message for all. */
  | { status: "invalid"; message: string }
  /** Too many attempts for this account or this address; answer 429 with Retry-After. */
  | { status: "throttled"; retryAfter: number; message: string }
  /** Too many sign-ins are checking passwords just now; answer 503 with Retry-After. */
  | { status: "busy"; retryAfter: number; message: string };

export type PasswordResetRequestResult =
  /** The same answer whether or not the account exists (a mail goes only to an active one). */
  | { status: "sent"; message: string }
  /** Too many requests for this address or from this client; answer 429 with Retry-After. */
  | { status: "throttled"; retryAfter: number; message: string }
  /** Too many sign-ins are checking passwords just now; answer 503 with Retry-After. */
  | { status: "busy"; retryAfter: number; message: string };

export interface SessionInfo {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The session of the request that lists them. */
  current: boolean;
}

export interface TotpEnrolment {
  /** Base32 secret, for typing into an authenticator by hand. */
  secret: string;
  /** otpauth:// URI, for a QR code. */
  otpauthUri: string;
}

export interface UserSummary {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** "invited": the set-up link has not been used yet. */
  status: "active" | "invited" | "disabled";
  twoFactorEnabled: boolean;
  createdAt: string;
  /** From the audit trail's sign-in entries; null when none is kept. */
  lastSignInAt: string | null;
}

export interface Invitation {
  userId: string;
  email: string;
  role: Role;
  /** The single-use set-up link (`{SITE_URL}{BASE_PATH}admin/setup/<token>`); shown or mailed once, stored hashed. */
  url: string;
  expiresAt: string;
}

export interface InvitationPreview {
  email: string;
  role: Role;
  expiresAt: string;
}

export interface ApiTokenSummary {
  id: string;
  name: string;
  /** First characters of the token, to recognise it in a list. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface CreatedApiToken extends ApiTokenSummary {
  /** The token itself: shown once, never stored in clear. */
  token: string;
}

export interface AccountSettings {
  /** Roles that must use two-factor sign-in. */
  require2faFor: Role[];
}

export interface AuditEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** Small JSON summaries of the state before and after, never secrets. */
  before: unknown;
  after: unknown;
}

export interface AuditQuery {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** ISO dates (inclusive from, exclusive to). */
  from?: string;
  to?: string;
  /** 1-based page; pageSize at most 200. */
  page?: number;
  pageSize?: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

/** What a writer records; `at` is now. */
export interface AuditEvent {
  actor?: { id: string | null; email: string | null } | null;
  ip?: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditService {
  /** Appends one entry. Other features (content, media, leads) call this for every write. */
  record(event: AuditEvent): Promise<void>;
  /** Counts a refusal (403, missing proof); rate-limited per actor and kind (server/audit/refusals.ts). */
  refused(refusal: Refusal): Promise<void>;
  /** Entries newest first, filtered. */
  list(query: AuditQuery): Promise<AuditPage>;
  /** Deletes entries older than AUDIT_RETENTION_DAYS; the only deletion there is. Returns how many. */
  purgeExpired(now?: Date): Promise<number>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID, so a receiver can recognise a message sent again. */
  messageId?: string;
}

export interface MailService {
  /** Sends through SMTP_URL, or writes to the log and DATA_DIR/outbox/*.eml when it is not set. */
  send(message: MailMessage): Promise<{ messageId: string; outboxFile?: string }>;
  close(): Promise<void>;
}

export interface AccountsService {
  // Sign-in
  /** Email + password. Throttled per account and per address; errors never tell whether the account exists. */
  signIn(request: Request, input: { email: string; password: string }): Promise<SignInResult>;
  /** Second step after "two-factor": a TOTP code or a backup code (needs the cookies from step one). */
  verifySecondFactor(request: Request, input: { code: string; kind: "totp" | "backup" }): Promise<SignInResult>;
  /** The signed-in staff user of a request (session cookie or `Authorization: Bearer`), or null. */
  currentUser(request: Request): Promise<StaffUser | null>;
  /** The XSRF token bound to the user's session (server/accounts/write-proof.ts); null for a token. */
  sessionXsrfToken(user: StaffUser): Promise<string | null>;
  /** Ends the request's session; the cookies clear it in the browser. */
  signOut(request: Request): Promise<{ setCookies: string[] }>;

  // Own sessions
  /** The user's sessions, newest first. */
  listSessions(user: StaffUser): Promise<SessionInfo[]>;
  /** Ends one of the user's own sessions (not_found for someone else's). */
  revokeSession(user: StaffUser, sessionId: string, client: ClientInfo): Promise<void>;

  // Two-factor
  /** Starts TOTP enrolment (password required again); nothing changes until confirmed. */
  startTotpEnrolment(request: Request, input: { password: string }): Promise<TotpEnrolment>;
  /**
   * Confirms enrolment with a code from the app; turns 2FA on and returns the backup codes,
   * shown once. The session is renewed: forward `setCookies`.
   */
  confirmTotpEnrolment(
    request: Request,
    input: { code: string },
  ): Promise<{ backupCodes: string[]; setCookies: string[] }>;
  /** Turns 2FA off (password required); refused when the role requires it. Forward `setCookies`. */
  disableTwoFactor(request: Request, input: { password: string }): Promise<{ setCookies: string[] }>;
  /** New backup codes (old ones stop working), shown once. */
  regenerateBackupCodes(request: Request, input: { password: string }): Promise<{ backupCodes: string[] }>;

  // Invitations and set-up
  /** Creates an invited user and mails the set-up link (admins). */
  invite(user: StaffUser, input: { email: string; role: Role }, client: ClientInfo): Promise<Invitation>;
  /** What a set-up link is for, or null when it is unknown, used or expired. */
  inspectInvitation(token: string): Promise<InvitationPreview | null>;
  /** Sets name and password from a set-up link (single use) and signs in. */
  acceptInvitation(
    request: Request,
    input: { token: string; name: string; password: string },
  ): Promise<{ user: StaffUser; setCookies: string[] }>;
  // Password reset
  /** Mails a single-use reset link to an active account; throttled; the answer never tells whether one exists. */
  requestPasswordReset(request: Request, input: { email: string }): Promise<PasswordResetRequestResult>;
  /** The account a reset link is for, or null when it is unknown, used or expired. */
  inspectPasswordReset(token: string): Promise<{ email: string } | null>;
  /**
   * Sets a new password from a reset link (single use) and ends every session of the
   * account; two-factor sign-in stays on, nobody is signed in (the next sign-in asks for it).
   */
  resetPassword(request: Request, input: { token: string; password: string }): Promise<{ email: string }>;
  /** Why a password would be refused (length, common list), or null when it is fine. */
  checkPassword(password: string): string | null;

  // Users (admins)
  listUsers(user: StaffUser): Promise<UserSummary[]>;
  changeRole(user: StaffUser, input: { userId: string; role: Role }, client: ClientInfo): Promise<UserSummary>;
  /** Disables an account and ends its sessions and tokens; one cannot disable oneself. */
  disableUser(user: StaffUser, input: { userId: string }, client: ClientInfo): Promise<UserSummary>;

  // Personal API tokens (own)
  createToken(user: StaffUser, input: { name: string }, client: ClientInfo): Promise<CreatedApiToken>;
  listTokens(user: StaffUser): Promise<ApiTokenSummary[]>;
  revokeToken(user: StaffUser, tokenId: string, client: ClientInfo): Promise<void>;

  // Settings (admins)
  getSettings(user: StaffUser): Promise<AccountSettings>;
  updateSettings(user: StaffUser, input: AccountSettings, client: ClientInfo): Promise<AccountSettings>;

  /** The audit trail (admins). */
  listAudit(user: StaffUser, query: AuditQuery): Promise<AuditPage>;

  close(): Promise<void>;
}

export { AccessDenied, AccountsError, type AccountsErrorCode } from "../refusals.ts";
