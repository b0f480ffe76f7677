/**
 * Events on a phone: the upcoming list under /mobile, an event's page with its form sent
 * (the lead then names the event's mobile page), and a past event's recording.
 */
import { expect, test } from "../support/browser-test.ts";
import { FORM_MIN_FILL_MS } from "../support/leads.ts";

test("registers for an upcoming event from the phone's event page", async ({ page }) => {
  expect((await page.goto("mobile/events"))!.status()).toBe(200);
  const first = page.locator(".m-list li").first();
  const title = (await first.locator("h2").innerText()).trim();
  await first.getByRole("link", { name: title }).tap();
  await expect(page).toHaveURL(/\/mobile\/events\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const form = page.locator("section", { has: page.getByRole("heading", { name: "Register for this event" }) });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await form.getByLabel("Full name").fill("Mina Phone");
  await form.getByLabel("Work email").fill(`mina-${Date.now()}@example.com`);
  await form.getByLabel("Mobile phone").fill("+44 7700 900456");
  await form.getByLabel("Company").fill("Northwind Travel");
  await form.getByLabel("Job title").fill("Events lead");
  await form.getByRole("checkbox").check();
  await page.waitForTimeout(FORM_MIN_FILL_MS + 200);
  await form.getByRole("button", { name: "Save my place", exact: true }).tap();
  await expect(page).toHaveURL(/\/mobile\/register\?sent=1/);
});

test("opens a past event's recording on a phone", async ({ page }) => {
  expect((await page.goto("mobile/events/past"))!.status()).toBe(200);
  await page.getByRole("link", { name: "Brightlane Forum London 2026" }).tap();
  await expect(page.getByRole("heading", { name: "This event has ended." })).toBeVisible();
  await page.getByRole("link", { name: "Watch the recording" }).tap();
  await expect(page).toHaveURL(/\/mobile\/videos\/webinars/);
});
