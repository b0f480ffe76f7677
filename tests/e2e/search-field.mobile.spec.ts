/** Search can be found on the mobile site: in the menu drawer and on the not-found page. */
import { expect, test } from "../support/browser-test.ts";

test("the menu drawer and the not-found page offer a search field", async ({ page }) => {
  await page.goto("mobile/price");
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  const search = page.getByRole("dialog", { name: "Menu" }).getByRole("search", { name: "Search the site" });
  await expect(search).toBeVisible();
  await search.getByRole("searchbox").fill("approval");
  await search.getByRole("button", { name: "Search" }).tap();
  await expect(page).toHaveURL(/\/mobile\/search\?q=approval$/);

  const res = await page.goto("mobile/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.locator("main").getByRole("search", { name: "Search for a page" })).toBeVisible();
});

test("every mobile page's server-rendered HTML holds the menu with its search field, and the footer one", async ({
  request,
}) => {
  for (const path of ["mobile", "mobile/price", "mobile/news/company", "mobile/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<dialog[^>]*id="m-drawer"/);
    expect(html, path).toContain('id="drawer-search"');
    // Without JavaScript "Menu" leads to the footer's list of sections, which offers search too.
    expect(html, path).toContain('id="footer-search"');
  }
});

test("without JavaScript the menu link leads to a working search field", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("mobile");
  await page.getByRole("link", { name: "Menu", exact: true }).click();
  const search = page.locator("#site-menu").getByRole("search", { name: "Search the site" });
  await search.getByRole("searchbox").fill("approval");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/mobile\/search\?q=approval$/);
  await context.close();
});
