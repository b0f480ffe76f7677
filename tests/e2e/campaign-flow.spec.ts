/**
 * A campaign page from start to finish, in the browser: an editor starts a page from the
 * "Product launch" template, saves it, adds six quotes from the picker and reorders them
 * (one moved to the top of the six with the keyboard), types into one while both live
 * previews show the words without a save, publishes, and visitors of both skins see the six
 * quotes in the order the editor left them. The editor beside its preview is photographed at
 * 1280 and 390 px into /tmp/shots-campaign.
 */
import { mkdirSync } from "node:fs";
import { expect, hydrated, test, type Page } from "../support/browser-test.ts";
import { newStaff, signIn, type Staff } from "../support/admin.ts";

test.describe.configure({ mode: "serial", timeout: 300_000 });

let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Cass Campaign");
});

const block = (page: Page, kind: string, n: number) =>
  page.getByRole("group", { name: new RegExp(`^${kind} — block ${n}\\b`) });
const blocks = (page: Page) => page.getByRole("group", { name: / — block \d+/ });
const said = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("an editor builds a page from a template, adds and reorders six blocks, watches the preview and publishes it to both skins", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const address = `campaigns/launch-${stamp}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, editor);

  // From the template, saved as a draft at its address.
  await page.goto("admin/content/pages/new");
  await hydrated(page);
  const start = page.getByRole("group", { name: "Start from" });
  await start.getByRole("radio", { name: /^Product launch/ }).check();
  await start.getByRole("button", { name: "Use this start" }).click();
  await expect(page).toHaveURL(/template=/);
  await hydrated(page);
  const fromTemplate = await blocks(page).count();
  expect(fromTemplate).toBeGreaterThanOrEqual(3);
  await page.getByLabel("Path", { exact: true }).fill(address);
  await page.locator('input[name="doc.title"]').fill(`Launch ${stamp}`);
  await block(page, "Hero", 1).getByLabel("Title", { exact: true }).fill(`Everything new, ${stamp}`);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);

  // Six quotes from the picker, each filled as it comes.
  const quotes = [1, 2, 3, 4, 5, 6].map((n) => `Quote ${n} of launch ${stamp}.`);
  for (const [i, text] of quotes.entries()) {
    const n = fromTemplate + i + 1;
    await page.locator("summary", { hasText: "Add block" }).click();
    await page.getByRole("button", { name: /^Quote A quotation/ }).click();
    await expect(said(page, `Block ${n} (Quote) added.`)).toBeAttached();
    const added = block(page, "Quote", n);
    await added.getByLabel("Text", { exact: true }).fill(text);
    await added.getByLabel("Name", { exact: true }).fill(`Speaker ${i + 1}`);
  }
  await expect(blocks(page)).toHaveCount(fromTemplate + 6);

  // Reordered with the keyboard: the sixth quote moves up to stand first of the six.
  const last = fromTemplate + 6;
  for (let at = last; at > fromTemplate + 1; at--) {
    await block(page, "Quote", at)
      .getByRole("button", { name: `Move up block ${at}` })
      .focus();
    await page.keyboard.press("Enter");
    await expect(said(page, `Block ${at} moved up: now ${at - 1} of ${last}.`)).toBeAttached();
  }
  await expect(block(page, "Quote", fromTemplate + 1).getByLabel("Text", { exact: true })).toHaveValue(quotes[5]!);
  const order = [quotes[5]!, ...quotes.slice(0, 5)];

  // Typing into a quote: both live previews show it before any save.
  const watched = block(page, "Quote", fromTemplate + 2).getByLabel("Text", { exact: true });
  const typed = ` Seen live ${stamp}`;
  await watched.click();
  await watched.press("End");
  await page.keyboard.type(typed, { delay: 30 });
  order[1] = `${order[1]}${typed}`;
  for (const skin of ["desktop", "mobile"] as const)
    await expect(page.frameLocator(`iframe[name="live-preview-${skin}"]`).getByText(`Seen live ${stamp}`)).toBeAttached(
      {
        timeout: 15_000,
      },
    );

  mkdirSync("/tmp/shots-campaign", { recursive: true });
  await watched.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/shots-campaign/editor-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/shots-campaign/editor-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(said(page, "Draft saved.")).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(said(page, "Published")).toBeVisible();

  // Visitors of both skins: the six quotes, in the editor's order.
  const visitor = await browser.newContext({ baseURL });
  const site = await visitor.newPage();
  for (const path of [address, `mobile/${address}`]) {
    const response = await site.goto(path);
    expect(response!.status(), path).toBe(200);
    await expect(site.getByRole("heading", { level: 1 })).toHaveText(`Everything new, ${stamp}`);
    const text = await site.locator("main").innerText();
    const places = order.map((q) => text.indexOf(q));
    expect(
      places.every((p) => p >= 0),
      `${path}: ${places.join(", ")}`,
    ).toBe(true);
    expect(
      [...places].sort((a, b) => a - b),
      path,
    ).toEqual(places);
  }
  await visitor.close();
});
