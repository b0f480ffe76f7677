/**
 * Signing in through the accounts service as the admin pages do: set-up links,
 * passwords, two-factor codes, throttling, sessions and their time limits, on
 * SQLite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { INVITATION_TTL_HOURS } from "../../app/kernel/admin-policy.ts";
import {
  accountsOf,
  adminRequest,
  CookieJar,
  FAST_SCRYPT,
  GOOD_PASSWORD,
  makeStaff,
  totpFromUri,
} from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "./auth.ts";
import { INVALID_CODE, INVALID_SIGN_IN } from "./sign-in.ts";
import { ACCOUNT_ATTEMPTS, ADDRESS_ATTEMPTS, WINDOW_SECONDS } from "./throttle.ts";
import { hashSecret } from "./tokens.ts";
import { AccountsError, type SignInResult } from "../../app/kernel/services/accounts.ts";

const MINUTE = 60_000;

describe.each(BACKENDS)("staff sign-in on %s", (backend) => {
  let s: TestServices;
  const accounts = () => accountsOf(s);
  let ipCounter = 0;
  /** A fresh client address, so one test's attempts do not spend another's budget. */
  const freshIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    s = await createTestServices(backend, "signin", { seed: false, scrypt: FAST_SCRYPT });
  });
  afterAll(() => s?.dispose());
  afterEach(() => vi.useRealTimers());

  it("sets up the first admin from a single-use link, then requires two-factor enrolment", async () => {
    const invitation = await accounts().createUserWithSetupLink("First@Example.com", "admin");
    expect(invitation.email).toBe("first@example.com");
    const token = invitation.url.split("/").pop()!;
    expect(invitation.url).toBe(`${s.config.SITE_URL}/admin/setup/${token}`);
    // Stored as a hash only.
    const row = await s.db.kysely.selectFrom("staff_invitations").selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashSecret(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await accounts().inspectInvitation(token)).toMatchObject({ email: "first@example.com", role: "admin" });

    const weak = accounts().acceptInvitation(adminRequest(null), { token, name: "Ada", password: "password1234" });
    await expect(weak).rejects.toMatchObject({
      code: "invalid",
      fields: { password: expect.stringMatching(/common/) },
    });
    const done = await accounts().acceptInvitation(adminRequest(null), { token, name: "Ada", password: GOOD_PASSWORD });
    expect(done.user).toMatchObject({ role: "admin", twoFactorEnabled: false, twoFactorEnrolmentRequired: true });
    const jar = new CookieJar(done.setCookies);
    expect(done.setCookies.find((c) => c.startsWith("vitrine.session="))).toMatch(/HttpOnly/i);
    expect(done.setCookies.find((c) => c.startsWith("vitrine.session="))).toMatch(/SameSite=Lax/i);
    expect((await accounts().currentUser(adminRequest(jar)))?.email).toBe("first@example.com");

    // Single use: the link is spent.
    expect(await accounts().inspectInvitation(token)).toBeNull();
    await expect(
      accounts().acceptInvitation(adminRequest(null), { token, name: "Eve", password: GOOD_PASSWORD }),
    ).rejects.toBeInstanceOf(AccountsError);

    const { otpauthUri, secret } = await accounts().startTotpEnrolment(adminRequest(jar), { password: GOOD_PASSWORD });
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Brightlane:first%40example\.com\?secret=/);
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await expect(accounts().confirmTotpEnrolment(adminRequest(jar), { code: "000000" })).rejects.toBeInstanceOf(
      AccountsError,
    );
    const confirmed = await accounts().confirmTotpEnrolment(adminRequest(jar), { code: await totpFromUri(otpauthUri) });
    expect(confirmed.backupCodes).toHaveLength(10);
    jar.add(confirmed.setCookies);
    expect(await accounts().currentUser(adminRequest(jar))).toMatchObject({
      twoFactorEnabled: true,
      twoFactorEnrolmentRequired: false,
    });
  });

  it("signs in with password then TOTP or a backup code (each backup code once)", async () => {
    const staff = await makeStaff(s, "editor@example.com", "editor");
    const ip = freshIp();
    const step1 = await accounts().signIn(adminRequest(null, { ip }), { email: staff.email, password: GOOD_PASSWORD });
    expect(step1.status).toBe("two-factor");
    const pending = new CookieJar((step1 as { setCookies: string[] }).setCookies);
    expect(await accounts().currentUser(adminRequest(pending))).toBeNull();

    const wrong = await accounts().verifySecondFactor(adminRequest(pending, { ip }), { code: "123456", kind: "totp" });
    expect(wrong).toEqual({ status: "invalid", message: INVALID_CODE });
    // The code used to confirm enrolment is spent; the next period's code is accepted, once.
    const spent = await accounts().verifySecondFactor(adminRequest(pending, { ip }), {
      code: await totpFromUri(staff.otpauthUri!),
      kind: "totp",
    });
    expect(spent).toEqual({ status: "invalid", message: INVALID_CODE });
    const pending2 = await accounts().signIn(adminRequest(null, { ip }), {
      email: staff.email,
      password: GOOD_PASSWORD,
    });
    const jar2 = new CookieJar((pending2 as { setCookies: string[] }).setCookies);
    const next = await totpFromUri(staff.otpauthUri!, 1);
    const right = await accounts().verifySecondFactor(adminRequest(jar2, { ip }), { code: next, kind: "totp" });
    expect(right.status).toBe("signed-in");
    const jar = new CookieJar((right as { setCookies: string[] }).setCookies);
    expect((await accounts().currentUser(adminRequest(jar)))?.role).toBe("editor");
    const pending3 = await accounts().signIn(adminRequest(null, { ip }), {
      email: staff.email,
      password: GOOD_PASSWORD,
    });
    const replay = await accounts().verifySecondFactor(
      adminRequest(new CookieJar((pending3 as { setCookies: string[] }).setCookies), { ip }),
      { code: next, kind: "totp" },
    );
    expect(replay.status).toBe("invalid");

    const again = async (code: string) => {
      const first = await accounts().signIn(adminRequest(null, { ip }), {
        email: staff.email,
        password: GOOD_PASSWORD,
      });
      const cookies = new CookieJar((first as { setCookies: string[] }).setCookies);
      return accounts().verifySecondFactor(adminRequest(cookies, { ip }), { code, kind: "backup" });
    };
    expect((await again(staff.backupCodes[0]!)).status).toBe("signed-in");
    expect((await again(staff.backupCodes[0]!)).status).toBe("invalid");
  });

  it("answers a wrong password and an unknown account alike, in similar time", async () => {
    await makeStaff(s, "author@example.com", "author");
    const time = async (email: string) => {
      const started = performance.now();
      const result = await accounts().signIn(adminRequest(null, { ip: freshIp() }), {
        email,
        password: "wrong password 1",
      });
      return { result, ms: performance.now() - started };
    };
    const known = await time("author@example.com");
    const unknown = await time("nobody@example.com");
    expect(known.result).toEqual({ status: "invalid", message: INVALID_SIGN_IN });
    expect(unknown.result).toEqual(known.result);
    // Both hash the password once; neither answers early.
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);
  });

  it("throttles failed sign-ins per account, with the same answer for an account that does not exist", async () => {
    await makeStaff(s, "sales@example.com", "sales");
    for (const email of ["sales@example.com", "ghost@example.com"]) {
      const results: SignInResult[] = [];
      for (let i = 0; i <= ACCOUNT_ATTEMPTS; i++)
        results.push(
          await accounts().signIn(adminRequest(null, { ip: freshIp() }), { email, password: "not it at all" }),
        );
      expect(results.slice(0, ACCOUNT_ATTEMPTS).every((r) => r.status === "invalid")).toBe(true);
      const last = results[ACCOUNT_ATTEMPTS]!;
      expect(last.status).toBe("throttled");
      const retryAfter = (last as { retryAfter: number }).retryAfter;
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
    // Even the right password waits now.
    const locked = await accounts().signIn(adminRequest(null, { ip: freshIp() }), {
      email: "sales@example.com",
      password: GOOD_PASSWORD,
    });
    expect(locked.status).toBe("throttled");
  });

  it("throttles one client address trying many accounts", async () => {
    const ip = freshIp();
    const statuses: string[] = [];
    for (let i = 0; i <= ADDRESS_ATTEMPTS; i++)
      statuses.push(
        (await accounts().signIn(adminRequest(null, { ip }), { email: `x${i}@example.com`, password: "p" })).status,
      );
    expect(statuses.slice(0, ADDRESS_ATTEMPTS).every((status) => status === "invalid")).toBe(true);
    expect(statuses[ADDRESS_ATTEMPTS]).toBe("throttled");
  });

  it(`lets a set-up link expire after ${INVITATION_TTL_HOURS} hours`, async () => {
    const start = Date.now();
    const invitation = await accounts().createUserWithSetupLink("late@example.com", "author");
    const token = invitation.url.split("/").pop()!;
    expect(Date.parse(invitation.expiresAt) - start).toBeGreaterThanOrEqual(INVITATION_TTL_HOURS * 3_600_000 - 1000);
    expect(Date.parse(invitation.expiresAt) - start).toBeLessThanOrEqual(INVITATION_TTL_HOURS * 3_600_000 + 1000);
    vi.useFakeTimers({ toFake: ["Date"], now: start + (INVITATION_TTL_HOURS - 1) * 3_600_000 });
    expect(await accounts().inspectInvitation(token)).not.toBeNull();
    vi.setSystemTime(start + INVITATION_TTL_HOURS * 3_600_000 + 2000);
    expect(await accounts().inspectInvitation(token)).toBeNull();
    await expect(
      accounts().acceptInvitation(adminRequest(null), { token, name: "Late", password: GOOD_PASSWORD }),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("lists own sessions, revokes one, and ends sessions idle or too old", async () => {
    const staff = await makeStaff(s, "many@example.com", "author");
    const other = await accounts().signIn(adminRequest(null, { ip: freshIp() }), {
      email: staff.email,
      password: GOOD_PASSWORD,
    });
    const otherJar = new CookieJar((other as { setCookies: string[] }).setCookies);
    const me = (await accounts().currentUser(adminRequest(staff.jar)))!;
    const sessions = await accounts().listSessions(me);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((x) => x.current).map((x) => x.id)).toEqual([me.sessionId]);
    const otherId = sessions.find((x) => !x.current)!.id;
    const stranger = (await accounts().currentUser(adminRequest((await makeStaff(s, "x@example.com", "sales")).jar)))!;
    await expect(accounts().revokeSession(stranger, otherId, { ip: "", userAgent: "" })).rejects.toMatchObject({
      code: "not_found",
    });
    await accounts().revokeSession(me, otherId, { ip: "", userAgent: "" });
    expect(await accounts().currentUser(adminRequest(otherJar))).toBeNull();
    expect(await accounts().currentUser(adminRequest(staff.jar))).not.toBeNull();

    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    // Active every 20 minutes: alive until the absolute limit.
    let at = start;
    while (at + 20 * MINUTE < start + SESSION_ABSOLUTE_SECONDS * 1000) {
      at += 20 * MINUTE;
      vi.setSystemTime(at);
      expect(await accounts().currentUser(adminRequest(staff.jar)), new Date(at).toISOString()).not.toBeNull();
    }
    vi.setSystemTime(start + SESSION_ABSOLUTE_SECONDS * 1000 + MINUTE);
    expect(await accounts().currentUser(adminRequest(staff.jar))).toBeNull();

    // Idle: a fresh session unused for longer than the idle limit.
    vi.useRealTimers();
    const fresh = await accounts().signIn(adminRequest(null, { ip: freshIp() }), {
      email: staff.email,
      password: GOOD_PASSWORD,
    });
    const jar = new CookieJar((fresh as { setCookies: string[] }).setCookies);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (SESSION_IDLE_SECONDS - 60) * 1000 });
    expect(await accounts().currentUser(adminRequest(jar))).not.toBeNull();
    vi.setSystemTime(Date.now() + (SESSION_IDLE_SECONDS + 60) * 1000);
    expect(await accounts().currentUser(adminRequest(jar))).toBeNull();
  });

  it("signs out, and the cookie no longer signs in", async () => {
    const staff = await makeStaff(s, "leaver@example.com", "sales");
    const { setCookies } = await accounts().signOut(adminRequest(staff.jar));
    expect(setCookies.some((c) => /^vitrine\.session=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(await accounts().currentUser(adminRequest(staff.jar))).toBeNull();
  });
});
