import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/browser-test.ts";
import { LEAD_LOCALE_ENV, sendChineseLead } from "../support/lead-locale.ts";
import { areaWords } from "../../app/kernel/ui-strings/catalog.ts";

// A second locale on the desktop skin (decision 0096): a client navigation inside /zh stays
// there, the language switcher leads to the same page in English and back, and the bar
// passes axe. A lead sent from /zh records the locale (decision 0101).

test.use({ serverEnv: LEAD_LOCALE_ENV });

/** The fallback notice, whole or partial. */
const NOTICE = /^本页(部分)?内容暂以英文显示。$/;

test("the language switcher keeps the page, and client navigations keep the locale", async ({ page }) => {
  await page.goto("zh/");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // Each locale names its landmarks in its own words (decision 0100).
  const zhBar = page.getByRole("navigation", { name: areaWords("zh-Hans", "locales").language });
  const bar = page.getByRole("navigation", { name: areaWords("en", "locales").language });
  // The notice says the page is English, or partly so where the seed's translations were written
  // (a database first seeded with LOCALES set: decision 0105); the body's language follows.
  const notice = zhBar.locator("xpath=..").getByText(NOTICE);
  await expect(notice).toBeVisible();
  const partly = (await notice.textContent())!.includes("部分");
  await expect(zhBar.getByRole("link", { name: "简体中文" })).toHaveAttribute("aria-current", "page");

  // The router's basename is the locale's: a header link navigates in the page, under /zh.
  await page
    .getByRole("navigation", { name: areaWords("zh-Hans", "chrome").mainNav })
    .first()
    // The navigation's words are the seed's Chinese (decision 0110), or English in an older database.
    .getByRole("link", { name: /^(News|新闻动态|新闻)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zh\/news$/);
  await expect(page.locator("main h1")).toBeVisible();
  // The body's language, its own or the document's: after a client navigation it is written out.
  const bodyLang = () => page.evaluate(() => document.body.getAttribute("lang") || document.documentElement.lang);
  await expect.poll(bodyLang).toBe(partly ? "zh-Hans" : "en");

  await zhBar.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/news$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(bar.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");

  await bar.getByRole("link", { name: "简体中文" }).click();
  await expect(page).toHaveURL(/\/zh\/news$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");

  const results = await new AxeBuilder({ page }).include(".locale-bar").analyze();
  expect(results.violations).toEqual([]);
});

test("a lead sent with JavaScript from /zh/register is recorded in Chinese, as its mail says", async ({ page }) => {
  await page.goto("zh/register");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const mail = await sendChineseLead(page, test.info().parallelIndex, "zh-desktop-e2e@example.cn");
  expect(mail).toContain("Name: 李 小龙");
  expect(mail).toContain("Language: Chinese (Simplified) — zh-Hans");
});
