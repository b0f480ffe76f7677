/**
 * No typing is lost in the editor: Publish puts live what the form shows, saved
 * first, and says what went live; a colleague's change to a field the editor did not
 * touch is merged in, never reverted, and only true conflicts are asked about.
 */
import { expect, test, type Browser, type Page, hydrated } from "../support/browser-test.ts";
import { completeSetup, createUserLink, signIn, uniqueEmail, type Staff } from "../support/admin.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let first: Staff;
let second: Staff;

async function account(browser: Browser, baseURL: string | undefined, name: string): Promise<Staff> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const email = uniqueEmail("editor");
  const staff = await completeSetup(page, await createUserLink(email, "editor"), email, name);
  await page.context().close();
  return staff;
}

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  first = await account(browser, baseURL, "Fay First");
  second = await account(browser, baseURL, "Sam Second");
});

async function openNews(page: Page, index: number): Promise<void> {
  await page.goto("admin/content/news?sort=id");
  await page.getByRole("table").getByRole("link").nth(index).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
}

const title = (page: Page) => page.getByLabel("Title", { exact: true });

test("Publish without Save draft puts the typed title live and names it", async ({ page }) => {
  await signIn(page, first);
  await openNews(page, 4);
  const changed = `Published straight from the form ${Date.now().toString(36)}`;
  await title(page).fill(changed);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Published: "${changed}" is live` })).toBeVisible();
  const live = await page.getByRole("link", { name: "desktop page" }).getAttribute("href");
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const publicPage = await visitor.newPage();
  await publicPage.goto(live!);
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(changed);
  await expect(page.getByText("a draft differs from what is live")).toHaveCount(0);
  await visitor.close();
});

test("a colleague's new title survives a save of only the summary", async ({ browser, baseURL }) => {
  const pageA = await (await browser.newContext({ baseURL })).newPage();
  const pageB = await (await browser.newContext({ baseURL })).newPage();
  await signIn(pageA, first);
  await signIn(pageB, second);
  await openNews(pageA, 5);
  await openNews(pageB, 5);
  await title(pageA).fill("Title from the first editor");
  await pageA.getByRole("button", { name: "Save draft" }).click();
  await expect(pageA.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();

  await pageB.getByLabel("Summary").fill("Summary from the second editor");
  await pageB.getByRole("button", { name: "Save draft" }).click();
  await expect(pageB.getByRole("status").filter({ hasText: "Draft saved with the changes" })).toBeVisible();
  await expect(pageB.getByRole("region", { name: "Changed by someone else" })).toHaveCount(0);
  await pageB.reload();
  await expect(title(pageB)).toHaveValue("Title from the first editor");
  await expect(pageB.getByLabel("Summary")).toHaveValue("Summary from the second editor");

  // Both change the title: only that is asked, nothing preselected, the summary merged.
  await title(pageA).fill("Second title from the first editor");
  await pageA.getByRole("button", { name: "Save draft" }).click();
  await expect(pageA.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await hydrated(pageB);
  await title(pageB).fill("Second title from the second editor");
  await pageB.getByRole("button", { name: "Save draft" }).click();
  const merge = pageB.getByRole("region", { name: "Changed by someone else" });
  await expect(merge.getByRole("row")).toHaveCount(2);
  await expect(merge.getByRole("radio", { checked: true })).toHaveCount(0);
  await merge.getByLabel("Keep mine").check();
  await merge.getByRole("button", { name: "Save merged draft" }).click();
  await expect(pageB.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await pageB.reload();
  await expect(title(pageB)).toHaveValue("Second title from the second editor");
  await expect(pageB.getByLabel("Summary")).toHaveValue("Summary from the second editor");
  await pageA.context().close();
  await pageB.context().close();
});
