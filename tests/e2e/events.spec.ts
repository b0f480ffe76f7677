/**
 * Events in the browser on the desktop skin: a visitor finds an upcoming event in the list,
 * registers through the form on its page, and the inbox lists the lead under that event;
 * a past event's page offers its recording, which opens the video page; an editor changes
 * an event in the back office's form (speakers and agenda included) and publishes it, and
 * both skins show the change. The form's screenshot goes to /tmp/shots-events.
 */
import { mkdirSync } from "node:fs";
import { expect, hydrated, test } from "../support/browser-test.ts";
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
  await form.getByRole("button", { name: "Save my place", exact: true }).click();
  await expect(site).toHaveURL(/sent=1/);
  await visitor.close();

  // The calendar file of the same event.
  const ics = await page.request.get(`events/${id}.ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await ics.text()).toContain(`UID:event-${id}@`);

  await signIn(page, chief);
  await page.goto(`admin/leads?item=events:${id}`);
  // Every lead listed registered for this event (a server kept from an earlier run may hold others), ours among them.
  const rows = page.getByTestId("leads").locator("tbody tr");
  await expect(rows.filter({ hasText: `Rafa Events ${stamp}` })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: `Event: ${title}` })).toHaveCount(0);
  const filter = page.getByLabel("Registered for");
  await expect(filter).toHaveValue(`events:${id}`);
  // The filter offers the event under its type's label.
  await expect(filter.locator("optgroup[label='Event'] option", { hasText: title })).toHaveCount(1);
  // The lead's own page names the event too.
  await rows
    .filter({ hasText: `Rafa Events ${stamp}` })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByTestId("lead-fields")).toContainText(`Event: ${title}`);
});

test("a past event offers its recording, and no registration", async ({ page }) => {
  expect((await page.goto("events/past"))!.status()).toBe(200);
  await page.getByRole("link", { name: "Brightlane Forum London 2026" }).click();
  await expect(page.getByRole("heading", { name: "This event has ended." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Register for this event" })).toHaveCount(0);
  await page.getByRole("link", { name: "Watch the recording" }).click();
  await expect(page).toHaveURL(/\/videos\/webinars$/);
});

test("an event is edited in the back office's form and the change shows on both skins", async ({ page }) => {
  mkdirSync("/tmp/shots-events", { recursive: true });
  await signIn(page, chief);
  await page.goto("admin/content/events/11");
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
  await page.screenshot({ path: "/tmp/shots-events/event-form.png", fullPage: true });
  // Every part of the document has a field: the zone, the link, the speakers and the agenda.
  await expect(page.getByRole("textbox", { name: /^Time zone where it is held/ })).toHaveValue("Asia/Singapore");
  await expect(page.getByRole("textbox", { name: /^Link to join online/ })).toHaveValue(/^https:\/\//);
  const speakers = page.getByRole("group", { name: /^Speakers/ });
  await expect(speakers.getByRole("textbox", { name: "Name", exact: true }).first()).toHaveValue("Lena Fischer");
  await expect(speakers.getByRole("button", { name: "Change image" })).toHaveCount(1);
  const agenda = page.getByRole("group", { name: /^Agenda/ });
  await expect(agenda.getByRole("textbox", { name: "Time", exact: true }).first()).toHaveValue("10:00");
  const changed = `Project portfolios across time zones (revised ${Date.now().toString(36)})`;
  await page.getByLabel("Title", { exact: true }).first().fill(changed);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Published: "${changed}"` })).toBeVisible();
  for (const path of ["events/11", "mobile/events/11"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(changed);
  }
});
