/**
 * Pages made of blocks in the browser: an editor changes a sentence of the contact
 * page in the back office, previews it on both skins, publishes it, and visitors of
 * both skins read it; the contact page's lead form, sent without JavaScript, reaches
 * the lead pipeline and lands on the thank-you state. The pages pass axe.
 */
import { expect, test, hydrated } from "../support/browser-test.ts";
import { newStaff, seriousViolations, signIn, type Staff } from "../support/admin.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Bea Blocks");
});

test("an editor changes a sentence of the contact page and both skins show it once published", async ({ page }) => {
  await signIn(page, editor);
  await page.goto("admin/content/pages?q=contact");
  await page.getByRole("table").getByRole("link", { name: "Contact Brightlane" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
  // The hero's lead, in the hero block's own form.
  const lead = page.getByRole("group", { name: /^Hero — block 1\b/ }).getByLabel(/^Lead/);
  await expect(lead).not.toHaveValue("");
  const sentence = `We answer every message within one working day (${Date.now().toString(36)}).`;
  await lead.fill(sentence);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();

  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const site = await visitor.newPage();
  await site.goto("contact");
  await expect(site.getByText(sentence)).toHaveCount(0);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  for (const path of ["contact", "mobile/contact"]) {
    await site.goto(path);
    await expect(site.getByRole("heading", { level: 1 })).toHaveText("Talk to the people who build Brightlane");
    await expect(site.getByText(sentence)).toBeVisible();
  }
  await visitor.close();
});

test("the new pages pass axe on both skins and are in the footer", async ({ page }) => {
  const found: Record<string, string[]> = {};
  for (const path of ["contact", "careers", "terms", "security"]) {
    for (const skin of ["", "mobile/"]) {
      const response = await page.goto(`${skin}${path}`);
      expect(response!.status()).toBe(200);
      const problems = await seriousViolations(page);
      if (problems.length) found[`${skin}${path}`] = problems;
      await expect(
        page
          .getByRole("contentinfo")
          .getByRole("link", { name: /^(Contact|Careers|Security and trust|Terms of service)$/ }),
      ).toHaveCount(4);
    }
  }
  expect(found).toEqual({});
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact page's form sends a lead and thanks the visitor", async ({ page }) => {
    await page.goto("contact");
    const form = page.locator("form.reg-form");
    await form.getByLabel("Full name").fill("Robin Reader");
    await form.getByLabel("Work email").fill("robin@northwind.example");
    await form.getByLabel("Mobile phone").fill("+44 20 7946 0958");
    await form.getByLabel("Job title").fill("Operations lead");
    await form.getByLabel("Company", { exact: true }).fill("Northwind Freight");
    await form.getByLabel("Company size").selectOption({ index: 1 });
    await form.getByLabel("Product of interest").selectOption({ index: 1 });
    await form.getByRole("checkbox").check();
    await form.getByRole("button").click();
    await expect(page).toHaveURL(/register\?sent=1$/);
  });
});
