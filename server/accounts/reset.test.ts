/**
 * Password reset by mail on SQLite and PostgreSQL: the same answer for every address,
 * mail only to an active account, a single-use link that expires, the password rules,
 * every session ended, two-factor sign-in kept, throttling and the audit entries.
 */
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PASSWORD_RESET_TTL_MINUTES } from "../../app/kernel/admin-policy.ts";
import {
  accountsOf,
  adminRequest,
  FAST_SCRYPT,
  GOOD_PASSWORD,
  makeStaff,
  totpFromUri,
} from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { RESET_LINK_INVALID, RESET_SENT } from "./reset.ts";
import { RESET_ACCOUNT_REQUESTS } from "./throttle.ts";
import { hashSecret } from "./tokens.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";

const NEW_PASSWORD = "a fresh sentence for spring 2027";
const CLIENT = { ip: "203.0.113.7", userAgent: "vitest" };

describe.each(BACKENDS)("password reset on %s", (backend) => {
  let s: TestServices;
  let admin: StaffUser;
  const accounts = () => accountsOf(s);
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${++ipCounter}`;

  /** Mail in the outbox to `email`, oldest first, with quoted-printable line breaks undone. */
  const mailTo = (email: string) => {
    const dir = `${s.dataDir}/outbox`;
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort();
    } catch {
      return [];
    }
    return files
      .map((f) => readFileSync(`${dir}/${f}`, "utf8").replace(/=\r?\n/g, ""))
      .filter((text) => text.includes(`To: ${email}`));
  };
  const tokenIn = (mail: string) => /reset-password\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? "";
  const ask = async (email: string, ip = freshIp()) => {
    const answer = await accounts().requestPasswordReset(adminRequest(null, { ip }), { email });
    await accounts().settled();
    return answer;
  };
  const auditFor = async (action: string, targetId: string) =>
    (await s.audit.list({ action, targetType: "user", targetId })).entries;

  beforeAll(async () => {
    s = await createTestServices(backend, "reset", { seed: false, scrypt: FAST_SCRYPT });
    const made = await makeStaff(s, "boss@example.com", "admin");
    admin = (await accounts().currentUser(adminRequest(made.jar)))!;
  });
  afterAll(() => s?.dispose());
  afterEach(() => vi.useRealTimers());

  it("answers the same for unknown, active, disabled and invited addresses; only the active one gets mail", async () => {
    await makeStaff(s, "active@example.com", "author");
    const gone = await makeStaff(s, "gone@example.com", "author");
    const goneUser = (await accounts().staffByEmail(gone.email))!;
    await accounts().disableUser(admin, { userId: goneUser.id }, CLIENT);
    const invited = await accounts().createUserWithSetupLink("invited@example.com", "sales");

    const answers = [];
    for (const email of ["nobody@example.com", "Active@Example.com ", "gone@example.com", "invited@example.com"])
      answers.push(await ask(email));
    for (const answer of answers) expect(answer).toEqual({ status: "sent", message: RESET_SENT });

    expect(mailTo("nobody@example.com")).toEqual([]);
    expect(mailTo("gone@example.com")).toEqual([]);
    expect(mailTo("invited@example.com").filter((m) => m.includes("reset-password"))).toEqual([]);
    const mails = mailTo("active@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${s.config.SITE_URL}/admin/reset-password/`);
    const token = tokenIn(mails[0]!);
    expect(token).toHaveLength(43);
    // Stored by its hash only.
    const rows = await s.db.kysely.selectFrom("auth_verification").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((r) => r.identifier)).toContain(`staff-password-reset:${hashSecret(token)}`);

    const active = (await accounts().staffByEmail("active@example.com"))!;
    expect(await auditFor("password.reset-requested", active.id)).toEqual([
      expect.objectContaining({ actorId: active.id, after: expect.objectContaining({ mailed: true }) }),
    ]);
    expect(await auditFor("password.reset-requested", goneUser.id)).toEqual([
      expect.objectContaining({ after: { mailed: false, reason: "disabled" } }),
    ]);
    expect(await auditFor("password.reset-requested", invited.userId)).toEqual([
      expect.objectContaining({ after: { mailed: false, reason: "not set up" } }),
    ]);
    const all = await s.audit.list({ action: "password.reset-requested" });
    expect(all.entries.some((e) => JSON.stringify(e).includes("nobody@example.com"))).toBe(false);
  });

  it("answers as fast whether or not the account exists (mail goes out after the answer)", async () => {
    await makeStaff(s, "timed@example.com", "sales");
    const time = async (email: string) => {
      const start = performance.now();
      await accounts().requestPasswordReset(adminRequest(null, { ip: freshIp() }), { email });
      const took = performance.now() - start;
      await accounts().settled();
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time("timed@example.com"));
      unknown.push(await time(`missing${i}@example.com`));
    }
    const median = (v: number[]) => v.sort((a, b) => a - b)[1]!;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
  });

  it("resets once with a strong password, ends every session, keeps two-factor sign-in", async () => {
    const staff = await makeStaff(s, "forgetful@example.com", "editor");
    const user = (await accounts().staffByEmail(staff.email))!;
    const token = await accounts().createToken(user, { name: "ci" }, CLIENT);
    await ask(staff.email);
    const link = tokenIn(mailTo(staff.email).at(-1)!);
    expect(await accounts().inspectPasswordReset(link)).toEqual({ email: staff.email });

    // The password rules apply; a refused password leaves the link usable.
    await expect(
      accounts().resetPassword(adminRequest(null), { token: link, password: "password1234" }),
    ).rejects.toMatchObject({ code: "invalid", fields: { password: expect.stringMatching(/common/) } });
    await expect(
      accounts().resetPassword(adminRequest(null), { token: link, password: "short" }),
    ).rejects.toMatchObject({ code: "invalid", fields: { password: expect.any(String) } });
    expect(await accounts().currentUser(adminRequest(staff.jar))).not.toBeNull();

    expect(await accounts().resetPassword(adminRequest(null), { token: link, password: NEW_PASSWORD })).toEqual({
      email: staff.email,
    });
    expect(await accounts().currentUser(adminRequest(staff.jar))).toBeNull();
    const sessions = await s.db.kysely.selectFrom("auth_session").where("userId", "=", user.id).selectAll().execute();
    expect(sessions).toEqual([]);
    // Nothing else revoked: the API token still works.
    expect(
      await accounts().currentUser(
        new Request("http://localhost:3000/admin", { headers: { authorization: `Bearer ${token.token}` } }),
      ),
    ).toMatchObject({ email: staff.email });

    // Single use.
    expect(await accounts().inspectPasswordReset(link)).toBeNull();
    await expect(
      accounts().resetPassword(adminRequest(null), { token: link, password: "another long sentence 99" }),
    ).rejects.toMatchObject({ code: "not_found", message: RESET_LINK_INVALID });

    // The old password is refused, the new one asks for the second factor.
    const ip = freshIp();
    expect(
      await accounts().signIn(adminRequest(null, { ip }), { email: staff.email, password: GOOD_PASSWORD }),
    ).toMatchObject({ status: "invalid" });
    const step = await accounts().signIn(adminRequest(null, { ip }), { email: staff.email, password: NEW_PASSWORD });
    expect(step.status).toBe("two-factor");
    expect(await totpFromUri(staff.otpauthUri!)).toMatch(/^\d{6}$/);

    expect(await auditFor("password.reset", user.id)).toEqual([
      expect.objectContaining({ actorId: user.id, after: { sessionsEnded: 1 } }),
    ]);
  });

  it("expires the link after its time and replaces an older link by a newer one", async () => {
    const staff = await makeStaff(s, "late@example.com", "author");
    await ask(staff.email);
    const first = tokenIn(mailTo(staff.email).at(-1)!);
    await ask(staff.email);
    const second = tokenIn(mailTo(staff.email).at(-1)!);
    expect(second).not.toBe(first);
    expect(await accounts().inspectPasswordReset(first)).toBeNull();
    expect(await accounts().inspectPasswordReset(second)).toEqual({ email: staff.email });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (PASSWORD_RESET_TTL_MINUTES + 1) * 60_000);
    expect(await accounts().inspectPasswordReset(second)).toBeNull();
    await expect(
      accounts().resetPassword(adminRequest(null), { token: second, password: NEW_PASSWORD }),
    ).rejects.toMatchObject({ code: "not_found" });
    vi.useRealTimers();
    const ok = await accounts().signIn(adminRequest(null, { ip: freshIp() }), {
      email: staff.email,
      password: GOOD_PASSWORD,
    });
    expect(ok.status).toBe("signed-in");
    for (const bad of ["", "short", "x".repeat(43), `${second}x`])
      expect(await accounts().inspectPasswordReset(bad)).toBeNull();
  });

  it("throttles requests per address typed and per client, with a wait", async () => {
    const answers = [];
    for (let i = 0; i <= RESET_ACCOUNT_REQUESTS; i++) answers.push(await ask("target@example.com"));
    expect(answers.slice(0, RESET_ACCOUNT_REQUESTS).every((a) => a.status === "sent")).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: "throttled", retryAfter: expect.any(Number) });
    expect((answers.at(-1) as { retryAfter: number }).retryAfter).toBeGreaterThan(0);

    const ip = freshIp();
    const fromOne = [];
    for (let i = 0; i < 12; i++) fromOne.push((await ask(`someone${i}@example.com`, ip)).status);
    expect(fromOne.slice(0, 10).every((status) => status === "sent")).toBe(true);
    expect(fromOne.at(-1)).toBe("throttled");
  });
});
