/**
 * Client runtime in a real browser: navigation progress bar, lazy images, the
 * gallery viewer and the carousel, on the site's own pages.
 */
import { CAROUSEL_AUTOPLAY_DELAY_MS } from "../../app/lib/constants.ts";
import { expect, test, type Page } from "../support/browser-test.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium.ts";

/** Waits until React has hydrated (the root's router is on window) and the network is quiet. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window && document.readyState === "complete");
  await page.waitForLoadState("networkidle");
}

test.describe("navigation progress bar", () => {
  test("shows from 0.08 during a slow loader, trickles, and is gone after", async ({ page }) => {
    await page.goto("./");
    await hydrated(page);
    await expect(page.locator("#nprogress")).toHaveCount(0);
    // The next page's data request is held back until the bar has been seen to trickle.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/news\.data/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "News", exact: true }).click();
    const bar = page.locator("#nprogress .bar");
    await expect(bar).toBeVisible();
    await expect(page.locator("#nprogress")).toHaveAttribute("aria-hidden", "true");
    // minimum 0.08: the bar starts 92 % off to the left...
    await expect(bar).toHaveAttribute("style", /translate3d\(-92%, ?0(px)?, ?0(px)?\)/);
    // ...and trickles forward every 800 ms while the loader is slow.
    await expect(bar).not.toHaveAttribute("style", /translate3d\(-92%/, { timeout: 1500 });
    await expect(bar).toHaveCSS("background-color", "rgb(11, 92, 173)");
    release();
    await expect(page).toHaveURL(/\/news$/, { timeout: 10_000 });
    await expect(page.locator("#nprogress")).toHaveCount(0, { timeout: 3000 });
  });
});

test.describe("lazy images", () => {
  test("server HTML has real images; the LCP banner is eager with high priority", async ({ page, request }) => {
    const html = await (await request.get("./")).text();
    expect(html).toMatch(/<img[^>]+src="[^"]+\.jpg"/);
    await page.goto("./");
    const first = page.locator(".carousel .swiper-slide").first().locator("img");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("width", /\d+/);
    await expect(first).toHaveAttribute("height", /\d+/);
  });

  test("a server-rendered image far below loads lazily and is promoted when near", async ({ playwright, baseURL }) => {
    // Chromium itself, as visitors have it: the headless shell the other tests drive starts lazy
    // images from farther away (it had loaded this gallery's last picture, 1,420 px below the
    // short window, before any scroll; the browser had not), so only the browser shows the promotion.
    const browser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 300 } })).newPage();
      await page.goto("cases/1");
      await hydrated(page);
      const thumb = page.locator(".gallery__thumb img").last();
      await expect(thumb).toHaveAttribute("loading", "lazy");
      await thumb.scrollIntoViewIfNeeded();
      await expect(thumb).toHaveAttribute("loading", "eager");
      await expect(page.locator(".gallery .lazy-image").last()).toHaveAttribute("data-state", "loaded");
    } finally {
      await browser.close();
    }
  });

  test("after a client navigation, far images have no source until scrolled near; loaded ones are remembered", async ({
    page,
  }) => {
    await page.goto("./");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    // A category's list shows its articles' pictures (all news lists them without).
    await page.getByRole("navigation", { name: "News categories" }).getByRole("link", { name: "Company news" }).click();
    await expect(page).toHaveURL(/\/news\/company%20copy$/);
    const last = page.locator("main .lazy-image").last();
    await expect(last).toHaveAttribute("data-state", "pending");
    await expect(last.locator("img")).not.toHaveAttribute("src", /./);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-state", "loaded");
    // Away and back: the image shows at once although it is far below the fold again.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/price$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/news\/company%20copy$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator("main .lazy-image").last()).toHaveAttribute("data-state", "loaded");
  });

  test("a failing source is tried 3 times, then the error placeholder shows", async ({ page }) => {
    let attempts = 0;
    // The second picture of the gallery of case 1 (db/seed/art/assign.ts names them case-<id>-<n>).
    await page.route(/\/media\/case-1-3-/, async (route) => {
      attempts++;
      await route.abort("failed");
    });
    await page.goto("./");
    await hydrated(page);
    await page.locator('a[href$="/cases/1"]').first().click();
    await expect(page).toHaveURL(/\/cases\/1$/);
    await page.locator(".gallery").scrollIntoViewIfNeeded();
    const failed = page.locator('.gallery [data-state="error"]');
    await expect(failed).toHaveCount(1);
    await expect(failed).toHaveAttribute("role", "img");
    expect(attempts).toBe(3);
  });
});

test.describe("gallery viewer", () => {
  test("loads on first open, zooms, rotates, flips, plays, closes and returns focus", async ({ page }) => {
    const viewerRequests: string[] = [];
    page.on("request", (r) => {
      if (/gallery-viewer/.test(r.url())) viewerRequests.push(r.url());
    });
    // The page's own clock, so that the slideshow's 5 s are moved through rather than waited out.
    await page.clock.install();
    await page.goto("cases/1");
    await hydrated(page);
    expect(viewerRequests).toEqual([]);

    const thumbs = page.locator(".gallery__thumb");
    const second = thumbs.nth(1);
    await second.scrollIntoViewIfNeeded();
    await second.click();
    const viewer = page.locator(".viewer-container");
    await expect(viewer).toBeVisible();
    expect(viewerRequests.some((u) => u.endsWith(".js"))).toBe(true);
    expect(viewerRequests.some((u) => u.endsWith(".css"))).toBe(true);
    await expect(viewer).toHaveAttribute("role", "dialog");

    const image = viewer.locator(".viewer-canvas img");
    await expect(image).toBeVisible();
    await expect(page.locator(".viewer-title")).toContainText((await second.locator("img").getAttribute("alt")) ?? "");
    const width = async () => Number.parseFloat((await image.evaluate((el) => (el as HTMLElement).style.width)) || "0");
    await expect.poll(width).toBeGreaterThan(0);
    const before = await width();
    await page.getByRole("button", { name: "Zoom in" }).click();
    // One step is a ratio of 0.1: 10 % wider.
    await expect.poll(async () => Math.round(((await width()) / before) * 100) / 100).toBe(1.1);
    await page.keyboard.press("ArrowDown"); // one step out again
    await expect.poll(async () => Math.round(((await width()) / before) * 100) / 100).toBe(1);

    await page.getByRole("button", { name: "Rotate right" }).click();
    await expect(image).toHaveAttribute("style", /rotate\(90deg\)/);
    await page.getByRole("button", { name: "Rotate left" }).click();
    await expect(image).not.toHaveAttribute("style", /rotate\(90deg\)/);
    await page.getByRole("button", { name: "Flip horizontally" }).click();
    await expect(image).toHaveAttribute("style", /scaleX\(-1\)/);
    await page.getByRole("button", { name: "Flip vertically" }).click();
    await expect(image).toHaveAttribute("style", /scaleY\(-1\)/);

    // Next / previous by key.
    const title = page.locator(".viewer-title");
    const firstTitle = await title.textContent();
    await page.keyboard.press("ArrowRight");
    await expect(title).not.toHaveText(firstTitle ?? "");
    await page.keyboard.press("ArrowLeft");
    await expect(title).toHaveText(firstTitle ?? "");

    // Slideshow: the player shows one image and moves on after 5000 ms, not before.
    await page.getByRole("button", { name: "Play slideshow" }).click();
    const player = page.locator(".viewer-player");
    await expect(player).toBeVisible();
    const shown = player.locator("img.viewer-in");
    await expect(shown).toHaveCount(1);
    const startSrc = await shown.getAttribute("src");
    await page.clock.runFor(4300);
    expect(await player.locator("img.viewer-in").getAttribute("src")).toBe(startSrc);
    await page.clock.runFor(1000);
    await expect.poll(async () => player.locator("img.viewer-in").getAttribute("src")).not.toBe(startSrc);

    await page.keyboard.press("Escape"); // stops the slideshow
    await expect(player).toBeHidden();
    await page.keyboard.press("Escape"); // closes the viewer
    await expect(page.locator(".viewer-container")).toHaveCount(0);
    await expect(second).toBeFocused();
  });
});

test.describe("carousel", () => {
  test("the first slide is in the server HTML at its final size (no shift on hydration)", async ({ browser, page }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const staticPage = await noJs.newPage();
    await staticPage.goto("./");
    const staticBox = await staticPage.locator(".carousel .swiper-slide").first().boundingBox();
    const staticSection = await staticPage.locator(".carousel").boundingBox();
    await expect(staticPage.locator(".carousel .swiper-slide").first().locator("img")).toBeVisible();
    await noJs.close();

    await page.goto("./");
    await expect(page.locator(".carousel")).toHaveAttribute("data-ready", "true");
    const box = await page.locator(".carousel .swiper-slide").first().boundingBox();
    const section = await page.locator(".carousel").boundingBox();
    expect(staticBox).not.toBeNull();
    expect(Math.abs(box!.x - staticBox!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box!.width - staticBox!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(box!.height - staticBox!.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(section!.height - staticSection!.height)).toBeLessThanOrEqual(1);
  });

  test("Swiper loads after the page has, or as soon as the visitor reaches for the carousel", async ({ page }) => {
    // The banner image held back until the page has hydrated, so that its load comes after hydration.
    let release = () => {};
    let released = Promise.resolve();
    const holdBanner = () => (released = new Promise<void>((resolve) => (release = resolve)));
    await page.route(/\/media\/banner-1-/, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    const carousel = page.locator(".carousel");
    holdBanner();
    await page.goto("./", { waitUntil: "commit" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await expect(carousel).not.toHaveAttribute("data-ready", "true");
    release();
    await expect(carousel).toHaveAttribute("data-ready", "true", { timeout: 15_000 });
    const timing = await page.evaluate(() => {
      const entry = performance.getEntriesByType("resource").find((e) => /carousel-swiper/.test(e.name));
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return { start: entry?.startTime ?? -1, loaded: nav.loadEventStart };
    });
    expect(timing.loaded).toBeGreaterThan(0);
    expect(timing.start).toBeGreaterThanOrEqual(timing.loaded);

    // Pointed at before the page has loaded: at once.
    holdBanner();
    await page.goto("./", { waitUntil: "commit" });
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // Hydration's effects may not have run at the first pass: out and in again until it loads.
    await expect(async () => {
      await page.mouse.move(1, 1);
      await carousel.hover();
      await expect(carousel).toHaveAttribute("data-ready", "true", { timeout: 500 });
    }).toPass({ timeout: 4000 });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    release();
  });

  test("buttons, pagination and keys move the slides; swipe too", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // no autoplay interference
    await page.goto("./");
    const carousel = page.getByRole("region", { name: "Featured" });
    await expect(carousel).toHaveAttribute("data-ready", "true");
    const active = carousel.locator(".swiper-slide-active");
    await expect(active).toHaveAttribute("aria-label", "1 / 3");

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(active).toHaveAttribute("aria-label", "2 / 3");
    await page.keyboard.press("ArrowRight");
    await expect(active).toHaveAttribute("aria-label", "3 / 3");
    await page.keyboard.press("Home");
    await expect(active).toHaveAttribute("aria-label", "1 / 3");
    await carousel.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(active).toHaveAttribute("aria-label", "3 / 3");
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(active).toHaveAttribute("aria-label", "2 / 3");

    // Drag right-to-left: the next slide.
    const box = (await carousel.locator(".swiper").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width * (0.8 - i * 0.06), y);
    await page.mouse.up();
    await expect(active).toHaveAttribute("aria-label", "3 / 3");
  });

  test("autoplay runs, pauses on hover, and is off under prefers-reduced-motion", async ({ page }) => {
    // The page's own clock: the autoplay delay is moved through rather than waited out.
    await page.clock.install();
    await page.goto("./");
    const carousel = page.locator(".carousel").first();
    await expect(carousel).toHaveAttribute("data-ready", "true");
    await expect(carousel.getByRole("button", { name: "Pause automatic slides" })).toBeVisible();
    const active = carousel.locator(".swiper-slide-active");
    // Hovered: stays put for longer than the autoplay delay.
    await carousel.hover();
    await page.clock.runFor(6800);
    await expect(active).toHaveAttribute("aria-label", "1 / 3");
    // Pointer gone: it moves on within one delay.
    await page.mouse.move(5, 5);
    await page.clock.runFor(CAROUSEL_AUTOPLAY_DELAY_MS + 200);
    await expect(active).toHaveAttribute("aria-label", "2 / 3");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await expect(carousel).toHaveAttribute("data-ready", "true");
    await expect(carousel.getByRole("button", { name: "Play automatic slides" })).toBeVisible();
  });
});
