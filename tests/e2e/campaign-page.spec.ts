/**
 * A page at an address the editor types, in the browser: the back office refuses an
 * address a site route holds with the route named beside the field, keeping what was
 * typed; a free address saves and publishes, and visitors of both skins read the page,
 * which passes axe.
 */
import { expect, test } from "../support/browser-test.ts";
import { newStaff, seriousViolations, signIn, type Staff } from "../support/admin.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Cam Campaign");
});

test("an editor creates a page at a typed address, is told which route holds a taken one, publishes and opens it on both skins", async ({
  page,
  browser,
  baseURL,
}) => {
  // The workers' data outlives a run: each run's page has an address of its own.
  const address = `campaigns/summer-${Date.now().toString(36)}`;
  const heading = "Summer offer: three months of Brightlane PM free";
  await signIn(page, editor);
  await page.goto("admin/content/pages/new");
  await page.getByLabel("Path", { exact: true }).fill("news/company");
  // The page's own title (the hero block has a title of its own).
  const title = page.locator('input[name="doc.title"]');
  await title.fill("Summer offer");
  // The page's opening, added from the block picker and filled in its own fields.
  const hero = page.getByRole("group", { name: /^Hero — block 1\b/ });
  if (!(await hero.count())) {
    await page.locator("summary", { hasText: "Add block" }).click();
    await page.getByRole("button", { name: /^Hero / }).click();
  }
  await hero.getByLabel("Title", { exact: true }).fill(heading);
  await hero.getByLabel(/^Eyebrow/).fill("Summer");
  await hero.getByLabel(/^Lead/).fill("Teams that start before September get their first quarter free.");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("/news/company is the news category route").first()).toBeVisible();
  // What was typed is still there.
  await expect(title).toHaveValue("Summer offer");
  await expect(hero.getByLabel("Title", { exact: true })).toHaveValue(heading);

  await page.getByLabel("Path", { exact: true }).fill(address);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const site = await visitor.newPage();
  for (const path of [address, `mobile/${address}`]) {
    const response = await site.goto(path);
    expect(response!.status(), path).toBe(200);
    await expect(site.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expect(site.locator('link[rel="canonical"]'), path).toHaveAttribute("href", new RegExp(`/${address}$`));
    expect(await seriousViolations(site), path).toEqual([]);
  }
  await visitor.close();
});
