/**
 * A lead form block asks some of the register form's fields (decision 0085): its post names
 * them, the service holds it to the register form's rules for those, and the lead is stored
 * with the others empty, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import { BACKENDS } from "../../tests/support/databases.ts";
import { OPTIONS, openTestDatabase, validLead } from "../../tests/support/leads.ts";
import { parseConfig } from "../config.ts";
import { createFormTokens } from "./form-token.ts";
import { leadsFrom } from "./inbox-query.ts";
import { createSubmissionLimiter } from "./rate-limit.ts";
import type { LeadsService } from "../../app/kernel/services/leads.ts";
import { createLeadsService } from "./service.ts";

const tokens = createFormTokens("0123456789abcdef0123456789abcdef");

describe.each(BACKENDS)("a block form's fields on %s", (kind) => {
  let db: Database;
  let leads: LeadsService;
  let client = 0;
  const submit = (body: Record<string, unknown>) =>
    leads.submit({
      body: { formToken: tokens.issue(Date.now() - 10_000), ...body },
      source: "form",
      clientIp: `198.51.100.${++client}`,
      userAgent: "test",
    });
  /** The register form's lead without the fields a block showing only `keep` leaves out. */
  const only = (email: string, ...keep: string[]): Record<string, unknown> => {
    const lead: Record<string, unknown> = { ...validLead(), email };
    for (const f of ["phone", "jobTitle", "company", "companySize", "region", "product", "message"])
      if (!keep.includes(f)) delete lead[f];
    return { ...lead, fields: keep.join(" ") };
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    leads = createLeadsService({
      config: parseConfig({ SITE_URL: "http://127.0.0.1:4501", DATA_DIR: "/tmp/vitrine-e/unit", NODE_ENV: "test" }),
      db: () => db.kysely,
      loadOptions: async () => OPTIONS,
      tokens,
      limiter: createSubmissionLimiter({ prefix: `/shown-${kind}/` }),
    });
  });
  afterAll(async () => {
    await leads?.close();
    await db?.close();
  });

  it("stores a lead that leaves out what its form did not ask, with those fields empty", async () => {
    const email = `short-${kind}@example.com`;
    const result = await submit({ ...only(email, "company"), sourcePage: "/launch", utmCampaign: "spring" });
    expect(result).toMatchObject({ status: 201 });
    const row = await db.kysely
      .selectFrom("leads")
      .select(["name", "company", "phone", "job_title", "company_size", "product", "region", "message"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: validLead().name,
      company: validLead().company,
      phone: "",
      job_title: "",
      company_size: "",
      product: "",
      region: null,
      message: null,
    });
    const inbox = await leadsFrom(db.kysely, { sourcePage: "/launch", utmCampaign: "spring" })
      .select("email")
      .execute();
    expect(inbox.map((r) => r.email)).toEqual([email]);
  });

  it("still refuses a missing or wrong field that the form asked, and the ones it always asks", async () => {
    const missing = await submit({ ...only(`missing-${kind}@example.com`, "company", "phone"), phone: undefined });
    expect(missing).toMatchObject({ status: 400, fields: { phone: "Mobile phone is required." } });
    const wrong = await submit({ ...only(`wrong-${kind}@example.com`, "product"), product: "nothing" });
    expect(wrong).toMatchObject({
      status: 400,
      fields: { product: "Product of interest must be one of the listed options." },
    });
    const { name: _name, ...nameless } = only(`nameless-${kind}@example.com`);
    expect(await submit(nameless)).toMatchObject({ status: 400, fields: { name: "Full name is required." } });
    expect(await submit({ ...only(`noconsent-${kind}@example.com`), consent: false })).toMatchObject({
      status: 400,
      fields: { consent: expect.stringMatching(/^Consent is required/) },
    });
  });

  it("refuses a field the form did not ask, an unknown field name, and the full form without its fields", async () => {
    const extra = await submit({ ...only(`extra-${kind}@example.com`, "company"), phone: "+44 20 7946 0958" });
    expect(extra).toMatchObject({ status: 400, fields: { _form: "Unknown field: phone." } });
    const unknown = await submit({ ...only(`unknown-${kind}@example.com`, "company"), fields: "company salary" });
    expect(unknown).toMatchObject({
      status: 400,
      fields: { _form: "fields must name form fields, separated by spaces." },
    });
    // Without the list, the register form's rules: every required field.
    const { fields: _f, ...bare } = only(`bare-${kind}@example.com`, "company");
    expect(await submit(bare)).toMatchObject({ status: 400, fields: { phone: "Mobile phone is required." } });
    const stored = await db.kysely
      .selectFrom("leads")
      .select("email")
      .where("email", "in", [`extra-${kind}@example.com`, `unknown-${kind}@example.com`, `bare-${kind}@example.com`])
      .execute();
    expect(stored).toEqual([]);
  });
});
