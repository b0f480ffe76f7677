import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeadSchema } from "../../app/kernel/lead-schema.ts";
import type { Database } from "../../db/database.ts";
import { listLeads } from "./export-rows.ts";
import { leadFilterSchema, leadsFrom } from "./inbox-query.ts";
import { findByIdempotencyKey, insertLead, storedLeadOf } from "./store.ts";
import { OPTIONS, openTestDatabase, validLead } from "../../tests/support/leads.ts";

const schema = createLeadSchema(OPTIONS);
let forms = 0;
/** A new form (nonce) per call unless one is given. */
const meta = (
  key: string | null,
  createdAt?: string,
  formNonce = `form-${process.pid}-${++forms}`,
  requestHash = "hash-a",
) => ({
  idempotencyKey: key,
  formNonce,
  requestHash,
  source: "api" as const,
  locale: "en",
  userAgent: "test",
  ipHash: "h",
  ...(createdAt ? { createdAt } : {}),
});

describe.each(["sqlite", "postgres"] as const)("leads store on %s", (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("stores the item a lead registered for, which the inbox's filter finds by its type and id", async () => {
    const lead = (email: string) => schema.parse(validLead({ email }));
    await insertLead(db.kysely, lead("item-a@example.com"), { ...meta(null), item: { type: "courses", id: 7 } });
    await insertLead(db.kysely, lead("item-b@example.com"), { ...meta(null), item: { type: "talks", id: 7 } });
    await insertLead(db.kysely, lead("item-c@example.com"), meta(null));
    const found = (item: string) =>
      leadsFrom(db.kysely, leadFilterSchema.parse({ item })).selectAll().where("email", "like", "item-%").execute();
    const [a] = await found("courses:7");
    expect(a && storedLeadOf(a)).toMatchObject({ email: "item-a@example.com", item: { type: "courses", id: 7 } });
    expect((await found("talks:7")).map((r) => r.email)).toEqual(["item-b@example.com"]);
    expect(await found("courses:8")).toEqual([]);
    const none = await db.kysely.selectFrom("leads").selectAll().where("email", "=", "item-c@example.com").execute();
    expect(storedLeadOf(none[0]!).item).toBeNull();
    expect(() => leadFilterSchema.parse({ item: "courses:0" })).toThrow();
    expect(() => leadFilterSchema.parse({ item: "courses:2147483648" })).toThrow();
  });

  it("inserts one row for concurrent submissions with the same key and request, and they all get its id", async () => {
    const lead = schema.parse(validLead({ email: "same@example.com" }));
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        insertLead(db.kysely, lead, meta(`${kind}-same`, undefined, `${kind}-same-form`)),
      ),
    );
    expect(results.filter((r) => r.outcome === "created")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "replayed")).toHaveLength(11);
    expect(new Set(results.map((r) => ("id" in r ? r.id : 0))).size).toBe(1);
    const rows = await db.kysely
      .selectFrom("leads")
      .select("id")
      .where("idempotency_key", "=", `${kind}-same`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a key that comes back with another request, and stores nothing", async () => {
    const lead = schema.parse(validLead({ email: "key@example.com" }));
    expect((await insertLead(db.kysely, lead, meta(`${kind}-key`, undefined, undefined, "hash-a"))).outcome).toBe(
      "created",
    );
    expect(
      await insertLead(
        db.kysely,
        { ...lead, email: "other@example.com" },
        meta(`${kind}-key`, undefined, undefined, "hash-b"),
      ),
    ).toEqual({ outcome: "key-reused" });
    expect(await findByIdempotencyKey(db.kysely, `${kind}-key`)).toMatchObject({ requestHash: "hash-a" });
    const rows = await db.kysely
      .selectFrom("leads")
      .select("email")
      .where("email", "in", ["key@example.com", "other@example.com"])
      .execute();
    expect(rows).toEqual([{ email: "key@example.com" }]);
  });

  it("stores one lead per form, however many requests and keys bring it at once", async () => {
    const lead = schema.parse(validLead({ email: "form@example.com" }));
    const nonce = `${kind}-one-form`;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        insertLead(db.kysely, lead, meta(i % 2 ? `${kind}-form-key-${i}` : null, undefined, nonce)),
      ),
    );
    expect(results.filter((r) => r.outcome === "created")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "form-used")).toHaveLength(11);
    const rows = await db.kysely.selectFrom("leads").select("id").where("form_nonce", "=", nonce).execute();
    expect(rows).toHaveLength(1);
  });

  it("keeps every value exactly as typed (after trimming) and reads it back", async () => {
    const lead = schema.parse(
      validLead({
        email: "typed@example.com",
        name: "  <img src=x onerror=alert(1)> Zoë 李雷 😀 ",
        message: '=SUM(A1)\n"quoted", comma',
        region: "",
      }),
    );
    const stored = await insertLead(db.kysely, lead, meta(`${kind}-typed`));
    if (stored.outcome !== "created") throw new Error(`not stored: ${stored.outcome}`);
    const { id } = stored;
    const found = [];
    for await (const row of listLeads(db.kysely)) if (row.id === id) found.push(row);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      name: "<img src=x onerror=alert(1)> Zoë 李雷 😀",
      message: '=SUM(A1)\n"quoted", comma',
      region: null,
      phone: "+442079460958",
      consent: true,
      jobTitle: "Head of Operations",
    });
    expect(found[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("keeps a name and a company in Chinese characters as typed, with the locale the lead was sent in", async () => {
    const email = `zh-${process.pid}-${Date.now()}@example.com`;
    const typed = { email, name: "李 小龙", company: "浙江吉利控股集团有限公司（杭州）", jobTitle: "采购经理" };
    const stored = await insertLead(db.kysely, schema.parse(validLead(typed)), {
      ...meta(`${kind}-zh`),
      locale: "zh-Hans",
    });
    if (stored.outcome !== "created") throw new Error(`not stored: ${stored.outcome}`);
    const found = [];
    for await (const row of listLeads(db.kysely)) if (row.id === stored.id) found.push(row);
    expect(found).toEqual([expect.objectContaining({ ...typed, locale: "zh-Hans" })]);
    // The inbox's filter finds it by its locale and by its words, and not under another locale.
    const ids = async (filter: unknown) =>
      (
        await leadsFrom(db.kysely, leadFilterSchema.parse(filter)).select("id").where("email", "=", email).execute()
      ).map((r) => Number(r.id));
    expect(await ids({ locale: "zh-Hans" })).toEqual([stored.id]);
    expect(await ids({ locale: "zh-hans" })).toEqual([stored.id]);
    expect(await ids({ locale: "en" })).toEqual([]);
    expect(await ids({ q: "吉利" })).toEqual([stored.id]);
  });

  it("lists in arrival order across batches and filters by --since", async () => {
    const lead = schema.parse(validLead());
    const times = [
      "2026-01-01T10:00:00.000Z",
      "2026-03-01T10:00:00.000Z",
      "2026-03-02T00:00:00.000Z",
      "2026-05-01T10:00:00.000Z",
      "2026-06-01T10:00:00.000Z",
    ];
    for (const [i, t] of times.entries())
      await insertLead(db.kysely, { ...lead, email: `order${i}@example.com` }, meta(`${kind}-order-${i}`, t));
    const all = [];
    for await (const row of listLeads(db.kysely, undefined, 2)) all.push(row);
    const ours = all.filter((r) => r.email.startsWith("order"));
    expect(ours.map((r) => r.email)).toEqual(times.map((_, i) => `order${i}@example.com`));
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => a - b));
    const since = [];
    for await (const row of listLeads(db.kysely, new Date("2026-03-02T00:00:00Z"), 2))
      if (row.email.startsWith("order")) since.push(row.email);
    expect(since).toEqual(["order2@example.com", "order3@example.com", "order4@example.com"]);
  });
  it("lists each lead with its place in the inbox: status, the assignee's address and the notes in order", async () => {
    const email = `worked-${process.pid}-${Date.now()}@example.com`;
    const stored = await insertLead(db.kysely, schema.parse(validLead({ email })), meta(`${kind}-worked`));
    if (stored.outcome !== "created") throw new Error(`not stored: ${stored.outcome}`);
    const now = new Date().toISOString();
    // The PostgreSQL test database outlives a run: a user of this run's own.
    const userId = `${kind}-sales-${process.pid}-${Date.now()}`;
    const address = `${userId}@example.com`;
    await db.kysely
      .insertInto("auth_user")
      .values({
        id: userId,
        name: "Sam Sales",
        email: address,
        emailVerified: false,
        image: null,
        createdAt: now,
        updatedAt: now,
        twoFactorEnabled: false,
        role: "sales",
        disabledAt: null,
      })
      .execute();
    await db.kysely
      .updateTable("leads")
      .set({ status: "contacted", assignee_id: userId })
      .where("id", "=", stored.id)
      .execute();
    const note = (at: string, body: string) => ({
      lead_id: stored.id,
      author_id: userId,
      author_email: address,
      created_at: at,
      body,
    });
    await db.kysely
      .insertInto("lead_notes")
      .values([note("2026-11-23T09:00:00.000Z", "Sent the price list."), note("2026-11-22T09:00:00.000Z", "Called.")])
      .execute();
    const found = [];
    for await (const row of listLeads(db.kysely, undefined, 1)) if (row.email === email) found.push(row);
    expect(found).toEqual([
      expect.objectContaining({
        status: "contacted",
        assignee: address,
        notes: [
          { at: "2026-11-22T09:00:00.000Z", author: address, body: "Called." },
          { at: "2026-11-23T09:00:00.000Z", author: address, body: "Sent the price list." },
        ],
      }),
    ]);
  });
});
