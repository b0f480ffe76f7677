/**
 * Password reset by mail. A request always gets the same answer, at once: whether an
 * account exists, is disabled or was never set up is decided afterwards, away from
 * the answer, so neither its words nor its timing tell. Only an active account with a
 * password gets a mail, holding a single-use link valid for PASSWORD_RESET_TTL_MINUTES.
 *
 * Links are kept in better-auth's verification table by their SHA-256 hash (./tokens.ts),
 * not with better-auth's requestPasswordReset: that one stores the token itself, would
 * mail invited and disabled accounts, and would create a password for an account that
 * has none (decision 0022).
 */
import { randomUUID } from "node:crypto";
import { isRole, PASSWORD_RESET_TTL_MINUTES } from "../../app/kernel/admin-policy.ts";
import { adminResetUrl } from "../../app/kernel/admin-links.ts";
import { BRAND } from "../../app/kernel/brand.ts";
import { clientOf } from "./client.ts";
import type { AccountsContext, UserRow } from "./context.ts";
import { passwordProblem } from "./passwords.ts";
import {
  createSignInThrottle,
  RESET_ACCOUNT_REQUESTS,
  RESET_ADDRESS_REQUESTS,
  type SignInThrottle,
} from "./throttle.ts";
import { hashSecret, isSetupTokenShape, newSetupToken } from "./tokens.ts";
import { AccountsError, type ClientInfo, type PasswordResetRequestResult } from "../../app/kernel/services/accounts.ts";

/** Identifier prefix of reset links in auth_verification (better-auth's own rows use other prefixes). */
const PREFIX = "staff-password-reset:";
export const RESET_SENT =
  "If an account exists for that address, we sent a link to it. The link works once, within an hour.";
export const RESET_THROTTLED = "Too many requests. Wait a little and try again.";
export const RESET_LINK_INVALID = "This reset link is not valid any more. Ask for a new one.";

const ms = (value: string | Date) => (value instanceof Date ? value : new Date(value)).getTime();

export function createReset(ctx: AccountsContext, throttle?: SignInThrottle) {
  const limits =
    throttle ??
    createSignInThrottle(ctx.deps.config, ctx.deps.redis, {
      namespace: "reset",
      account: RESET_ACCOUNT_REQUESTS,
      address: RESET_ADDRESS_REQUESTS,
    });
  const pending = new Set<Promise<void>>();

  async function hasPassword(userId: string): Promise<boolean> {
    const row = await ctx.db
      .selectFrom("auth_account")
      .select("id")
      .where("userId", "=", userId)
      .where("providerId", "=", "credential")
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Why an account gets no link (null: it gets one). */
  async function refusalOf(user: UserRow): Promise<string | null> {
    if (user.disabledAt) return "disabled";
    if (!isRole(user.role)) return "no role";
    return (await hasPassword(user.id)) ? null : "not set up";
  }

  /** Everything that depends on the account, done after the answer has gone. */
  async function deliver(email: string, client: ClientInfo): Promise<void> {
    const user = await ctx.userByEmail(email);
    if (!user) return;
    const actor = { id: user.id, email: user.email };
    const refused = await refusalOf(user);
    if (refused) {
      await ctx.record(actor, client, "password.reset-requested", {
        type: "user",
        id: user.id,
        after: { mailed: false, reason: refused },
      });
      return;
    }
    const { token, hash } = newSetupToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      // One link at a time: asking again replaces the one mailed before.
      await trx
        .deleteFrom("auth_verification")
        .where("value", "=", user.id)
        .where("identifier", "like", `${PREFIX}%`)
        .execute();
      await trx
        .insertInto("auth_verification")
        .values({
          id: randomUUID(),
          identifier: `${PREFIX}${hash}`,
          value: user.id,
          expiresAt,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .execute();
    });
    await ctx.record(actor, client, "password.reset-requested", {
      type: "user",
      id: user.id,
      after: { mailed: true, expiresAt },
    });
    await ctx.deps.mail.send({
      to: user.email,
      subject: `Reset your ${BRAND} password`,
      text: [
        `Someone asked to reset the password of the ${BRAND} back-office account ${user.email}.`,
        "",
        `Choose a new password here (the link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes):`,
        adminResetUrl(ctx.deps.config.SITE_URL, ctx.deps.config.BASE_PATH, token),
        "",
        "If you did not ask for this, ignore this message: your password stays as it is.",
        "Two-step sign-in stays on; every signed-in session ends when the password changes.",
      ].join("\n"),
    });
  }

  /** The link's row and its account, when the link is known, unused, unexpired and the account active. */
  async function open(token: string) {
    if (!isSetupTokenShape(String(token))) return undefined;
    const row = await ctx.db
      .selectFrom("auth_verification")
      .select(["id", "value", "expiresAt"])
      .where("identifier", "=", `${PREFIX}${hashSecret(token)}`)
      .executeTakeFirst();
    if (!row) return undefined;
    if (ms(row.expiresAt) <= Date.now()) {
      await ctx.db.deleteFrom("auth_verification").where("id", "=", row.id).execute();
      return undefined;
    }
    const user = await ctx.userById(row.value);
    if (!user || (await refusalOf(user))) return undefined;
    return { id: row.id, user };
  }

  return {
    async requestPasswordReset(request: Request, input: { email: string }): Promise<PasswordResetRequestResult> {
      const client = clientOf(request);
      const email = String(input.email ?? "")
        .trim()
        .toLowerCase()
        .slice(0, 320);
      const limit = await limits.attempt(email, client.ip);
      if (!limit.ok) return { status: "throttled", retryAfter: limit.retryAfterSeconds, message: RESET_THROTTLED };
      if (email) {
        const work = deliver(email, client).catch((error: unknown) =>
          ctx.deps.logger.error({ err: error }, "password reset mail failed"),
        );
        pending.add(work);
        void work.finally(() => pending.delete(work));
      }
      return { status: "sent", message: RESET_SENT };
    },

    async inspectPasswordReset(token: string): Promise<{ email: string } | null> {
      const found = await open(token);
      return found ? { email: found.user.email } : null;
    },

    async resetPassword(request: Request, input: { token: string; password: string }): Promise<{ email: string }> {
      const password = String(input.password ?? "");
      const found = await open(input.token);
      if (!found) throw new AccountsError("not_found", RESET_LINK_INVALID);
      const { user } = found;
      const problem = passwordProblem(password, { email: user.email, name: user.name });
      if (problem) throw new AccountsError("invalid", "Check the highlighted fields.", { password: problem });
      // Spend the link first: of two concurrent uses only one deletes the row.
      const spent = await ctx.db.deleteFrom("auth_verification").where("id", "=", found.id).executeTakeFirst();
      if (Number(spent.numDeletedRows) !== 1) throw new AccountsError("not_found", RESET_LINK_INVALID);
      const context = await (await ctx.auth()).$context;
      await context.internalAdapter.updatePassword(user.id, await context.password.hash(password));
      // Whoever knew the old password is out; two-factor sign-in and API tokens stay as they are.
      const ended = await ctx.db.deleteFrom("auth_session").where("userId", "=", user.id).executeTakeFirst();
      await ctx.deps.throttle.succeeded(user.email);
      await ctx.record({ id: user.id, email: user.email }, clientOf(request), "password.reset", {
        type: "user",
        id: user.id,
        after: { sessionsEnded: Number(ended.numDeletedRows) },
      });
      return { email: user.email };
    },

    /** Waits for reset mail still being prepared or sent (tests, shutdown). */
    async settled(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },

    async closeReset(): Promise<void> {
      await Promise.all([...pending]);
      await limits.close();
    },
  };
}
