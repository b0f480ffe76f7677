/**
 * An author's first day and an editor's search settings, in the browser: an author
 * saves a first draft with no cover, uploads a picture, describes it and picks it as
 * the cover; on a fresh install an author picks a demo picture as a cover, saves and
 * submits the draft; a colleague's item opens read only; an editor sets an SEO title and
 * noindex in "Search and sharing" (with its search-result preview) and the live page
 * carries them.
 */
import { expect, test, hydrated } from "../support/browser-test.ts";
import { newStaff, signIn, type Staff } from "../support/admin.ts";
import { solid } from "../support/media.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;
let author: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Eve Editor");
  author = await newStaff(browser, baseURL, "author", "Abe Author");
});

test("an author saves a first draft without a cover, uploads a picture and picks it", async ({ page }) => {
  await signIn(page, author);
  await page.goto("admin/content/news/new");
  await hydrated(page);
  const title = `First draft ${Date.now().toString(36)}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit: ${title}` })).toBeVisible();
  const draftPath = new URL(page.url()).pathname;

  // The library takes the author's upload; the author describes it.
  await page.goto("admin/media");
  const name = `author-${Date.now().toString(36)}.png`;
  await page.getByLabel(/^Images/).setInputFiles([{ name, mimeType: "image/png", buffer: await solid("png") }]);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toHaveCount(1, { timeout: 30_000 });
  await page.reload();
  await page.getByRole("link", { name: `${name}: edit` }).click();
  await page.waitForURL(/\/admin\/media\/\d+$/);
  await hydrated(page);
  const alt = `A blue square for ${name}`;
  await page.getByRole("textbox", { name: "Alt text" }).fill(alt);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved. The crops follow the new focal point.")).toBeVisible();

  // Back in the draft, the picture becomes its cover.
  await page.goto(draftPath);
  await hydrated(page);
  await page.getByRole("button", { name: "Choose image: Cover image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker.getByLabel("Search").fill(name);
  await picker.getByRole("button", { name: alt }).click();
  await expect(page.locator('input[name="doc.coverKey"]')).toHaveValue(/^upload-\d+$/);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
});

test("an author on a fresh install picks a demo picture as the cover, saves and submits the draft", async ({
  page,
}) => {
  await signIn(page, author);
  await page.goto("admin/content/news/new");
  await hydrated(page);
  const title = `Lisbon draft ${Date.now().toString(36)}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  // The seed's pictures are in the library, described as the pages describe them.
  await page.getByRole("button", { name: "Choose image: Cover image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  // Hundreds of pictures: the picker shows them a page at a time.
  const more = picker.getByRole("button", { name: /^Show more images \(48 of \d{3}\)$/ });
  await more.click();
  await expect(picker.getByRole("button", { name: /^Show more images \(96 of \d{3}\)$/ })).toBeVisible();
  await picker.getByLabel("Search").fill("engineering office in Lisbon");
  const alt = 'Illustration for "Brightlane opens a new engineering office in Lisbon"';
  await picker.getByRole("button", { name: alt }).click();
  await expect(page.locator('input[name="doc.coverKey"]')).toHaveValue("news-1");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit: ${title}` })).toBeVisible();
  await expect(page.locator('input[name="doc.coverKey"]')).toHaveValue("news-1");
  const id = new URL(page.url()).pathname.split("/").pop();
  await hydrated(page);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Submitted for review." })).toBeVisible();

  // The library lists the draft among the picture's uses, beside the article it illustrates.
  const listed = await page.request.get("api/v1/admin/media", { params: { q: "engineering office in Lisbon" } });
  const [item] = ((await listed.json()) as { items: Array<{ key: string; uses: unknown[] }> }).items;
  expect(item?.key).toBe("news-1");
  expect(item?.uses).toEqual(
    expect.arrayContaining([
      { ownerType: "news", ownerId: "1" },
      { ownerType: "news", ownerId: id },
    ]),
  );
});

test("an author opens a colleague's article read only", async ({ page }) => {
  await signIn(page, author);
  await page.goto("admin/content/news?sort=id");
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("note")).toContainText("Read only");
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit for review" })).toHaveCount(0);
  await expect(page.getByLabel("Title", { exact: true })).toBeDisabled();
});

test("an editor sets an SEO title and noindex; the live page carries them", async ({ page, request }) => {
  await signIn(page, editor);
  await page.goto("admin/content/news?sort=id");
  await page.getByRole("table").getByRole("link").nth(1).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
  const live = (await page.getByRole("link", { name: "desktop page" }).getAttribute("href"))!;
  const section = page.getByRole("group", { name: "Search and sharing" });
  const preview = section.getByRole("group", { name: "Search result preview" });
  // Left empty, the preview shows what the page derives (the item's title and the site's name).
  await section.getByLabel("Title in search results").fill("");
  await expect(preview).toContainText(/\| Bright/);
  const seoTitle = `Own search title ${Date.now().toString(36)}`;
  await section.getByLabel("Title in search results").fill(seoTitle);
  await expect(preview).toContainText(seoTitle);
  await expect(section).toContainText(`Title: ${seoTitle.length} characters (about 60 fit)`);
  await section.getByLabel("Hide from search engines (noindex)").check();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `test-results/search-and-sharing-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: " })).toBeVisible();

  const html = await (await request.get(live)).text();
  expect(html).toContain(`<title>${seoTitle}</title>`);
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  const sitemap = await (await request.get("sitemaps/news.xml")).text();
  expect(sitemap).not.toContain(`${live}<`);
});
