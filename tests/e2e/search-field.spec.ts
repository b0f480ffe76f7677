/**
 * Search can be found: a search field in the header of every desktop page, in the
 * narrow-screen menu, on the not-found page and in the help centre, each leading to
 * the search page with the visitor's words.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/browser-test.ts";

test("the header's search field leads to the results", async ({ page }) => {
  await page.goto("about");
  const search = page.locator(".site-header").getByRole("search", { name: "Search the site" });
  await expect(search).toBeVisible();
  await search.getByRole("searchbox").fill("approval");
  await search.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=approval$/);
  await expect(page.locator("#search-q-desktop")).toHaveValue("approval");
});

test("narrow screens find the search field in the menu", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("about");
  await expect(page.locator(".site-header").getByRole("search")).toBeHidden();
  await page.locator(".nav-narrow > summary").click();
  await expect(page.locator(".nav-narrow-panel").getByRole("search", { name: "Search the site" })).toBeVisible();
});

test("the not-found page and the help centre offer a search field", async ({ page }) => {
  const res = await page.goto("no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.locator("main").getByRole("search", { name: "Search for a page" })).toBeVisible();
  await page.goto("help");
  const help = page.locator("main").getByRole("search", { name: "Search the help centre and the site" });
  await expect(help).toBeVisible();
  await help.getByRole("searchbox").fill("invoice");
  await help.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=invoice$/);
});

test("the result-count chips meet 4.5:1 contrast, on the chosen chip too", async ({ page }) => {
  await page.goto("search?q=approval");
  const chips = page.locator(".search-tabs a");
  expect(await chips.count()).toBeGreaterThan(1);
  const result = await new AxeBuilder({ page }).include(".search-tabs").withRules(["color-contrast"]).analyze();
  expect(result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  // axe leaves text it cannot be sure of "incomplete"; none of the chips may be among it.
  expect(result.incomplete.filter((v) => v.id === "color-contrast")).toEqual([]);
});
