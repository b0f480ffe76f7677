/**
 * The back office cannot be redirected: a redirect never starts under the admin,
 * preview, API, media or asset prefixes, a site path is `/` not followed by `/` or
 * `\`, and only admins send visitors to another site, through the admin API, the
 * schema the admin form shares, and at request time for rows stored before.
 */
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../app/kernel/admin-policy.ts";
import { RedirectInput } from "../../app/kernel/editorial-schemas.ts";
import { bumpContentVersion } from "../../db/content-version.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";

const RESERVED_FROM = [
  "/admin/sign-in",
  "/admin",
  "/admin/",
  "/admin/users",
  "/admin/redirects",
  "/ADMIN/Sign-In",
  "/%61dmin/users",
  "/admin.data",
  "/admin/users.data",
  "/preview/abc",
  "/api/v1/news",
  "/media/x.jpg",
  "/assets/app.js",
];
const HOST_LIKE = ["//evil.example/login", "/\\evil.example/login", "//evil.example", "/\\/evil.example"];

describe("redirect rules (the schema of the admin form and API)", () => {
  const parse = (from: string, to: string) => RedirectInput.safeParse({ from, to, status: 301 }).success;

  it.each(RESERVED_FROM)("refuses a redirect from %s", (from) => {
    expect(parse(from, "/price")).toBe(false);
  });
  it.each(HOST_LIKE)("refuses %s as a site path, from or to", (path) => {
    expect(parse(path, "/price")).toBe(false);
    expect(parse("/old-page", path)).toBe(false);
  });
  it("accepts site paths that merely start with the same letters, and https targets", () => {
    expect(parse("/administration-news", "/price")).toBe(true);
    expect(parse("/old-page", "/news/a-b")).toBe(true);
    expect(parse("/old-page", "https://partner.example/x")).toBe(true);
    expect(parse("/old-page", "http://partner.example/x")).toBe(false);
  });
});

describe("redirects through the admin API and at request time", () => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "redirect-rules", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
    ({ server, origin } = await listenWithoutPages(s));
    for (const role of ["admin", "editor"] as const) {
      const made = await makeStaff(s, `${role}@example.com`, role, false);
      const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
      tokens[role] = (
        await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })
      ).token;
    }
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  const save = (role: Role, from: string, to: string) =>
    fetch(`${origin}/api/v1/admin/redirects`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens[role]}`, "content-type": "application/json" },
      body: JSON.stringify({ from, to, status: 301 }),
    });

  it("answers 400 to an editor's redirect of the back office to another host, and stores nothing", async () => {
    for (const from of ["/admin/sign-in", "/admin", "/admin/users", "/admin/redirects"]) {
      const res = await save("editor", from, "//evil.example/login");
      expect(res.status).toBe(400);
      expect((await save("admin", from, "/price")).status).toBe(400);
    }
    expect((await save("editor", "/old", "/\\evil.example")).status).toBe(400);
    const rows = await s.db.kysely.selectFrom("redirects").select("from_path").execute();
    expect(rows.filter((r) => r.from_path.includes("admin"))).toEqual([]);
  });

  it("lets only an admin send visitors to another site", async () => {
    const editor = await save("editor", "/partner", "https://partner.example/");
    expect(editor.status).toBe(403);
    expect((await save("admin", "/partner", "https://partner.example/")).status).toBe(201);
    expect((await save("editor", "/moved", "/price")).status).toBe(201);
  });

  it("never applies a stored row under a reserved prefix or with a host-like target", async () => {
    const now = new Date().toISOString();
    const row = (from_path: string, to_path: string) => ({
      from_path,
      to_path,
      status: 301,
      updated_at: now,
      updated_by_email: "old@example.com",
    });
    await s.db.kysely
      .insertInto("redirects")
      .values([
        row("/admin/sign-in", "//evil.example/a"),
        row("/api/v1/news", "/price"),
        row("/media/x.jpg", "/price"),
        row("/old-host-like", "//evil.example/b"),
        row("/old-backslash", "/\\evil.example/c"),
      ])
      .execute();
    await s.db.kysely.transaction().execute((trx) => bumpContentVersion(trx));
    await s.changes.check();
    for (const path of [
      "/admin/sign-in",
      "/ADMIN/sign-in",
      "/api/v1/news",
      "/media/x.jpg",
      "/old-host-like",
      "/old-backslash",
    ]) {
      const res = await fetch(origin + path, { redirect: "manual" });
      expect(res.headers.get("location") ?? "", path).not.toMatch(/evil|price/);
    }
  });
});
