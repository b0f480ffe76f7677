/**
 * The staff the admins manage: the user list, roles, disabling, personal API
 * tokens and the settings (invitations are in ./invitations.ts). Every method
 * checks the policy first (deny by default; `allow`, shared by the accounts
 * service) and records what it changed in the audit trail.
 */
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import type { AccountsDB } from "../../db/schema-accounts.ts";
import { can, isRole, ROLES, type Action } from "../../app/kernel/admin-policy.ts";
import type { AccountsContext } from "./context.ts";
import { newApiToken } from "./tokens.ts";
import {
  AccessDenied,
  AccountsError,
  type AccountSettings,
  type ApiTokenSummary,
  type ClientInfo,
  type CreatedApiToken,
  type Role,
  type StaffUser,
  type UserSummary,
} from "../../app/kernel/services/accounts.ts";
import { time } from "../../app/kernel/rows.ts";

export function allow(user: StaffUser | null, action: Action): asserts user is StaffUser {
  if (!user || !can(user.role, action)) throw new AccessDenied();
}

export function createStaff(ctx: AccountsContext) {
  /** A user's summary columns: whether a password is set, and the last sign-in the audit trail holds. */
  const userColumns = (eb: ExpressionBuilder<AccountsDB, "auth_user">) =>
    [
      "auth_user.id",
      "auth_user.email",
      "auth_user.name",
      "auth_user.role",
      "auth_user.twoFactorEnabled",
      "auth_user.disabledAt",
      "auth_user.createdAt",
      eb
        .exists(eb.selectFrom("auth_account").select("id").whereRef("auth_account.userId", "=", "auth_user.id"))
        .as("hasPassword"),
      eb
        .selectFrom("audit_log")
        .select((e) => e.fn.max("audit_log.at").as("at"))
        .whereRef("audit_log.actor_id", "=", "auth_user.id")
        .where("audit_log.action", "=", "sign-in")
        .as("lastSignInAt"),
    ] as const;

  async function summary(userId: string): Promise<UserSummary> {
    const row = await ctx.db.selectFrom("auth_user").select(userColumns).where("id", "=", userId).executeTakeFirst();
    if (!row) throw new AccountsError("not_found", "No such user.");
    return toSummary(row);
  }

  function toSummary(row: {
    id: string;
    email: string;
    name: string;
    role: string;
    twoFactorEnabled: boolean | number | null;
    disabledAt: string | Date | null;
    createdAt: string | Date;
    hasPassword: unknown;
    lastSignInAt: string | Date | null;
  }): UserSummary {
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: isRole(row.role) ? row.role : "author",
      status: row.disabledAt ? "disabled" : row.hasPassword && Number(row.hasPassword) !== 0 ? "active" : "invited",
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      createdAt: time(row.createdAt),
      lastSignInAt: row.lastSignInAt ? time(row.lastSignInAt) : null,
    };
  }

  async function ownToken(user: StaffUser, tokenId: string) {
    const row = await ctx.db
      .selectFrom("api_tokens")
      .selectAll()
      .where("id", "=", String(tokenId))
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (!row) throw new AccountsError("not_found", "No such token.");
    return row;
  }

  async function insertToken(
    user: StaffUser,
    input: { name: string },
    client: ClientInfo,
    automation: boolean,
  ): Promise<CreatedApiToken> {
    const name = String(input.name ?? "").trim();
    if (name.length < 1 || name.length > 100)
      throw new AccountsError("invalid", "Name the token (up to 100 characters).", { name: "Name the token." });
    const { token, hash, prefix } = newApiToken();
    const row = {
      id: randomUUID(),
      user_id: user.id,
      name,
      prefix,
      token_hash: hash,
      created_at: new Date().toISOString(),
      last_used_at: null,
      revoked_at: null,
      automation: automation ? 1 : 0,
    };
    await ctx.db.insertInto("api_tokens").values(row).execute();
    await ctx.record(user, client, "token.created", { type: "token", id: row.id, after: { name, prefix, automation } });
    return { ...tokenSummary(row), token };
  }

  const tokenSummary = (row: {
    id: string;
    name: string;
    prefix: string;
    created_at: string | Date;
    last_used_at: string | Date | null;
    revoked_at: string | Date | null;
  }): ApiTokenSummary => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: time(row.created_at),
    lastUsedAt: row.last_used_at ? time(row.last_used_at) : null,
    revokedAt: row.revoked_at ? time(row.revoked_at) : null,
  });

  return {
    async listUsers(user: StaffUser): Promise<UserSummary[]> {
      allow(user, "users.read");
      const rows = await ctx.db.selectFrom("auth_user").select(userColumns).orderBy("email").execute();
      return rows.map(toSummary);
    },

    async changeRole(user: StaffUser, input: { userId: string; role: Role }, client: ClientInfo) {
      allow(user, "users.change-role");
      if (!isRole(input.role)) throw new AccountsError("invalid", "Choose a role.", { role: "Choose a role." });
      if (input.userId === user.id) throw new AccountsError("conflict", "You cannot change your own role.");
      const before = await summary(String(input.userId));
      await ctx.db.updateTable("auth_user").set({ role: input.role }).where("id", "=", before.id).execute();
      await ctx.record(user, client, "user.role-changed", {
        type: "user",
        id: before.id,
        before: { role: before.role },
        after: { role: input.role },
      });
      return summary(before.id);
    },

    async disableUser(user: StaffUser, input: { userId: string }, client: ClientInfo) {
      allow(user, "users.disable");
      if (input.userId === user.id) throw new AccountsError("conflict", "You cannot disable your own account.");
      const before = await summary(String(input.userId));
      const now = new Date().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable("auth_user").set({ disabledAt: now }).where("id", "=", before.id).execute();
        await trx.deleteFrom("auth_session").where("userId", "=", before.id).execute();
        await trx
          .updateTable("api_tokens")
          .set({ revoked_at: now })
          .where("user_id", "=", before.id)
          .where("revoked_at", "is", null)
          .execute();
      });
      await ctx.record(user, client, "user.disabled", {
        type: "user",
        id: before.id,
        before: { status: before.status },
        after: { status: "disabled" },
      });
      return summary(before.id);
    },

    async createToken(user: StaffUser, input: { name: string }, client: ClientInfo): Promise<CreatedApiToken> {
      allow(user, "tokens.own");
      // A token outlives the session that made it: only someone who meets the role's requirement may make one.
      if (user.twoFactorEnrolmentRequired)
        throw new AccountsError("forbidden", "Set up two-step sign-in first; your role requires it.");
      return insertToken(user, input, client, false);
    },

    /** For `npm run admin -- create-token`: made with the server's own access, it acts whatever the role requires. */
    createAutomationToken(user: StaffUser, input: { name: string }, client: ClientInfo): Promise<CreatedApiToken> {
      allow(user, "tokens.own");
      return insertToken(user, input, client, true);
    },

    async listTokens(user: StaffUser): Promise<ApiTokenSummary[]> {
      allow(user, "tokens.own");
      const rows = await ctx.db
        .selectFrom("api_tokens")
        .selectAll()
        .where("user_id", "=", user.id)
        .orderBy("created_at", "desc")
        .execute();
      return rows.map(tokenSummary);
    },

    async revokeToken(user: StaffUser, tokenId: string, client: ClientInfo): Promise<void> {
      allow(user, "tokens.own");
      const row = await ownToken(user, tokenId);
      if (row.revoked_at) return;
      await ctx.db
        .updateTable("api_tokens")
        .set({ revoked_at: new Date().toISOString() })
        .where("id", "=", row.id)
        .execute();
      await ctx.record(user, client, "token.revoked", { type: "token", id: row.id, before: { name: row.name } });
    },

    async getSettings(user: StaffUser): Promise<AccountSettings> {
      allow(user, "settings.read");
      return ctx.settings();
    },

    async updateSettings(user: StaffUser, input: AccountSettings, client: ClientInfo): Promise<AccountSettings> {
      allow(user, "settings.update");
      const roles = Array.isArray(input.require2faFor) ? input.require2faFor : [];
      if (!roles.every(isRole)) throw new AccountsError("invalid", "Unknown role.", { require2faFor: "Unknown role." });
      const before = await ctx.settings();
      const value = JSON.stringify(ROLES.filter((role) => roles.includes(role)));
      await ctx.db
        .insertInto("staff_settings")
        .values({ key: "require2faFor", value, updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: new Date().toISOString() }))
        .execute();
      ctx.forgetSettings();
      const after = await ctx.settings();
      await ctx.record(user, client, "settings.changed", { type: "settings", id: "accounts", before, after });
      return after;
    },
  };
}
