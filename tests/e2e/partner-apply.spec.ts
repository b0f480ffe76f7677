/**
 * The partner programme's application form in a real browser: from the partner page's
 * button to the form, sent with JavaScript (through the leads API) and without it (the
 * form's own post), a mistake answered in place keeping what was typed; then a sales
 * person finds both in the inbox as partner applications, by the inbox's filter.
 */
import { expect, hydrated, test, type Page } from "../support/browser-test.ts";
import { completeSetup, createUserLink, seriousViolations, uniqueEmail } from "../support/admin.ts";
import { FORM_MIN_FILL_MS } from "../support/leads.ts";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const marker = `Partner${Date.now().toString(36)}`;

async function fill(page: Page, name: string, email: string) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Mobile phone").fill("+44 20 7946 0958");
  await page.getByLabel("Job title").fill("Managing partner");
  await page.getByRole("textbox", { name: "Company", exact: true }).fill(`${marker} ${name} Consulting`);
  await page.getByLabel("Company size").selectOption({ index: 1 });
  await page.getByLabel("Product of interest").selectOption({ index: 1 });
  await page.getByLabel("Message (optional)").fill("We implement Brightlane PM for engineering firms.");
  await page.getByLabel(/I agree that Brightlane may contact me/).check();
}

test("a partner application with and without JavaScript reaches the inbox as one", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("partner");
  await hydrated(page);
  await page.getByRole("link", { name: "Apply to become a partner" }).first().click();
  await expect(page).toHaveURL(/\/partner\/apply$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply to become a partner");
  // A partner applies to resell: no plan to choose.
  await expect(page.getByLabel("Plan (optional)")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // A mistake is answered in place, nothing typed is lost.
  await fill(page, "Ada Scripted", "ada@");
  await page.getByRole("button", { name: "Apply to become a partner" }).click();
  await expect(page.locator("#lead-email-error")).toContainText("Work email must look like name@company.com.");
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Scripted");
  await page.getByLabel("Work email").fill(uniqueEmail("ada-partner"));
  await page.waitForTimeout(FORM_MIN_FILL_MS + 100);
  await page.getByRole("button", { name: "Apply to become a partner" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your application has been received");
  await expect(page.getByText("The Brightlane partner team will review your application")).toBeVisible();

  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("mobile/partner/apply");
  await fill(plain, "Bea Plain", "bea@");
  await plain.waitForTimeout(FORM_MIN_FILL_MS + 100);
  await plain.getByRole("button", { name: "Apply to become a partner" }).click();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Apply to become a partner");
  await expect(plain.getByRole("alert")).toContainText("Work email must look like name@company.com.");
  await expect(plain.getByLabel("Full name")).toHaveValue("Bea Plain");
  await plain.getByLabel("Work email").fill(uniqueEmail("bea-partner"));
  await plain.getByLabel(/I agree that Brightlane may contact me/).check();
  // The form shown again carries a new token, which must be open a moment too.
  await plain.waitForTimeout(FORM_MIN_FILL_MS + 100);
  await plain.getByRole("button", { name: "Apply to become a partner" }).click();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Thank you, your application has been received");
  await noScript.close();

  const email = uniqueEmail("sales");
  // Setting up the account signs its owner in.
  await completeSetup(page, await createUserLink(email, "sales"), email, "Sam Sales");
  await page.goto("admin/leads");
  await page.getByLabel("Request").selectOption({ label: "Partner application" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/intent=partner/);
  const rows = page.getByTestId("leads").locator("tbody tr").filter({ hasText: marker });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all())
    await expect(row.locator('[data-label="Request"]')).toHaveText("Partner application");
  expect(await seriousViolations(page)).toEqual([]);
});
