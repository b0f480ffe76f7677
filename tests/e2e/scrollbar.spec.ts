/**
 * Chromium may paint a page before all of it is parsed: a page then shorter than the
 * window grows a scrollbar a moment later, and everything centred moved sideways
 * (Lighthouse saw CLS 0.001-0.002 on the desktop pages: the header shifted by half a
 * scrollbar). The test browser hides its scrollbars unless told otherwise.
 */
import { expect, test } from "../support/browser-test.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium.ts";

test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ["--hide-scrollbars"] },
});

test("the page keeps its place whether or not it has a scrollbar", async ({ page }) => {
  await page.goto("cases/1");
  const header = page.locator(".site-header .container").first();
  const withScrollbar = (await header.boundingBox())!.x;
  await page.evaluate(() => {
    document.querySelector("main")?.remove();
    document.querySelector("footer")?.remove();
  });
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  expect((await header.boundingBox())!.x).toBe(withScrollbar);
});
