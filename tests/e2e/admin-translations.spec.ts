/**
 * Translating an item in the back office (decision 0105): the editor's language switch, the
 * Chinese form with the English words under each field and the shared fields read-only; a
 * published translation shows on the Chinese page only, and is marked outdated once the
 * English text is published again.
 */
import { expect, test, hydrated } from "../support/browser-test.ts";
import { newStaff, signIn, type Staff } from "../support/admin.ts";
import { buildTranslations } from "../../db/seed/build-translations.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ serverEnv: { LOCALES: "en,zh-Hans" } });

let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Tian Translator");
});

test("a translation is written beside the English, published to the Chinese page alone, and marked outdated", async ({
  page,
}) => {
  await signIn(page, editor);
  await page.goto("admin/content/news?status=published&sort=id");
  // An article the demo content leaves untranslated.
  const translated = new Set(buildTranslations().flatMap((t) => (t.type === "news" ? [t.id] : [])));
  const hrefs = await page
    .getByRole("table")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const untranslated = hrefs.find(
    (href) => /\/news\/\d+$/.test(href) && !translated.has(Number(href.split("/").pop())),
  );
  await page.goto(untranslated!.replace(/^\//, ""));
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  const editUrl = new URL(page.url());
  const id = editUrl.pathname.split("/").pop()!;
  const english = await page.getByLabel("Title", { exact: true }).inputValue();

  const languages = page.getByRole("navigation", { name: "Language of the content" });
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  await languages.getByRole("link", { name: "简体中文" }).click();
  await expect(page).toHaveURL(/\?locale=zh-Hans$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Translate into 简体中文: / })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText("Not translated yet")).toBeVisible();
  // The words alone: the cover is shared, shown read-only; the English title is under the field.
  await expect(page.getByLabel("Cover image", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Shared with every language/)).toBeVisible();
  await expect(page.locator(".translation-source").filter({ hasText: english }).first()).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill("中文的新闻标题");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

  await page.goto(`zh/detail/${id}`);
  await expect(page.locator("main h1")).toHaveText("中文的新闻标题");
  await page.goto(`detail/${id}`);
  await expect(page.locator("main h1")).toHaveText(english);

  // The English text published again: the translation is outdated.
  await page.goto(`admin/content/news/${id}`);
  await hydrated(page);
  await page.getByLabel("Title", { exact: true }).fill(`${english} (revised)`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await page.goto(`admin/content/news/${id}?locale=zh-Hans`);
  await expect(page.getByText(/^Outdated:/)).toBeVisible();
  const changes = page.getByRole("table", { name: "What changed in English since" });
  await expect(changes.getByRole("row", { name: /^Title / })).toContainText(`${english} (revised)`);
  await expect(
    page
      .locator(".translation-source")
      .filter({ hasText: `${english} (revised)` })
      .first(),
  ).toBeVisible();
  await page.goto(`zh/detail/${id}`);
  await expect(page.locator("main h1")).toHaveText("中文的新闻标题");

  // The dashboard counts it among the outdated news, and its list leads to its translation.
  await page.goto("admin/translations");
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Translations" }),
  ).toBeVisible();
  const news = page.getByRole("row", { name: /^News / });
  await news.getByRole("link").last().click();
  await expect(page.getByRole("heading", { level: 2, name: "News: outdated in 简体中文" })).toBeVisible();
  await page.getByRole("link", { name: `${english} (revised)` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/news/${id}\\?locale=zh-Hans$`));

  // The translation's own history: one revision, its words alone.
  await page.getByRole("link", { name: "Revision history" }).click();
  await expect(page).toHaveURL(/\/history\?locale=zh-Hans$/);
  await expect(page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("link", { name: "← Back to the editor" }).click();
  await expect(page).toHaveURL(/\?locale=zh-Hans$/);

  // Taken down, the translation leaves the Chinese page to the English text again.
  await hydrated(page);
  await page.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(page.getByText("Not translated yet")).toBeVisible();
  await page.goto(`zh/detail/${id}`);
  await expect(page.locator("main h1")).toHaveText(`${english} (revised)`);
});
