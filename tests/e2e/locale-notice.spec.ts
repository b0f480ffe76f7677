import { expect, hydrated, test } from "../support/browser-test.ts";
import { newStaff, signIn } from "../support/admin.ts";
import { noticeFollowsEachPage } from "../support/locale-notice.ts";
import { areaWords } from "../../app/kernel/ui-strings/catalog.ts";

// The fallback notice follows each page of /zh the browser's router opens (decision 0110), and
// the locale bar comes with the first public page reached from the back office (decision 0116).

test.use({ serverEnv: { LOCALES: "en,zh-Hans" } });

test("the notice and the body's language follow a client navigation between a translated and an untranslated article", async ({
  page,
}) => {
  await noticeFollowsEachPage(page, (id) => `/detail/${id}`);
});

test("a client navigation from the back office to a public page brings the locale bar", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await newStaff(browser, baseURL, "editor", "Bar Reader"));
  await page.goto("admin");
  await hydrated(page);
  await expect(page.locator(".locale-bar")).toHaveCount(0);
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate("/news"),
  );
  await expect(page).toHaveURL(/\/news$/);
  const bar = page.getByRole("navigation", { name: areaWords("en", "locales").language });
  await expect(bar.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
});
