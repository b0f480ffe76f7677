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

test("an editor changes the PM page's FAQ and the privacy notice, and both skins show them once published", async ({
  page,
}) => {
  await signIn(page, editor);
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const site = await visitor.newPage();
  const stamp = Date.now().toString(36);
  const edits = [
    {
      title: "Brightlane PM",
      was: /Yes\. Import from CSV[^"]*/,
      now: `Yes. Import from CSV, Excel and twelve other tools (${stamp}).`,
    },
    {
      title: "Privacy notice",
      was: /^Your rights$/,
      now: `Your rights and how to use them (${stamp})`,
    },
  ];
  for (const { title, was, now } of edits) {
    await page.goto(`admin/content/pages?q=${encodeURIComponent(title)}`);
    await page.getByRole("table").getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
    await hydrated(page);
    // The block field holding the sentence, in the block forms.
    const fields = page.locator("form textarea:visible, form input[type='text']:visible");
    let field = null;
    for (let i = 0; !field && i < (await fields.count()); i++)
      if (was.test(await fields.nth(i).inputValue())) field = fields.nth(i);
    expect(field, String(was)).not.toBeNull();
    await field!.fill((await field!.inputValue()).replace(was, now));
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  }
  for (const path of ["pm", "mobile/pm"]) {
    await site.goto(path);
    await site.getByText("Can I import projects from other tools?").click();
    await expect(site.getByText(edits[0]!.now)).toBeVisible();
  }
  const today = new Date().toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  for (const path of ["privacy", "mobile/privacy"]) {
    await site.goto(path);
    await expect(site.getByText(edits[1]!.now, { exact: false })).toBeVisible();
    // The date the notice states is its publication, just now.
    await expect(site.getByText(`Last updated ${today}.`)).toBeVisible();
  }
  await visitor.close();
});

test("the PM page and the privacy notice pass axe on both skins, at 1280 and 390 pixels", async ({ page }) => {
  test.setTimeout(120_000);
  const found: Record<string, string[]> = {};
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["pm", "mobile/pm", "privacy", "mobile/privacy"]) {
      expect((await page.goto(path))!.status()).toBe(200);
      const problems = await seriousViolations(page);
      if (problems.length) found[`${path} at ${width}`] = problems;
    }
  }
  expect(found).toEqual({});
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the PM page's plan table switches to yearly prices on both skins", async ({ page }) => {
    await page.goto("pm");
    const plans = page.getByRole("region", { name: "Plans that include Brightlane PM" });
    await expect(plans.getByText("$15").first()).toBeVisible();
    await expect(plans.getByText(/billed monthly/).first()).toBeVisible();
    await plans.locator("label[for=billing-yearly]").click();
    await expect(plans.getByText(/billed yearly/).first()).toBeVisible();
    await expect(plans.getByText(/billed monthly/).first()).toBeHidden();

    await page.goto("mobile/pm");
    await page
      .getByRole("group", { name: "Billing period" })
      .getByRole("link", { name: /Yearly/ })
      .click();
    await expect(page).toHaveURL(/mobile\/pm\?billing=yearly$/);
    await expect(page.getByText(/billed yearly/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "All case studies" })).toHaveAttribute("href", /\/mobile\/cases$/);
  });

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
