/**
 * What admins do with staff accounts, and the audit trail each action leaves; the
 * audit table refusing edits; the schema better-auth expects; sessions shared by
 * two instances on one PostgreSQL database.
 */
import { getMigrations } from "better-auth/db/migration";
import { sql } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountsOf,
  adminRequest,
  CookieJar,
  FAST_SCRYPT,
  GOOD_PASSWORD,
  makeStaff,
} from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { createServices } from "../services.ts";
import { createAuth } from "./auth.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";

const CLIENT = { ip: "203.0.113.7", userAgent: "vitest" };

describe.each(BACKENDS)("staff administration on %s", (backend) => {
  let s: TestServices;
  let admin: StaffUser;
  let adminJar: CookieJar;
  const accounts = () => accountsOf(s);
  const latest = async () => (await s.audit.list({ pageSize: 1 })).entries[0]!;

  beforeAll(async () => {
    s = await createTestServices(backend, "staff", { seed: false, scrypt: FAST_SCRYPT });
    const made = await makeStaff(s, "boss@example.com", "admin");
    adminJar = made.jar;
    admin = (await accounts().currentUser(adminRequest(adminJar)))!;
  });
  afterAll(() => s?.dispose());

  it("has the tables and columns better-auth expects (nothing for its migrator to do)", async () => {
    const auth = createAuth({
      db: s.db.kysely,
      kind: s.db.kind,
      secret: "x".repeat(32),
      siteUrl: s.config.SITE_URL,
      basePath: "/",
    });
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated.map((t) => t.table)).toEqual([]);
    expect(toBeAdded.map((t) => [t.table, Object.keys(t.fields)])).toEqual([]);
  });

  it("records sign-in, failed sign-in and sign-out with actor, address and target", async () => {
    const staff = await makeStaff(s, "audited@example.com", "sales");
    await accounts().signIn(adminRequest(null), { email: staff.email, password: "wrong password 1" });
    expect(await latest()).toMatchObject({
      action: "sign-in.failed",
      actorEmail: staff.email,
      ip: CLIENT.ip,
      after: { reason: "password" },
    });
    const ok = await accounts().signIn(adminRequest(null), { email: staff.email, password: GOOD_PASSWORD });
    const user = (ok as { user: StaffUser }).user;
    expect(await latest()).toMatchObject({
      action: "sign-in",
      actorId: user.id,
      targetType: "session",
      targetId: user.sessionId,
    });
    await accounts().signOut(adminRequest(new CookieJar((ok as { setCookies: string[] }).setCookies)));
    expect(await latest()).toMatchObject({ action: "sign-out", actorId: user.id, targetId: user.sessionId });

    // The user list shows the last sign-in the trail holds, and none for someone who never signed in.
    const listed = await accounts().listUsers(admin);
    const signedIn = (await s.audit.list({ pageSize: 50 })).entries.find(
      (e) => e.action === "sign-in" && e.actorId === user.id,
    )!;
    expect(listed.find((u) => u.id === user.id)?.lastSignInAt).toBe(new Date(signedIn.at).toISOString());
    const never = await accounts().invite(admin, { email: "never@example.com", role: "sales" }, CLIENT);
    expect((await accounts().listUsers(admin)).find((u) => u.id === never.userId)?.lastSignInAt).toBeNull();
  });

  it("invites by mail, changes roles and disables accounts, admins only", async () => {
    const invitation = await accounts().invite(admin, { email: "new@example.com", role: "author" }, CLIENT);
    expect(await latest()).toMatchObject({
      action: "invitation.sent",
      actorId: admin.id,
      targetId: invitation.userId,
      after: { role: "author" },
    });
    await expect(accounts().invite(admin, { email: "new@example.com", role: "author" }, CLIENT)).rejects.toMatchObject({
      code: "conflict",
    });
    const token = invitation.url.split("/").pop()!;
    await accounts().acceptInvitation(adminRequest(null), { token, name: "New", password: GOOD_PASSWORD });
    expect(await latest()).toMatchObject({ action: "invitation.accepted", actorId: invitation.userId });

    const users = await accounts().listUsers(admin);
    expect(users.find((u) => u.email === "new@example.com")).toMatchObject({ role: "author", status: "active" });
    const changed = await accounts().changeRole(admin, { userId: invitation.userId, role: "editor" }, CLIENT);
    expect(changed.role).toBe("editor");
    expect(await latest()).toMatchObject({
      action: "user.role-changed",
      before: { role: "author" },
      after: { role: "editor" },
    });
    await expect(accounts().changeRole(admin, { userId: admin.id, role: "sales" }, CLIENT)).rejects.toMatchObject({
      code: "conflict",
    });
    await expect(accounts().changeRole(admin, { userId: "missing", role: "sales" }, CLIENT)).rejects.toMatchObject({
      code: "not_found",
    });

    const victim = await makeStaff(s, "victim@example.com", "author");
    const victimUser = (await accounts().currentUser(adminRequest(victim.jar)))!;
    const victimToken = await accounts().createToken(victimUser, { name: "laptop" }, CLIENT);
    await accounts().disableUser(admin, { userId: victimUser.id }, CLIENT);
    expect(await latest()).toMatchObject({
      action: "user.disabled",
      targetId: victimUser.id,
      after: { status: "disabled" },
    });
    expect(await accounts().currentUser(adminRequest(victim.jar))).toBeNull();
    expect(
      await accounts().currentUser(adminRequest(null, { headers: { authorization: `Bearer ${victimToken.token}` } })),
    ).toBeNull();
    const retry = await accounts().signIn(adminRequest(null, { ip: "192.0.2.99" }), {
      email: victim.email,
      password: GOOD_PASSWORD,
    });
    expect(retry).toEqual({ status: "invalid", message: "The email address or password is not correct." });
    await expect(accounts().disableUser(admin, { userId: admin.id }, CLIENT)).rejects.toMatchObject({
      code: "conflict",
    });

    // Other roles may not.
    const editor = (await accounts().currentUser(adminRequest((await makeStaff(s, "ed@example.com", "editor")).jar)))!;
    for (const attempt of [
      () => accounts().invite(editor, { email: "z@example.com", role: "admin" }, CLIENT),
      () => accounts().changeRole(editor, { userId: editor.id, role: "admin" }, CLIENT),
      () => accounts().disableUser(editor, { userId: admin.id }, CLIENT),
      () => accounts().listUsers(editor),
      () => accounts().listAudit(editor, {}),
      () => accounts().updateSettings(editor, { require2faFor: [] }, CLIENT),
    ])
      await expect(attempt()).rejects.toMatchObject({ code: "forbidden" });
  });

  it("mails the invitation to the outbox when no SMTP server is configured", async () => {
    const invitation = await accounts().invite(admin, { email: "mailed@example.com", role: "sales" }, CLIENT);
    const { readdirSync, readFileSync } = await import("node:fs");
    const dir = `${s.dataDir}/outbox`;
    const files = readdirSync(dir).map((f) => readFileSync(`${dir}/${f}`, "utf8"));
    const mail = files.find((text) => text.includes("To: mailed@example.com"));
    expect(mail).toBeDefined();
    expect(mail!.replace(/=\r?\n/g, "")).toContain(invitation.url.split("/").pop()!.slice(0, 20));
  });

  it("creates, lists and revokes personal API tokens that act with the owner's role", async () => {
    const created = await accounts().createToken(admin, { name: "deploy script" }, CLIENT);
    expect(await latest()).toMatchObject({
      action: "token.created",
      targetId: created.id,
      after: { name: "deploy script" },
    });
    expect(JSON.stringify(await latest())).not.toContain(created.token);
    const viaToken = await accounts().currentUser(
      adminRequest(null, { headers: { authorization: `Bearer ${created.token}` } }),
    );
    expect(viaToken).toMatchObject({ id: admin.id, role: "admin", tokenId: created.id, sessionId: null });
    const listed = await accounts().listTokens(admin);
    expect(listed.find((t) => t.id === created.id)).toMatchObject({ name: "deploy script", revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.token);
    await accounts().revokeToken(admin, created.id, CLIENT);
    expect(await latest()).toMatchObject({ action: "token.revoked", targetId: created.id });
    expect(
      await accounts().currentUser(adminRequest(null, { headers: { authorization: `Bearer ${created.token}` } })),
    ).toBeNull();
    const stranger = (await accounts().currentUser(
      adminRequest((await makeStaff(s, "tok@example.com", "sales")).jar),
    ))!;
    await expect(accounts().revokeToken(stranger, created.id, CLIENT)).rejects.toMatchObject({ code: "not_found" });
  });

  it("records two-factor changes, backup codes and session revokes; the 2FA setting applies to roles", async () => {
    const author = await makeStaff(s, "twofa@example.com", "author", true);
    const user = (await accounts().currentUser(adminRequest(author.jar)))!;
    const enabled = await accounts().listAudit(admin, { actor: user.id, action: "two-factor.enabled" });
    expect(enabled.entries.map((e) => e.targetId)).toEqual([user.id]);
    const codes = await accounts().regenerateBackupCodes(adminRequest(author.jar), { password: GOOD_PASSWORD });
    expect(codes.backupCodes).toHaveLength(10);
    expect(await latest()).toMatchObject({ action: "two-factor.backup-codes-regenerated", actorId: user.id });
    const off = await accounts().disableTwoFactor(adminRequest(author.jar), { password: GOOD_PASSWORD });
    author.jar.add(off.setCookies);
    expect(await latest()).toMatchObject({ action: "two-factor.disabled", actorId: user.id });

    const settings = await accounts().updateSettings(admin, { require2faFor: ["admin", "editor", "author"] }, CLIENT);
    expect(settings.require2faFor).toEqual(["admin", "editor", "author"]);
    expect(await latest()).toMatchObject({
      action: "settings.changed",
      before: { require2faFor: ["admin", "editor"] },
      after: { require2faFor: ["admin", "editor", "author"] },
    });
    expect(await accounts().currentUser(adminRequest(author.jar))).toMatchObject({ twoFactorEnrolmentRequired: true });
    await accounts().updateSettings(admin, { require2faFor: ["admin", "editor"] }, CLIENT);
    // An admin may not turn off what the role requires.
    const adminSession = adminRequest(adminJar);
    await expect(accounts().disableTwoFactor(adminSession, { password: GOOD_PASSWORD })).rejects.toMatchObject({
      code: "forbidden",
    });

    const sessions = await accounts().listSessions(user);
    await accounts().revokeSession(user, sessions[0]!.id, CLIENT);
    expect(await latest()).toMatchObject({ action: "session.revoked", targetId: sessions[0]!.id });
  });

  it("filters and pages the audit trail", async () => {
    const all = await accounts().listAudit(admin, { pageSize: 200 });
    expect(all.total).toBeGreaterThan(10);
    const byActor = await accounts().listAudit(admin, { actor: admin.email, action: "token.created" });
    expect(byActor.entries.length).toBeGreaterThan(0);
    expect(byActor.entries.every((e) => e.actorId === admin.id && e.action === "token.created")).toBe(true);
    const page2 = await accounts().listAudit(admin, { page: 2, pageSize: 3 });
    expect(page2.entries.map((e) => e.id)).toEqual(all.entries.slice(3, 6).map((e) => e.id));
    expect((await accounts().listAudit(admin, { from: "2999-01-01" })).total).toBe(0);
    expect((await accounts().listAudit(admin, { to: "2000-01-01" })).total).toBe(0);
  });

  it("refuses to update or delete audit entries, except the retention job's expired ones", async () => {
    const db = s.db.kysely;
    await expect(db.updateTable("audit_log").set({ action: "tampered" }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
    if (backend === "postgres") await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const old = new Date(Date.now() - (s.config.AUDIT_RETENTION_DAYS + 1) * 86_400_000).toISOString();
    await db
      .insertInto("audit_log")
      .values({
        at: old,
        action: "ancient",
        actor_id: null,
        actor_email: null,
        ip: null,
        target_type: null,
        target_id: null,
        before_json: null,
        after_json: null,
      })
      .execute();
    const before = (await s.audit.list({ pageSize: 1 })).total;
    expect(await s.audit.purgeExpired()).toBe(1);
    expect((await s.audit.list({ pageSize: 1 })).total).toBe(before - 1);
    expect((await s.audit.list({ action: "ancient" })).total).toBe(0);
    // The guard is closed again afterwards.
    await expect(db.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
  });
});

describe("two instances sharing PostgreSQL", () => {
  it("accept a session made on either and see a revoke at once", async () => {
    const a = await createTestServices("postgres", "twoinst", { seed: false, scrypt: FAST_SCRYPT });
    const b = await createServices(a.config, pino({ level: "silent" }), {
      seed: false,
      media: false,
      scrypt: FAST_SCRYPT,
      auditRetention: false,
    });
    try {
      const staff = await makeStaff(a, "shared@example.com", "editor");
      const onB = await accountsOf(b).currentUser(adminRequest(staff.jar));
      expect(onB).toMatchObject({ email: "shared@example.com", role: "editor" });
      const signedOnB = await accountsOf(b).signIn(adminRequest(null, { ip: "192.0.2.1" }), {
        email: staff.email,
        password: GOOD_PASSWORD,
      });
      expect(signedOnB.status).toBe("two-factor");
      await accountsOf(b).revokeSession(onB!, onB!.sessionId!, CLIENT);
      expect(await accountsOf(a).currentUser(adminRequest(staff.jar))).toBeNull();
    } finally {
      await b.close();
      await a.dispose();
    }
  });
});
