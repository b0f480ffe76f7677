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
