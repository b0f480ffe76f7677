import { expect, test } from "../support/browser-test.ts";
import { FORM_MIN_FILL_MS } from "../support/leads.ts";

// Phones asking for /register land on its mobile twin, /mobile/register, in the mobile
// shell: the form must fit 390 px, take touch input and behave exactly as on desktop.
test.describe("register page on a phone", () => {
  test("fits the screen with touch-sized controls", async ({ page }) => {
    const response = await page.goto("register");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toMatch(/\/mobile\/register$/);
    await expect(page.locator(".m-app .reg-form")).toHaveCount(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const control of [
      page.getByLabel("Full name"),
      page.getByLabel("Company size"),
      page.getByRole("button", { name: "Book a demo" }),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await expect(page.getByLabel("Mobile phone")).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Work email")).toHaveAttribute("inputmode", "email");
  });

  test("shows errors for bad data and accepts good data", async ({ page }) => {
    await page.goto("register");
    await page.getByLabel("Full name").tap();
    await page.getByLabel("Full name").fill("J");
    await page.getByLabel("Work email").tap();
    await expect(page.locator("#lead-name-error")).toHaveText("Error: Full name must be at least 2 characters.");
    await page.getByLabel("Work email").fill("jo@@example.com");
    await page.getByRole("button", { name: "Book a demo" }).tap();
    await expect(page.getByRole("alert")).toContainText("Work email must look like name@company.com.");
    await expect(page.getByLabel("Full name")).toBeFocused();

    await page.getByLabel("Full name").fill("Jo Nakamura");
    await page.getByLabel("Work email").fill("jo.nakamura@sakura.example");
    await page.getByLabel("Mobile phone").fill("+81 90-1234-5678");
    await page.getByLabel("Job title").fill("Operations lead");
    // The textbox: the mobile menu has a "Company" group too.
    await page.getByRole("textbox", { name: "Company", exact: true }).fill("Sakura Freight 株式会社");
    await page.getByLabel("Company size").selectOption({ index: 1 });
    await page.getByLabel("Product of interest").selectOption({ index: 1 });
    await page.getByLabel(/I agree that Brightlane may contact me/).tap();
    await expect(page.getByRole("alert").getByRole("link")).toHaveCount(0);
    await page.waitForTimeout(FORM_MIN_FILL_MS + 100);
    await page.getByRole("button", { name: "Book a demo" }).tap();
    await expect(page).toHaveURL(/\/mobile\/register\?sent=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your request has been received");
    await expect(page.locator(".m-app")).toHaveCount(1);
  });
});

test.describe("register page on a phone, as it loads", () => {
  test("loads the form's checks when the visitor reaches for it, and nothing moves", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        // As Cumulative Layout Shift counts them: not what follows the visitor's own input (an error shown).
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) w.shifted += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const lazy: string[] = [];
    page.on("request", (r) => {
      if (/\/(lead-schema|http-client)-[\w-]+\.js$|\/api\/v1\/leads\/form$/.test(r.url())) lazy.push(r.url());
    });
    await page.goto("register", { waitUntil: "load" });
    // Hydrated, and the page's own lazy chunks (the visit counter, the progress bar) in; the form's not yet.
    await page.waitForLoadState("networkidle");
    expect(lazy).toEqual([]);
    const before = await page.locator(".reg-form").boundingBox();

    const token = page.waitForResponse((r) => r.url().endsWith("/api/v1/leads/form"));
    await page.getByLabel("Full name").tap();
    expect((await token).status()).toBe(200);
    await page.getByLabel("Full name").fill("J");
    await page.getByLabel("Work email").tap();
    await expect(page.locator("#lead-name-error")).toHaveText("Error: Full name must be at least 2 characters.");

    // Each stylesheet linked once, in the document's order, and the form where it was painted.
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].map((l) => l.href.replace(/#$/, "")),
    );
    expect(sheets.length).toBeGreaterThan(1);
    expect(new Set(sheets).size).toBe(sheets.length);
    expect((await page.locator(".reg-form").boundingBox())?.y).toBe(before?.y);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
  });
});

test.describe("register page on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sets no cookie and re-renders a refused form with what was typed, in the mobile shell", async ({ page }) => {
    await page.goto("mobile/register");
    // The same page for every visitor (decision 0048): the post proves its origin by the Origin header.
    expect((await page.context().cookies()).some((c) => c.name === "XSRF-TOKEN")).toBe(false);
    await page.getByLabel("Full name").fill("Jo Nakamura");
    await page.getByLabel("Work email").fill("jo@@example.com");
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Book a demo" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(new URL(refused.url()).pathname).toMatch(/\/mobile\/register$/);
    await expect(page.getByRole("alert")).toContainText("Work email must look like name@company.com.");
    await expect(page.getByLabel("Full name")).toHaveValue("Jo Nakamura");
    await expect(page.getByLabel("Work email")).toHaveValue("jo@@example.com");
    await expect(page.locator(".m-app .reg-form")).toHaveCount(1);
  });
});
