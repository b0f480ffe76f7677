/**
 * A campaign page from a starter template, in the browser: an administrator starts a new
 * page from "Event or webinar", is told as they type that a block's field is empty and
 * sees the message go once it is filled, drags the lead form above the agenda (the move
 * read out), publishes, and visitors of both skins who came from a campaign send the
 * page's form, which asks only the fields its block chose. The inbox finds each lead by
 * the page and the campaign. Screenshots at 1280 and 390 px go to /tmp/shots-compose.
 */
import { mkdirSync } from "node:fs";
import { expect, hydrated, test, type Page } from "../support/browser-test.ts";
import { newStaff, seriousViolations, signIn, type Staff } from "../support/admin.ts";
import { FORM_MIN_FILL_MS } from "../support/leads.ts";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const SHOTS = "/tmp/shots-compose";
let chief: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  chief = await newStaff(browser, baseURL, "admin", "Tess Template");
});

const block = (page: Page, kind: string, n: number) =>
  page.getByRole("group", { name: new RegExp(`^${kind} — block ${n}\\b`) });
const said = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 390 ? false : true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a page from the event template: checked as typed, reordered by dragging, published, and its form's leads found by page and campaign", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const address = `campaigns/webinar-${stamp}`;
  const campaign = `webinar-${stamp}`;
  await signIn(page, chief);
  await page.goto("admin/content/pages/new");
  await hydrated(page);
  const start = page.getByRole("group", { name: "Start from" });
  await expect(start.getByRole("radio")).toHaveCount(6);
  await start.getByRole("radio", { name: /^Event or webinar/ }).check();
  await shoot(page, "templates");
  await start.getByRole("button", { name: "Use this start" }).click();
  await expect(page).toHaveURL(/template=event/);
  await hydrated(page);
  await expect(block(page, "Hero", 1)).toBeVisible();
  await expect(block(page, "Timeline", 2)).toBeVisible();
  await expect(block(page, "Lead form", 5)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // As one types: the emptied heading is named beside it, tied to it, and the message goes once filled.
  const heading = block(page, "Lead form", 5).getByLabel("Heading", { exact: true });
  await heading.fill("");
  const message = block(page, "Lead form", 5).locator(".admin-field-error", { hasText: "Required" });
  await expect(message).toBeVisible();
  await expect(heading).toHaveAttribute("aria-invalid", "true");
  await expect(heading).toHaveAttribute("aria-describedby", new RegExp(`\\b${await message.getAttribute("id")}\\b`));
  await shoot(page, "typing-error");
  await heading.fill("Save your place");
  await expect(message).toHaveCount(0);
  await expect(heading).not.toHaveAttribute("aria-invalid", "true");

  // The lead form dragged above the agenda: the drop is read out and the block is second.
  const handle = page.getByRole("button", { name: /^Drag block 5 to move it/ });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 40, { steps: 5 });
  const over = (await block(page, "Timeline", 2).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, over.y + 10, { steps: 10 });
  await expect(page.locator(".admin-item[data-drop=before]")).toHaveCount(1);
  await shoot(page, "dragging");
  await page.mouse.up();
  await expect(said(page, "Block 5 moved up: now 2 of 6.")).toHaveCount(1);
  await expect(block(page, "Lead form", 2)).toBeVisible();
  await expect(block(page, "Timeline", 3)).toBeVisible();

  // The event's form asks a job title and a company besides the fields every form asks.
  const form = block(page, "Lead form", 2);
  await expect(form.getByRole("checkbox", { name: "Job title" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Mobile phone" })).not.toBeChecked();

  await page.getByLabel("Path", { exact: true }).fill(address);
  await page.locator('input[name="doc.title"]').fill(`Webinar ${stamp}`);
  const hero = block(page, "Hero", 1);
  await hero.getByLabel("Title", { exact: true }).fill(`Planning a launch in a week, ${stamp}`);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

  for (const [skin, path] of [
    ["desktop", address],
    ["mobile", `mobile/${address}`],
  ] as const) {
    const visitor = await browser.newContext({ baseURL });
    const site = await visitor.newPage();
    const response = await site.goto(`${path}?utm_source=newsletter&utm_campaign=${campaign}`);
    expect(response!.status(), path).toBe(200);
    const section = site.locator("section", { has: site.getByRole("heading", { name: "Save your place" }) });
    await expect(section.getByLabel("Mobile phone")).toHaveCount(0);
    await expect(section.getByLabel("Product of interest")).toHaveCount(0);
    await section.getByLabel("Full name").fill(`Vera ${skin} ${stamp}`);
    await section.getByLabel("Work email").fill(`vera-${skin}-${stamp}@example.com`);
    await section.getByLabel("Job title").fill("Head of Events");
    await section.getByLabel("Company").fill("Northwind Events");
    await section.getByRole("checkbox").check();
    expect(await seriousViolations(site), path).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await site.setViewportSize({ width: skin === "mobile" ? 390 : 1280, height: 900 });
    await section.screenshot({ path: `${SHOTS}/lead-form-${skin}.png` });
    await site.waitForTimeout(FORM_MIN_FILL_MS + 200);
    await section.getByRole("button").last().click();
    await expect(site).toHaveURL(/sent=1/);
    await visitor.close();
  }

  // The inbox, filtered by the page (each skin's address) and the campaign.
  for (const [skin, source] of [
    ["desktop", `/${address}`],
    ["mobile", `/mobile/${address}`],
  ] as const) {
    await page.goto(`admin/leads?sourcePage=${encodeURIComponent(source)}&utmCampaign=${campaign}`);
    const rows = page.getByTestId("leads").locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Vera ${skin} ${stamp}`);
    await expect(rows.first()).toContainText(campaign);
  }
});
