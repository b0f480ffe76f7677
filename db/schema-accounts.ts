/**
 * Table types of the staff accounts (migration 0007, db/migrations/0007_accounts.ts).
 * The auth_* tables belong to better-auth, which reads and writes them itself; the
 * project reads them for lists and writes only the fields that are its own (role, disabledAt).
 */
import type { Generated } from "kysely";
import type { Bool, Timestamp } from "./schema.ts";

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  twoFactorEnabled: Bool | null;
  role: string;
  disabledAt: Timestamp | null;
}

export interface AuthSessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AuthAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuthTwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: Bool | null;
}

/** TOTP codes accepted in the last few minutes: each is accepted once. */
export interface AuthTotpUsedTable {
  user_id: string;
  code: string;
  used_at: Timestamp;
}

export interface StaffInvitationsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the set-up token; the token itself is only in the link. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  invited_by: string | null;
}

export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  /** SHA-256 of the token. */
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** 1 for a token made with `npm run admin -- create-token` (migration 0013). */
  automation: Generated<number>;
}

export interface StaffSettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: Timestamp;
}

/** Append-only: the database refuses UPDATE and DELETE outside the retention job. */
export interface AuditLogTable {
  id: Generated<number | string>;
  at: Timestamp;
  actor_id: string | null;
  actor_email: string | null;
  ip: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
}

/** better-auth's table of short-lived values; password-reset links are kept here by their hash (server/accounts/reset.ts). */
export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AccountsDB {
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  auth_account: AuthAccountTable;
  auth_verification: AuthVerificationTable;
  auth_two_factor: AuthTwoFactorTable;
  auth_totp_used: AuthTotpUsedTable;
  staff_invitations: StaffInvitationsTable;
  api_tokens: ApiTokensTable;
  staff_settings: StaffSettingsTable;
  audit_log: AuditLogTable;
}
