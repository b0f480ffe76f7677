/**
 * Translating an item in the back office (decision 0105): the editor's language switch, the
 * Chinese form with the English words under each field and the shared fields read-only; a
 * published translation shows on the Chinese page only, and is marked outdated once the
 * English text is published again. An event's translation (decision 0117): its agenda and
 * speakers in the list editors, the English beside them as lists, a time refused under its
 * field with the typing kept, the Chinese draft previewed and shared on the Chinese pages of
 * both skins, a save that crossed a colleague's merged, then review and publication.
 */
import { expect, test, hydrated } from "../support/browser-test.ts";
import { newStaff, seriousViolations, signIn, type Staff } from "../support/admin.ts";
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

test("an event's lists are translated in their editors, previewed and shared in Chinese, reviewed and published", async ({
  page,
}) => {
  await signIn(page, editor);
  await page.goto("admin/content/events?status=published&sort=id");
  const href = await page
    .getByRole("table")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "").find((h) => /\/events\/\d+$/.test(h)));
  await page.goto(`${href!.slice(1)}?locale=zh-Hans`);
  await expect(page.getByRole("heading", { level: 1, name: /^Translate into 简体中文: / })).toBeVisible();
  await hydrated(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "/tmp/c2-event-translation.png", fullPage: true });
  // Blank, the search result shows the English title, as the Chinese page does.
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  const searchResult = page.getByRole("group", { name: "Search result preview" });
  await expect(searchResult).toContainText(`${heading!.replace(/^Translate into 简体中文: /, "")} | Brightlane`);

  // The agenda in its list editor, its English beside it as a list rather than JSON.
  const agenda = page
    .locator("fieldset.admin-list")
    .filter({ has: page.locator(":scope > legend", { hasText: /^Agenda/ }) });
  await expect(agenda).toBeVisible();
  const firstItem = agenda.locator("li.admin-item").first();
  await expect(firstItem.getByLabel("Time", { exact: true })).toHaveValue(/^\d\d:\d\d$/);
  const englishAgenda = page
    .locator(".translation-source")
    .filter({ has: page.locator("ol") })
    .first();
  await expect(englishAgenda).toBeVisible();
  await expect(page.locator(".translation-source").filter({ hasText: /[{}"]\s*"?\w+"?\s*:/ })).toHaveCount(0);

  // A wrong time is refused under its field, what was typed kept.
  const itemTitle = page.getByLabel("Title", { exact: true }).first();
  await itemTitle.fill("中文活动标题");
  await expect(searchResult).toContainText("中文活动标题 | Brightlane");
  await firstItem.getByLabel("Title", { exact: true }).fill("开场");
  await firstItem.getByLabel("Time", { exact: true }).fill("9am");
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Save draft" }).click();
  expect((await refused).status()).toBe(400);
  await expect(agenda.getByText("A time such as 09:30")).toBeVisible();
  await expect(firstItem.getByLabel("Title", { exact: true })).toHaveValue("开场");
  await firstItem.getByLabel("Time", { exact: true }).fill("09:00");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await page.screenshot({ path: "/tmp/c2-event-translation-saved.png", fullPage: true });

  // The Chinese draft on the Chinese pages of both skins, under the preview banner.
  for (const [name, prefix] of [
    ["Preview on desktop", "/zh/"],
    ["Preview on mobile", "/zh/mobile/"],
  ] as const) {
    const [preview] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name, exact: true }).click(),
    ]);
    const banner = preview.getByRole("region", { name: "Preview" });
    await expect(banner).toContainText(/简体中文 draft revision \d+/);
    await expect(banner.getByRole("link", { name: "See the live page" })).toHaveAttribute(
      "href",
      new RegExp(`^${prefix}`),
    );
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("中文活动标题");
    await expect(preview.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(preview.getByText("开场").first()).toBeVisible();
    await preview.screenshot({ path: `/tmp/c2-preview${prefix.replaceAll("/", "-")}.png`, fullPage: true });
    await preview.close();
  }

  // A share link opens the Chinese draft for someone without an account.
  await page.getByRole("button", { name: "Create share link" }).click();
  const shared = page
    .getByRole("status")
    .filter({ hasText: "New link" })
    .getByRole("link", { name: "desktop preview" });
  const link = (await shared.getAttribute("href"))!;
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const reviewer = await visitor.newPage();
  await reviewer.goto(link);
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText("中文活动标题");
  // Visitors still read the live page, without the draft.
  const live = await page.getByRole("link", { name: "desktop page", exact: true }).getAttribute("href");
  expect(live).toMatch(/^\/zh\//);
  await reviewer.goto(live!.slice(1));
  await expect(reviewer.getByRole("heading", { level: 1 })).not.toHaveText("中文活动标题");

  // A colleague saves the translation meanwhile: a save that changes another field is merged.
  const colleague = await page.context().newPage();
  await colleague.goto(page.url());
  await hydrated(colleague);
  await colleague.getByLabel("Summary", { exact: true }).fill("同事写的摘要");
  await colleague.getByRole("button", { name: "Save draft" }).click();
  await expect(colleague.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await colleague.close();
  await itemTitle.fill("中文活动标题（改）");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Draft saved with the changes/ })).toBeVisible();

  // Submitted, then published: the Chinese pages of both skins show it, the English ones do not.
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Submitted for review." })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await reviewer.goto(live!.slice(1));
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText("中文活动标题（改）");
  await expect(reviewer.getByText("同事写的摘要").first()).toBeVisible();
  await reviewer.screenshot({ path: "/tmp/c2-live-zh.png", fullPage: true });
  const mobileLive = await page.getByRole("link", { name: "mobile page", exact: true }).getAttribute("href");
  await reviewer.goto(mobileLive!.slice(1));
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText("中文活动标题（改）");
  await reviewer.goto(live!.replace(/^\/zh\//, ""));
  await expect(reviewer.getByRole("heading", { level: 1 })).not.toHaveText("中文活动标题（改）");
  await visitor.close();

  // From the editor to what else Chinese lacks: each count names its list, the event no longer among the missing.
  await page.getByRole("link", { name: "What else 简体中文 lacks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  await hydrated(page);
  expect(await seriousViolations(page)).toEqual([]);
  const missingEvents = page.getByRole("link", { name: /Events: missing in 简体中文/ });
  await missingEvents.click();
  await expect(page.getByRole("heading", { level: 2, name: "Events: missing in 简体中文" })).toBeVisible();
  await expect(missingEvents).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("link", { name: "中文活动标题（改）" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "/tmp/c2-dashboard.png", fullPage: true });
  await page.getByRole("link", { name: "Close the list" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /: missing in / })).toHaveCount(0);

  // On a phone's width the translation, its lists and their English fit without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${href!.slice(1)}?locale=zh-Hans`);
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "/tmp/c2-event-translation-390.png", fullPage: true });
});
