/**
 * The home page's document in the back office: an editor finds it among the pages, sees
 * its search-result preview, changes its search title and a heading shown on both skins,
 * publishes, and both home pages carry them. The document's form passes axe.
 */
import { expect, hydrated, test } from "../support/browser-test.ts";
import { newStaff, seriousViolations, signIn, type Staff } from "../support/admin.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Hana Home");
});

test("an editor changes the home page's search title and a heading; both skins show them", async ({
  page,
  request,
}) => {
  await signIn(page, editor);
  await page.goto("admin/content/pages?q=Brightlane%20business");
  await page.getByRole("table").getByRole("link", { name: "Brightlane business software" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("link", { name: "desktop page" })).toHaveAttribute("href", /\/$/);
  expect(await seriousViolations(page)).toEqual([]);

  const section = page.getByRole("group", { name: "Search and sharing" });
  const preview = section.getByRole("group", { name: "Search result preview" });
  await expect(preview).toContainText("Brightlane: office, project, trade, live and learning software");
  const seoTitle = `Brightlane work software (${Date.now().toString(36)})`;
  await section.getByLabel("Title in search results").fill(seoTitle);
  await expect(preview).toContainText(seoTitle);
  // The figures' heading: one block, shown on both skins.
  const figures = page.getByRole("group", { name: /^Home figures — block \d+\b/ }).getByLabel(/^Heading/);
  await expect(figures).toHaveValue("Brightlane in figures");
  const heading = `Brightlane, counted ${Date.now().toString(36)}`;
  await figures.fill(heading);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/home-document-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

  for (const path of ["./", "mobile"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<title>${seoTitle}</title>`);
    expect(html).toContain(
      'content="Brightlane Software makes OA, project management, B2B trade, live event and learning software for mid-sized companies. See products, customer stories and news."',
    );
    expect(html).toContain(heading);
  }
});
