/**
 * The staff the admins manage: invitations and set-up links, the user list, roles,
 * disabling, personal API tokens and the settings. Every method checks the policy
 * first (deny by default) and records what it changed in the audit trail.
 */
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import type { AccountsDB } from "../../db/schema-accounts.ts";
import { adminSetupUrl } from "../../app/kernel/links.ts";
import { can, INVITATION_TTL_HOURS, isRole, ROLES, type Action } from "../../app/kernel/admin-policy.ts";
import { clientOf } from "./client.ts";
import { setCookiesOf, type AccountsContext } from "./context.ts";
import { passwordProblem } from "./passwords.ts";
import { hashSecret, isSetupTokenShape, newApiToken, newSetupToken } from "./tokens.ts";
import {
  AccessDenied,
  AccountsError,
  type AccountSettings,
  type ApiTokenSummary,
  type ClientInfo,
  type CreatedApiToken,
  type Invitation,
  type InvitationPreview,
  type Role,
  type StaffUser,
  type UserSummary,
} from "./types.ts";

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
      createdAt: iso(row.createdAt),
      lastSignInAt: row.lastSignInAt ? iso(row.lastSignInAt) : null,
    };
  }

  /** A new user without a password, and a set-up link for them (also used by the command line). */
  async function createInvitation(
    email: string,
    role: Role,
    invitedBy: { id: string; email: string } | null,
    client: ClientInfo | null,
  ): Promise<Invitation> {
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address) || address.length > 320)
      throw new AccountsError("invalid", "Enter a valid email address.", { email: "Enter a valid email address." });
    if (!isRole(role)) throw new AccountsError("invalid", "Choose a role.", { role: `One of ${ROLES.join(", ")}.` });
    if (await ctx.userByEmail(address))
      throw new AccountsError("conflict", "Someone with this email address already has an account.", {
        email: "Someone with this email address already has an account.",
      });
    const internal = (await (await ctx.auth()).$context).internalAdapter;
    const user = await internal.createUser(
      { email: address, name: address.split("@")[0] ?? address, role },
      { method: "admin" },
    );
    const { token, hash } = newSetupToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000).toISOString();
    await ctx.db
      .insertInto("staff_invitations")
      .values({
        id: randomUUID(),
        user_id: user.id,
        token_hash: hash,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
        invited_by: invitedBy?.id ?? null,
      })
      .execute();
    await ctx.record(invitedBy, client, "invitation.sent", {
      type: "user",
      id: user.id,
      after: { email: address, role },
    });
    const url = adminSetupUrl(ctx.deps.config.SITE_URL, ctx.deps.config.BASE_PATH, token);
    return { userId: user.id, email: address, role, url, expiresAt };
  }

  async function openInvitation(token: string) {
    if (!isSetupTokenShape(String(token))) return undefined;
    const row = await ctx.db
      .selectFrom("staff_invitations")
      .innerJoin("auth_user", "auth_user.id", "staff_invitations.user_id")
      .select(["staff_invitations.id", "user_id", "expires_at", "used_at", "email", "role", "disabledAt"])
      .where("token_hash", "=", hashSecret(token))
      .executeTakeFirst();
    if (!row || row.used_at || row.disabledAt || new Date(row.expires_at).getTime() <= Date.now()) return undefined;
    return row;
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
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
  });

  return {
    createInvitation,

    async invite(user: StaffUser, input: { email: string; role: Role }, client: ClientInfo): Promise<Invitation> {
      allow(user, "users.invite");
      const invitation = await createInvitation(input.email, input.role, user, client);
      await ctx.deps.mail.send({
        to: invitation.email,
        subject: "Your Vitrine account",
        text: [
          `${user.name || user.email} invited you to the Vitrine back office as ${invitation.role}.`,
          "",
          "Set your password and two-factor sign-in here (the link works once, for 72 hours):",
          invitation.url,
        ].join("\n"),
      });
      return invitation;
    },

    async inspectInvitation(token: string): Promise<InvitationPreview | null> {
      const row = await openInvitation(token);
      return row && isRole(row.role) ? { email: row.email, role: row.role, expiresAt: iso(row.expires_at) } : null;
    },

    async acceptInvitation(request: Request, input: { token: string; name: string; password: string }) {
      const name = String(input.name ?? "").trim();
      const password = String(input.password ?? "");
      const row = await openInvitation(input.token);
      if (!row)
        throw new AccountsError("not_found", "This set-up link is not valid any more. Ask an admin for a new one.");
      const fields: Record<string, string> = {};
      if (name.length < 1 || name.length > 100) fields.name = "Enter your name (up to 100 characters).";
      const problem = passwordProblem(password, { email: row.email, name });
      if (problem) fields.password = problem;
      if (Object.keys(fields).length) throw new AccountsError("invalid", "Check the highlighted fields.", fields);
      // Spend the link first: of two concurrent uses only one updates the row.
      const spent = await ctx.db
        .updateTable("staff_invitations")
        .set({ used_at: new Date().toISOString() })
        .where("id", "=", row.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1)
        throw new AccountsError("not_found", "This set-up link was already used.");
      const auth = await ctx.auth();
      const context = await auth.$context;
      await context.internalAdapter.updateUser(row.user_id, { name, emailVerified: true });
      await context.internalAdapter.linkAccount({
        userId: row.user_id,
        providerId: "credential",
        accountId: row.user_id,
        password: await context.password.hash(password),
      });
      const { headers, response } = await auth.api.signInEmail({
        body: { email: row.email, password, rememberMe: false },
        headers: request.headers,
        returnHeaders: true,
      });
      const user = await ctx.staffUser((await ctx.userById(row.user_id))!, {
        sessionId:
          (
            await ctx.db
              .selectFrom("auth_session")
              .select("id")
              .where("token", "=", (response as { token: string }).token)
              .executeTakeFirst()
          )?.id ?? null,
        tokenId: null,
      });
      if (!user) throw new AccountsError("forbidden", "This account cannot sign in.");
      await ctx.record({ id: user.id, email: user.email }, clientOf(request), "invitation.accepted", {
        type: "user",
        id: user.id,
      });
      return { user, setCookies: setCookiesOf(headers) };
    },

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
      };
      await ctx.db.insertInto("api_tokens").values(row).execute();
      await ctx.record(user, client, "token.created", { type: "token", id: row.id, after: { name, prefix } });
      return { ...tokenSummary(row), token };
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
