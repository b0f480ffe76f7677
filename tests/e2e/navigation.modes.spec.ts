import { expect, test, type Page } from "../support/browser-test.ts";

// The same navigation with server rendering (project "desktop") and without it
// (project "shell": SERVER_RENDERING=off on the same build). Without server
// rendering the document is the layout's loading state, and the browser fetches the
// first route's data at start-up; everything after that must behave the same.

const shell = () => test.info().project.name === "shell";

/** Data requests (`<path>.data`) the page makes, in order. */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith(".data")) seen.push(url.pathname);
  });
  return seen;
}

test.describe("rendering modes", () => {
  test("the document has the page (server rendering) or the loading state (shell)", async ({ request }) => {
    const res = await request.get("news");
    expect(res.status()).toBe(200);
    const html = await res.text();
    if (shell()) {
      expect(html).toContain("Loading the page");
      expect(html).not.toMatch(/<h1[^>]*>News<\/h1>/);
      expect(html).toContain('"isSpaMode":true');
    } else {
      expect(html).toMatch(/<h1[^>]*>News<\/h1>/);
      expect(html).not.toContain("Loading the page");
    }
  });

  test("a deep link shows its page; the first data fetch happens at start-up only without server rendering", async ({
    page,
    request,
  }) => {
    const list = (await (await request.get("api/v1/news?pageSize=1")).json()) as {
      items: Array<{ id: number; title: string }>;
    };
    const article = list.items[0]!;
    const requests = dataRequests(page);
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`detail/${article.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page).toHaveTitle(new RegExp(article.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    if (shell()) expect(requests).toEqual([expect.stringMatching(new RegExp(`/detail/${article.id}\\.data$`))]);
    else expect(requests).toEqual([]);
    expect(violations).toEqual([]);
  });

  test("client navigation fetches the next route's data, and back returns", async ({ page }) => {
    const requests = dataRequests(page);
    await page.goto("./");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const before = requests.length;
    await page.getByRole("banner").getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    expect(requests.slice(before)).toContainEqual(expect.stringMatching(/\/news\.data$/));
    const first = page.getByRole("main").getByRole("article").first().getByRole("link").first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/detail(New\/[\w-]+)?\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  });

  test("client navigation puts the next page's head tags and JSON-LD in place of the last one's", async ({ page }) => {
    // The schema.org nodes come with the route's data (decision 0098): the head follows each page.
    const types = () =>
      page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((els) =>
          els.map((el) => (JSON.parse(el.textContent!) as { "@type"?: string })["@type"]).filter(Boolean),
        );
    const nodeOf = async (type: string) => {
      const all = await page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent!) as Record<string, unknown>));
      return all.find((n) => n["@type"] === type);
    };
    await page.goto("news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    expect(await types()).not.toContain("NewsArticle");
    const first = page.getByRole("main").getByRole("article").first().getByRole("link").first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute("href", /\/detail\/\d+$/);
    const url = await canonical.getAttribute("href");
    await expect.poll(types).toEqual(["BreadcrumbList", "NewsArticle"]);
    const article = await nodeOf("NewsArticle");
    expect(article).toMatchObject({ headline: title.slice(0, 110), mainEntityOfPage: { "@id": url } });
    expect((await nodeOf("BreadcrumbList"))?.itemListElement).toContainEqual(expect.objectContaining({ item: url }));
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    await expect(canonical).toHaveAttribute("href", /\/news$/);
    await expect.poll(types).not.toContain("NewsArticle");
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    const res = await page.goto("no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});
