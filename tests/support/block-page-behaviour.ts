/**
 * A published page of blocks holding a gallery and a lead form, on one skin: it hydrates
 * without an error and loads the gallery's viewer only when a picture is opened; its form
 * works without a script of its own: the browser holds back an empty submit, the server's
 * refusal shows the message beside its field and keeps what was typed, the register form
 * it lands on asks only the fields the block asked and checks them as the visitor types,
 * and corrected there it sends the lead, recorded as the block page's. Run by
 * tests/e2e/block-page-behaviour.spec.ts (desktop) and its .mobile twin (a phone).
 */
import { publishPage, signIn, type Staff } from "./admin.ts";
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
  let editor: Staff;

  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    editor = await publishPage(browser, baseURL, { path, title: "Form and gallery", blocks: BLOCKS });
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

  test(`${skin}: the page's lead form shows why it is refused, keeps what was typed and, corrected, sends the lead`, async ({
    page,
    browser,
    baseURL,
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

    // It asks what the block asked (name, email, company, message and consent), no more.
    const register = page.locator("form.reg-form");
    const asked = await register
      .locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea")
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).name));
    expect(asked).toEqual(["name", "email", "company", "message", "consent"]);
    await expect(register.getByText("Company", { exact: true })).toBeVisible();
    await expect(register.getByText("Product of interest")).toHaveCount(0);

    // Hydrated, the form checks as the visitor types: a good address clears the message.
    await hydrated(page);
    const address = `robin-${skin}-${Date.now().toString(36)}@northwind.example`;
    await email.fill(address);
    await email.blur();
    await expect(page.getByText(EMAIL_REFUSED)).toHaveCount(0);

    // Corrected there, the form sends the lead with the block page as its source.
    const source = `/${url}`;
    await page.waitForTimeout(FORM_MIN_FILL_MS + 200);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/v1/leads") && r.method() === "POST"),
      register.getByRole("button", SUBMIT).click(),
    ]);
    const sent = request.postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ email: address, company: "Northwind Freight", sourcePage: source });
    expect(sent).not.toHaveProperty("phone");
    expect((await request.response())?.status()).toBe(201);
    await expect(page).toHaveURL(/sent=1/);
    // The refusal's own status (400) is the only error the browser reports.
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);

    // The inbox finds the lead by that page.
    const inbox = await (await browser.newContext({ baseURL })).newPage();
    await signIn(inbox, editor);
    const leads = await inbox.request.get(`api/v1/admin/leads?sourcePage=${encodeURIComponent(source)}`);
    expect(leads.status()).toBe(200);
    const found = ((await leads.json()) as { leads: { email: string }[] }).leads.map((l) => l.email);
    expect(found).toEqual([address]);
    await inbox.context().close();
  });
}
