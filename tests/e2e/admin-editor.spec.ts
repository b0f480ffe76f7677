/**
 * The content editor over a day's work: undo and redo of the last change (by button and
 * Ctrl+Z outside a text field, a block's move too), Ctrl+S and Ctrl+Shift+P, the cover
 * chosen in the media library's picker by search and uploaded in place, the typing kept
 * by the browser when the tab closes (put back or discarded), a new item saved by itself,
 * the question before leaving with unsaved changes (and none after a save), and the
 * editors of a news item and of a page at 390 px, axe clean.
 */
import { expect, test, hydrated, type Page } from "../support/browser-test.ts";
import { newStaff, seriousViolations, signIn, type Staff } from "../support/admin.ts";
import { solid } from "../support/media.ts";
import { AUTOSAVE_MS } from "../../app/components/admin/autosave.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Dee Daylong");
});

async function openFirst(page: Page, type: string, index = 0): Promise<string> {
  await page.goto(`admin/content/${type}?sort=id`);
  await page.getByRole("table").getByRole("link").nth(index).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
  return new URL(page.url()).pathname;
}

const title = (page: Page) => page.getByLabel("Title", { exact: true });

test("the last change is undone and redone, by button and by Ctrl+Z outside a text field", async ({ page }) => {
  await signIn(page, editor);
  await openFirst(page, "news", 6);
  const before = await title(page).inputValue();
  await expect(page.getByRole("button", { name: "Undo", exact: true })).toBeDisabled();
  await title(page).fill(`${before} (changed)`);
  await title(page).press("End");
  await page.keyboard.type("!");
  // One step for the whole typing, named after the field.
  const undo = page.getByRole("button", { name: "Undo: Title" });
  await undo.click();
  await expect(title(page)).toHaveValue(before);
  await expect(page.getByRole("status").filter({ hasText: "Undone: Title." })).toBeAttached();
  await page.getByRole("button", { name: "Redo: Title" }).click();
  await expect(title(page)).toHaveValue(`${before} (changed)!`);

  // In a text field Ctrl+Z stays the field's own; outside one it undoes the form's last change.
  await page.getByLabel("Summary", { exact: true }).fill("A summary typed last");
  await page.getByText("Keyboard shortcuts").focus();
  await page.keyboard.press("Control+z");
  await expect(page.getByLabel("Summary", { exact: true })).not.toHaveValue("A summary typed last");
  await expect(title(page)).toHaveValue(`${before} (changed)!`);
  await expect(page.getByRole("button", { name: "Undo: Title" })).toBeVisible();
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByLabel("Summary", { exact: true })).toHaveValue("A summary typed last");
});

test("a block moved down is moved back by Undo", async ({ page }) => {
  await signIn(page, editor);
  await openFirst(page, "pages");
  const legends = page.locator(".admin-item > fieldset > legend");
  const first = await legends.nth(0).innerText();
  const second = await legends.nth(1).innerText();
  await page.getByRole("button", { name: /^Move down block 1$/ }).click();
  await expect(legends.nth(0)).not.toHaveText(first);
  await page.getByRole("button", { name: "Undo: Blocks" }).click();
  await expect(legends.nth(0)).toHaveText(first);
  await expect(legends.nth(1)).toHaveText(second);
});

test("Ctrl+S saves the draft and Ctrl+Shift+P publishes; the shortcuts are listed", async ({ page }) => {
  await signIn(page, editor);
  await openFirst(page, "news", 7);
  await page.getByText("Keyboard shortcuts").click();
  await expect(page.getByRole("definition").filter({ hasText: /^Ctrl\+S \(/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Save the draft" })).toBeVisible();
  const changed = `Saved by keyboard ${Date.now().toString(36)}`;
  await title(page).fill(changed);
  await title(page).press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: "Saving the draft…" })).toBeAttached();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await page.reload();
  await expect(title(page)).toHaveValue(changed);
  await page.getByLabel("Summary", { exact: true }).press("Control+Shift+P");
  await expect(page.getByRole("status").filter({ hasText: `Published: "${changed}" is live` })).toBeVisible();
});

test("the cover is chosen in the picker by search, and uploaded in place", async ({ page }) => {
  await signIn(page, editor);
  const path = await openFirst(page, "news", 8);
  const cover = page.getByRole("group", { name: "Cover image" });
  const key = page.locator('input[name="doc.coverKey"]');
  // No text field holds the key: the picture and its description show.
  await expect(cover.getByRole("textbox")).toHaveCount(0);
  await expect(cover.locator("img")).toBeVisible();
  await cover.getByRole("button", { name: "Change image: Cover image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker.getByLabel("Search").fill("engineering office in Lisbon");
  const alt = 'Illustration for "Brightlane opens a new engineering office in Lisbon"';
  await picker.getByRole("button", { name: alt }).click();
  await expect(picker).toBeHidden();
  await expect(key).toHaveValue("news-1");
  await expect(cover.getByText(alt)).toBeVisible();
  await expect(page.getByLabel("Cover image text alternative", { exact: true })).toHaveValue(alt);
  await expect(page.getByRole("button", { name: "Undo: Cover image and Cover image text alternative" })).toBeVisible();

  // A new picture: uploaded, described and chosen without leaving the form.
  await title(page).fill(`Typed before the upload ${Date.now().toString(36)}`);
  const typed = await title(page).inputValue();
  await cover.getByRole("button", { name: "Change image: Cover image" }).click();
  const name = `in-place-${Date.now().toString(36)}.png`;
  await picker
    .getByLabel("Image file (JPEG, PNG, WebP, AVIF or GIF)")
    .setInputFiles([{ name, mimeType: "image/png", buffer: await solid("png", "#aa3366") }]);
  const described = picker.getByLabel(`Alt text: what ${name} shows`);
  await expect(described).toBeFocused({ timeout: 30_000 });
  await picker.getByRole("button", { name: "Use this image" }).click();
  await expect(picker.getByText("Describe the image first")).toBeVisible();
  await described.fill("A raspberry square");
  await picker.getByRole("button", { name: "Use this image" }).click();
  await expect(picker).toBeHidden();
  await expect(key).toHaveValue(/^upload-\d+$/);
  await expect(cover.getByText("A raspberry square")).toBeVisible();
  await expect(title(page)).toHaveValue(typed);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  const saved = await key.inputValue();
  await page.goto(path);
  await expect(key).toHaveValue(saved);
  await expect(cover.getByText("A raspberry square")).toBeVisible();
});

test("typing survives a closed tab: put back, or discarded", async ({ page, context }) => {
  await signIn(page, editor);
  const path = await openFirst(page, "news", 9);
  const typed = `Typed, then the tab closed ${Date.now().toString(36)}`;
  await title(page).fill(typed);
  await page.close();

  let again = await context.newPage();
  await again.goto(path);
  const offer = again.getByRole("alertdialog", { name: "Unsaved typing" });
  await expect(offer).toBeVisible();
  await expect(title(again)).not.toHaveValue(typed);
  await offer.getByRole("button", { name: "Put it back" }).click();
  await expect(title(again)).toHaveValue(typed);
  await again.close();

  // Discarded: the page shows what was saved, and asks no more.
  again = await context.newPage();
  await again.goto(path);
  await again.getByRole("alertdialog", { name: "Unsaved typing" }).getByRole("button", { name: "Discard it" }).click();
  await expect(title(again)).not.toHaveValue(typed);
  await again.reload();
  await expect(again.getByRole("alertdialog", { name: "Unsaved typing" })).toHaveCount(0);

  // A new item's typing is kept the same way.
  await again.goto("admin/content/news/new");
  const fresh = `A new item, never saved ${Date.now().toString(36)}`;
  await title(again).fill(fresh);
  await again.close();
  const third = await context.newPage();
  await third.goto("admin/content/news/new");
  await third.getByRole("alertdialog", { name: "Unsaved typing" }).getByRole("button", { name: "Put it back" }).click();
  await expect(title(third)).toHaveValue(fresh);
});

test("a new item saves itself after a pause in typing, and carries on under its address", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, editor);
  // The page's own clock, so the test skips the pause instead of sitting through it.
  await page.clock.install();
  await page.goto("admin/content/news/new");
  const typed = `Saved by itself ${Date.now().toString(36)}`;
  await title(page).fill(typed);
  await page.clock.fastForward(AUTOSAVE_MS - 1000);
  await expect(page).toHaveURL(/\/admin\/content\/news\/new$/);
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/admin\/content\/news\/\d+$/, { timeout: 40_000 });
  // The page's data loads after the address changed: a busy machine takes its time.
  await expect(page.getByRole("heading", { level: 1, name: `Edit: ${typed}` })).toBeVisible({ timeout: 30_000 });
  await expect(title(page)).toHaveValue(typed);
});

test("leaving with unsaved changes asks first, in the app and when the tab closes; not after a save", async ({
  page,
}) => {
  await signIn(page, editor);
  await openFirst(page, "news", 10);
  await title(page).fill(`Not saved yet ${Date.now().toString(36)}`);
  await page.getByRole("link", { name: "← All news" }).click();
  const ask = page.getByRole("alertdialog", { name: "Unsaved changes" });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole("button", { name: "Stay" })).toBeFocused();
  await ask.getByRole("button", { name: "Stay" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();

  // Closing the tab: the browser asks (beforeunload); dismissed, the page stays.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
  expect(page.isClosed()).toBe(false);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await page.getByRole("link", { name: "← All news" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(ask).toHaveCount(0);
});

test("the editors of a news item and of a page fit 390 px, picker included, axe clean", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await signIn(page, editor);
  for (const type of ["news", "pages"]) {
    await openFirst(page, type);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, type).toBeLessThanOrEqual(0);
    // Undo stays within reach while the form scrolls.
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole("button", { name: "Undo", exact: true })).toBeInViewport();
    expect(await seriousViolations(page), type).toEqual([]);
  }
  await openFirst(page, "news");
  await page.getByRole("button", { name: "Change image: Cover image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker.getByRole("button").nth(2)).toBeVisible();
  const box = (await picker.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
