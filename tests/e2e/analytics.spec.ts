/**
 * The analytics beacon in Chromium (app/lib/beacon.ts): one view per navigation, full
 * loads and client navigations alike, and the web vitals of the page loaded; nothing at
 * all under Global Privacy Control. A campaign landing link keeps its UTM parameters
 * through the visit to the lead, the inbox's filter and the dashboard's conversion.
 */
import type { Page, Request } from "@playwright/test";
import { createUserLink, uniqueEmail } from "../support/admin.ts";
import { expect, hydrated, test } from "../support/browser-test.ts";
import { FORM_MIN_FILL_MS } from "../support/leads.ts";

interface SentEvent {
  type: string;
  path: string;
  utm?: { source?: string; campaign?: string };
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
    await expect.poll(() => views(sent.events)).toEqual(["/price", "/news", "/price"]);
    // The hide sends at once: a view it added would follow within a moment.
    await page.waitForTimeout(500);
    expect(views(sent.events)).toEqual(["/price", "/news", "/price"]);
    for (const request of sent.requests) expect((await request.response())?.status()).toBe(204);
  });

  test("sends nothing, and loads no beacon, under Global Privacy Control", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const page = await context.newPage();
    // The page's own clock, moved past any batching delay instead of waiting it out.
    await page.clock.install();
    const sent = collect(page);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("price");
    await page.getByRole("banner").getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await page.clock.runFor(5000);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    expect(sent.requests).toHaveLength(0);
    expect(scripts.filter((s) => /\/(beacon|web-vitals)-/.test(s))).toEqual([]);
    await context.close();
  });

  test("keeps a landing link's campaign through the visit: the view, the lead, the inbox and the dashboard", async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const campaign = `spring-${Date.now().toString(36)}`;
    const sent = collect(page);
    await page.goto(`./?utm_source=newsletter&utm_campaign=${campaign}`);
    // Answered where it was asked (no redirect drops the campaign), and counted with it.
    await expect(page).toHaveURL(new RegExp(`\\?utm_source=newsletter&utm_campaign=${campaign}$`));
    await expect
      .poll(() => sent.events.find((e) => e.type === "view")?.utm)
      .toMatchObject({ source: "newsletter", campaign });
    await hydrated(page);

    // A client navigation to the form, whose address has no campaign any more.
    await page.locator("a.header-cta").click();
    await expect(page).toHaveURL(/\/register$/);
    const email = uniqueEmail("campaign");
    await page.getByLabel("Full name").fill("Grace Hopper");
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel("Mobile phone").fill("+1 415-555 0100");
    await page.getByLabel("Job title").fill("Rear Admiral, Engineering");
    await page.getByLabel("Company", { exact: true }).fill("Cobol & Sons");
    await page.getByLabel("Company size").selectOption({ index: 1 });
    await page.getByLabel("Product of interest").selectOption({ index: 2 });
    await page.getByLabel(/I agree that Brightlane may contact me/).check();
    await page.waitForTimeout(FORM_MIN_FILL_MS + 100); // filled in by hand
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/v1/leads") && r.method() === "POST"),
      page.getByRole("button", { name: "Book a demo" }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ email, utmSource: "newsletter", utmCampaign: campaign });
    expect((await request.response())?.status()).toBe(201);

    // A sales person finds it by campaign in the inbox and in the dashboard's conversion.
    const staff = await browser.newPage();
    const password = `correct horse battery ${Math.random().toString(36).slice(2, 8)}`;
    await staff.goto(await createUserLink(uniqueEmail("sales"), "sales"));
    await staff.getByLabel("Your name", { exact: true }).fill("Sam Sales");
    await staff.getByLabel("Password", { exact: true }).fill(password);
    await staff.getByLabel("Password again", { exact: true }).fill(password);
    await staff.getByRole("button", { name: "Set password" }).click();
    await expect(staff.getByRole("link", { name: "Skip for now" })).toBeVisible({ timeout: 30_000 });
    await staff.goto("admin/leads");
    await staff.getByLabel("Campaign", { exact: true }).selectOption(campaign);
    await staff.getByRole("button", { name: "Filter" }).click();
    await expect(staff).toHaveURL(new RegExp(`utmCampaign=${campaign}`));
    const rows = staff.getByTestId("leads").locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(email);
    await expect(rows.first()).toContainText(`${campaign} (newsletter)`);
    await staff.goto("admin/analytics");
    // Campaign, then its leads.
    const row = staff.getByTestId("table-conversion-campaigns").getByRole("row").filter({ hasText: campaign });
    await expect(row.getByRole("cell")).toHaveText([campaign, "1", /.*/, /.*/]);
    await staff.close();
  });
});
