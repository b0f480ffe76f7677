/**
 * The editorial workflow in the browser: an editor edits a news article, publishes
 * it and sees it live; an author cannot publish; two editors save the same item and
 * the second merges; an old revision comes back; a scheduled publication runs; a
 * draft is previewed on desktop and mobile, and by a share link in a fresh browser;
 * the rich-text field cleans a paste from Word. Every content page passes axe and the CSP.
 */
import { expect, test, type Page, hydrated } from "../support/browser-test.ts";
import { newStaff, saveDraft, seriousViolations, signIn, type Staff } from "../support/admin.ts";
import { violations, watch } from "../support/csp-watch.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;
let second: Staff;
let author: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  editor = await newStaff(browser, baseURL, "editor", "Eda Editor");
  second = await newStaff(browser, baseURL, "editor", "Sid Second");
  author = await newStaff(browser, baseURL, "author", "Ann Author");
});

/** Opens the `index`th news item of the list in the editor; returns its edit path. */
async function openNews(page: Page, index: number): Promise<string> {
  await page.goto("admin/content/news?sort=id");
  await page.getByRole("table").getByRole("link").nth(index).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
  return new URL(page.url()).pathname;
}

const title = (page: Page) => page.getByLabel("Title", { exact: true });

test("an editor edits an article, the draft stays off the site, publishing puts it live", async ({ page }) => {
  await signIn(page, editor);
  await openNews(page, 0);
  const live = await page.getByRole("link", { name: "desktop page" }).getAttribute("href");
  expect(live).toBeTruthy();
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const publicPage = await visitor.newPage();
  await publicPage.goto(live!);
  // The published title, from the site (the editor opens a pending draft, if any).
  const before = (await publicPage.getByRole("heading", { level: 1 }).textContent())!;
  const changed = `${before.replace(/ \(revised \w+\)$/, "")} (revised ${Date.now().toString(36)})`;
  await title(page).fill(changed);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await publicPage.goto(live!);
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(before);

  // The saved draft on the site's own pages, desktop and mobile, under the preview banner.
  for (const [name, mobile] of [
    ["Preview on desktop", false],
    ["Preview on mobile", true],
  ] as const) {
    const [preview] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name, exact: true }).click(),
    ]);
    const banner = preview.getByRole("region", { name: "Preview" });
    await expect(banner).toContainText(/draft revision \d+/);
    await expect(banner.getByRole("link", { name: "See the live page" })).toHaveAttribute(
      "href",
      mobile ? /\/mobile\// : /^\/(?!mobile)/,
    );
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(changed);
    const response = await page.request.get(preview.url());
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
    await preview.close();
  }
  // Still the published title for visitors.
  await publicPage.goto(live!);
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(before);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Published: "${changed}"` })).toBeVisible();
  await publicPage.goto(live!);
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(changed);
  await visitor.close();
});

test("an author opens a colleague's article read only and cannot publish it", async ({ page }) => {
  await signIn(page, author);
  const path = await openNews(page, 1);
  await expect(page.getByRole("note").filter({ hasText: "Read only" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  // Asking anyway is refused by the server, not only hidden.
  const version = await page.locator('input[name="version"]').first().inputValue();
  const response = await page.request.post(path.replace(/^\//, ""), {
    form: { intent: "publish", version },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(403);
});

test("two editors save the same item: the second gets the 412 and merges", async ({ browser, baseURL }) => {
  const pageA = await (await browser.newContext({ baseURL })).newPage();
  const pageB = await (await browser.newContext({ baseURL })).newPage();
  await signIn(pageA, editor);
  await signIn(pageB, second);
  await openNews(pageA, 2);
  await openNews(pageB, 2);
  // Words of this attempt: a retry must change the item again for the second save to be stale.
  const stamp = Date.now().toString(36);
  await title(pageA).fill(`Title chosen by the first editor ${stamp}`);
  await pageA.getByRole("button", { name: "Save draft" }).click();
  await expect(pageA.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();

  await pageB.getByLabel("Summary").fill(`Summary written by the second editor ${stamp}`);
  await title(pageB).fill(`Title chosen by the second editor ${stamp}`);
  await pageB.getByRole("button", { name: "Save draft" }).click();
  const merge = pageB.getByRole("region", { name: "Changed by someone else" });
  await expect(merge).toBeVisible();
  await expect(merge).toContainText(editor.email);
  await expect(merge.getByRole("row", { name: /Title/ })).toContainText(`Title chosen by the first editor ${stamp}`);
  // Keep their title, keep my summary.
  await merge.getByRole("row", { name: /Title/ }).getByLabel("Take theirs").check();
  await merge.getByRole("button", { name: "Save merged draft" }).click();
  await expect(pageB.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await pageB.reload();
  await expect(title(pageB)).toHaveValue(`Title chosen by the first editor ${stamp}`);
  await expect(pageB.getByLabel("Summary")).toHaveValue(`Summary written by the second editor ${stamp}`);
  await pageA.context().close();
  await pageB.context().close();
});

test("an old revision is restored as a new draft", async ({ page }) => {
  await signIn(page, editor);
  const path = await openNews(page, 3);
  const original = await title(page).inputValue();
  for (const change of ["first change", "second change"]) {
    await title(page).fill(`${original} — ${change}`);
    await saveDraft(page);
  }
  await page.getByRole("link", { name: "Revision history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^History of/ })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("second change");
  // Newest first: the second entry is the first change. The newest revision's table names the first
  // change too (as what it replaced), so wait for the chosen link rather than for the table's words.
  const older = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("link").nth(1);
  await older.click();
  await expect(older).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("table")).not.toContainText("second change");
  await page.getByRole("button", { name: "Restore as a new draft" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(title(page)).toHaveValue(`${original} — first change`);
});

test("a scheduled publication runs by itself", async ({ page }) => {
  await signIn(page, editor);
  await openNews(page, 6);
  const live = await page.getByRole("link", { name: "desktop page" }).getAttribute("href");
  const changed = `Scheduled headline ${Date.now().toString(36)}`;
  await title(page).fill(changed);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  // A little ahead, typed into the picker in the browser's own time with seconds, as the form's
  // state takes it (a value set behind the form's back is lost when the editor renders again). A
  // busy machine may post it after that time: a schedule already due runs at the next pass all
  // the same (every 5 s), so the test waits for the runner either way, not for the clock.
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 3_000);
    const two = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  });
  await page.getByLabel("Date and time", { exact: true }).fill(at);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Scheduled to publish." })).toBeVisible();
  await expect(async () => {
    const response = await page.request.get(live!);
    expect(await response.text()).toContain(changed);
  }).toPass({ timeout: 30_000, intervals: [1_000] });
});

test("a share link opens the draft in a fresh browser without an account, until it is revoked", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, editor);
  await openNews(page, 0);
  const live = await page.getByRole("link", { name: "desktop page" }).getAttribute("href");
  const changed = `Shared draft ${Date.now().toString(36)}`;
  await title(page).fill(changed);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await page.getByRole("button", { name: "Create share link" }).click();
  const url = await page.getByLabel("Share link address").inputValue();
  expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);

  const stranger = await browser.newContext({ baseURL });
  const visit = await stranger.newPage();
  for (const address of [url, `${url}/mobile`]) {
    const response = await visit.goto(address);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(visit.getByRole("region", { name: "Preview" })).toContainText("draft revision");
    await expect(visit.getByRole("heading", { level: 1 })).toHaveText(changed);
  }
  // Visitors still get the published page, and the preview never reaches the page cache.
  await visit.goto(live!);
  await expect(visit.getByRole("heading", { level: 1 })).not.toHaveText(changed);
  expect((await visit.request.get(url)).headers()["x-page-cache"]).toBeUndefined();

  await page.getByRole("button", { name: "Revoke" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Share link revoked." })).toBeVisible();
  const gone = await visit.goto(url);
  expect(gone?.status()).toBe(410);
  await expect(visit.getByRole("heading", { level: 1 })).toHaveText("This preview link cannot be opened");
  expect((await visit.goto(`${url.slice(0, -3)}xyz`))?.status()).toBe(404);
  await stranger.close();
  // Published, the shared draft leaves no pending draft behind for the next run.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Published: "${changed}"` })).toBeVisible();
});

const WORD_PASTE = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
<p class=MsoNormal><b>Pasted</b> from Word<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span>&nbsp; </span></span><![endif]>One<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span>&nbsp; </span></span><![endif]>Two<o:p></o:p></p>
</body></html>`;

test("the rich-text field cleans a paste from Word and its toolbar works from the keyboard", async ({ page }) => {
  await signIn(page, editor);
  await openNews(page, 5);
  const body = page.locator(".admin-rte-content");
  await body.click();
  // The caret goes to the end of the body: the editor may still be settling from the page's first
  // renders, which can put back the click's caret, so press again until nothing follows the caret.
  await expect
    .poll(async () => {
      await page.keyboard.press("ControlOrMeta+End");
      return body.evaluate((el) => {
        const caret = getSelection();
        if (!caret?.focusNode || !el.contains(caret.focusNode)) return -1;
        const after = document.createRange();
        after.selectNodeContents(el);
        after.setStart(caret.focusNode, caret.focusOffset);
        return after.toString().length;
      });
    })
    .toBe(0);
  await body.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "Pasted from Word\nOne\nTwo");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, WORD_PASTE);
  await expect(body.locator("ul > li")).toHaveText(["One", "Two"]);
  const html = await body.innerHTML();
  expect(html).not.toMatch(/mso|MsoNormal|·|o:p/);
  // The hidden field holds the editor's JSON once the editor has synced it ({ html } until then).
  await expect
    .poll(async () => {
      const stored = JSON.parse(await page.locator('input[name="doc.body"]').inputValue()) as {
        content?: Array<{ type: string }>;
      };
      return stored.content?.some((n) => n.type === "bulletList") ?? false;
    })
    .toBe(true);
  // The toolbar is one tab stop; arrow keys move along it.
  const toolbar = page.getByRole("toolbar", { name: "Body: formatting" });
  await toolbar.getByRole("button", { name: "Bold" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();
});

test("the content pages pass axe and the CSP", async ({ page }) => {
  const console = await watch(page);
  await signIn(page, editor);
  const found: Record<string, string[]> = {};
  const edit = await openNews(page, 0);
  for (const path of [
    "admin/content/news",
    "admin/content/promotions?status=published",
    edit.slice(1),
    `${edit.slice(1)}/history`,
    "admin/content/news/new",
    "admin/content/site-settings/1",
    "admin/content/home-blocks?category=banner",
    "admin/content/help-categories/1",
    "admin/redirects",
    "admin/trash",
  ]) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(200);
    expect(response!.headers()["cache-control"], path).toBe("private, no-store");
    await hydrated(page);
    const problems = [...(await seriousViolations(page)), ...(await violations(page, console))];
    if (problems.length) found[path] = problems;
    console.length = 0;
  }
  expect(found).toEqual({});
  expect((await page.goto("admin/content/nonsense"))!.status()).toBe(404);
  expect((await page.goto("admin/content/news/999999999"))!.status()).toBe(404);
  expect((await page.goto("admin/content/news?page=zero"))!.status()).toBe(400);
});
