/**
 * Invitations: an admin invites someone by email and role, which creates the user
 * without a password and mails a set-up link (a one-time token, stored only as a
 * hash, valid for INVITATION_TTL_HOURS); following it, they choose their name and
 * password and are signed in. The command line creates the first admin the same
 * way (createInvitation, with no inviter and no mail).
 */
import { randomUUID } from "node:crypto";
import { adminSetupUrl } from "../../app/kernel/admin-links.ts";
import { BRAND } from "../../app/kernel/brand.ts";
import { INVITATION_TTL_HOURS, isRole, ROLES } from "../../app/kernel/admin-policy.ts";
import { time } from "../../app/kernel/rows.ts";
import { clientOf } from "./client.ts";
import { setCookiesOf, type AccountsContext } from "./context.ts";
import { passwordProblem } from "./passwords.ts";
import { allow } from "./staff.ts";
import { hashSecret, isSetupTokenShape, newSetupToken } from "./tokens.ts";
import {
  AccountsError,
  type ClientInfo,
  type Invitation,
  type InvitationPreview,
  type Role,
  type StaffUser,
} from "../../app/kernel/services/accounts.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createInvitations(ctx: AccountsContext) {
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

  return {
    createInvitation,

    async invite(user: StaffUser, input: { email: string; role: Role }, client: ClientInfo): Promise<Invitation> {
      allow(user, "users.invite");
      const invitation = await createInvitation(input.email, input.role, user, client);
      await ctx.deps.mail.send({
        to: invitation.email,
        subject: `Your ${BRAND} account`,
        text: [
          `${user.name || user.email} invited you to the ${BRAND} back office as ${invitation.role}.`,
          "",
          "Set your password and two-factor sign-in here (the link works once, for 72 hours):",
          invitation.url,
        ].join("\n"),
      });
      return invitation;
    },

    async inspectInvitation(token: string): Promise<InvitationPreview | null> {
      const row = await openInvitation(token);
      return row && isRole(row.role) ? { email: row.email, role: row.role, expiresAt: time(row.expires_at) } : null;
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
  };
}
