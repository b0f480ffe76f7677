import { expect, test } from "../support/browser-test.ts";
import { LEAD_LOCALE_ENV, sendChineseLead } from "../support/lead-locale.ts";
import { areaWords } from "../../app/kernel/ui-strings/catalog.ts";
import { buildTranslations } from "../../db/seed/build-translations.ts";
import { MOBILE_PAGE_SIZE } from "../../app/components/mobile/list-support.ts";

// A second locale on the mobile skin (decision 0096): the phone stays on /zh/mobile through a
// client navigation, and the language switcher leads to the same mobile page in English. A
// lead sent from /zh/mobile records the locale (decision 0101). "Load more" brings the next
// pages of a list in the page's locale, fallbacks marked as on the first (decision 0116).

test.use({ serverEnv: LEAD_LOCALE_ENV });

test("the language switcher keeps the mobile page, and client navigations keep the locale", async ({ page }) => {
  await page.goto("zh/mobile");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // Whole or partial, as the database's translations have it (decision 0105).
  await expect(page.getByText(/^本页(部分)?内容暂以英文显示。$/)).toBeVisible();

  // Each locale names its landmarks in its own words (decision 0100).
  await page
    .getByRole("navigation", { name: areaWords("zh-Hans", "chrome").sections, exact: true })
    // The seed's Chinese word (decision 0110), or English in an older database.
    .getByRole("link", { name: /^(Pricing|价格)$/ })
    .click();
  await expect(page).toHaveURL(/\/zh\/mobile\/price$/);

  await page
    .getByRole("navigation", { name: areaWords("zh-Hans", "locales").language })
    .getByRole("link", { name: "English" })
    .click();
  const bar = page.getByRole("navigation", { name: areaWords("en", "locales").language });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/mobile\/price$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(bar.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
});

test("a lead sent with JavaScript from /zh/mobile/register is recorded in Chinese, as its mail says", async ({
  page,
}) => {
  await page.goto("zh/mobile/register");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const mail = await sendChineseLead(page, test.info().parallelIndex, "zh-mobile-e2e@example.cn");
  expect(mail).toContain("Language: Chinese (Simplified) — zh-Hans");
});

test("Load more on a Chinese list brings Chinese words, and marks the items still in English", async ({ page }) => {
  const chinese = new Map(buildTranslations().flatMap((t) => (t.type === "news" ? [[t.id, t.fields.title]] : [])));
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/news")) asked.push(r.url());
  });
  await page.goto("zh/mobile/news/company");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const list = page.getByRole("list", { name: areaWords("zh-Hans", "labels").CATEGORY_LABELS.company });
  const cards = list.locator(":scope > li");
  await expect(cards).toHaveCount(MOBILE_PAGE_SIZE);
  await page.getByRole("button", { name: /^加载更多/ }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(MOBILE_PAGE_SIZE);
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) expect(new URL(url).searchParams.get("locale")).toBe("zh-Hans");
  // Every card, of the first page and the next: its Chinese title, or its English one marked.
  const shown = await cards.evaluateAll((items) =>
    items.map((li) => ({
      id: Number(/(\d+)$/.exec(li.querySelector("h2 a, h3 a")!.getAttribute("href")!)![1]),
      title: li.querySelector("h2 a, h3 a")!.textContent,
      marked: li.querySelector(".fallback-mark") !== null,
    })),
  );
  for (const card of shown) {
    if (chinese.has(card.id)) expect(card).toEqual({ ...card, title: chinese.get(card.id), marked: false });
    else expect(card.marked, `news ${card.id}`).toBe(true);
  }
});
