/**
 * The pages around live content (pricing, offers, services, partners, the lead forms) take
 * their words and search settings from documents of the pages collection (decision 0089):
 * an editor sets the pricing page's search title and description in the back office, with
 * the search-result preview, publishes, and both skins' /price carry them in their head tags
 * while the plans and the billing switch stay as they were; emptied again, the page derives
 * them as before.
 */
import type { Page } from "@playwright/test";
import { expect, test, hydrated } from "../support/browser-test.ts";
import { newStaff, signIn, type Staff } from "../support/admin.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Pia Pricing");
});

/** Opens the pricing page's document in the back office and sets its search title and description. */
async function setPriceSeo(page: Page, title: string, description: string) {
  await page.goto("admin/content/pages?q=pricing");
  await page.getByRole("table").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit: Pricing" })).toBeVisible();
  await hydrated(page);
  const section = page.getByRole("group", { name: "Search and sharing" });
  await section.getByLabel("Title in search results").fill(title);
  await section.getByLabel("Description in search results").fill(description);
  return section;
}

test("the pricing page's search title and description come from its document, on both skins", async ({
  page,
  request,
}) => {
  await signIn(page, editor);
  const title = `Plans and prices ${Date.now().toString(36)}`;
  const description = "Every Brightlane plan with its monthly and yearly price, and what each includes.";
  const section = await setPriceSeo(page, title, description);
  await expect(section.getByRole("group", { name: "Search result preview" })).toContainText(title);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/price-document-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: " })).toBeVisible();

  try {
    for (const path of ["price", "mobile/price", "mobile/price?billing=monthly"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain(`<meta name="description" content="${description}"/>`);
      // The live plans are still there, and the page's heading is still the document's hero.
      expect(html, path).toContain("Simple pricing for every team");
      expect(html, path).toMatch(/Enterprise/);
    }
  } finally {
    // Emptied, the page derives its title and description as it did before.
    await setPriceSeo(page, "", "");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published: " })).toBeVisible();
  }
  const html = await (await request.get("price")).text();
  expect(html).toMatch(/<title>Pricing \| [^<]+<\/title>/);
  expect(html).toContain("Brightlane plans and prices per user, billed monthly or yearly");
});
