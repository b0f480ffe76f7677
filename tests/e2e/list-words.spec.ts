/**
 * The content lists take their heading, intro and search settings from documents of the
 * pages collection (decision 0090): an editor opens the news list's document in the back
 * office, changes its heading and its search title with the search-result preview,
 * publishes, and the news pages of both skins show the heading and carry the title, the
 * category still naming each category's page. Emptied again, the title derives as before.
 */
import type { Page } from "@playwright/test";
import { expect, test, hydrated } from "../support/browser-test.ts";
import { newStaff, signIn, type Staff } from "../support/admin.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Nia Newsdesk");
});

/** Opens the news list's document in the back office and sets its heading and search title. */
async function setNewsWords(page: Page, heading: string, title: string) {
  await page.goto("admin/content/pages?q=news");
  await page.getByRole("table").getByRole("link", { name: "News", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit: News" })).toBeVisible();
  await hydrated(page);
  await page
    .getByRole("group", { name: /^Hero — block 1\b/ })
    .getByLabel("Title", { exact: true })
    .fill(heading);
  const section = page.getByRole("group", { name: "Search and sharing" });
  await section.getByLabel("Title in search results").fill(title);
  return section;
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: " })).toBeVisible();
}

test("the news list's heading and search title come from its document, on both skins", async ({ page, request }) => {
  await signIn(page, editor);
  const title = `The Brightlane newsroom ${Date.now().toString(36)}`;
  const section = await setNewsWords(page, "Newsroom", title);
  await expect(section.getByRole("group", { name: "Search result preview" })).toContainText(title);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/news-list-document-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await publish(page);

  try {
    const visitor = await page
      .context()
      .browser()!
      .newPage({ baseURL: new URL(page.url()).origin });
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await visitor.goto("news");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Newsroom");
    await expect(visitor).toHaveTitle(title);
    await visitor.screenshot({ path: "test-results/news-list-1280.png" });
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto("mobile/news/company");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Newsroom");
    await expect(visitor).toHaveTitle(`${title}: Company news`);
    await visitor.screenshot({ path: "test-results/news-list-mobile-390.png" });
    await visitor.close();
    const category = await (await request.get("news/company%20copy")).text();
    expect(category).toContain(`<title>${title}: Company news</title>`);
  } finally {
    await setNewsWords(page, "News", "");
    await publish(page);
  }
  const html = await (await request.get("news")).text();
  expect(html).toMatch(/<title>News \| [^<]+<\/title>/);
  expect(html).toMatch(/<h1[^>]*>News<\/h1>/);
});
