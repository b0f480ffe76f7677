/**
 * The revision history reads as text: a body's change shows the words inserted and
 * deleted in the article's text, not the editor's JSON cut short; any two revisions
 * compare; and a draft is discarded after a confirmation, its revisions kept and the
 * live page unchanged.
 */
import { expect, test, hydrated } from "../support/browser-test.ts";
import {
  completeSetup,
  createUserLink,
  saveDraft,
  seriousViolations,
  signIn,
  uniqueEmail,
  type Staff,
} from "../support/admin.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const email = uniqueEmail("history");
  editor = await completeSetup(page, await createUserLink(email, "editor"), email, "Hana History");
  await page.context().close();
});

test("a body's change reads as text with its words marked; any two revisions compare; a draft is discarded", async ({
  page,
}) => {
  await signIn(page, editor);
  await page.goto("admin/content/news?sort=id");
  // A retry takes another article: the first attempt's saves stay in the worker's data.
  await page
    .getByRole("table")
    .getByRole("link")
    .nth(9 + test.info().retry)
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
  const edit = new URL(page.url()).pathname;
  const live = (await page.getByRole("link", { name: "desktop page" }).getAttribute("href"))!;
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const publicPage = await visitor.newPage();
  await publicPage.goto(live);
  const liveTitle = (await publicPage.getByRole("heading", { level: 1 }).textContent())!;

  const marker = `Added words ${Date.now().toString(36)}`;
  await page.locator(".admin-rte-content").first().click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(marker);
  await saveDraft(page);
  await page.getByLabel("Title", { exact: true }).fill(`${liveTitle} (draft)`);
  await saveDraft(page);

  await page.getByRole("link", { name: "Revision history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^History of/ })).toBeVisible();
  await hydrated(page);
  const changes = page.getByRole("region", { name: /revision/i });
  // Compare the first revision (the live article before any edit) with the newest: both changes,
  // the body as text. How the saves split them into revisions is the editor's business.
  const compare = page.getByLabel("Compare", { exact: true });
  await compare.selectOption({ index: (await compare.locator("option").count()) - 1 });
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/from=\d+/);
  await expect(changes.getByRole("rowheader")).toHaveText(["Title", "Body"]);
  const body = changes.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Body" }) });
  await expect(body.locator("ins")).toContainText(marker);
  // A screen reader hears where the insertion starts, out of sight.
  expect(
    await body
      .locator("ins")
      .first()
      .evaluate((el) => getComputedStyle(el, "::before").content),
  ).toBe('" [inserted: "');
  await expect(body).not.toContainText('"type"');
  await expect(body).not.toContainText("…");
  expect(await seriousViolations(page)).toEqual([]);
  const revisions = await page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem").count();

  // Discarding asks first; the question works the same without scripts.
  await page.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Discard the draft?");
  await page.getByRole("button", { name: "Yes, discard the draft" }).click();
  await expect(page.getByRole("status")).toContainText("The draft was discarded.");
  await expect(page.getByRole("button", { name: "Discard the draft" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem")).toHaveCount(
    revisions,
  );
  await page.goto(edit.slice(1));
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(liveTitle);
  await publicPage.goto(live);
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(liveTitle);
  await visitor.close();

  // A revision that is not a number, or not this item's, is a 404.
  expect((await page.goto(`${edit.slice(1)}/history?from=abc`))!.status()).toBe(404);
  expect((await page.goto(`${edit.slice(1)}/history?from=999999999`))!.status()).toBe(404);
});
