/**
 * The analytics beacon in Chromium (app/lib/beacon.ts): one view per navigation, full
 * loads and client navigations alike, and the web vitals of the page loaded; nothing at
 * all under Global Privacy Control.
 */
import type { Page, Request } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";

interface SentEvent {
  type: string;
  path: string;
  entry?: boolean;
  name?: string;
  ordering?: string;
}

function collect(page: Page): { events: SentEvent[]; requests: Request[] } {
  const sent = { events: [] as SentEvent[], requests: [] as Request[] };
  page.on("request", (request) => {
    if (!request.url().endsWith("/api/v1/events")) return;
    sent.requests.push(request);
    sent.events.push(...(JSON.parse(request.postData() ?? "{}") as { events: SentEvent[] }).events);
  });
  return sent;
}

const views = (events: SentEvent[]) => events.filter((e) => e.type === "view").map((e) => e.path);

test.describe("the analytics beacon", () => {
  test("sends one view per navigation, client navigations included, and the page's web vitals", async ({ page }) => {
    const sent = collect(page);
    await page.goto("price");
    await expect.poll(() => views(sent.events)).toEqual(["/price"]);
    const first = sent.events.find((e) => e.type === "view")!;
    expect(first.entry).toBe(true);
    expect(["after-paint", "stock"]).toContain(first.ordering);

    await page.getByRole("banner").getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect.poll(() => views(sent.events)).toEqual(["/price", "/news"]);
    await page.goBack();
    await expect.poll(() => views(sent.events)).toEqual(["/price", "/news", "/price"]);
    expect(
      sent.events
        .filter((e) => e.type === "view")
        .slice(1)
        .map((e) => e.entry),
    ).toEqual([false, false]);
    // TTFB and FCP are final at once; they belong to the page loaded, whatever came after.
    await expect
      .poll(() =>
        sent.events
          .filter((e) => e.type === "vital")
          .map((e) => e.name)
          .sort(),
      )
      .toEqual(expect.arrayContaining(["FCP", "TTFB"]));
    expect(sent.events.filter((e) => e.type === "vital").every((e) => e.path === "/price")).toBe(true);
    // Hiding the page sends what waited, and no view more.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.waitForTimeout(1500);
    expect(views(sent.events)).toEqual(["/price", "/news", "/price"]);
    for (const request of sent.requests) expect((await request.response())?.status()).toBe(204);
  });

  test("sends nothing, and loads no beacon, under Global Privacy Control", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const page = await context.newPage();
    const sent = collect(page);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("price");
    await page.getByRole("banner").getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await page.waitForTimeout(2500);
    expect(sent.requests).toHaveLength(0);
    expect(scripts.filter((s) => /\/(beacon|web-vitals)-/.test(s))).toEqual([]);
    await context.close();
  });
});
