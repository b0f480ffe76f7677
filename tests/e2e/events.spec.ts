/**
 * Events in the browser on the desktop skin: a visitor finds an upcoming event in the list,
 * registers through the form on its page, and the inbox lists the lead under that event;
 * a past event's page offers its recording, which opens the video page.
 */
import { expect, test } from "../support/browser-test.ts";
import { newStaff, signIn, type Staff } from "../support/admin.ts";
import { FORM_MIN_FILL_MS } from "../support/leads.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let chief: Staff;
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  chief = await newStaff(browser, baseURL, "admin", "Eve Events");
});

test("registers for an upcoming event through its form, and the inbox lists the lead under the event", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext({ baseURL });
  const site = await visitor.newPage();
  expect((await site.goto("events"))!.status()).toBe(200);
  await expect(site.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  const first = site.locator(".card").first();
  const title = (await first.locator(".card-title").innerText()).trim();
  await first.locator(".card-link").click();
  await expect(site).toHaveURL(/\/events\/\d+$/);
  const id = Number(new URL(site.url()).pathname.split("/").pop());
  await expect(site.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(site.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute("href", `/events/${id}.ics`);

  const form = site.locator("section", { has: site.getByRole("heading", { name: "Register for this event" }) });
  const stamp = Date.now();
  await form.getByLabel("Full name").fill(`Rafa Events ${stamp}`);
  await form.getByLabel("Work email").fill(`rafa-${stamp}@example.com`);
  await form.getByLabel("Mobile phone").fill("+44 7700 900123");
  await form.getByLabel("Company").fill("Northwind Travel");
  await form.getByLabel("Job title").fill("Head of Operations");
  await form.getByRole("checkbox").check();
  await site.waitForTimeout(FORM_MIN_FILL_MS + 200);
  await form.getByRole("button").last().click();
  await expect(site).toHaveURL(/sent=1/);
  await visitor.close();

  // The calendar file of the same event.
  const ics = await page.request.get(`events/${id}.ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await ics.text()).toContain(`UID:event-${id}@`);

  await signIn(page, chief);
  await page.goto(`admin/leads?eventId=${id}`);
  const rows = page.getByTestId("leads").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Rafa Events ${stamp}`);
  await expect(rows.first()).toContainText(`Event: ${title}`);
  await expect(page.getByLabel("Event")).toHaveValue(String(id));
});

test("a past event offers its recording, and no registration", async ({ page }) => {
  expect((await page.goto("events/past"))!.status()).toBe(200);
  await page.getByRole("link", { name: "Brightlane Forum London 2026" }).click();
  await expect(page.getByRole("heading", { name: "This event has ended." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Register for this event" })).toHaveCount(0);
  await page.getByRole("link", { name: "Watch the recording" }).click();
  await expect(page).toHaveURL(/\/videos\/webinars$/);
});
