/**
 * What a lead asks for (app/kernel/lead-intent.ts) and the plan it names: the pricing
 * page's buttons and the partner application form send them, the leads service keeps
 * them, and the inbox's filter finds them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "../config.ts";
import { createFormTokens } from "./form-token.ts";
import { leadsFrom } from "./inbox-query.ts";
import { createSubmissionLimiter } from "./rate-limit.ts";
import { createLeadsService } from "./service.ts";
import { storedLeadOf } from "./store.ts";
import { leadFilterSchema } from "../../app/kernel/lead-inbox.ts";
import type { LeadsService } from "../../app/kernel/services/leads.ts";
import type { Database } from "../../db/database.ts";
import { BACKENDS } from "../../tests/support/databases.ts";
import { OPTIONS, openTestDatabase, validLead } from "../../tests/support/leads.ts";

const tokens = createFormTokens("0123456789abcdef0123456789abcdef");
const PLANS = [
  { value: "team", label: "Team" },
  { value: "enterprise", label: "Enterprise" },
];

describe.each(BACKENDS)("a lead's intent and plan on %s", (kind) => {
  let db: Database;
  let leads: LeadsService;
  let n = 0;
  const submit = (fields: Record<string, unknown>) =>
    leads.submit({
      body: {
        ...validLead({ email: `intent-${++n}@example.com` }),
        formToken: tokens.issue(Date.now() - 10_000),
        ...fields,
      },
      source: "form",
      clientIp: `192.0.2.${n}`,
      userAgent: "test",
    });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom("leads").execute();
    leads = createLeadsService({
      config: parseConfig({ SITE_URL: "http://127.0.0.1:4501", DATA_DIR: "/tmp/vitrine-e/unit", NODE_ENV: "test" }),
      db: () => db.kysely,
      loadOptions: async () => ({ ...OPTIONS, plans: PLANS }),
      tokens,
      limiter: createSubmissionLimiter({ prefix: `/intent-${kind}/` }),
    });
  });

  it("keeps the intent and the plan, a demo request without a plan when none is sent", async () => {
    expect((await submit({ intent: "trial", plan: "team" })).status).toBe(201);
    expect((await submit({ intent: "partner" })).status).toBe(201);
    expect((await submit({})).status).toBe(201);
    const rows = await db.kysely.selectFrom("leads").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [storedLeadOf(r).intent, storedLeadOf(r).plan])).toEqual([
      ["trial", "team"],
      ["partner", null],
      ["demo", null],
    ]);
  });

  it("refuses an unknown intent or plan with a field error, and stores nothing", async () => {
    const intent = await submit({ intent: "buy-now" });
    expect(intent).toMatchObject({ status: 400, code: "validation" });
    const plan = await submit({ plan: "platinum" });
    expect(plan).toMatchObject({ status: 400, code: "validation" });
    expect("fields" in plan && plan.fields.plan).toBe("Plan must be one of the listed options.");
    expect(await db.kysely.selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it("filters the inbox by intent", async () => {
    await submit({ intent: "partner" });
    await submit({ intent: "sales", plan: "enterprise" });
    await submit({});
    const filter = leadFilterSchema.parse({ intent: "partner" });
    const found = await leadsFrom(db.kysely, filter).select(["intent"]).execute();
    expect(found.map((r) => r.intent)).toEqual(["partner"]);
    expect(leadFilterSchema.safeParse({ intent: "other" }).success).toBe(false);
  });
});
