/**
 * Structured fields in the browser: an editor changes the site's navigation and a
 * case's figures through forms, not JSON (adds, moves with the keyboard, removes), a
 * link to no page is refused with a message at its field and the typing kept, the
 * change is published and the site shows it. The same buttons work without
 * JavaScript. The edit forms pass axe.
 */
import { axe } from "../support/axe.ts";
import { expect, test, type Browser, type Locator, type Page, hydrated } from "../support/browser-test.ts";
import { completeSetup, createUserLink, signIn, uniqueEmail, type Staff } from "../support/admin.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let editor: Staff;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const page = await (await browser.newContext({ baseURL })).newPage();
  const email = uniqueEmail("editor");
  editor = await completeSetup(page, await createUserLink(email, "editor"), email, "Fay Forms");
  await page.context().close();
});

async function openFirst(page: Page, type: string): Promise<void> {
  await page.goto(`admin/content/${type}?sort=id`);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit: / })).toBeVisible();
  await hydrated(page);
}

/** Every axe violation of the edit form (any impact). */
async function axeOfForm(page: Page): Promise<string[]> {
  const results = await axe(page)
    .include("form.admin-form")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Pictures of the form at 1280 and 390 px, to look at (kept with the test's results, not committed). */
async function shots(page: Page, stem: string, focus: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${stem}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const item = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

type Settings = Record<string, unknown> & {
  navigation: Array<{ label: string; href: string; children?: Array<Record<string, unknown>> }>;
};

async function settingsApi(page: Page): Promise<string> {
  const listed = (await (await page.request.get("api/v1/admin/site-settings")).json()) as { items: { id: number }[] };
  return `api/v1/admin/site-settings/${listed.items[0]!.id}`;
}

async function readSettings(page: Page): Promise<Settings> {
  return ((await (await page.request.get(await settingsApi(page))).json()) as { document: Settings }).document;
}

/**
 * Saves and publishes the site settings through the admin API as the signed-in editor
 * (session cookie and XSRF echo), `change` making the new document from the published one.
 * Returns the document it replaced, for putting it back.
 */
async function publishSettings(page: Page, change: (doc: Settings) => Settings): Promise<Settings> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value;
  const api = await settingsApi(page);
  const got = await page.request.get(api);
  const before = ((await got.json()) as { document: Settings }).document;
  const saved = await page.request.patch(api, {
    headers: { "if-match": got.headers().etag!, "x-xsrf-token": xsrf },
    data: change(structuredClone(before)),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await page.request.post(`${api}/publish`, {
    headers: { "if-match": saved.headers().etag!, "x-xsrf-token": xsrf },
  });
  expect(published.status(), await published.text()).toBe(200);
  return before;
}

test("the navigation is edited as a form: add, refuse a link to no page, move, remove, publish", async ({
  page,
  request,
}, info) => {
  await signIn(page, editor);
  // Later specs on this server read the header: the test puts the navigation back when done.
  const original = await readSettings(page);
  await openFirst(page, "site-settings");
  await expect(page.locator("textarea.admin-code")).toHaveCount(0);
  const navigation = page.getByRole("group", { name: /^Navigation/ });
  const count = await navigation.locator(":scope > ol > li").count();
  expect(count).toBeGreaterThan(2);
  expect(await axeOfForm(page)).toEqual([]);

  await navigation.getByRole("button", { name: "Add menu item" }).last().click();
  const added = item(page, `Menu item ${count + 1}`);
  await expect(page.getByRole("status").filter({ hasText: `Menu item ${count + 1} added.` })).toBeAttached();
  const label = `Offers ${Date.now().toString(36)}`;
  await added.getByLabel("Label", { exact: true }).first().fill(label);
  await added.getByLabel("Link", { exact: true }).first().fill("/no-such-page-here");
  await page.getByRole("button", { name: "Save draft" }).click();

  const link = added.getByLabel("Link", { exact: true }).first();
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expect(added.getByText("No page of the site has the address /no-such-page-here")).toBeVisible();
  await expect(link).toHaveAccessibleDescription(/No page of the site has the address/);
  // What was typed is still there.
  await expect(added.getByLabel("Label", { exact: true }).first()).toHaveValue(label);
  await shots(page, info.outputPath("navigation"), added);
  expect(await axeOfForm(page)).toEqual([]);

  // The site's pages are offered by the link fields' list.
  await expect(page.locator("datalist option[value='/promotion']")).toHaveCount(1);
  await link.fill("/promotion");

  // Moved up with the keyboard: the focus stays on the button, the move is read out.
  const up = added.getByRole("button", { name: `Move up menu item ${count + 1}` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `Menu item ${count + 1} moved up: now ${count} of` }),
  ).toBeAttached();
  const moved = item(page, `Menu item ${count}`);
  await expect(moved.getByLabel("Label", { exact: true }).first()).toHaveValue(label);
  await expect(moved.getByRole("button", { name: `Move up menu item ${count}` })).toBeFocused();

  // The first item goes.
  const first = item(page, "Menu item 1");
  const removedLabel = await first.getByLabel("Label", { exact: true }).first().inputValue();
  await first.getByRole("button", { name: "Remove menu item 1" }).click();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published/ })).toBeVisible();

  await expect
    .poll(async () => {
      const site = (await (await request.get("api/v1/site")).json()) as {
        navigation: { label: string; href: string }[];
      };
      return site.navigation.map((n) => n.label);
    })
    .toEqual(expect.arrayContaining([label]));
  const site = (await (await request.get("api/v1/site")).json()) as { navigation: { label: string; href: string }[] };
  expect(site.navigation).toHaveLength(count);
  expect(site.navigation[count - 2]).toMatchObject({ label, href: "/promotion" });
  expect(site.navigation.map((n) => n.label)).not.toContain(removedLabel);
  await publishSettings(page, (doc) => ({ ...doc, navigation: original.navigation }));
});

test("a published navigation change shows in the header and menus of both skins and in the tab bar", async ({
  page,
}) => {
  await signIn(page, editor);
  const tag = Date.now().toString(36);
  const renamed = `Solutions ${tag}`;
  const added = `Book ${tag}`;
  // Rename the first link of the second group; add a link marked for the tab bar in place of Pricing.
  const original = await publishSettings(page, (doc) => {
    const [, explore, company] = doc.navigation;
    explore!.children![0]!.label = renamed;
    for (const link of company!.children!) if (link.href === "/price") link.tab = null;
    company!.children!.push({ label: added, href: "/register", tab: { icon: "help", label: `Demo ${tag}` } });
    return doc;
  });
  try {
    await page.goto("price");
    const header = page.locator("header.site-header .nav-wide");
    await expect(async () => {
      await page.reload();
      await expect(header.getByRole("link", { name: renamed, exact: true })).toHaveAttribute("href", /\/solution$/);
    }).toPass({ timeout: 10_000 });
    await expect(header.getByRole("link", { name: added, exact: true })).toHaveAttribute("href", /\/register$/);
    // The current page is still marked.
    await expect(header.getByRole("link", { name: "Pricing", exact: true })).toHaveAttribute("aria-current", "page");

    await page.goto("mobile/price");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: renamed, exact: true })).toHaveAttribute(
      "href",
      /\/mobile\/solution$/,
    );
    await expect(drawer.getByRole("link", { name: added, exact: true })).toHaveAttribute("href", /\/mobile\/register$/);
    await page.keyboard.press("Escape");
    const tabs = page.getByRole("navigation", { name: "Sections", exact: true });
    await expect(tabs.getByRole("link")).toHaveText(["Home", "Solutions", "Case studies", "News", `Demo ${tag}`]);
    await expect(tabs.getByRole("link", { name: `Demo ${tag}` })).toHaveAttribute("href", /\/mobile\/register$/);
  } finally {
    await publishSettings(page, (doc) => ({ ...doc, navigation: original.navigation }));
  }
  await page.goto("price");
  await expect(page.locator("header.site-header .nav-wide").getByRole("link", { name: renamed })).toHaveCount(0);
});

test("a case's figures are edited as a form and the case page shows them in their new order", async ({
  page,
}, info) => {
  await signIn(page, editor);
  await openFirst(page, "cases");
  const live = await page.getByRole("link", { name: "desktop page" }).getAttribute("href");
  const metrics = page.getByRole("group", { name: /^Metrics/ });
  const count = await metrics.locator(":scope > ol > li").count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(6);
  expect(await axeOfForm(page)).toEqual([]);

  await metrics.getByRole("button", { name: "Add metric" }).click();
  const added = item(page, `Metric ${count + 1}`);
  const value = `${(Date.now() % 90) + 10}x`;
  await added.getByLabel("Value", { exact: true }).fill(value);
  await added.getByLabel("Label", { exact: true }).fill("faster month-end close");
  // To the top, one move at a time.
  for (let i = count + 1; i > 1; i--)
    await item(page, `Metric ${i}`)
      .getByRole("button", { name: /^Move up/ })
      .click();
  await expect(item(page, "Metric 1").getByLabel("Value", { exact: true })).toHaveValue(value);
  await shots(page, info.outputPath("metrics"), metrics);
  const last = item(page, `Metric ${count + 1}`);
  const gone = await last.getByLabel("Label", { exact: true }).inputValue();
  await last.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByRole("group", { name: /^Metric \d/ })).toHaveCount(count);

  // Enter in a field saves the draft, as before the lists had buttons: it moves or removes nothing.
  await item(page, "Metric 1").getByLabel("Value", { exact: true }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await expect(page.getByRole("group", { name: /^Metric \d/ })).toHaveCount(count);
  await expect(item(page, "Metric 1").getByLabel("Value", { exact: true })).toHaveValue(value);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published/ })).toBeVisible();

  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const site = await visitor.newPage();
  await expect
    .poll(async () => {
      await site.goto(live!);
      return site.locator("dl[aria-label='Results in figures'] > div").allInnerTexts();
    })
    .toEqual(expect.arrayContaining([expect.stringContaining(value)]));
  const figures = await site.locator("dl[aria-label='Results in figures'] > div").allInnerTexts();
  expect(figures[0]).toContain("faster month-end close");
  expect(figures).toHaveLength(count);
  if (gone) expect(figures.join(" ")).not.toContain(gone);
  await visitor.close();
});

test("without JavaScript the same buttons add, move and remove items and keep the typing", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, editor);
  await openFirst(page, "solutions");
  const url = page.url();
  const plain = await (browser as Browser).newContext({
    baseURL,
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
  });
  const nojs = await plain.newPage();
  await nojs.goto(url);
  const features = nojs.getByRole("group", { name: /^Features/ });
  const count = await features.locator(":scope > ol > li").count();
  expect(count).toBeGreaterThan(1);
  const typed = `Typed without scripts ${Date.now().toString(36)}`;
  await item(nojs, "Feature 1").getByLabel("Title", { exact: true }).fill(typed);
  await item(nojs, "Feature 1").getByRole("button", { name: "Move down feature 1" }).click();
  await expect(nojs.getByRole("status").filter({ hasText: "Feature 1 moved down: now 2 of" })).toBeVisible();
  await expect(item(nojs, "Feature 2").getByLabel("Title", { exact: true })).toHaveValue(typed);

  await features.getByRole("button", { name: "Add feature" }).click();
  await expect(nojs.getByRole("group", { name: /^Feature \d/ })).toHaveCount(count + 1);
  await expect(item(nojs, "Feature 2").getByLabel("Title", { exact: true })).toHaveValue(typed);

  await item(nojs, "Feature 2").getByRole("button", { name: "Remove feature 2" }).click();
  await expect(nojs.getByRole("group", { name: /^Feature \d/ })).toHaveCount(count);
  await expect(nojs.getByText(typed)).toHaveCount(0);
  await plain.close();
});
