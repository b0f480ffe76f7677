/**
 * Layout of the desktop pages measured in the browser: sections in the page grid,
 * stat tiles aligned, no lone card or empty column in a grid, promotion banners never
 * enlarged, focus never under the sticky header, and a gallery viewer that keeps focus
 * and captions its pictures.
 */
import { expect, test, type Page } from "../support/browser-test.ts";

/** The first card link of a list page: a real id from the seeded content. */
async function firstCard(page: Page, listPath: string): Promise<string> {
  await page.goto(listPath);
  const href = await page.locator("main .card-grid a[href]").first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

/** Left edges of the page grid (the header's) and of the "Related" section. */
async function relatedOffset(page: Page): Promise<{ related: number; content: number }> {
  return page.evaluate(() => {
    const related = document.querySelector("section[aria-labelledby='related-title']")!;
    const content = document.querySelector(".site-header .container")!;
    return { related: related.getBoundingClientRect().left, content: content.getBoundingClientRect().left };
  });
}

test("the Related sections of a case study and an article sit in the page grid", async ({ page }) => {
  for (const list of ["cases_list/manufacturing", "news"]) {
    await page.goto(await firstCard(page, list));
    const { related, content } = await relatedOffset(page);
    expect(related, page.url()).toBeGreaterThan(20);
    expect(Math.abs(related - content), page.url()).toBeLessThan(1);
  }
});

test("stat tiles show their values on one line even when a label wraps", async ({ page }) => {
  let wrapped = 0;
  for (const path of ["service", await firstCard(page, "cases_list/manufacturing"), "about", "oa"]) {
    await page.goto(path);
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll(".figures")].map((list) =>
        [...list.querySelectorAll(".figure")].map((tile) => ({
          tile: tile.getBoundingClientRect().top,
          value: tile.querySelector("dd")!.getBoundingClientRect().top,
          labelLines: Math.round(
            tile.querySelector("dt")!.getBoundingClientRect().height /
              parseFloat(getComputedStyle(tile.querySelector("dt")!).lineHeight),
          ),
        })),
      ),
    );
    for (const tiles of rows) {
      wrapped += tiles.filter((t) => t.labelLines > 1).length;
      for (const t of tiles.filter((x) => Math.abs(x.tile - tiles[0]!.tile) < 1)) {
        expect(Math.abs(t.value - tiles[0]!.value), `${path}: value offset in its tile`).toBeLessThan(1);
      }
    }
  }
  // The check means something only if some label does wrap.
  expect(wrapped).toBeGreaterThan(0);
});

test("card grids leave no lone card in a last row and no empty column", async ({ page }) => {
  const paths = [
    "./",
    "solution",
    "videos",
    "pm",
    "oa",
    "solution_list/retail",
    "cases_list/manufacturing",
    await firstCard(page, "cases_list/manufacturing"),
    await firstCard(page, "news"),
    await firstCard(page, "solution_list/retail"),
  ];
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const grids = await page.evaluate(() =>
      [...document.querySelectorAll(".card-grid, .feature-grid")].map((grid) => {
        const box = grid.getBoundingClientRect();
        const items = [...grid.children].map((c) => c.getBoundingClientRect());
        const tops = [...new Set(items.map((r) => Math.round(r.top)))].sort((a, b) => a - b);
        return {
          right: box.right,
          count: items.length,
          firstRow: items.filter((r) => Math.round(r.top) === tops[0]).length,
          lastRow: items.filter((r) => Math.round(r.top) === tops[tops.length - 1]).length,
          rightmost: Math.max(...items.map((r) => r.right)),
        };
      }),
    );
    for (const [i, g] of grids.entries()) {
      if (g.count < 2) continue;
      if (g.firstRow >= 3 && g.lastRow === 1) problems.push(`${path} grid ${i}: one card alone in the last row`);
      if (g.right - g.rightmost > 2) problems.push(`${path} grid ${i}: ${Math.round(g.right - g.rightmost)} px empty`);
    }
  }
  expect(problems).toEqual([]);
});

test("promotion banners are drawn at most at their own resolution", async ({ page }) => {
  await page.goto("promotion");
  const images = page.locator(".promo-media img");
  expect(await images.count()).toBeGreaterThan(0);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const scale = await img.evaluate((el: HTMLImageElement) => {
      const box = el.getBoundingClientRect();
      const fit = getComputedStyle(el).objectFit;
      const drawn =
        fit === "cover"
          ? Math.max(box.width / el.naturalWidth, box.height / el.naturalHeight)
          : box.width / el.naturalWidth;
      return drawn * window.devicePixelRatio;
    });
    expect(scale).toBeLessThanOrEqual(1.05);
  }
});

test("keyboard focus is never hidden under the sticky header", async ({ page }) => {
  await page.goto("about");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator("footer a").last().focus();
  const hidden: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Shift+Tab");
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const header = document.querySelector(".site-header")!;
      if (!el || header.contains(el)) return null;
      return { top: el.getBoundingClientRect().top, header: header.getBoundingClientRect().bottom, text: el.outerHTML };
    });
    if (state && state.top < state.header) hidden.push(`${state.text.slice(0, 80)} at ${Math.round(state.top)}`);
  }
  expect(hidden).toEqual([]);
});

test("the gallery viewer keeps focus while open and captions what each picture shows", async ({ page }) => {
  await page.goto(await firstCard(page, "cases_list/manufacturing"));
  const thumb = page.locator("a.gallery__thumb").first();
  const alt = await thumb.locator("img").getAttribute("alt");
  expect(alt).toBeTruthy();
  await thumb.click();
  const viewer = page.locator(".viewer-container");
  await expect(viewer).toBeVisible();
  await expect(viewer.locator(".viewer-title")).toHaveText(alt!);
  const escaped: string[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    const outside = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      return el.closest(".viewer-container") ? null : el.outerHTML.slice(0, 80);
    });
    if (outside) escaped.push(outside);
  }
  expect(escaped).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
  await expect(thumb).toBeFocused();
});
