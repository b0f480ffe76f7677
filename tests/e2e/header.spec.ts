/** The desktop header keeps to two rows from 1280 px up, with every item in the same place on every page. */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";

const PAGES = ["", "news", "cases", "help", "price", "pm", "about", "register", "solutions"];

/** Each visible header link or button: its text and the row (top edge, in px) it sits on. */
async function layout(page: Page) {
  return page.locator("header.site-header").evaluate((header) => {
    const items = [...header.querySelectorAll<HTMLElement>(".nav-wide a, .header-actions a, .header-actions button")];
    return items
      .filter((el) => el.offsetParent !== null)
      .map((el) => {
        const box = el.getBoundingClientRect();
        return { text: el.textContent!.trim(), row: Math.round(box.top + box.height / 2), left: Math.round(box.left) };
      });
  });
}

for (const width of [1280, 1920]) {
  test(`at ${width} px the header has two rows and no item moves between pages`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    let first: Awaited<ReturnType<typeof layout>> | undefined;
    for (const path of PAGES) {
      await page.goto(path);
      const items = await layout(page);
      // Rows: items whose vertical centres lie within 12 px of each other share one.
      const rows: number[] = [];
      for (const { row } of items) if (!rows.some((r) => Math.abs(r - row) <= 12)) rows.push(row);
      expect(rows.length, `${path || "/"}: rows at ${rows.join(", ")}`).toBeLessThanOrEqual(2);
      if (!first) first = items;
      else expect(items, `${path || "/"} against the home page`).toEqual(first);
    }
  });
}
