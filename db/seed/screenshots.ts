/**
 * The product screens' pictures: each mock-up (art/product-screens.ts) rendered
 * by headless Chromium at twice its CSS size into a PNG, kept in the media cache
 * under the hash of its HTML, with the box of every line of text it shows. A
 * second run finds them all and starts no browser. Without Chromium (or
 * playwright-core, a development dependency) no screen is made and the pictures
 * keep their wordless stand-in; the caller says so.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserType } from "playwright-core";
import { SCREEN_CSS, SCREEN_VARIANTS, screenHtml } from "./art/product-screens.ts";
import { PRODUCT_SCENES, type ProductScene } from "./art/scenes.ts";
import type { TextBox } from "./art/svg.ts";

const SCREEN_VERSION = 1;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface Screen {
  png: string;
  /** Every line of text the screen shows, in CSS pixels, and those its box cuts. */
  texts: TextBox[];
  cut: string[];
}

export const screenId = (product: ProductScene, variant: number) => `${product}-${variant}`;

const hashOf = (html: string) => createHash("sha256").update(`${SCREEN_VERSION}\n${html}`).digest("hex").slice(0, 24);

let digest: string | undefined;
/** A hash of every mock-up, so a changed screen redraws the pictures that show it. */
export function screensDigest(): string {
  digest ??= hashOf(
    PRODUCT_SCENES.flatMap((p) => Array.from({ length: SCREEN_VARIANTS }, (_, v) => screenHtml(p, v))).join("\n"),
  );
  return digest;
}

/** In the page: each text's box, and the texts an element's edge or the window cuts. */
function measure(): { texts: TextBox[]; cut: string[] } {
  const texts: TextBox[] = [];
  const cut: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.textContent?.trim();
    if (!value) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    texts.push({ text: value, x: r.x, y: r.y, w: r.width, h: r.height });
    if (r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5 || r.x < -0.5 || r.y < -0.5) cut.push(value);
    for (let el = node.parentElement; el; el = el.parentElement) {
      if (getComputedStyle(el).overflow === "visible") continue;
      const box = el.getBoundingClientRect();
      if (r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5) cut.push(value);
      break;
    }
  }
  return { texts, cut };
}

/** The screens of `wanted` (product and view), from the cache or rendered now; those that cannot be are left out. */
export async function ensureScreens(
  cacheDir: string,
  wanted: ReadonlyArray<{ product: ProductScene; variant: number }>,
): Promise<{ screens: Map<string, Screen>; skipped?: string }> {
  const dir = path.join(cacheDir, "screens");
  await mkdir(dir, { recursive: true });
  const screens = new Map<string, Screen>();
  const missing: Array<{ id: string; html: string; file: string }> = [];
  for (const { product, variant } of wanted) {
    const id = screenId(product, variant);
    if (screens.has(id) || missing.some((m) => m.id === id)) continue;
    const html = screenHtml(product, variant);
    const file = path.join(dir, hashOf(html));
    if (existsSync(`${file}.json`)) screens.set(id, await readScreen(file));
    else missing.push({ id, html, file });
  }
  if (!missing.length) return { screens };
  if (!existsSync(CHROMIUM)) return { screens, skipped: `${CHROMIUM} not found` };
  let chromium: BrowserType;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch {
    return { screens, skipped: "playwright-core not installed" };
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ viewport: SCREEN_CSS, deviceScaleFactor: 2 });
    const page = await context.newPage();
    for (const m of missing) {
      await page.setContent(m.html);
      const png = await page.screenshot({ type: "png" });
      const { texts, cut } = await page.evaluate(measure);
      // Written PNG first, then its record: a record always has its picture.
      const tmp = `${m.file}.${process.pid}.tmp`;
      await writeFile(tmp, png);
      await rename(tmp, `${m.file}.png`);
      await writeFile(tmp, JSON.stringify({ texts, cut }));
      await rename(tmp, `${m.file}.json`);
      screens.set(m.id, await readScreen(m.file));
    }
  } finally {
    await browser.close();
  }
  return { screens };
}

async function readScreen(file: string): Promise<Screen> {
  const meta = JSON.parse(await readFile(`${file}.json`, "utf8")) as { texts: TextBox[]; cut: string[] };
  return { png: `${file}.png`, ...meta };
}
