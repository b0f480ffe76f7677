import { expect, test, hydrated } from "../support/browser-test.ts";
import { violations, watch } from "../support/csp-watch.ts";
import { detailPages, ERROR_PAGES, LIST_PAGES, STATIC_PAGES } from "../security/pages.ts";

// Every page type, loaded in a real browser under the enforced CSP: not one
// violation, reported either as a securitypolicyviolation event or on the console.

test("every page type loads and hydrates with zero CSP violations", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const ok = [...STATIC_PAGES, ...LIST_PAGES, ...(await detailPages(origin))];
  const paths = [...ok, ...ERROR_PAGES.map(([p]) => p)];
  const console = await watch(page);
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    const response = await page.goto(new URL(path.replace(/^\//, ""), baseURL).href, { waitUntil: "load" });
    expect(response, path).not.toBeNull();
    if (ok.includes(path)) expect(response!.status(), path).toBe(200);
    await hydrated(page);
    await page.waitForTimeout(50);
    const v = await violations(page, console);
    if (v.length) found[path] = v;
    console.length = 0;
  }
  expect(found).toEqual({});
});

test("client-side navigation loads route modules and data without CSP violations", async ({ page, baseURL }) => {
  const console = await watch(page);
  await page.goto(baseURL!);
  await hydrated(page);
  const links = page.locator('header a[href^="/"], nav a[href^="/"]');
  const count = Math.min(await links.count(), 6);
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    if (!(await link.isVisible())) continue;
    const href = await link.getAttribute("href");
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
  }
  expect(await violations(page, console)).toEqual([]);
});

test("an inline script injected into a page would be blocked", async ({ page, baseURL }) => {
  // The policy is only worth something if it blocks what the page did not ship.
  const console = await watch(page);
  await page.goto(baseURL!);
  await hydrated(page);
  const ran = await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.__injected = true";
    document.body.append(s);
    return Boolean((window as unknown as { __injected?: boolean }).__injected);
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations(page, console)).some((v) => v.includes("script-src"))).toBe(true);
});
