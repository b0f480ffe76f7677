import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeadSchema } from "../../app/lib/lead-schema.ts";
import type { Database } from "../../db/database.ts";
import { insertLead, listLeads } from "./store.ts";
import { OPTIONS, openTestDatabase, validLead } from "./test-support.ts";

const schema = createLeadSchema(OPTIONS);
const meta = (key: string, createdAt?: string) => ({ idempotencyKey: key, source: "api" as const, userAgent: "test", ipHash: "h", ...(createdAt ? { createdAt } : {}) });

describe.each(["sqlite", "postgres"] as const)("leads store on %s", (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("inserts one row for concurrent submissions with the same key, and they all get its id", async () => {
    const lead = schema.parse(validLead({ email: "same@example.com" }));
    const results = await Promise.all(Array.from({ length: 12 }, () => insertLead(db.kysely, lead, meta(`${kind}-same`))));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await db.kysely.selectFrom("leads").select("id").where("idempotency_key", "=", `${kind}-same`).execute();
    expect(rows).toHaveLength(1);
  });

  it("keeps every value exactly as typed (after trimming) and reads it back", async () => {
    const lead = schema.parse(
      validLead({ email: "typed@example.com", name: "  <img src=x onerror=alert(1)> Zoë 李雷 😀 ", message: "=SUM(A1)\n\"quoted\", comma", region: "" }),
    );
    const { id } = await insertLead(db.kysely, lead, meta(`${kind}-typed`));
    const found = [];
    for await (const row of listLeads(db.kysely)) if (row.id === id) found.push(row);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      name: "<img src=x onerror=alert(1)> Zoë 李雷 😀",
      message: "=SUM(A1)\n\"quoted\", comma",
      region: null,
      phone: "+442079460958",
      consent: true,
      jobTitle: "Head of Operations",
    });
    expect(found[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("lists in arrival order across batches and filters by --since", async () => {
    const lead = schema.parse(validLead());
    const times = ["2026-01-01T10:00:00.000Z", "2026-03-01T10:00:00.000Z", "2026-03-02T00:00:00.000Z", "2026-05-01T10:00:00.000Z", "2026-06-01T10:00:00.000Z"];
    for (const [i, t] of times.entries()) await insertLead(db.kysely, { ...lead, email: `order${i}@example.com` }, meta(`${kind}-order-${i}`, t));
    const all = [];
    for await (const row of listLeads(db.kysely, undefined, 2)) all.push(row);
    const ours = all.filter((r) => r.email.startsWith("order"));
    expect(ours.map((r) => r.email)).toEqual(times.map((_, i) => `order${i}@example.com`));
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => a - b));
    const since = [];
    for await (const row of listLeads(db.kysely, new Date("2026-03-02T00:00:00Z"), 2)) if (row.email.startsWith("order")) since.push(row.email);
    expect(since).toEqual(["order2@example.com", "order3@example.com", "order4@example.com"]);
  });
});
