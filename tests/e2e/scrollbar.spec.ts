/**
 * Chromium may paint a page before all of it is parsed: a page then shorter than the
 * window grows a scrollbar a moment later, and everything centred moved sideways
 * (Lighthouse saw CLS 0.001-0.002 on the desktop pages: the header shifted by half a
 * scrollbar). The test browser hides its scrollbars unless told otherwise.
 */
import { expect, hydrated, test } from "../support/browser-test.ts";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "../support/chromium.ts";

test("the page keeps its place whether or not it has a scrollbar", async ({
  playwright,
  baseURL,
  viewport,
  userAgent,
  deviceScaleFactor,
}) => {
  // A browser of its own that shows scrollbars. Set for the file (test.use launchOptions), it
  // would need a worker of its own, and so a server started for this one test.
  const browser = await playwright.chromium.launch({
    executablePath: HEADLESS_SHELL_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  });
  try {
    const page = await (await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor })).newPage();
    await page.goto("cases/1");
    await hydrated(page);
    const header = page.locator(".site-header .container").first();
    // The launch shows them: the long page has one.
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
    const withScrollbar = (await header.boundingBox())!.x;
    await page.evaluate(() => {
      document.querySelector("main")?.remove();
      document.querySelector("footer")?.remove();
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    expect((await header.boundingBox())!.x).toBe(withScrollbar);
  } finally {
    await browser.close();
  }
});
