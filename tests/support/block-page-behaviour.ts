/**
 * A published page of blocks holding a gallery and a lead form, on one skin: it hydrates
 * without an error and loads the gallery's viewer only when a picture is opened; its form
 * works without a script of its own: the browser holds back an empty submit, the server's
 * refusal shows the message beside its field and keeps what was typed, the register form
 * it lands on then checks as the visitor types, and a good form sends the lead. Run by
 * tests/e2e/block-page-behaviour.spec.ts (desktop) and its .mobile twin (a phone).
 */
import { publishPage } from "./admin.ts";
import { expect, hydrated, test } from "./browser-test.ts";
import { EVERY_BLOCK_KIND } from "./every-block.ts";
import { errorsOf } from "./hydrated.ts";
import { FORM_MIN_FILL_MS } from "./leads.ts";

const BLOCKS = ["hero", "gallery", "lead-form"].map((type) => EVERY_BLOCK_KIND.find((b) => b.type === type)!);
const VIEWER_CHUNK = /\/assets\/gallery-viewer-[\w-]+\.js$/;
const SUBMIT = { name: "Book a demo" };
const EMAIL_REFUSED = "Work email must look like name@company.com.";

export function blockPageBehaviour(skin: "desktop" | "mobile"): void {
  // The workers' data outlives a run: each run's page has an address of its own.
  const path = `form-and-gallery-${skin}-${Date.now().toString(36)}`;
  const url = skin === "mobile" ? `mobile/${path}` : path;

  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    await publishPage(browser, baseURL, { path, title: "Form and gallery", blocks: BLOCKS });
  });

  test(`${skin}: a page with a gallery and a lead form hydrates without an error, and the viewer loads on the first open`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    const viewer: string[] = [];
    page.on("request", (r) => {
      if (VIEWER_CHUNK.test(new URL(r.url()).pathname)) viewer.push(r.url());
    });
    const response = await page.goto(url);
    expect(response!.status()).toBe(200);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("form.reg-form")).toBeVisible();
    expect(viewer).toEqual([]);
    await page.locator("a.gallery__thumb").first().click();
    await expect(page.locator(".viewer-container")).toBeVisible();
    expect(viewer).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test(`${skin}: the page's lead form shows why it is refused, keeps what was typed and sends a good lead`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    await page.goto(url);
    await hydrated(page);
    const form = page.locator("form.reg-form");
    const name = form.getByLabel("Full name");
    // An empty form is held back by the browser, which says what the first field needs.
    await form.getByRole("button", SUBMIT).click();
    await expect(page).toHaveURL(new RegExp(`/${url}$`));
    expect(
      await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing && el.validationMessage),
    ).toBeTruthy();
    expect(errors).toEqual([]);

    /** Fills what the block asks and sends it once the form has been open long enough. */
    const send = async (address: string) => {
      await name.fill("Robin Reader");
      await form.getByLabel("Work email").fill(address);
      await form.getByLabel("Company", { exact: true }).fill("Northwind Freight");
      await form.getByRole("checkbox").check();
      await page.waitForTimeout(FORM_MIN_FILL_MS + 200);
      await form.getByRole("button", SUBMIT).click();
    };

    // An address the browser takes but the lead rules refuse: the server says why, beside the field.
    await send("robin@localhost");
    await expect(page).toHaveURL(skin === "mobile" ? /\/mobile\/register$/ : /\/register$/);
    const email = page.getByLabel("Work email");
    await expect(email).toHaveAccessibleDescription(new RegExp(EMAIL_REFUSED.replace(/\./g, "\\.")));
    await expect(page.getByLabel("Full name")).toHaveValue("Robin Reader");
    await expect(email).toHaveValue("robin@localhost");

    // Hydrated, the form checks as the visitor types: a good address clears the message.
    await hydrated(page);
    await email.fill("robin@northwind.example");
    await email.blur();
    await expect(page.getByText(EMAIL_REFUSED)).toHaveCount(0);

    // Back on the page, a good form sends the lead.
    await page.goto(url);
    await send("robin@northwind.example");
    await expect(page).toHaveURL(/sent=1/);
  });
}
