/**
 * A day's work through review: an author drafts a Q&A item and submits it; an
 * editor finds it on the dashboard and sends it back with a comment on the title;
 * the author finds it under "Your drafts sent back", sees the comment under the
 * title, fixes it and, while a second editor changes the summary of the same item,
 * saves (the two changes merge), resolves the comment and submits again; the editor
 * approves and publishes; the live page shows both changes. Then the review forms
 * without JavaScript: a refused request keeps what was typed.
 */
import { expect, test, type Browser, type Page, hydrated } from "../support/browser-test.ts";
import { newStaff, signIn, type Staff } from "../support/admin.ts";

test.describe.configure({ mode: "serial", timeout: 240_000 });

let author: Staff;
let editor: Staff;
let second: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  author = await newStaff(browser, baseURL, "author", "Ann Author");
  editor = await newStaff(browser, baseURL, "editor", "Eve Editor");
  second = await newStaff(browser, baseURL, "editor", "Ed Second");
});

async function signedIn(browser: Browser, baseURL: string | undefined, who: Staff, javaScript = true): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, who);
  if (javaScript) return page;
  // Signed in, the same session goes on in a browser that runs no script.
  const storageState = await page.context().storageState();
  await page.context().close();
  return (await browser.newContext({ baseURL, storageState, javaScriptEnabled: false })).newPage();
}

const status = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
const title = (page: Page) => page.getByLabel("Title", { exact: true });
const panel = (page: Page) => page.getByTestId("review-panel");

/** An author's new Q&A item, submitted for review; returns its editor address. */
async function draftAndSubmit(page: Page, heading: string, summary: string): Promise<string> {
  await page.goto("admin/content/qas/new");
  await hydrated(page);
  await page.getByLabel("Category", { exact: true }).selectOption("getting-started");
  await title(page).fill(heading);
  await page.getByLabel("Summary", { exact: true }).fill(summary);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit: ${heading}` })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(status(page, "Submitted for review.")).toBeVisible();
  return new URL(page.url()).pathname;
}

test("an item goes from draft through review, fixes and a concurrent edit to the live page", async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const typo = `How do I exprt my reports ${stamp}?`;
  const fixed = `How do I export my reports ${stamp}?`;
  const summary = `Summary from Ed, the second editor ${stamp}`;

  const ann = await signedIn(browser, baseURL, author);
  const editPath = await draftAndSubmit(ann, typo, "Exports as CSV or PDF.");

  // The editor finds it waiting on the dashboard and sends it back with a comment on the title.
  const eve = await signedIn(browser, baseURL, editor);
  await eve.goto("admin");
  const waiting = eve.getByTestId("waiting-review");
  await waiting.getByRole("link", { name: typo }).click();
  await hydrated(eve);
  await panel(eve).getByLabel("About").first().selectOption({ label: "Title" });
  await panel(eve).getByLabel("Comment (needed to request changes)").fill("Spelling: export, not exprt.");
  await panel(eve).getByRole("button", { name: "Request changes" }).click();
  await expect(status(eve, "Sent back to the author with your comment.")).toBeVisible();
  await expect(panel(eve).getByText(/Changes requested by/)).toBeVisible();

  // The second editor opens the same item now, before the author's fix.
  const ed = await signedIn(browser, baseURL, second);
  await ed.goto(editPath.replace(/^\//, ""));
  await hydrated(ed);

  // The author finds it under "Your drafts sent back" and sees the comment under the title.
  await ann.goto("admin");
  await ann.getByTestId("sent-back").getByRole("link", { name: typo }).click();
  await hydrated(ann);
  const note = ann.getByRole("list", { name: "Open review comments on this field" });
  await expect(note).toContainText("Spelling: export, not exprt.");
  await expect(ann.locator(".admin-field", { has: title(ann) }).locator("+ ul")).toContainText("Spelling");

  // Meanwhile the second editor changes only the summary and saves first.
  await ed.getByLabel("Summary", { exact: true }).fill(summary);
  await ed.getByRole("button", { name: "Save draft" }).click();
  await expect(status(ed, "Draft saved.")).toBeVisible();

  // The author's save merges the summary in; nothing is asked, nothing reverted.
  await title(ann).fill(fixed);
  await ann.getByRole("button", { name: "Save draft" }).click();
  await expect(status(ann, /Draft saved with the changes .* made meanwhile/)).toBeVisible();
  await expect(ann.getByRole("region", { name: "Changed by someone else" })).toHaveCount(0);
  await ann.reload();
  await hydrated(ann);
  await expect(title(ann)).toHaveValue(fixed);
  await expect(ann.getByLabel("Summary", { exact: true })).toHaveValue(summary);

  await ann
    .getByRole("list", { name: "Open review comments on this field" })
    .getByRole("button", { name: "Resolve" })
    .click();
  await expect(status(ann, "Comment resolved.")).toBeVisible();
  await expect(ann.getByRole("list", { name: "Open review comments on this field" })).toHaveCount(0);
  await expect(panel(ann).getByText("(0 open)")).toBeVisible();
  await ann.getByRole("button", { name: "Submit for review" }).click();
  await expect(status(ann, "Submitted for review.")).toBeVisible();

  // The editor approves, then publishes.
  await eve.goto("admin");
  await eve.getByTestId("waiting-review").getByRole("link", { name: fixed }).click();
  await hydrated(eve);
  await panel(eve).getByRole("button", { name: "Approve" }).click();
  await expect(status(eve, "Approved: the author is told.")).toBeVisible();
  await expect(panel(eve).getByText(/Approved by/)).toBeVisible();
  await eve.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(status(eve, `Published: "${fixed}" is live`)).toBeVisible();

  // The live page shows the author's title and the second editor's summary.
  const live = await eve.getByRole("link", { name: "desktop page" }).getAttribute("href");
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(live!);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(fixed);
  await expect(visitor.getByText(summary)).toBeVisible();

  // Published, it is on nobody's list any more.
  await ann.goto("admin");
  await expect(ann.getByTestId("sent-back").getByRole("link", { name: fixed })).toHaveCount(0);
  for (const page of [ann, eve, ed, visitor]) await page.context().close();
});

test("without JavaScript, a refused request for changes keeps what was typed, then goes through", async ({
  browser,
  baseURL,
}) => {
  const heading = `Can I export to a spreadsheet ${Date.now().toString(36)}?`;
  const ann = await signedIn(browser, baseURL, author);
  const editPath = await draftAndSubmit(ann, heading, "Yes.");
  await ann.context().close();

  const eve = await signedIn(browser, baseURL, editor, false);
  await eve.goto(editPath.replace(/^\//, ""));
  await panel(eve).getByLabel("About").first().selectOption({ label: "Summary" });
  await panel(eve).getByRole("button", { name: "Request changes" }).click();
  await expect(eve.getByRole("alert").filter({ hasText: "Say what needs to change." })).toBeVisible();
  await expect(panel(eve).getByText("Write a comment.")).toBeVisible();
  await expect(panel(eve).getByLabel("About").first()).toHaveValue("summary");
  await panel(eve).getByLabel("Comment (needed to request changes)").fill("Say which spreadsheet formats.");
  await panel(eve).getByRole("button", { name: "Request changes" }).click();
  await expect(status(eve, "Sent back to the author with your comment.")).toBeVisible();
  const comment = panel(eve).getByRole("listitem").filter({ hasText: "Say which spreadsheet formats." });
  await comment.getByRole("button", { name: "Resolve" }).click();
  await expect(status(eve, "Comment resolved.")).toBeVisible();
  await panel(eve)
    .getByRole("listitem")
    .filter({ hasText: "Say which spreadsheet formats." })
    .getByRole("button", { name: "Reopen" })
    .click();
  await expect(status(eve, "Comment reopened.")).toBeVisible();
  await eve.context().close();
});
