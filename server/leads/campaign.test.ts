import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import { BACKENDS } from "../../tests/support/databases.ts";
import { OPTIONS, openTestDatabase, validLead } from "../../tests/support/leads.ts";
import { parseConfig } from "../config.ts";
import { exportLeads } from "./export.ts";
import { createFormTokens } from "./form-token.ts";
import { leadsFrom } from "./inbox-query.ts";
import { createSubmissionLimiter } from "./rate-limit.ts";
import type { LeadsService } from "../../app/kernel/services/leads.ts";
import { createLeadsService } from "./service.ts";
import { listLeads } from "./export-rows.ts";

const tokens = createFormTokens("0123456789abcdef0123456789abcdef");
const CAMPAIGN = {
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "spring",
  utmTerm: "crm",
  utmContent: "top-link",
};

describe.each(BACKENDS)("a lead's campaign on %s", (kind) => {
  let db: Database;
  let leads: LeadsService;
  let client = 0;
  const submit = (body: Record<string, unknown>) =>
    leads.submit({
      body: { ...validLead(), formToken: tokens.issue(Date.now() - 10_000), ...body },
      source: "api",
      clientIp: `198.51.100.${++client}`,
      userAgent: "test",
    });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    leads = createLeadsService({
      config: parseConfig({ SITE_URL: "http://127.0.0.1:4501", DATA_DIR: "/tmp/vitrine-e/unit", NODE_ENV: "test" }),
      db: () => db.kysely,
      loadOptions: async () => OPTIONS,
      tokens,
      limiter: createSubmissionLimiter({ prefix: `/campaign-${kind}/` }),
    });
  });
  afterAll(async () => {
    await leads?.close();
    await db?.close();
  });

  it("stores the five UTM tags sent with a lead, trimmed, and none when none are sent", async () => {
    const tagged = await submit({ email: `tagged-${kind}@example.com`, ...CAMPAIGN, utmTerm: "  crm " });
    const plain = await submit({ email: `plain-${kind}@example.com`, utmSource: "" });
    expect(tagged.status).toBe(201);
    expect(plain.status).toBe(201);
    const rows = await db.kysely
      .selectFrom("leads")
      .select(["email", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
      .where("email", "in", [`tagged-${kind}@example.com`, `plain-${kind}@example.com`])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        email: `tagged-${kind}@example.com`,
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "spring",
        utm_term: "crm",
        utm_content: "top-link",
      },
      {
        email: `plain-${kind}@example.com`,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
      },
    ]);
  });

  it("refuses a tag that is too long, not text or holds control characters with 400, storing nothing", async () => {
    for (const bad of [{ utmCampaign: "x".repeat(101) }, { utmSource: 7 }, { utmMedium: "a\u0000b" }]) {
      const result = await submit({ email: `bad-${kind}@example.com`, ...bad });
      expect(result.status, JSON.stringify(bad)).toBe(400);
    }
    const stored = await db.kysely.selectFrom("leads").select("id").where("email", "=", `bad-${kind}@example.com`);
    expect(await stored.execute()).toEqual([]);
  });

  it("lets the inbox filter by campaign and by campaign source, and the exports carry the tags", async () => {
    await submit({ email: `autumn-${kind}@example.com`, utmSource: "ads", utmCampaign: "autumn" });
    const emails = async (filter: Parameters<typeof leadsFrom>[1]) =>
      (await leadsFrom(db.kysely, filter).select("email").orderBy("id").execute()).map((r) => r.email);
    expect(await emails({ utmCampaign: "spring" })).toEqual([`tagged-${kind}@example.com`]);
    expect(await emails({ utmSource: "ads" })).toEqual([`autumn-${kind}@example.com`]);
    expect(await emails({ utmCampaign: "spring", utmSource: "ads" })).toEqual([]);

    let csv = "";
    for await (const chunk of exportLeads(listLeads(db.kysely), "csv")) csv += chunk;
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toContain('"utm_source","utm_medium","utm_campaign","utm_term","utm_content"');
    expect(lines.find((l) => l.includes(`tagged-${kind}@`))).toContain(
      '"newsletter","email","spring","crm","top-link"',
    );
    let json = "";
    for await (const chunk of exportLeads(listLeads(db.kysely), "json")) json += chunk;
    const parsed = JSON.parse(json) as Array<Record<string, unknown>>;
    expect(parsed.find((l) => l.email === `autumn-${kind}@example.com`)).toMatchObject({
      utm_source: "ads",
      utm_campaign: "autumn",
      utm_term: null,
    });
  });
});
