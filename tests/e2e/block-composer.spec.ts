/**
 * The block composer in the browser: an editor opens the contact page, adds a quote
 * from the picker, fills it, moves it up with the keyboard (the move read out, the
 * focus following the block), hides another block, saves and publishes, and both
 * skins show the quote and not the hidden block. Without JavaScript the picker and the
 * move buttons do the same through the server, keeping what was typed. The editor
 * passes axe and fits a 390 px screen.
 */
import { axe } from "../support/axe.ts";
import { mkdirSync } from "node:fs";
import { expect, test, type Page, hydrated } from "../support/browser-test.ts";
import { newStaff, signIn, type Staff } from "../support/admin.ts";
import { BLOCK_KINDS } from "../../app/kernel/block-kinds.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const SHOTS = "/tmp/blocks-editor-shots";
let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Cleo Composer");
});

async function openContact(page: Page): Promise<string> {
  await page.goto("admin/content/pages?q=contact");
  await page.getByRole("table").getByRole("link", { name: "Contact Brightlane" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
  return page.url();
}

/** A block's fieldset, by its kind and place ("Quote", 6). */
const block = (page: Page, kind: string, n: number) =>
  page.getByRole("group", { name: new RegExp(`^${kind} — block ${n}\\b`) });
const blocks = (page: Page) => page.getByRole("group", { name: / — block \d+/ });
const said = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function axeOfForm(page: Page): Promise<string[]> {
  const results = await axe(page)
    .include("form.admin-form")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** The contact page's document through the admin API, and a way to put it back live. */
async function pageApi(page: Page, editUrl: string) {
  const id = /\/(\d+)(?:[/?#]|$)/.exec(new URL(editUrl).pathname)![1];
  const api = `api/v1/admin/pages/${id}`;
  const xsrf = async () => (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value;
  const got = await page.request.get(api);
  expect(got.status()).toBe(200);
  const before = ((await got.json()) as { document: Record<string, unknown> }).document;
  return {
    restore: async () => {
      const now = await page.request.get(api);
      const saved = await page.request.patch(api, {
        headers: { "if-match": now.headers().etag!, "x-xsrf-token": await xsrf() },
        data: before,
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const published = await page.request.post(`${api}/publish`, {
        headers: { "if-match": saved.headers().etag!, "x-xsrf-token": await xsrf() },
      });
      expect(published.status(), await published.text()).toBe(200);
    },
  };
}

test("an editor adds a quote from the picker, moves it up with the keyboard, hides a block and publishes", async ({
  page,
  browser,
  baseURL,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, editor);
  const url = await openContact(page);
  const original = await pageApi(page, url);
  try {
    // No JSON left: every block is a group of its own fields.
    await expect(page.locator("textarea.admin-code")).toHaveCount(0);
    const count = await blocks(page).count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(block(page, "Hero", 1).getByLabel("Title", { exact: true })).toHaveValue(
      "Talk to the people who build Brightlane",
    );
    expect(await axeOfForm(page)).toEqual([]);

    // The picker names, describes and sketches each kind.
    await page.locator("summary", { hasText: "Add block" }).click();
    const quoteChoice = page.getByRole("button", { name: /^Quote A quotation and who said it\./ });
    await expect(quoteChoice).toBeVisible();
    await expect(quoteChoice.locator("svg.admin-sketch")).toBeVisible();
    await expect(page.locator(".admin-picker-choice")).toHaveCount(Object.keys(BLOCK_KINDS).length);
    expect(await axeOfForm(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/picker-1280.png` });
    await quoteChoice.click();
    await expect(said(page, `Block ${count + 1} (Quote) added.`)).toBeAttached();
    const added = block(page, "Quote", count + 1);
    await expect(added.getByRole("button", { name: `Duplicate block ${count + 1}` })).toBeFocused();
    const quote = `Brightlane answered in an hour (${Date.now().toString(36)}).`;
    await added.getByLabel("Text", { exact: true }).fill(quote);
    await added.getByLabel("Name", { exact: true }).fill("Ada Quill");
    await added.getByLabel(/^Role/).fill("Head of operations");

    // Moved up with the keyboard: read out, the focus on the moved block's button.
    await added.getByRole("button", { name: `Move up block ${count + 1}` }).focus();
    await page.keyboard.press("Enter");
    await expect(said(page, `Block ${count + 1} moved up: now ${count} of ${count + 1}.`)).toBeAttached();
    const moved = block(page, "Quote", count);
    await expect(moved.getByLabel("Text", { exact: true })).toHaveValue(quote);
    await expect(moved.getByRole("button", { name: `Move up block ${count}` })).toBeFocused();

    // The block pushed down (the questions) is hidden, not deleted: dimmed and marked.
    const last = blocks(page).nth(count);
    const hiddenName = (await last.locator("legend").first().innerText()).split(" — ")[0]!;
    const hiddenHeading = await last
      .getByLabel(/^Heading/)
      .first()
      .inputValue();
    expect(hiddenHeading).not.toBe("");
    await last.getByLabel("Hide on the site (kept here)").check();
    await expect(block(page, hiddenName, count + 1)).toHaveAccessibleName(/Hidden$/);
    await block(page, hiddenName, count + 1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/hidden-1280.png` });
    await page.screenshot({ path: `${SHOTS}/composer-1280.png`, fullPage: true });
    expect(await axeOfForm(page)).toEqual([]);

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(said(page, "Draft saved.")).toBeVisible();
    await expect(block(page, "Quote", count).getByLabel("Name", { exact: true })).toHaveValue("Ada Quill");
    await expect(block(page, hiddenName, count + 1)).toHaveAccessibleName(/Hidden$/);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(said(page, "Published")).toBeVisible();

    const visitor = await browser.newContext({ baseURL });
    const site = await visitor.newPage();
    for (const path of ["contact", "mobile/contact"]) {
      await expect
        .poll(async () => {
          await site.goto(path);
          return site.getByText(quote).count();
        })
        .toBe(1);
      await expect(site.getByText("Ada Quill")).toBeVisible();
      await expect(site.getByRole("heading", { name: hiddenHeading })).toHaveCount(0);
      await expect(site.getByRole("heading", { level: 1 })).toHaveText("Talk to the people who build Brightlane");
    }
    await visitor.close();
  } finally {
    await original.restore();
  }
});

test("without JavaScript the picker adds a block where chosen and the buttons move it, keeping the typing", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, editor);
  const url = await openContact(page);
  const plain = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
  });
  const nojs = await plain.newPage();
  await nojs.goto(url);
  const count = await blocks(nojs).count();
  await nojs.locator("summary", { hasText: "Add block" }).click();
  await nojs.getByLabel("Where", { exact: true }).selectOption({ label: "After block 1 (Hero)" });
  await nojs.getByRole("button", { name: /^Quote A quotation/ }).click();
  await expect(nojs.getByText(`Block 2 (Quote) added: now 2 of ${count + 1}. Not saved yet.`)).toBeVisible();
  await expect(blocks(nojs)).toHaveCount(count + 1);
  const typed = `Typed without scripts ${Date.now().toString(36)}`;
  await block(nojs, "Quote", 2).getByLabel("Text", { exact: true }).fill(typed);
  await block(nojs, "Quote", 2).getByRole("button", { name: "Move down block 2" }).click();
  await expect(nojs.getByText(`Block 2 moved down: now 3 of ${count + 1}. Not saved yet.`)).toBeVisible();
  await expect(block(nojs, "Quote", 3).getByLabel("Text", { exact: true })).toHaveValue(typed);
  // Hidden without scripts: the box ticked, the block dimmed at once by the style sheet.
  await block(nojs, "Quote", 3).getByLabel("Hide on the site (kept here)").check();
  await block(nojs, "Quote", 3).getByRole("button", { name: "Duplicate block 3" }).click();
  await expect(nojs.getByText(`Block 3 duplicated: the copy is 4 of ${count + 2}. Not saved yet.`)).toBeVisible();
  for (const n of [3, 4]) {
    await expect(block(nojs, "Quote", n)).toHaveAccessibleName(/Hidden$/);
    await expect(block(nojs, "Quote", n).getByLabel("Text", { exact: true })).toHaveValue(typed);
  }
  await block(nojs, "Quote", 4).getByRole("button", { name: "Remove block 4" }).click();
  await expect(blocks(nojs)).toHaveCount(count + 1);
  await plain.close();
});

test("a refused save shows each issue at its block's field and a second hero at that block, keeping the typing", async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, editor);
  await openContact(page);
  const count = await blocks(page).count();
  await page.locator("summary", { hasText: "Add block" }).click();
  await page.getByLabel("Where", { exact: true }).selectOption({ label: "After block 1 (Hero)" });
  await page.getByRole("button", { name: /^Hero The page's opening/ }).click();
  await expect(said(page, `Block 2 (Hero) added: now 2 of ${count + 1}.`)).toBeAttached();
  await block(page, "Hero", 2).getByLabel("Title", { exact: true }).fill("A second main heading");
  await page.locator("summary", { hasText: "Add block" }).click();
  await page.getByRole("button", { name: /^Quote A quotation/ }).click();
  await block(page, "Quote", count + 2)
    .getByLabel("Name", { exact: true })
    .fill("Nobody said it");
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page.getByText("The draft was not saved")).toBeVisible();
  const hero = block(page, "Hero", 2);
  await expect(hero).toHaveAccessibleDescription(/Only the first block may be a hero/);
  await expect(hero.getByLabel("Title", { exact: true })).toHaveValue("A second main heading");
  const text = block(page, "Quote", count + 2).getByLabel("Text", { exact: true });
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(text).toHaveAccessibleDescription("Required");
  await expect(block(page, "Quote", count + 2).getByLabel("Name", { exact: true })).toHaveValue("Nobody said it");
  await hero.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/issues-1280.png` });
  expect(await axeOfForm(page)).toEqual([]);
});

test("the composer fits a 390 px screen without sideways scrolling", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, editor);
  await page.setViewportSize({ width: 390, height: 844 });
  await openContact(page);
  await page.locator("summary", { hasText: "Add block" }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: /^Quote A quotation/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/picker-390.png` });
  await page.screenshot({ path: `${SHOTS}/composer-390.png`, fullPage: true });
  // A hidden block at this width: marked and dimmed, its buttons within the screen.
  const last = blocks(page).last();
  await last.getByLabel("Hide on the site (kept here)").check();
  await expect(last).toHaveAccessibleName(/Hidden$/);
  await last
    .getByRole("button", { name: /^Remove/ })
    .last()
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/hidden-390.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await axeOfForm(page)).toEqual([]);
});
