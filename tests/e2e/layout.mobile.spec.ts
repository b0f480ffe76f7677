/**
 * Layout of the mobile pages measured in the browser: the open menu drawer holds the
 * page still, and keyboard focus is never hidden under the sticky header.
 */
import { expect, test } from "../support/browser-test.ts";

test("the open menu drawer locks the page behind it", async ({ page }) => {
  await page.goto("mobile/price");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  for (const x of [10, 370]) {
    await page.mouse.move(x, 600);
    await page.mouse.wheel(0, 800);
  }
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  await page.keyboard.press("Escape");
  // Closed again, the page scrolls as before.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
});

test("keyboard focus is never hidden under the sticky header", async ({ page }) => {
  await page.goto("mobile/price");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator("main a, main button, main [tabindex='0']").last().focus();
  const hidden: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Shift+Tab");
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const header = document.querySelector(".m-header")!;
      if (!el || header.contains(el) || !document.querySelector("main")!.contains(el)) return null;
      return { top: el.getBoundingClientRect().top, header: header.getBoundingClientRect().bottom, text: el.outerHTML };
    });
    if (state && state.top < state.header) hidden.push(`${state.text.slice(0, 80)} at ${Math.round(state.top)}`);
  }
  expect(hidden).toEqual([]);
});
