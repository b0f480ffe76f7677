/**
 * A lead sent with JavaScript from a /zh register page, on either skin, and the staff mail it
 * brings (decision 0101). Fields are found by name: their labels are the locale's words.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect, type Page } from "@playwright/test";
import { workerServer } from "./e2e-server.ts";
import { FORM_MIN_FILL_MS } from "./leads.ts";

/** The server's settings for these tests: a second locale, and mail kept in DATA_DIR/outbox. */
export const LEAD_LOCALE_ENV = { LOCALES: "en,zh-Hans", LEADS_NOTIFY_TO: "sales@brightlane.example" };

/** The plain text of the staff mail about `email`, once the server's outbox worker wrote it. */
async function mailAbout(parallelIndex: number, email: string): Promise<string> {
  const dir = path.join(workerServer(parallelIndex).dataDir, "outbox");
  let found = "";
  await expect
    .poll(async () => {
      const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
      for (const file of files) {
        const text = (await simpleParser(readFileSync(path.join(dir, file)))).text ?? "";
        if (text.includes(email)) found = text;
      }
      return found;
    })
    .toContain(email);
  return found;
}

/** Fills the register page the browser is on with a person and a company in Chinese characters, sends it, and reads the mail. */
export async function sendChineseLead(page: Page, parallelIndex: number, email: string): Promise<string> {
  const form = page.locator("form[data-lead-form]");
  await form.locator('[name="name"]').fill("李 小龙");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("+86 138 0013 8000");
  await form.locator('[name="jobTitle"]').fill("采购经理");
  await form.locator('[name="company"]').fill("浙江吉利控股集团有限公司（杭州）");
  await form.locator('[name="companySize"]').selectOption({ index: 1 });
  await form.locator('[name="product"]').selectOption({ index: 1 });
  await form.locator('[name="consent"]').check();
  await page.waitForTimeout(FORM_MIN_FILL_MS + 100);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/v1/leads") && r.method() === "POST"),
    form.locator('button[type="submit"]').click(),
  ]);
  // The locale is the page's address, sent as the Referer; the body names none.
  expect(await request.headerValue("referer")).toMatch(/\/zh\/(mobile\/)?register$/);
  expect(request.postDataJSON()).not.toHaveProperty("locale");
  expect((await request.response())?.status()).toBe(201);
  return mailAbout(parallelIndex, email);
}
