/**
 * What the parts of the accounts service share: better-auth (made once the secret
 * is known), the database, settings, the audit trail and mail, and the helpers
 * that turn a database user into the StaffUser every check reads.
 */
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { DEFAULT_REQUIRE_2FA_FOR, isRole, ROLES, twoFactorRequired } from "../../app/kernel/admin-policy.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { Config } from "../config.ts";
import { sharedSecret } from "../shared-secret.ts";
import { createAuth, type Auth } from "./auth.ts";
import type { ScryptCost } from "./passwords.ts";
import type { Redis } from "../redis.ts";
import type { SignInThrottle } from "./throttle.ts";
import type {
  AccountSettings,
  AuditService,
  ClientInfo,
  MailService,
  Role,
  StaffUser,
} from "../../app/kernel/services/accounts.ts";

export interface AccountsDeps {
  config: Config;
  db: () => Kysely<DB>;
  kind: DialectKind;
  audit: AuditService;
  mail: MailService;
  throttle: SignInThrottle;
  /** Counters of password-reset requests; by default the "reset" namespace of the same store. */
  resetThrottle?: SignInThrottle;
  logger: Logger;
  /** The process's Redis connection, for counters shared by every instance. */
  redis?: Redis | undefined;
  /** Tests only: a cheaper scrypt. */
  scrypt?: ScryptCost;
  /** Tests only: other bounds for sign-in password hashing (./hash-queue.ts). */
  hashQueue?: { concurrency?: number; waiting?: number };
}

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  twoFactorEnabled: boolean | number | null;
  disabledAt: string | Date | null;
}

export const SETTINGS_TTL_MS = 5000;

export class AccountsContext {
  private authPromise?: Promise<Auth>;
  private settingsCache?: { value: AccountSettings; at: number };
  readonly deps: AccountsDeps;
  constructor(deps: AccountsDeps) {
    this.deps = deps;
  }

  get db(): Kysely<DB> {
    return this.deps.db();
  }

  auth(): Promise<Auth> {
    this.authPromise ??= this.secret().then((secret) =>
      createAuth({
        db: this.db,
        kind: this.deps.kind,
        secret,
        siteUrl: this.deps.config.SITE_URL,
        basePath: this.deps.config.BASE_PATH,
        scrypt: this.deps.scrypt,
        totpPeriod: this.deps.config.TOTP_PERIOD_SECONDS,
      }),
    );
    return this.authPromise;
  }

  /** AUTH_SECRET, or one generated once and kept in the database for every instance. */
  private async secret(): Promise<string> {
    return this.deps.config.AUTH_SECRET || sharedSecret(this.db, "auth_secret");
  }

  async settings(): Promise<AccountSettings> {
    if (this.settingsCache && Date.now() - this.settingsCache.at < SETTINGS_TTL_MS) return this.settingsCache.value;
    const row = await this.db
      .selectFrom("staff_settings")
      .select("value")
      .where("key", "=", "require2faFor")
      .executeTakeFirst();
    let roles: Role[] = [...DEFAULT_REQUIRE_2FA_FOR];
    if (row) {
      const parsed: unknown = JSON.parse(row.value);
      if (Array.isArray(parsed)) roles = ROLES.filter((role) => parsed.includes(role));
    }
    const value = { require2faFor: roles };
    this.settingsCache = { value, at: Date.now() };
    return value;
  }

  forgetSettings(): void {
    this.settingsCache = undefined;
  }

  async userByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom("auth_user")
      .select(["id", "email", "name", "role", "twoFactorEnabled", "disabledAt"])
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
  }

  async userById(id: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom("auth_user")
      .select(["id", "email", "name", "role", "twoFactorEnabled", "disabledAt"])
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /**
   * The StaffUser of an active account with a known role; null otherwise (deny by default).
   * An automation token (made with the server's own access) is not held to the role's
   * two-step requirement; every session and other token is.
   */
  async staffUser(
    row: UserRow,
    ids: { sessionId: string | null; tokenId: string | null },
    { automation = false }: { automation?: boolean } = {},
  ): Promise<StaffUser | null> {
    if (row.disabledAt || !isRole(row.role)) return null;
    const twoFactorEnabled = Boolean(row.twoFactorEnabled);
    const { require2faFor } = await this.settings();
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      ...ids,
      twoFactorEnabled,
      twoFactorEnrolmentRequired: !automation && twoFactorRequired(row.role, require2faFor) && !twoFactorEnabled,
    };
  }

  async record(
    actor: { id: string | null; email: string | null } | null,
    client: ClientInfo | null,
    action: string,
    target: { type?: string; id?: string | null; before?: unknown; after?: unknown } = {},
  ): Promise<void> {
    await this.deps.audit.record({
      actor,
      ip: client?.ip ?? null,
      action,
      targetType: target.type ?? null,
      targetId: target.id ?? null,
      before: target.before,
      after: target.after,
    });
  }
}

/** Set-Cookie values of a better-auth answer, for an action to forward. */
export function setCookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}
