/**
 * Every admin page against axe (no serious or critical violation), under the
 * site's CSP, at a phone's width without sideways scrolling; and the public pages
 * load none of the admin's code or styles.
 */
import { readFileSync } from "node:fs";
import { expect, test, hydrated } from "../support/browser-test.ts";
import { completeSetup, createUserLink, seriousViolations, signIn, uniqueEmail, type Staff } from "../support/admin.ts";
import { violations, watch } from "../support/csp-watch.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let owner: Staff;

/** The admin pages of a signed-in admin, by path from the base. */
const SIGNED_IN_PAGES = [
  "admin",
  "admin/account",
  "admin/users",
  "admin/audit",
  "admin/audit?action=sign-in&from=2020-01-01",
  "admin/settings",
  "admin/design",
  "admin/analytics",
  "admin/analytics?from=2026-01-01&to=2026-01-31",
  "admin/sign-out",
  "admin/no-such-page",
];

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const email = uniqueEmail("pages");
  owner = await completeSetup(page, await createUserLink(email, "admin"), email, "Pat Pages");
  await page.context().close();
});

test("every admin page passes axe and the CSP, signed out and signed in", async ({ page }) => {
  test.setTimeout(120_000);
  const console = await watch(page);
  const found: Record<string, string[]> = {};
  const check = async (path: string) => {
    await hydrated(page);
    const problems = [...(await seriousViolations(page)), ...(await violations(page, console))];
    if (problems.length) found[path] = problems;
    console.length = 0;
  };
  for (const path of ["admin/sign-in", "admin/two-factor", "admin/two-factor?kind=backup", "admin/setup/unknown"]) {
    await page.goto(path);
    await check(path);
  }
  await signIn(page, owner);
  for (const path of SIGNED_IN_PAGES) {
    const response = await page.goto(path);
    expect(response!.headers()["cache-control"], path).toBe("private, no-store");
    expect(response!.headers()["x-robots-tag"], path).toMatch(/noindex/);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", /noindex/);
    await check(path);
  }
  // Enrolment and fresh backup codes, as the account page shows them.
  await page.goto("admin/account");
  await page.getByLabel("Your password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Make new backup codes" }).click();
  await expect(page.getByTestId("backup-codes").locator("li").first()).toBeVisible();
  // The old codes stopped working; later tests use these.
  owner.backupCodes = await page.getByTestId("backup-codes").locator("li").allTextContents();
  await check("admin/account (new backup codes)");
  await page.getByLabel("Token name", { exact: true }).fill("Nightly export");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByTestId("new-token")).not.toBeEmpty();
  await check("admin/account (new token)");
  expect(found).toEqual({});
});

test("the design system page shows every token and the shared components", async ({ page }) => {
  const declared = [...readFileSync("app/styles/tokens.css", "utf8").matchAll(/(--[\w-]+):/g)].map((m) => m[1]);
  await signIn(page, owner);
  await page.goto("admin/design");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Design system");
  expect(await page.locator(".design-tokens code").allTextContents()).toEqual(declared);
  await expect(page.locator("main .logo .logo-mark")).toBeVisible();
  await expect(page.locator("main .button")).toHaveCount(4);
  const disclosure = page.locator("main details.disclosure").first();
  await disclosure.locator("summary").click();
  await expect(disclosure.locator(".disclosure-body")).toBeVisible();
  // Signed out, the page asks to sign in.
  await page.context().clearCookies();
  await page.goto("admin/design");
  expect(new URL(page.url()).pathname).toMatch(/\/admin\/sign-in$/);
});

test("the main pages fit a 390 px screen without sideways scrolling", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  });
  const page = await context.newPage();
  const wide: string[] = [];
  const fits = async (path: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) wide.push(`${path}: ${overflow}px too wide`);
  };
  // A phone asking for the admin stays in the admin (no /mobile redirect).
  const first = await page.goto("admin/sign-in");
  expect(first!.status()).toBe(200);
  expect(new URL(page.url()).pathname).toMatch(/\/admin\/sign-in$/);
  await fits("admin/sign-in");
  await signIn(page, owner);
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    expect(new URL(page.url()).pathname, path).toMatch(/\/admin/);
    await fits(path);
  }
  expect(wide).toEqual([]);
  await context.close();
});

test("signing in works without JavaScript, from the keyboard alone", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("admin/account");
  await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Faccount$/);
  // Tab from the top of the page: skip link, brand, then the form's fields in order.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
  await page.keyboard.type(owner.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("a wrong password, typed by hand");
  await page.keyboard.press("Enter");
  // The server's answer: the message, the address kept, the password not sent back.
  await expect(page.getByRole("alert").first()).not.toBeEmpty();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(owner.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await page.getByLabel("Password", { exact: true }).focus();
  await page.keyboard.type(owner.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Two-step check" })).toBeVisible();
  await page.getByRole("link", { name: "Use a backup code instead" }).press("Enter");
  await page.getByLabel("Backup code", { exact: true }).focus();
  await page.keyboard.type(owner.backupCodes.shift()!);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  // Its forms carry the session's XSRF token, the proof for a browser or proxy that sends no Origin.
  await expect(page.locator('form input[type="hidden"][name="xsrfToken"]').first()).toHaveValue(/^[\w-]{43}$/);
  await context.close();
});

test("public pages load none of the admin's scripts or styles", async ({ page, request }) => {
  const assets = new Set<string>();
  page.on("request", (r) => {
    if (["script", "stylesheet"].includes(r.resourceType())) assets.add(r.url());
  });
  for (const path of ["", "about", "news", "register", "mobile"]) {
    await page.goto(path);
    await hydrated(page);
    for (const link of await page.locator('link[rel="modulepreload"], link[rel="stylesheet"], script[src]').all()) {
      const url = (await link.getAttribute("href")) ?? (await link.getAttribute("src"));
      if (url) assets.add(new URL(url, page.url()).href);
    }
  }
  expect(assets.size).toBeGreaterThan(3);
  const offenders: string[] = [];
  for (const url of assets) {
    const body = await (await request.get(url)).text();
    // Class names only the admin's components and stylesheet use.
    if (/admin-field-error|admin-brand|\.admin-main\b/.test(body)) offenders.push(url);
  }
  expect(offenders).toEqual([]);
});
