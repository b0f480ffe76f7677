import { expect, test } from "../support/browser-test.ts";

// With one locale the root's data is the same on every page: a client navigation asks for the
// new page's data alone, React Router's own rule (decision 0116).

test("a client navigation on a site of one locale does not ask for the root's data again", async ({ page }) => {
  const data: URL[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".data")) data.push(new URL(r.url()));
  });
  await page.goto("news");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate("/about"),
  );
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => data.filter((url) => url.pathname.endsWith("/about.data")).length).toBe(1);
  // Without `_routes` a data request loads every route of the page, the root's included.
  const routes = data.find((url) => url.pathname.endsWith("/about.data"))!.searchParams.get("_routes");
  expect(routes).not.toBeNull();
  expect(routes!.split(",")).not.toContain("root");
});
