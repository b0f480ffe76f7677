import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { SCREEN_CSS, SCREEN_VARIANTS } from "./art/product-screens.ts";
import { PRODUCT_SCENES } from "./art/scenes.ts";
import { ensureScreens, screenId } from "./screenshots.ts";

describe("product screens rendered by Chromium", () => {
  let dir = "";
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const wanted = PRODUCT_SCENES.flatMap((product) =>
    Array.from({ length: SCREEN_VARIANTS }, (_, variant) => ({ product, variant })),
  );

  it("renders every view at twice its size, every word whole, and a second run from the cache", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "screens-"));
    const { screens, skipped } = await ensureScreens(dir, wanted);
    expect(skipped).toBeUndefined();
    expect(screens.size).toBe(wanted.length);
    for (const { product, variant } of wanted) {
      const screen = screens.get(screenId(product, variant))!;
      expect(screen.cut, `${product} ${variant}`).toEqual([]);
      expect(screen.texts.length).toBeGreaterThan(20);
      const meta = await sharp(screen.png).metadata();
      expect([meta.width, meta.height]).toEqual([SCREEN_CSS.width * 2, SCREEN_CSS.height * 2]);
    }
    // Cached by content: the same screens again, without a browser.
    const started = performance.now();
    const again = await ensureScreens(dir, wanted);
    expect([...again.screens.values()].map((s) => s.png)).toEqual([...screens.values()].map((s) => s.png));
    expect(performance.now() - started).toBeLessThan(1000);
  }, 120_000);
});
