/**
 * Signing in and out, who is signed in, own sessions and two-factor set-up: the
 * parts of the accounts service that go through better-auth.
 */
import { APIError } from "better-auth/api";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "./auth.ts";
import { clientOf } from "./client.ts";
import { setCookiesOf, type AccountsContext } from "./context.ts";
import { createHashQueue, HASH_RETRY_AFTER_SECONDS } from "./hash-queue.ts";
import { deviceCookie, deviceUserOf } from "./known-device.ts";
import { hashPassword } from "./passwords.ts";
import { hashSecret, isApiTokenShape } from "./tokens.ts";
import { sessionXsrfCookie, sessionXsrfToken } from "./write-proof.ts";
import {
  AccountsError,
  type SessionInfo,
  type SignInResult,
  type StaffUser,
  type TotpEnrolment,
} from "../../app/kernel/services/accounts.ts";
import { time } from "../../app/kernel/rows.ts";

export const INVALID_SIGN_IN = "The email address or password is not correct.";
export const INVALID_CODE = "The code is not correct or has expired. Sign in again if it keeps failing.";
export const THROTTLED = "Too many attempts. Wait a few minutes before you try again.";
export const BUSY = "Too many people are signing in just now. Try again in a moment.";
/** Only touch a session's activity time this often: one write a minute per active session at most. */
const ACTIVITY_WRITE_MS = 60_000;
/** Longer than better-auth's TOTP window (the current 30-second step and one either side). */
const TOTP_CLAIM_MS = 3 * 60_000;

const ms = (value: string | Date) => (value instanceof Date ? value : new Date(value)).getTime();

export function createSignIn(ctx: AccountsContext) {
  let dummyHash: Promise<string> | undefined;
  const hashing = createHashQueue(ctx.deps.hashQueue);
  const secure = ctx.deps.config.SITE_URL.startsWith("https:");
  const secret = async () => (await ctx.auth()).options.secret ?? "";

  async function xsrfTokenOf(sessionId: string): Promise<string> {
    return sessionXsrfToken(await secret(), sessionId);
  }

  async function userOfSessionToken(token: string): Promise<StaffUser | null> {
    const session = await ctx.db
      .selectFrom("auth_session")
      .select(["id", "userId"])
      .where("token", "=", token)
      .executeTakeFirst();
    const row = session && (await ctx.userById(session.userId));
    return row ? ctx.staffUser(row, { sessionId: session.id, tokenId: null }) : null;
  }

  async function fromToken(token: string): Promise<StaffUser | null> {
    if (!isApiTokenShape(token)) return null;
    const row = await ctx.db
      .selectFrom("api_tokens")
      .select(["id", "user_id", "last_used_at", "automation"])
      .where("token_hash", "=", hashSecret(token))
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    const user = row && (await ctx.userById(row.user_id));
    if (!row || !user) return null;
    if (!row.last_used_at || Date.now() - ms(row.last_used_at) > ACTIVITY_WRITE_MS)
      await ctx.db
        .updateTable("api_tokens")
        .set({ last_used_at: new Date().toISOString() })
        .where("id", "=", row.id)
        .execute();
    return ctx.staffUser(user, { sessionId: null, tokenId: row.id }, { automation: Number(row.automation) === 1 });
  }

  async function failed(email: string, client: ReturnType<typeof clientOf>, reason: string): Promise<SignInResult> {
    const user = email ? await ctx.userByEmail(email) : undefined;
    await ctx.record({ id: user?.id ?? null, email: email.slice(0, 320) || null }, client, "sign-in.failed", {
      type: "user",
      id: user?.id ?? null,
      after: { reason },
    });
    return { status: "invalid", message: reason === "code" ? INVALID_CODE : INVALID_SIGN_IN };
  }

  async function signedIn(
    email: string,
    client: ReturnType<typeof clientOf>,
    token: string,
    setCookies: string[],
    method: string,
  ): Promise<SignInResult> {
    const user = await userOfSessionToken(token);
    if (!user) return { status: "invalid", message: INVALID_SIGN_IN };
    await ctx.deps.throttle.succeeded(email || user.email);
    await ctx.record({ id: user.id, email: user.email }, client, "sign-in", {
      type: "session",
      id: user.sessionId,
      after: { method },
    });
    // The double-submit token from now on is the one bound to this session (./write-proof.ts),
    // and this client is a known device of the account from now on (./known-device.ts).
    const xsrf = sessionXsrfCookie(await xsrfTokenOf(user.sessionId!), ctx.deps.config.BASE_PATH, secure);
    const device = deviceCookie(await secret(), user.id, secure);
    return { status: "signed-in", user, setCookies: [...setCookies, xsrf, device] };
  }

  /**
   * Claims a TOTP code for a user; false when it was accepted before. better-auth accepts
   * a code throughout its window (about 90 s), so a code seen over a shoulder could be
   * used again. Claims older than the window are dropped on the way.
   */
  async function claimTotp(userId: string, code: string): Promise<boolean> {
    const now = Date.now();
    await ctx.db
      .deleteFrom("auth_totp_used")
      .where("used_at", "<", new Date(now - TOTP_CLAIM_MS).toISOString())
      .execute();
    const claimed = await ctx.db
      .insertInto("auth_totp_used")
      .values({ user_id: userId, code, used_at: new Date(now).toISOString() })
      .onConflict((oc) => oc.columns(["user_id", "code"]).doNothing())
      .executeTakeFirst();
    return Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  const api = {
    async signIn(request: Request, input: { email: string; password: string }): Promise<SignInResult> {
      const client = clientOf(request);
      const email = String(input.email ?? "")
        .trim()
        .toLowerCase()
        .slice(0, 320);
      const password = String(input.password ?? "");
      const user = email ? await ctx.userByEmail(email) : undefined;
      const knownDevice =
        Boolean(user) && deviceUserOf(await secret(), request.headers.get("cookie"), secure) === user!.id;
      const limit = await ctx.deps.throttle.attempt(email, client.ip, { knownDevice });
      if (!limit.ok) {
        await ctx.record({ id: null, email: email || null }, client, "sign-in.throttled", { type: "user" });
        return { status: "throttled", retryAfter: limit.retryAfterSeconds, message: THROTTLED };
      }
      const auth = await ctx.auth();
      const checked = await hashing.run(async (): Promise<SignInResult> => {
        if (!email || !password || (user && user.disabledAt)) {
          // Same work as a real check, so the time taken says nothing about the account.
          dummyHash ??= hashPassword("not a password", ctx.deps.scrypt);
          await (await auth.$context).password.verify({ hash: await dummyHash, password: password || "x" });
          return failed(email, client, user?.disabledAt ? "disabled" : "password");
        }
        try {
          const { headers, response } = await auth.api.signInEmail({
            body: { email, password, rememberMe: false },
            headers: request.headers,
            returnHeaders: true,
          });
          const setCookies = setCookiesOf(headers);
          if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
            await ctx.record({ id: user?.id ?? null, email }, client, "sign-in.password-accepted", {
              type: "user",
              id: user?.id ?? null,
            });
            return { status: "two-factor", setCookies };
          }
          return signedIn(email, client, (response as { token: string }).token, setCookies, "password");
        } catch (error) {
          if (error instanceof APIError) return failed(email, client, "password");
          throw error;
        }
      });
      // Refused before any hashing, and not recorded: under a flood, the cheaper the better.
      if (!checked) return { status: "busy", retryAfter: HASH_RETRY_AFTER_SECONDS, message: BUSY };
      return checked.value;
    },

    async verifySecondFactor(
      request: Request,
      input: { code: string; kind: "totp" | "backup" },
    ): Promise<SignInResult> {
      const client = clientOf(request);
      const limit = await ctx.deps.throttle.attempt(null, client.ip);
      if (!limit.ok) return { status: "throttled", retryAfter: limit.retryAfterSeconds, message: THROTTLED };
      const auth = await ctx.auth();
      const code = String(input.code ?? "").replace(/\s+/g, "");
      try {
        const call = { headers: request.headers, returnHeaders: true as const };
        const { headers, response } =
          input.kind === "backup"
            ? await auth.api.verifyBackupCode({ ...call, body: { code } })
            : await auth.api.verifyTOTP({ ...call, body: { code } });
        const token = (response as { token?: string }).token ?? "";
        const userId = (response as { user?: { id?: string } }).user?.id ?? "";
        if (input.kind === "totp" && !(await claimTotp(userId, code))) {
          // Accepted by better-auth but used before: undo the session it just made.
          await ctx.db.deleteFrom("auth_session").where("token", "=", token).execute();
          return failed("", client, "code");
        }
        return signedIn("", client, token, setCookiesOf(headers), input.kind);
      } catch (error) {
        if (error instanceof APIError) return failed("", client, "code");
        throw error;
      }
    },

    async currentUser(request: Request): Promise<StaffUser | null> {
      const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1];
      if (bearer) return fromToken(bearer);
      if (!request.headers.get("cookie")) return null;
      const auth = await ctx.auth();
      const found = await auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
      if (!found) return null;
      const { session } = found;
      const now = Date.now();
      if (
        now - ms(session.createdAt) > SESSION_ABSOLUTE_SECONDS * 1000 ||
        now - ms(session.updatedAt) > SESSION_IDLE_SECONDS * 1000
      ) {
        await ctx.db.deleteFrom("auth_session").where("id", "=", session.id).execute();
        return null;
      }
      if (now - ms(session.updatedAt) > ACTIVITY_WRITE_MS)
        await ctx.db
          .updateTable("auth_session")
          .set({ updatedAt: new Date(now).toISOString() })
          .where("id", "=", session.id)
          .execute();
      const row = await ctx.userById(found.user.id);
      return row ? ctx.staffUser(row, { sessionId: session.id, tokenId: null }) : null;
    },

    async sessionXsrfToken(user: StaffUser): Promise<string | null> {
      return user.sessionId ? xsrfTokenOf(user.sessionId) : null;
    },

    async signOut(request: Request): Promise<{ setCookies: string[] }> {
      const user = await api.currentUser(request);
      const auth = await ctx.auth();
      const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
      if (user?.sessionId)
        await ctx.record({ id: user.id, email: user.email }, clientOf(request), "sign-out", {
          type: "session",
          id: user.sessionId,
        });
      return { setCookies: setCookiesOf(headers) };
    },

    async listSessions(user: StaffUser): Promise<SessionInfo[]> {
      const rows = await ctx.db
        .selectFrom("auth_session")
        .select(["id", "createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"])
        .where("userId", "=", user.id)
        .orderBy("createdAt", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        createdAt: time(row.createdAt),
        updatedAt: time(row.updatedAt),
        expiresAt: time(row.expiresAt),
        ip: row.ipAddress,
        userAgent: row.userAgent,
        current: row.id === user.sessionId,
      }));
    },

    async revokeSession(user: StaffUser, sessionId: string, client: ReturnType<typeof clientOf>): Promise<void> {
      const result = await ctx.db
        .deleteFrom("auth_session")
        .where("id", "=", String(sessionId))
        .where("userId", "=", user.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new AccountsError("not_found", "No such session.");
      await ctx.record({ id: user.id, email: user.email }, client, "session.revoked", {
        type: "session",
        id: sessionId,
      });
    },

    async startTotpEnrolment(request: Request, input: { password: string }): Promise<TotpEnrolment> {
      const auth = await ctx.auth();
      const result = await call(() =>
        auth.api.enableTwoFactor({ body: { password: String(input.password ?? "") }, headers: request.headers }),
      );
      const otpauthUri = (result as { totpURI: string }).totpURI;
      return { otpauthUri, secret: new URL(otpauthUri).searchParams.get("secret") ?? "" };
    },

    async confirmTotpEnrolment(request: Request, input: { code: string }) {
      const user = await signedInUser(request);
      const auth = await ctx.auth();
      const { headers } = await call(() =>
        auth.api.verifyTOTP({
          body: { code: String(input.code ?? "").replace(/\s+/g, "") },
          headers: request.headers,
          returnHeaders: true,
        }),
      );
      await claimTotp(user.id, String(input.code ?? "").replace(/\s+/g, ""));
      const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: user.id } });
      await ctx.record({ id: user.id, email: user.email }, clientOf(request), "two-factor.enabled", {
        type: "user",
        id: user.id,
      });
      return { backupCodes, setCookies: setCookiesOf(headers) };
    },

    async disableTwoFactor(request: Request, input: { password: string }) {
      const user = await signedInUser(request);
      if (user.twoFactorEnabled && (await ctx.settings()).require2faFor.includes(user.role))
        throw new AccountsError("forbidden", "Two-factor sign-in is required for your role.");
      const auth = await ctx.auth();
      const { headers } = await call(() =>
        auth.api.disableTwoFactor({
          body: { password: String(input.password ?? "") },
          headers: request.headers,
          returnHeaders: true,
        }),
      );
      await ctx.record({ id: user.id, email: user.email }, clientOf(request), "two-factor.disabled", {
        type: "user",
        id: user.id,
      });
      return { setCookies: setCookiesOf(headers) };
    },

    async regenerateBackupCodes(request: Request, input: { password: string }) {
      const user = await signedInUser(request);
      const auth = await ctx.auth();
      const result = await call(() =>
        auth.api.generateBackupCodes({ body: { password: String(input.password ?? "") }, headers: request.headers }),
      );
      await ctx.record({ id: user.id, email: user.email }, clientOf(request), "two-factor.backup-codes-regenerated", {
        type: "user",
        id: user.id,
      });
      return { backupCodes: (result as { backupCodes: string[] }).backupCodes };
    },
  };

  async function signedInUser(request: Request): Promise<StaffUser> {
    const user = await api.currentUser(request);
    if (!user?.sessionId) throw new AccountsError("unauthorized", "Sign in first.");
    return user;
  }

  return api;
}

/** better-auth refusals (wrong password, bad code) become an AccountsError the caller can show. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof APIError)
      throw new AccountsError("invalid", error.message || "That did not work. Check what you typed and try again.");
    throw error;
  }
}
