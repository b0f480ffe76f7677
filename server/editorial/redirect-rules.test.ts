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
    const editor = await save("editor", "/partners-old", "https://partner.example/");
    expect(editor.status).toBe(403);
    expect((await save("admin", "/partners-old", "https://partner.example/")).status).toBe(201);
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

describe("redirects lead in one hop to a page that exists", () => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;
  let token: string;
  let articleId: number;

  beforeAll(async () => {
    s = await createTestServices("sqlite", "redirect-targets", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
    ({ server, origin } = await listenWithoutPages(s));
    const made = await makeStaff(s, "admin@example.com", "admin", false);
    const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
    token = (await accountsOf(s).createAutomationToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
    articleId = (await s.content.listNews({ page: 1 })).items[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  const save = async (from: string, to: string) => {
    const res = await fetch(`${origin}/api/v1/admin/redirects`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ from, to, status: 301 }),
    });
    const body = (await res.json()) as { error?: { message: string; fields?: Record<string, string> } };
    return { status: res.status, message: body.error?.message ?? "", field: body.error?.fields?.to ?? "" };
  };

  it("refuses a target that is no page of the site, desktop or mobile, and stores nothing", async () => {
    for (const to of ["/detail/999999", "/mobile/detail/999999", "/loop-b", "/news/no-such-type"]) {
      const refused = await save("/flow-launch", to);
      expect(refused.status, to).toBe(400);
      expect(refused.message, to).toMatch(/no page/i);
      expect(refused.field, to).not.toBe("");
    }
    expect(await s.db.kysely.selectFrom("redirects").select("from_path").execute()).toEqual([]);
  });

  it("accepts pages, lists and articles that exist, on both skins", async () => {
    for (const [from, to] of [
      ["/flow-launch", `/detail/${articleId}`],
      ["/flow-launch-m", `/mobile/detail/${articleId}`],
      ["/old-price", "/price"],
      ["/old-news", "/news"],
      ["/old-search", "/search?q=crm"],
    ] as const)
      expect((await save(from, to)).status, to).toBe(201);
  });

  it("refuses a loop and a chain of two hops, whichever end is saved last", async () => {
    expect((await save("/loop-a", "/about")).status).toBe(201);
    const loop = await save("/about", "/loop-a");
    expect(loop.status).toBe(400);
    expect(loop.message).toMatch(/loop-a/);
    // /loop-a already leads to /about: a redirect of /about would make it two hops.
    const chainAfter = await save("/about", "/price");
    expect(chainAfter.status).toBe(400);
    expect(chainAfter.message).toMatch(/\/loop-a.*\/about|\/about.*\/loop-a/);
    // A redirect to /loop-a would be followed by another hop.
    const chainBefore = await save("/older", "/loop-a");
    expect(chainBefore.status).toBe(400);
    expect(chainBefore.field).not.toBe("");
  });
});
