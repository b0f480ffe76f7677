/**
 * The locale a lead is stored with (decision 0101): the one a page's address names, read by the
 * caller; a tag that is not configured, or none, stores the default locale.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import { OPTIONS, openTestDatabase, validLead } from "../../tests/support/leads.ts";
import { parseConfig } from "../config.ts";
import { createFormTokens } from "./form-token.ts";
import { createSubmissionLimiter } from "./rate-limit.ts";
import { createLeadsService } from "./service.ts";

const SITE = "https://www.example.com";
const tokens = createFormTokens("0123456789abcdef0123456789abcdef");

describe("the locale of a stored lead", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase("sqlite");
  });
  afterAll(() => db?.close());

  const service = (env: Record<string, string>) =>
    createLeadsService({
      config: parseConfig({ SITE_URL: SITE, DATA_DIR: "/tmp/leadlocale-unit", NODE_ENV: "test", ...env }),
      db: () => db.kysely,
      loadOptions: async () => OPTIONS,
      tokens,
      limiter: createSubmissionLimiter({ prefix: "/" }),
    });

  it.each([
    [`${SITE}/zh/register`, "zh-Hans"],
    [`${SITE}/zh/mobile/news/2`, "zh-Hans"],
    [`${SITE}/zh`, "zh-Hans"],
    [`${SITE}/register`, "en"],
    [`${SITE}/zhx/register`, "en"],
    ["https://elsewhere.example/zh/register", "en"],
    ["not a url", "en"],
    [undefined, "en"],
  ])("reads the Referer %s as %s", (referer, locale) => {
    expect(service({ LOCALES: "en,zh-Hans" }).localeOfReferer(referer)).toBe(locale);
  });

  it("reads it under BASE_PATH, and the default's on a site whose first locale is not en", () => {
    const base = service({ LOCALES: "de,zh-Hans", BASE_PATH: "/site/" });
    expect(base.localeOfReferer(`${SITE}/site/zh/about`)).toBe("zh-Hans");
    expect(base.localeOfReferer(`${SITE}/zh/about`)).toBe("de");
    expect(base.localeOfReferer(`${SITE}/site/about`)).toBe("de");
  });

  it.each([
    ["zh-Hans", "zh-Hans"],
    ["fr", "en"],
    [undefined, "en"],
  ])("stores the tag %s as %s", async (given, stored) => {
    const leads = service({ LOCALES: "en,zh-Hans" });
    const email = `locale-${given ?? "none"}@example.com`;
    const body = {
      ...validLead({ email, name: "张伟", company: "吉利汽车" }),
      formToken: tokens.issue(Date.now() - 10_000),
      website: "",
    };
    const result = await leads.submit({ body, source: "form", clientIp: email, userAgent: "test", locale: given });
    expect(result.status).toBe(201);
    const row = await db.kysely
      .selectFrom("leads")
      .select(["locale", "name", "company"])
      .where("email", "=", email)
      .executeTakeFirst();
    expect(row).toEqual({ locale: stored, name: "张伟", company: "吉利汽车" });
  });
});
