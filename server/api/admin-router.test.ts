/**
 * The admin API through the whole Express app (security headers, XSRF, method and
 * rate-limit guards): every role against every endpoint, bearer tokens and the
 * session cookie, bad credentials, bad parameters, and answers that match the
 * OpenAPI document; on SQLite (the stores are tested on both databases).
 */
import type http from "node:http";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, ROLES, type Action, type Role } from "../../app/kernel/admin-policy.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff, type StaffSession } from "../../tests/support/accounts.ts";
import { createTestServices, HTTP_BACKENDS, type TestServices } from "../../tests/support/databases.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";

const ENDPOINTS: Array<{ path: string; action: Action | null; schema: string }> = [
  { path: "/me", action: null, schema: "AdminMe" },
  { path: "/users", action: "users.read", schema: "AdminUserList" },
  { path: "/audit", action: "audit.read", schema: "AuditPage" },
];

describe.each(HTTP_BACKENDS)("admin API on %s", (backend) => {
  let s: TestServices;
  let server: http.Server;
  let api: string;
  const staff = {} as Record<Role, StaffSession & { token: string }>;
  let validate: (schemaId: string, value: unknown) => string | null;

  beforeAll(async () => {
    s = await createTestServices(backend, "adminapi", { seed: false, scrypt: FAST_SCRYPT });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    const origin = listening.origin;
    api = `${origin}/api/v1/admin`;
    for (const role of ROLES) {
      const made = await makeStaff(s, `${role}@example.com`, role);
      const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
      const { token } = await accountsOf(s).createToken(user, { name: "tests" }, { ip: "", userAgent: "" });
      staff[role] = { ...made, token };
    }
    const doc = (await (await fetch(`${origin}/api/v1/openapi.json`)).json()) as {
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
      tags: Array<{ name: string }>;
      paths: Record<string, { get?: { tags: string[]; security: unknown[] } }>;
    };
    expect(doc.tags.map((t) => t.name)).toContain("Admin");
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["adminSession", "bearerToken"]);
    for (const e of ENDPOINTS) expect(doc.paths[`/admin${e.path}`]?.get?.tags).toEqual(["Admin"]);
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
    validate = (id, value) => {
      const check = ajv.getSchema(`doc#/components/schemas/${id}`)!;
      return check(value) ? null : ajv.errorsText(check.errors);
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(api + path, { headers });
    const body = res.headers.get("content-type")?.includes("json") ? ((await res.json()) as unknown) : await res.text();
    return { status: res.status, headers: res.headers, body };
  };
  const bearer = (role: Role) => ({ authorization: `Bearer ${staff[role].token}` });

  for (const endpoint of ENDPOINTS)
    for (const role of ROLES) {
      const allowed = endpoint.action === null || can(role, endpoint.action);
      it(`GET ${endpoint.path} as ${role}: ${allowed ? 200 : 403}, with a token and with the session`, async () => {
        for (const headers of [bearer(role), { cookie: staff[role].jar.header() }]) {
          const res = await get(endpoint.path, headers);
          expect(res.status).toBe(allowed ? 200 : 403);
          expect(res.headers.get("cache-control")).toBe("private, no-store");
          expect(res.headers.get("x-content-type-options")).toBe("nosniff");
          if (allowed) expect(validate(endpoint.schema, res.body)).toBeNull();
          else expect(res.body).toMatchObject({ error: { code: "forbidden" } });
        }
      });
    }

  for (const endpoint of ENDPOINTS)
    it(`GET ${endpoint.path} without valid credentials: 401`, async () => {
      const revoked = await makeStaff(s, `revoked-${endpoint.path.slice(1)}@example.com`, "admin");
      const user = (await accountsOf(s).currentUser(adminRequest(revoked.jar)))!;
      const token = await accountsOf(s).createToken(user, { name: "old" }, { ip: "", userAgent: "" });
      await accountsOf(s).revokeToken(user, token.id, { ip: "", userAgent: "" });
      const attempts: Array<Record<string, string>> = [
        {},
        { authorization: "Bearer nonsense" },
        { authorization: `Bearer vtr_${"A".repeat(43)}` },
        { authorization: `Bearer ${token.token}` },
        { authorization: `Basic ${Buffer.from("admin:admin").toString("base64")}` },
        { cookie: "vitrine.session=forged.value" },
        // A valid session cookie does not rescue a bad token.
        { authorization: "Bearer nonsense", cookie: staff.admin.jar.header() },
      ];
      for (const headers of attempts) {
        const res = await get(endpoint.path, headers);
        expect(res.status, JSON.stringify(headers)).toBe(401);
        expect(res.headers.get("www-authenticate")).toBe('Bearer realm="admin"');
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect(res.body).toMatchObject({ error: { code: "unauthorized" } });
      }
    });

  it("answers /me with the role's permissions and how the caller signed in", async () => {
    const viaToken = await get("/me", bearer("sales"));
    expect(viaToken.body).toMatchObject({ role: "sales", authenticatedBy: "token", email: "sales@example.com" });
    expect((viaToken.body as { permissions: string[] }).permissions).toEqual([
      "admin.enter",
      "tokens.own",
      "sessions.own",
      "two-factor.own",
      "leads.read",
      "leads.update",
      "leads.export",
      "analytics.read",
    ]);
    const viaSession = await get("/me", { cookie: staff.editor.jar.header() });
    expect(viaSession.body).toMatchObject({ role: "editor", authenticatedBy: "session" });
  });

  it("refuses a session whose role needs two-factor sign-in that is not set up", async () => {
    const admin = await makeStaff(s, "no2fa@example.com", "admin", false);
    const res = await get("/me", { cookie: admin.jar.header() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: "two_factor_required" } });
  });

  it("filters the audit trail through the query and refuses bad parameters with 400", async () => {
    const signIns = await get("/audit?action=token.created&pageSize=2", bearer("admin"));
    expect(signIns.status).toBe(200);
    const page = signIns.body as { entries: Array<{ action: string }>; pageSize: number; total: number };
    expect(page.pageSize).toBe(2);
    expect(page.entries.length).toBe(2);
    expect(page.entries.every((e) => e.action === "token.created")).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const none = await get("/audit?from=2999-01-01T00:00:00Z", bearer("admin"));
    expect(none.body).toMatchObject({ entries: [], total: 0 });
    for (const query of [
      "page=0",
      "page=abc",
      "pageSize=201",
      "from=yesterday",
      "to=2026-13-45",
      "colour=red",
      "action=a&action=b",
      `actor=${"x".repeat(400)}`,
    ]) {
      const res = await get(`/audit?${query}`, bearer("admin"));
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ error: { code: "invalid_parameter" } });
    }
    // A refused role learns nothing about the parameters.
    expect((await get("/audit?page=0", bearer("sales"))).status).toBe(403);
  });

  it("answers unknown admin paths 404 and other methods 405, both as JSON", async () => {
    const missing = await get("/nothing", bearer("admin"));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: "not_found" } });
    const post = await fetch(`${api}/users`, { method: "DELETE", headers: bearer("admin") });
    expect(post.status).toBe(405);
  });
});
