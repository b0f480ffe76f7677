/**
 * Under DOCUMENT_ENTRY=fast (the default) the server writes documents to one string
 * with its own hydration-data scripts and writes links to plain paths without React
 * Router's <Link>; under DOCUMENT_ENTRY=stock, React Router's own streaming entry
 * writes them (app/lib/react-router-seam, decision 0019). Run the suite with each, and
 * with SCRIPT_ORDER=after-paint, the fast entry's other script order (decision 0044).
 * The browser must hydrate what it gets without a single error, and the links must
 * then navigate on the client.
 */
import { expect, test } from "../support/browser-test.ts";

const ENTRY = process.env.DOCUMENT_ENTRY ?? "fast";
const AFTER_PAINT = ENTRY === "fast" && process.env.SCRIPT_ORDER === "after-paint";

const PAGES = [
  "./",
  "news",
  "cases_list/manufacturing",
  "cases/1",
  "solution",
  "videos",
  "price",
  "register",
  "about",
  "search?q=brightlane",
  "mobile",
  "mobile/cases",
  "no-such-page",
];

test.describe("hydration", () => {
  for (const path of PAGES) {
    test(`${path} hydrates without errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (
          message.type() === "error" &&
          !/Failed to load resource: the server responded with a status of 404/.test(message.text())
        )
          errors.push(message.text());
      });
      await page.goto(path);
      // React Router creates its router from the hydration data, then React hydrates.
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  }

  test(`the documents come from DOCUMENT_ENTRY=${ENTRY}`, async ({ request }) => {
    const html = await (await request.get("about")).text();
    // The stock entry streams the data in Suspense boundaries; the fast one writes it before </body>.
    if (ENTRY === "stock") expect(html).toMatch(/<!--\$-->/);
    else expect(html).toMatch(/^(?![\s\S]*<!--\$-->)[\s\S]*streamController\.close\(\);<\/script><\/body><\/html>$/);
  });

  // Decision 0044: in React Router's order (the default) every module is preloaded from the head;
  // with SCRIPT_ORDER=after-paint no script is requested before the first paint, so the
  // stylesheets and the hero picture have the connection to themselves.
  for (const path of ["./", "mobile"]) {
    test(`${path}: the scripts start ${AFTER_PAINT ? "after" : "before"} the first paint`, async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(3);
      if (AFTER_PAINT) expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
      else expect(Math.min(...scripts)).toBeLessThan(paint);
    });
  }

  test("a link the server wrote as a plain anchor navigates on the client", async ({ page }) => {
    await page.goto("about");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.waitForLoadState("networkidle");
    const data: string[] = [];
    page.on("request", (r) => {
      // The path alone: a navigation that leaves the root's data out asks for the others by name (?_routes=).
      const { pathname } = new URL(r.url());
      if (pathname.endsWith(".data")) data.push(pathname);
    });
    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents++;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "News", exact: true }).first().click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    expect(data).toContain("/news.data");
    expect(documents).toBe(0);
  });
});
