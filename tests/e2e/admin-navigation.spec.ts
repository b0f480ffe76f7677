/**
 * The back office's frame at a desktop's 1280 px and a phone's 390 px: the grouped
 * navigation fits (one header row and a sidebar on a desktop, a closed menu on a
 * phone, which opens without JavaScript), marks the current page, and every list
 * page fits the phone's width without sideways scrolling, as cards, with axe clean.
 */
import { expect, test, hydrated } from "../support/browser-test.ts";
import { completeSetup, createUserLink, seriousViolations, signIn, uniqueEmail, type Staff } from "../support/admin.ts";
import type { Browser, Page } from "@playwright/test";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let owner: Staff;

/** Every page of the back office that lists things, by path from the base. */
const LIST_PAGES = [
  "admin",
  "admin/content/news",
  "admin/content/help-categories",
  "admin/content/price-faq",
  "admin/content/home-blocks",
  "admin/content/site-settings",
  "admin/media",
  "admin/leads",
  "admin/notifications",
  "admin/users",
  "admin/audit",
  "admin/redirects",
  "admin/trash",
  "admin/account",
];

const GROUPS = ["Content", "Media", "Leads", "Site", "People", "Settings"];

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
};

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const email = uniqueEmail("nav");
  owner = await completeSetup(page, await createUserLink(email, "admin"), email, "Nadia Nav");
  // One redirect, so the redirects page has a list to show.
  await page.goto("admin/redirects");
  await hydrated(page);
  await page.getByLabel("Old path", { exact: true }).fill(`/old-${Date.now().toString(36)}`);
  await page.getByLabel("New address", { exact: true }).fill("/");
  await page.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByRole("table")).toBeVisible();
  await page.context().close();
});

/** Pixels the page, or any box inside it, scrolls sideways. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > window.innerWidth) found.push(`page: ${root.scrollWidth - window.innerWidth}px`);
    for (const el of document.querySelectorAll<HTMLElement>("main *")) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === "auto" || overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1)
        found.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth - el.clientWidth}px`);
    }
    return found;
  });
}

async function phone(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL, ...PHONE, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test("at 1280 px the navigation is a grouped sidebar beside one header row", async ({ page }) => {
  await signIn(page, owner);
  await page.goto("admin/users");
  await hydrated(page);
  const header = await page.locator(".admin-header").boundingBox();
  expect(header!.height).toBeLessThanOrEqual(72);
  const nav = page.getByRole("navigation", { name: "Admin" });
  const box = await nav.boundingBox();
  // Beside the content, not above it, and every link within the first screen.
  expect(box!.width).toBeLessThan(320);
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  const main = await page.getByRole("main").boundingBox();
  expect(main!.x).toBeGreaterThanOrEqual(box!.x + box!.width);
  for (const group of GROUPS) await expect(nav.getByRole("group", { name: group })).toBeVisible();
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText("Users");
  await expect(page.getByRole("banner")).toContainText("Brightlane");
  // A content type the navigation does not name belongs to "All content"; one it names is its own.
  for (const [path, label] of [
    ["admin/content/promotions", "All content"],
    ["admin/content/help-categories", "Help topics"],
  ]) {
    await page.goto(path!);
    await expect(current).toHaveText(label!);
  }
  // Keyboard: the skip link first, then the brand, then the navigation's links in order.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
});

test("at 390 px the navigation is a closed menu that opens without JavaScript", async ({ browser, baseURL }) => {
  for (const javaScriptEnabled of [true, false]) {
    const { context, page } = await phone(browser, baseURL, javaScriptEnabled);
    await signIn(page, owner, "admin/sign-in", true);
    await page.goto("admin/content/news");
    const nav = page.getByRole("navigation", { name: "Admin" });
    const menu = nav.locator("summary");
    await expect(menu).toBeVisible();
    await expect(nav.getByRole("link", { name: "Users" })).toBeHidden();
    // Closed, the frame takes at most a seventh of the screen above the page's own heading.
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(heading!.y, `JavaScript ${javaScriptEnabled}`).toBeLessThanOrEqual(844 / 7 + 24);
    await menu.click();
    await expect(nav.getByRole("link", { name: "Users" })).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveText("All content");
    await nav.getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await context.close();
  }
});

test("every list page fits 390 px without sideways scrolling and passes axe at both widths", async ({
  browser,
  baseURL,
  page,
}) => {
  // 14 pages at two widths, each through axe: minutes on a busy machine.
  test.setTimeout(480_000);
  const wide: Record<string, string[]> = {};
  const axe: Record<string, string[]> = {};
  const named: string[] = [];
  await signIn(page, owner);
  const { context, page: small } = await phone(browser, baseURL);
  await signIn(small, owner, "admin/sign-in", true);
  for (const path of LIST_PAGES) {
    for (const [width, p] of [
      [1280, page],
      [390, small],
    ] as const) {
      await p.goto(path);
      await hydrated(p);
      const problems = await seriousViolations(p);
      if (problems.length) axe[`${path} at ${width}`] = problems;
      // One name for the product (the lead webhook's header name is a protocol's, not the product's).
      if (/(?<!X-)Vitrine/.test(await p.locator("body").innerText())) named.push(`${path} at ${width}`);
    }
    const overflow = await sidewaysScroll(small);
    if (overflow.length) wide[path] = overflow;
  }
  await context.close();
  expect(wide).toEqual({});
  expect(axe).toEqual({});
  expect(named).toEqual([]);
});
