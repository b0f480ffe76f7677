/**
 * One block of every kind on one page, on both skins: an editor publishes it at an address
 * of their choosing; visitors get every block, valid HTML by the Nu HTML Checker, no
 * serious axe violation and a hydration without a single error; and a client navigation
 * from it to another page of blocks and back draws every block of each.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, hydrated, type Page } from "../support/browser-test.ts";
import { nuCheckerMessages } from "../support/html-checker.ts";
import { errorsOf } from "../support/hydrated.ts";
import { publishPage, seriousViolations } from "../support/admin.ts";
import { EVERY_BLOCK_KIND, SHOWN } from "../support/every-block.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const PATH = `every-block-${Date.now().toString(36)}`;
const SKINS = [PATH, `mobile/${PATH}`];

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  await publishPage(browser, baseURL, { path: PATH, title: "Every block", blocks: EVERY_BLOCK_KIND });
});

async function expectEveryBlock(page: Page) {
  for (const [type, text] of Object.entries(SHOWN))
    await expect(page.getByText(text, { exact: true }).first(), type).toBeVisible();
}

test("every kind of block shows on both skins, hydrates without an error and passes axe", async ({ page }) => {
  const errors = errorsOf(page);
  const found: Record<string, string[]> = {};
  for (const url of SKINS) {
    const response = await page.goto(url);
    expect(response!.status()).toBe(200);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expectEveryBlock(page);
    const problems = await seriousViolations(page);
    if (problems.length) found[url] = problems;
  }
  expect(found).toEqual({});
  expect(errors).toEqual([]);
});

test("every kind of block is valid HTML on both skins by the Nu HTML Checker", async ({ request }) => {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-kinds-"));
  try {
    for (const [i, url] of SKINS.entries()) {
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      writeFileSync(path.join(dir, `${i}.html`), await res.text());
    }
    const messages = await nuCheckerMessages(dir);
    expect(messages.map((m) => `${SKINS[Number(path.basename(m.url, ".html"))]}: ${m.message}`)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a client navigation to another page of blocks and back draws every block of each", async ({ page }) => {
  const errors = errorsOf(page);
  for (const url of SKINS) {
    await page.goto(url);
    await hydrated(page);
    // Survives client navigations only: a full load would start a new window.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "About Brightlane" }).first().click();
    await expect(page).toHaveURL(url.startsWith("mobile/") ? /\/mobile\/about$/ : /\/about$/);
    // The about page's own blocks: its milestones and its gallery.
    await expect(page.locator("ol.timeline li").first()).toBeVisible();
    await expect(page.locator(".gallery img").first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${url}$`));
    await expectEveryBlock(page);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  }
  expect(errors).toEqual([]);
});

// The home page's own blocks on a page of blocks (decision 0097): the server draws them, the rest
// of the page hydrates without their chunk, and they keep their server HTML (no flash) and work
// once it comes: the carousel moves, the desktop video plays, the phone's video card leads to it.
test("the home page's own blocks stay drawn while their chunk loads, then hydrate and work, on both skins", async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.emulateMedia({ reducedMotion: "reduce" }); // no autoplay moving the slides
  for (const url of SKINS) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(desktop|mobile)-live-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url);
    await hydrated(page);
    // Drawn by the server and left in place while the chunk is held.
    const carousel = page.locator("[aria-roledescription=carousel]");
    await expect(carousel).toBeVisible();
    await expect(page.getByText(SHOWN["featured-video"] as string, { exact: true })).toBeVisible();
    await carousel.evaluate((el) => Object.assign(el, { fromServer: true }));
    await expect(carousel).not.toHaveAttribute("data-ready", "true");
    release();
    await expect(carousel).toHaveAttribute("data-ready", "true", { timeout: 15_000 });
    // The same element the server drew: hydrated, not drawn again.
    expect(await carousel.evaluate((el) => "fromServer" in el)).toBe(true);
    const active = carousel.locator(".swiper-slide-active");
    await expect(active).toHaveAttribute("aria-label", /^1 \//);
    await carousel.locator(".swiper-pagination-bullet").nth(1).click();
    await expect(active).toHaveAttribute("aria-label", /^2 \//);
    if (url.startsWith("mobile/")) {
      const card = page.locator("main").getByRole("link", { name: "All videos" });
      await expect(card).toHaveAttribute("href", /\/mobile\/videos/);
    } else {
      const played = await page.locator(".video-feature video").evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
        for (let i = 0; i < 150 && v.currentTime <= 0; i++) await new Promise((r) => setTimeout(r, 100));
        v.pause();
        return v.currentTime;
      });
      expect(played).toBeGreaterThan(0);
    }
    await page.unroute(/\/assets\/(desktop|mobile)-live-[\w-]+\.js$/);
  }
  expect(errors).toEqual([]);
});
