/**
 * One design system for both skins (app/styles/tokens.css, app/styles/global.css): the
 * desktop and the mobile site read the same tokens and draw the same components, and
 * text laid over a picture stays readable whatever the picture shows.
 */
import { devices, expect, test, type Browser, type Locator, type Page } from "../support/browser-test.ts";
import sharp from "sharp";
import { workerServer } from "../support/e2e-server.ts";

const PHONE = {
  ...devices["Pixel 7"],
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
};

async function onPhone<T>(browser: Browser, path: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    ...PHONE,
    baseURL: workerServer().baseURL,
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await read(page);
  } finally {
    await context.close();
  }
}

/** Every custom property declared on :root, as the page's <main> computes it (a skin could override it there). */
function tokens(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const names = new Set<string>();
    for (const sheet of Array.from(document.styleSheets))
      for (const rule of Array.from(sheet.cssRules))
        if (rule instanceof CSSStyleRule && rule.selectorText === ":root")
          for (const name of Array.from(rule.style)) if (name.startsWith("--")) names.add(name);
    const style = getComputedStyle(document.querySelector("main")!);
    return Object.fromEntries([...names].sort().map((n) => [n, style.getPropertyValue(n).trim()]));
  });
}

const LOOK = [
  "background-color",
  "color",
  "border-radius",
  "border-top-width",
  "font-family",
  "font-size",
  "font-weight",
  "min-height",
  "padding-left",
];
function look(locator: Locator, pseudo?: string): Promise<Record<string, string>> {
  return locator.evaluate(
    (el, [props, p]) => {
      const style = getComputedStyle(el, p as string | undefined);
      return Object.fromEntries((props as string[]).map((n) => [n, style.getPropertyValue(n)]));
    },
    [pseudo ? [...LOOK, "content", "transform", "border-right-color"] : LOOK, pseudo] as const,
  );
}

test("both skins read the same design tokens", async ({ page, browser }) => {
  await page.goto("about");
  const desktop = await tokens(page);
  expect(Object.keys(desktop).length).toBeGreaterThan(30);
  expect(desktop["--brand"]).toBe("#0b5cad");
  expect(await onPhone(browser, "mobile/oa", tokens)).toEqual(desktop);
});

test("both skins draw the same logo, button and disclosure", async ({ page, browser }) => {
  const read = async (p: Page, search: string, price: string) => {
    await p.goto(search);
    const seen = {
      logo: await p.locator("header .logo").first().innerHTML(),
      button: await look(p.locator("main .button-primary").first()),
    };
    await p.goto(price);
    return { ...seen, disclosure: await look(p.locator("main details.disclosure > summary").first(), "::after") };
  };
  const desktop = await read(page, "search?q=approval", "price");
  expect(desktop.logo).toContain("logo-mark");
  expect(desktop.button["border-radius"]).toBe("999px");
  expect(desktop.disclosure.content).toBe('""');
  expect(await onPhone(browser, "mobile", (p) => read(p, "mobile/search?q=approval", "mobile/price"))).toEqual(desktop);
});

test("the register form's button is the site's button", async ({ page }) => {
  await page.goto("search?q=approval");
  const elsewhere = await look(page.locator("main .button-primary").first());
  await page.goto("register");
  expect(await look(page.locator("main .reg-submit"))).toEqual(elsewhere);
});

test("the mobile 404 page is drawn with the shared error page styles", async ({ browser }) => {
  const styled = await onPhone(browser, "mobile/no-such-page", async (p) => ({
    code: await p.locator(".error-code").evaluate((el) => getComputedStyle(el).fontWeight),
    button: await p.locator(".error-actions .button").evaluate((el) => getComputedStyle(el).borderRadius),
  }));
  expect(styled).toEqual({ code: "800", button: "999px" });
});

/** WCAG relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The lowest contrast between each text's colour and any pixel behind it, with the
 * picture under the text replaced by plain white and then by plain black (the two
 * extremes a photograph can reach).
 */
async function worstContrast(page: Page, picture: string, texts: Locator): Promise<{ text: string; ratio: number }[]> {
  const colours = await texts.evaluateAll((els) =>
    els.map((el) => ({
      text: (el.textContent ?? "").trim().slice(0, 40),
      rgb: getComputedStyle(el).color.match(/\d+/g)!.slice(0, 3).map(Number),
    })),
  );
  const results = colours.map((c) => ({ text: c.text, ratio: Infinity }));
  for (const backdrop of ["#fff", "#000"]) {
    await page.addStyleTag({
      content: `${picture} img { visibility: hidden !important; } ${picture} { background: ${backdrop} !important; }
        ${picture} * { color: transparent !important; text-shadow: none !important; }`,
    });
    for (let i = 0; i < colours.length; i++) {
      const box = (await texts.nth(i).boundingBox())!;
      const { data, info } = await sharp(await page.screenshot({ clip: box }))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const text = luminance(colours[i]!.rgb);
      for (let p = 0; p < data.length; p += info.channels) {
        const ratio = contrast(text, luminance([data[p]!, data[p + 1]!, data[p + 2]!]));
        if (ratio < results[i]!.ratio) results[i]!.ratio = Math.round(ratio * 100) / 100;
      }
    }
  }
  return results;
}

test("text over the desktop home's pictures keeps 4.5:1 at every pixel, at every width", async ({ page }) => {
  // The carousel stays on its first slide.
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const width of [1280, 1024, 800, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("");
    const slide = ".carousel__slide:first-child .banner";
    const texts = page.locator(`${slide} .banner-text p`);
    expect(await texts.count()).toBeGreaterThanOrEqual(2);
    for (const r of await worstContrast(page, slide, texts))
      expect(r.ratio, `${width}px: ${r.text}`).toBeGreaterThanOrEqual(4.5);
  }
});

test("the desktop home has one headline", async ({ page }) => {
  await page.goto("");
  const sizes = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>(".home-banners *, .home-intro *"))
      .filter((el) => el.checkVisibility() && el.childElementCount === 0 && el.textContent!.trim())
      .map((el) => parseFloat(getComputedStyle(el).fontSize)),
  );
  const h1 = await page.locator("main h1").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  // Nothing else on the page comes near the headline's size.
  expect(sizes.filter((s) => s >= h1 * 0.7)).toEqual([h1]);
});

test("text over the mobile home's pictures keeps 4.5:1 at every pixel", async ({ browser }) => {
  const results = await onPhone(browser, "mobile", async (p) => {
    const slide = ".carousel__slide:first-child .m-banner-slide";
    return worstContrast(p, slide, p.locator(`${slide} .m-banner-text > *`));
  });
  expect(results.length).toBe(3);
  for (const r of results) expect(r.ratio, r.text).toBeGreaterThanOrEqual(4.5);
});

test("every line of the mobile home's banner copy lies inside its slide, down to 320 px", async ({ browser }) => {
  for (const width of [320, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 700 }, baseURL: workerServer().baseURL });
    const page = await context.newPage();
    await page.goto("mobile");
    const cut = await page.evaluate(() => {
      const slide = document.querySelector(".carousel__slide:first-child .m-banner-slide")!;
      const box = slide.getBoundingClientRect();
      return Array.from(slide.querySelectorAll<HTMLElement>(".m-banner-text > *"))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5;
        })
        .map((el) => el.textContent);
    });
    await context.close();
    expect(cut, `${width} px`).toEqual([]);
  }
});
