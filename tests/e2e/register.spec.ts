import { axe } from "../support/axe.ts";
import { expect, hydrated, test, type Page } from "../support/browser-test.ts";
import { FORM_MIN_FILL_MS } from "../support/leads.ts";

// The server refuses a form sent back sooner than FORM_MIN_FILL_MS after it was served.
const HUMAN_FILL_MS = FORM_MIN_FILL_MS + 100;

async function fillGood(page: Page, email = "grace.hopper@cobol.example") {
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Mobile phone").fill("+1 415-555 0100");
  await page.getByLabel("Job title").fill("Rear Admiral, Engineering");
  await page.getByLabel("Company", { exact: true }).fill('Cobol & Sons, "Naval" Computing');
  await page.getByLabel("Company size").selectOption({ index: 1 });
  await page.getByLabel("Product of interest").selectOption({ index: 2 });
  await page.getByLabel("Message (optional)").fill("<b>Not bold</b>\nA demo for 12 people, please.");
  await page.getByLabel(/I agree that Brightlane may contact me/).check();
}

test.describe("register page", () => {
  test("is the same for every visitor, links the privacy notice and labels every field", async ({ page }) => {
    const response = await page.goto("register");
    expect(response?.status()).toBe(200);
    // A shared cache may keep it (decision 0048): no cookie, and its lifetime is for shared caches only.
    expect(response?.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a demo");
    for (const label of [
      "Full name",
      "Work email",
      "Mobile phone",
      "Job title",
      "Company size",
      "Region (optional)",
      "Product of interest",
      "Message (optional)",
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Work email")).toHaveAttribute("aria-describedby", "lead-email-hint");
    // The honeypot is out of sight and out of the accessibility tree.
    await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
    await expect(page.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");
    // The page carries a page token, shared by whoever gets this copy (decision 0048).
    const tokens = await page.locator('input[name="formToken"]').inputValue();
    expect(tokens).toMatch(/^p1\./);
    const again = await page.request.get("register");
    expect(await again.text()).not.toContain(tokens);
    await page.locator("form").getByRole("link", { name: "privacy notice" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy notice");
  });

  test("validates a field as the visitor types once it was left", async ({ page }) => {
    await page.goto("register");
    const email = page.getByLabel("Work email");
    await email.fill("grace@");
    await expect(page.locator("#lead-email-error")).toHaveCount(0); // not yet left
    await email.blur();
    await expect(page.locator("#lead-email-error")).toHaveText("Error: Work email must look like name@company.com.");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", "lead-email-hint lead-email-error");
    await email.fill("grace@navy.example");
    await expect(page.locator("#lead-email-error")).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");

    const phone = page.getByLabel("Mobile phone");
    await phone.fill("020 7946 0958");
    await phone.blur();
    await expect(page.locator("#lead-phone-error")).toContainText("Mobile phone must be an international number");
    await phone.fill("+44 20 7946 0958");
    await expect(page.locator("#lead-phone-error")).toHaveCount(0);
  });

  test("lists every error on an empty submit in page order and moves focus to the first field in error", async ({
    page,
  }) => {
    await page.goto("register");
    await page.getByRole("button", { name: "Book a demo" }).click();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("heading")).toHaveText("There is a problem");
    // The order of the fields on the page: Job title (About you) before Company (Your company),
    // Company size before Product of interest (Your interest); Region and Message are optional.
    await expect(summary.getByRole("link")).toHaveText([
      "Full name is required.",
      "Work email is required.",
      "Mobile phone is required.",
      "Job title is required.",
      "Company is required.",
      "Company size is required: choose one of the options.",
      "Product of interest is required: choose one of the options.",
      "Consent is required: tick the box to agree to be contacted.",
    ]);
    await expect(page.getByLabel("Full name")).toBeFocused();
    await summary.getByRole("link", { name: "Consent is required: tick the box to agree to be contacted." }).click();
    await expect(page.locator("#lead-consent")).toBeFocused();

    // With the first three fixed, the first field in error is Job title, above Company on the page.
    await page.getByLabel("Full name").fill("Grace Hopper");
    await page.getByLabel("Work email").fill("grace.hopper@cobol.example");
    await page.getByLabel("Mobile phone").fill("+1 415-555 0100");
    await page.getByRole("button", { name: "Book a demo" }).click();
    await expect(summary.getByRole("link").first()).toHaveText("Job title is required.");
    await expect(page.getByLabel("Job title")).toBeFocused();
  });

  test("keeps the input and shows the server's answer when the server refuses", async ({ page }) => {
    await page.goto("register");
    await fillGood(page, "too.fast@cobol.example");
    // Sent with a form token issued just now: faster than any person could type, so the server
    // refuses it, however long the filling above took on a busy machine.
    await page.route("**/api/v1/leads", async (route) => {
      const fresh = (await (await page.request.get("api/v1/leads/form")).json()) as { formToken: string };
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, formToken: fresh.formToken }) });
    });
    await page.getByRole("button", { name: "Book a demo" }).click();
    await expect(page.getByRole("alert")).toContainText("within seconds of opening it");
    await expect(page.getByLabel("Work email")).toHaveValue("too.fast@cobol.example");
    await expect(page.getByLabel("Message (optional)")).toHaveValue("<b>Not bold</b>\nA demo for 12 people, please.");
    await expect(page.getByLabel(/I agree/)).toBeChecked();
  });

  test("sends a good lead through the API and shows the thank-you state", async ({ page }) => {
    // Followed from the price page: the lead says which page the visitor came from.
    await page.goto("price");
    await page.locator("a.header-cta").click();
    await expect(page).toHaveURL(/\/register$/);
    await fillGood(page);
    await page.waitForTimeout(HUMAN_FILL_MS);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/v1/leads") && r.method() === "POST"),
      page.getByRole("button", { name: "Book a demo" }).click(),
    ]);
    expect(request.headers()["x-xsrf-token"]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.headers()["idempotency-key"]).toBeTruthy();
    expect(request.postDataJSON()).toMatchObject({
      email: "grace.hopper@cobol.example",
      consent: true,
      website: "",
      sourcePage: "/price",
    });
    const response = await request.response();
    expect(response?.status()).toBe(201);
    await expect(page).toHaveURL(/\/register\?sent=1$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Thank you, your request has been received");
    await expect(heading).toBeFocused();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test("keeps what was typed before the page's scripts ran, and sends it", async ({ page }) => {
  // On a slow line, or with SCRIPT_ORDER=after-paint (decision 0044), the form is there before its
  // scripts: hold them back while the visitor types.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  // What the form sends is the point here; the server's side is tested above. Answering the post
  // here keeps it out of the five submissions a minute one address may make.
  await page.route("**/api/v1/leads", (route) => route.fulfill({ status: 201, json: { id: 1 } }));
  await page.goto("register", { waitUntil: "domcontentloaded" });
  await fillGood(page, "early.typist@cobol.example");
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  release();
  await hydrated(page);
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/v1/leads") && r.method() === "POST"),
    page.getByRole("button", { name: "Book a demo" }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({
    name: "Grace Hopper",
    email: "early.typist@cobol.example",
    jobTitle: "Rear Admiral, Engineering",
    consent: true,
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your request has been received");
});

test.describe("register page accessibility", () => {
  async function serious(page: Page) {
    const result = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }

  test("has no serious or critical axe violations, empty, with errors and on the privacy notice", async ({ page }) => {
    await page.goto("register");
    expect(await serious(page)).toEqual([]);
    await page.getByRole("button", { name: "Book a demo" }).click();
    await expect(page.getByRole("alert").getByRole("link").first()).toBeVisible();
    expect(await serious(page)).toEqual([]);
    await page.goto("privacy");
    expect(await serious(page)).toEqual([]);
  });
});

test.describe("register page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("re-renders the refused form with the errors and the values, then accepts a good one", async ({ page }) => {
    await page.goto("price");
    await page.locator("a.header-cta").click();
    await expect(page).toHaveURL(/\/register$/);
    // The page is the same for every visitor (a shared cache may hold it, decision 0048): it sets
    // no cookie, and the post without JavaScript proves its origin with the browser's Origin header.
    expect((await page.context().cookies()).some((c) => c.name === "XSRF-TOKEN")).toBe(false);
    await page.getByLabel("Full name").fill("<script>alert(1)</script>");
    await page.getByLabel("Work email").fill("not-an-email");
    await page.getByLabel("Mobile phone").fill("+44 20 7946 0958");
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Book a demo" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(refused.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("alert")).toContainText("Work email must look like name@company.com.");
    await expect(page.locator("#lead-email-error")).toHaveText("Error: Work email must look like name@company.com.");
    await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
    // Only the first field in error, in page order, is focused when the page loads.
    const first = page.locator("[aria-invalid=true]").first();
    await expect(first).toBeFocused();
    await expect(page.locator("[autofocus]")).toHaveCount(1);
    // Kept exactly as typed, and shown as text, never as markup.
    await expect(page.getByLabel("Full name")).toHaveValue("<script>alert(1)</script>");
    await expect(page.getByLabel("Mobile phone")).toHaveValue("+44 20 7946 0958");

    await fillGood(page, "no.script@cobol.example");
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Book a demo" }).click();
    await expect(page).toHaveURL(/\/register\?sent=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your request has been received");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
