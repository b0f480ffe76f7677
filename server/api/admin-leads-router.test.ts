/**
 * The leads endpoints of the admin API through the whole Express app, on SQLite
 * and PostgreSQL: who may list, read, change and erase; the filters and paging;
 * If-Match and ETag; erasure leaving anonymised rows for counts and no personal
 * data in the audit trail; answers checked against the OpenAPI document.
 */
import type http from "node:http";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, ROLES, type Role } from "../../app/kernel/admin-policy.ts";
import type { Lead } from "../../app/kernel/lead-schema.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff, type StaffSession } from "../../tests/support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { validLead } from "../../tests/support/leads.ts";
import { insertLead } from "../leads/store.ts";

const DAY = 86_400_000;
const SEED = [
  { email: "ada@one.example", product: "pm", region: "europe", source: "api", daysAgo: 1, page: "/price" },
  { email: "bob@two.example", product: "oa", region: "asia-pacific", source: "form", daysAgo: 3, page: "/detail/3" },
  { email: "ada@one.example", product: "oa", region: "europe", source: "form", daysAgo: 10, page: "/price" },
  { email: "cy@three.example", product: "trade", region: null, source: "api", daysAgo: 40, page: null },
] as const;

describe.each(BACKENDS)("admin leads API on %s", (backend) => {
  let s: TestServices;
  let server: http.Server;
  let api: string;
  const staff = {} as Record<Role, StaffSession & { token: string; id: string }>;
  const ids: number[] = [];
  let validate: (schemaId: string, value: unknown) => string | null;

  beforeAll(async () => {
    s = await createTestServices(backend, "adminleads", {
      seed: false,
      scrypt: FAST_SCRYPT,
      leadJobs: false,
      env: { LEADS_NOTIFY_TO: "sales@brightlane.example" },
    });
    const listening = await listenWithoutPages(s);
    server = listening.server;
    const origin = listening.origin;
    api = `${origin}/api/v1/admin`;
    for (const role of ROLES) {
      const made = await makeStaff(s, `${role}@example.com`, role);
      const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
      const { token } = await accountsOf(s).createToken(user, { name: "tests" }, { ip: "", userAgent: "" });
      staff[role] = { ...made, token, id: user.id };
    }
    let n = 0;
    for (const lead of SEED) {
      const stored = await insertLead(
        s.db.kysely,
        validLead({
          email: lead.email,
          product: lead.product,
          region: lead.region ?? undefined,
          name: `Person ${++n}`,
        }) as unknown as Lead,
        {
          idempotencyKey: null,
          formNonce: `n-${n}`,
          requestHash: "h",
          source: lead.source,
          locale: lead.email.startsWith("cy@") ? "zh-Hans" : "en",
          sourcePage: lead.page,
          // An event since deleted (this database holds none): the lead keeps its number.
          item: lead.email.startsWith("bob@") ? { type: "events", id: 4242 } : null,
          userAgent: "vitest",
          ipHash: "ip",
          createdAt: new Date(Date.now() - lead.daysAgo * DAY).toISOString(),
          channels: await s.leadsAdmin.channels(),
        },
      );
      ids.push((stored as { id: number }).id);
    }
    const doc = (await (await fetch(`${origin}/api/v1/openapi.json`)).json()) as {
      components: { schemas: Record<string, unknown> };
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    expect(doc.paths["/admin/leads"]?.get?.tags).toEqual(["Admin"]);
    const listed = doc.paths["/admin/leads"]?.get as unknown as { parameters: { name: string }[] };
    expect(listed.parameters.map((p) => p.name)).toContain("locale");
    expect(doc.paths["/admin/leads/{id}"]?.get?.tags).toEqual(["Admin"]);
    expect(doc.paths["/admin/leads/{id}"]?.patch?.tags).toEqual(["Admin"]);
    expect(doc.paths["/admin/leads/erase"]?.post?.tags).toEqual(["Admin"]);
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

  const call = async (
    method: string,
    path: string,
    role: Role,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const res = await fetch(api + path, {
      method,
      headers: {
        authorization: `Bearer ${staff[role].token}`,
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const body = res.headers.get("content-type")?.includes("json") ? ((await res.json()) as unknown) : await res.text();
    return { status: res.status, headers: res.headers, body };
  };
  const audit = (action: string) => s.audit.list({ action, pageSize: 200 });

  for (const role of ROLES)
    it(`lists and reads leads as ${role}: ${can(role, "leads.read") ? 200 : 403}`, async () => {
      const list = await call("GET", "/leads", role);
      const one = await call("GET", `/leads/${ids[0]}`, role);
      if (!can(role, "leads.read")) {
        expect([list.status, one.status]).toEqual([403, 403]);
        expect(list.body).toMatchObject({ error: { code: "forbidden" } });
        return;
      }
      expect(list.status).toBe(200);
      expect(list.headers.get("cache-control")).toBe("private, no-store");
      expect(validate("AdminLeadPage", list.body)).toBeNull();
      expect((list.body as { total: number }).total).toBe(SEED.length);
      expect(one.status).toBe(200);
      expect(validate("AdminLeadDetail", one.body)).toBeNull();
      expect(one.headers.get("etag")).toBe(`"v${(one.body as { version: number }).version}"`);
    });

  it("filters by status, dates, product, region, source and words, pages, and refuses bad parameters", async () => {
    const emails = async (query: string) => {
      const res = await call("GET", `/leads?${query}`, "sales");
      expect(res.status, query).toBe(200);
      return (res.body as { leads: { email: string }[] }).leads.map((l) => l.email);
    };
    expect(await emails("product=oa")).toEqual(["bob@two.example", "ada@one.example"]);
    expect(await emails("region=europe&source=form")).toEqual(["ada@one.example"]);
    expect(await emails("q=THREE.example")).toEqual(["cy@three.example"]);
    expect(await emails("sourcePage=/price")).toEqual(["ada@one.example", "ada@one.example"]);
    expect(await emails("sourcePage=/detail/3&source=form")).toEqual(["bob@two.example"]);
    expect(await emails("sourcePage=/nowhere")).toEqual([]);
    expect(await emails("locale=zh-Hans")).toEqual(["cy@three.example"]);
    expect(await emails("locale=zh-hans&q=three")).toEqual(["cy@three.example"]);
    expect(await emails("locale=en")).not.toContain("cy@three.example");
    expect(await emails("locale=de")).toEqual([]);
    expect(await emails("item=events:4242")).toEqual(["bob@two.example"]);
    expect(await emails("item=events:4243")).toEqual([]);
    const registered = await call("GET", `/leads/${ids[1]}`, "sales");
    expect(registered.body).toMatchObject({ item: { type: "events", id: 4242, title: null } });
    expect(validate("AdminLeadDetail", registered.body)).toBeNull();
    const listed = await call("GET", "/leads?item=events:4242", "sales");
    expect(validate("AdminLeadPage", listed.body)).toBeNull();
    const one = await call("GET", `/leads/${ids[1]}`, "sales");
    expect(one.body).toMatchObject({ sourcePage: "/detail/3" });
    expect((await call("GET", `/leads/${ids[3]}`, "sales")).body).toMatchObject({ sourcePage: null });
    const user = (await accountsOf(s).currentUser(adminRequest(staff.sales.jar)))!;
    expect((await s.leadsAdmin.inbox.facets(user)).pages).toEqual(["/detail/3", "/price"]);
    expect((await s.leadsAdmin.inbox.facets(user)).locales).toEqual(["en", "zh-Hans"]);
    expect(await emails("q=50%25")).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const fiveAgo = new Date(Date.now() - 5 * DAY).toISOString().slice(0, 10);
    expect(await emails(`from=${fiveAgo}&to=${today}`)).toEqual(["ada@one.example", "bob@two.example"]);
    expect(await emails("status=new")).toHaveLength(SEED.length);
    expect(await emails("status=won")).toEqual([]);
    const page2 = await call("GET", "/leads?pageSize=3&page=2", "sales");
    expect(page2.body).toMatchObject({ page: 2, pageSize: 3, total: SEED.length });
    expect((page2.body as { leads: unknown[] }).leads).toHaveLength(1);
    for (const query of [
      "status=done",
      "from=2026-02-31",
      "sourcePage=",
      "sourcePage=" + "x".repeat(201),
      "locale=",
      "locale=not_a_tag!",
      "locale=" + "a".repeat(65),
      "page=0",
      "pageSize=500",
      "colour=red",
      "q=a&q=b",
      "item=4242",
      "item=events:0",
      "item=events:99999999999",
    ]) {
      const res = await call("GET", `/leads?${query}`, "sales");
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ error: { code: "invalid_parameter" } });
    }
    for (const path of ["/leads/999999", "/leads/abc", "/leads/0"])
      expect((await call("GET", path, "sales")).status).toBe(404);
    const viewed = await audit("lead.list-viewed");
    expect(viewed.entries.some((e) => JSON.stringify(e.after).includes('"q":"(search)"'))).toBe(true);
    expect(JSON.stringify(viewed.entries)).not.toContain("THREE.example");
  });

  it("changes status and assignee and adds notes under If-Match, 412 when stale, 428 without", async () => {
    const id = ids[1]!;
    const read = await call("GET", `/leads/${id}`, "sales");
    const etag = read.headers.get("etag")!;
    expect((await call("PATCH", `/leads/${id}`, "sales", { body: { status: "contacted" } })).status).toBe(428);
    const changed = await call("PATCH", `/leads/${id}`, "sales", {
      body: { status: "contacted", assigneeId: staff.sales.id, note: "Called, wants a demo on Friday." },
      headers: { "if-match": etag },
    });
    expect(changed.status).toBe(200);
    expect(validate("AdminLeadDetail", changed.body)).toBeNull();
    expect(changed.body).toMatchObject({
      status: "contacted",
      assignee: { id: staff.sales.id, email: "sales@example.com" },
      notes: [{ body: "Called, wants a demo on Friday.", authorEmail: "sales@example.com" }],
    });
    expect(changed.headers.get("etag")).not.toBe(etag);
    const stale = await call("PATCH", `/leads/${id}`, "editor", {
      body: { status: "lost" },
      headers: { "if-match": etag },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ error: { code: "precondition_failed" } });
    const fresh = changed.headers.get("etag")!;
    for (const body of [
      { status: "done" },
      { assigneeId: staff.author.id },
      { colour: "red" },
      { note: "x".repeat(5001) },
    ]) {
      const bad = await call("PATCH", `/leads/${id}`, "sales", { body, headers: { "if-match": fresh } });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call("PATCH", `/leads/${id}`, "author", { body: {}, headers: { "if-match": fresh } })).status).toBe(
      403,
    );
    expect((await call("PATCH", "/leads/999999", "sales", { body: {}, headers: { "if-match": '"v1"' } })).status).toBe(
      404,
    );
    // The session cookie needs the XSRF double submit for a change.
    const viaCookie = await fetch(`${api}/leads/${id}`, {
      method: "PATCH",
      headers: { cookie: staff.sales.jar.header(), "content-type": "application/json", "if-match": fresh },
      body: "{}",
    });
    expect(viaCookie.status).toBe(403);

    const updated = await audit("lead.updated");
    expect(updated.entries[0]).toMatchObject({
      targetType: "lead",
      targetId: String(id),
      actorEmail: "sales@example.com",
      before: { status: "new", assigneeId: null },
      after: { status: "contacted", assigneeId: staff.sales.id },
    });
    const noted = await audit("lead.note-added");
    expect(JSON.stringify(noted.entries)).not.toContain("demo on Friday");
    expect((await audit("lead.viewed")).entries.some((e) => e.targetId === String(id))).toBe(true);
  });

  it("erases a person everywhere, for admins only, keeping anonymised rows for counts", async () => {
    expect((await call("POST", "/leads/erase", "sales", { body: { email: "ada@one.example" } })).status).toBe(403);
    expect((await call("POST", "/leads/erase", "admin", { body: { email: "not an address" } })).status).toBe(400);
    const erased = await call("POST", "/leads/erase", "admin", { body: { email: "ADA@one.example" } });
    expect(erased.status).toBe(200);
    expect(validate("AdminLeadErasure", erased.body)).toBeNull();
    expect(erased.body).toMatchObject({ leads: 2, notifications: 2 });

    const rows = await s.db.kysely.selectFrom("leads").selectAll().where("id", "in", [ids[0]!, ids[2]!]).execute();
    for (const row of rows) {
      expect(row).toMatchObject({
        name: "",
        email: "",
        phone: "",
        company: "",
        job_title: "",
        message: null,
        ip_hash: "",
      });
      expect(row.erased_at).not.toBeNull();
      expect(row.product).not.toBe("");
      // Where they came from names a page of the site, not the person: it stays for counts.
      expect(row.source_page).toBe("/price");
    }
    const outbox = await s.db.kysely
      .selectFrom("lead_outbox")
      .selectAll()
      .where("lead_id", "in", [ids[0]!, ids[2]!])
      .execute();
    expect(outbox).toHaveLength(2);
    for (const row of outbox) {
      expect(row.payload).not.toContain("ada@");
      expect(row.payload).not.toContain("Person");
      expect(row.dead_at).not.toBeNull();
      expect(row.last_error).toBe("erased");
    }
    // Counts still see them; the search does not find the person any more.
    expect(((await call("GET", "/leads", "sales")).body as { total: number }).total).toBe(SEED.length);
    expect(((await call("GET", "/leads?q=ada", "sales")).body as { total: number }).total).toBe(0);
    const entry = (await audit("lead.erased")).entries[0]!;
    expect(entry).toMatchObject({ actorEmail: "admin@example.com", after: { leads: 2 } });
    expect(JSON.stringify(entry).toLowerCase()).not.toContain("ada@one.example");
    const again = await call("POST", "/leads/erase", "admin", { body: { email: "ada@one.example" } });
    expect(again.body).toMatchObject({ leads: 0, notifications: 0 });
  });
});
