/**
 * A sales person works the leads inbox in a real browser: two leads sent through
 * the public API, then sign in, search and filter, open one, change its status
 * and assignee, add a note (also without JavaScript), meet a stale form that keeps
 * what was typed, and export the filtered list as CSV and JSON. Every page passes
 * axe (no serious or critical findings) with no CSP violation.
 */
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page, hydrated } from "../support/browser-test.ts";
import { createUserLink, seriousViolations, uniqueEmail } from "../support/admin.ts";
import { violations, watch } from "../support/csp-watch.ts";
import { FORM_MIN_FILL_MS, validLead } from "../support/leads.ts";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const marker = `Zephyr${Date.now().toString(36)}`;
let sales: { email: string; password: string };

// Password hashing runs at OWASP's scrypt cost: on a busy machine it takes longer than the default wait.
const slow = expect.configure({ timeout: 30_000 });

/** Sets up a sales account from the command line's link, password only (the role may skip two-step sign-in). */
async function setUpSales(page: Page): Promise<{ email: string; password: string }> {
  const email = uniqueEmail("sales");
  const password = `correct horse battery ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto(await createUserLink(email, "sales"));
  await page.getByLabel("Your name", { exact: true }).fill("Sam Sales");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Password again", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await slow(page.getByRole("link", { name: "Skip for now" })).toBeVisible();
  return { email, password };
}

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto("admin/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await slow(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
}

/** Sends a lead as the register page's script does: form token and XSRF cookie from the leads API, a human pause. */
async function sendLead(request: APIRequestContext, overrides: Record<string, unknown>): Promise<void> {
  const { formToken } = (await (await request.get("api/v1/leads/form")).json()) as { formToken: string };
  const cookies = await request.storageState();
  const xsrf = cookies.cookies.find((c) => c.name === "XSRF-TOKEN")!.value;
  await new Promise((r) => setTimeout(r, FORM_MIN_FILL_MS + 100));
  const res = await request.post("api/v1/leads", {
    headers: { "x-xsrf-token": xsrf },
    data: { ...validLead(overrides), formToken },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("leads sent through the site reach the inbox of a sales person", async ({ page, request }) => {
  // One after the other: each visit to the register page may renew the XSRF cookie the next one sends.
  await sendLead(request, {
    name: "Grace Hopper",
    email: uniqueEmail("grace"),
    company: `${marker} Compilers`,
    product: "pm",
  });
  await sendLead(request, {
    name: "Alan Turing",
    email: uniqueEmail("alan"),
    company: `${marker} Machines`,
    product: "oa",
    sourcePage: "/detail/3",
  });
  sales = await setUpSales(page);
  const csp = await watch(page);
  await page.goto("admin");
  await expect(page.getByTestId("leads-per-day")).toContainText("Leads per day");
  await expect(page.getByTestId("scheduled-next")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Leads", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeVisible();
  await hydrated(page);

  // Search and a filter: the URL carries them, so the page can be shared and reloaded.
  await page.getByLabel("Search").fill(marker);
  await page.getByLabel("Product").selectOption("oa");
  await page.getByLabel("Source page").selectOption("/detail/3");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/sourcePage=%2Fdetail%2F3/);
  await expect(page).toHaveURL(new RegExp(`product=oa.*q=${marker}|q=${marker}.*product=oa`));
  const rows = page.getByTestId("leads").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Alan Turing");
  await page.reload();
  await expect(rows).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Export of the current filter, as the command line writes it.
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV" }).click()]);
  const text = readFileSync((await csv.path())!, "utf8");
  expect(text.startsWith('\uFEFF"id","created_at","name","email"')).toBe(true);
  expect(text).toContain(`"${marker} Machines"`);
  expect(text).not.toContain("Compilers");
  expect(text.split("\r\n").filter(Boolean)).toHaveLength(2);
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "JSON" }).click()]);
  const records = JSON.parse(readFileSync((await json.path())!, "utf8")) as Array<{ name: string }>;
  expect(records.map((r) => r.name)).toEqual(["Alan Turing"]);

  // Open it, change the status, take it, add a note.
  await rows.first().getByRole("link", { name: "Alan Turing" }).click();
  await expect(page.getByRole("heading", { name: /Alan Turing · lead #\d+/ })).toBeVisible();
  await expect(page.getByTestId("lead-fields")).toContainText(`${marker} Machines`);
  await expect(page.getByTestId("lead-fields")).toContainText("Source page/detail/3");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByLabel("Assignee").selectOption({ label: `Sam Sales (${sales.email})` });
  await page.getByLabel("Add a note").fill("Called; wants a demo for 40 people on Friday.");
  await page.getByRole("button", { name: "Save" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Saved, with your note." })).toBeVisible();
  await expect(page.getByTestId("lead-notes")).toContainText("wants a demo for 40 people");
  await expect(page.getByLabel("Status")).toHaveValue("contacted");
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  expect(await violations(page, csp)).toEqual([]);
});

test("a stale form is refused and keeps the note typed; forms work without JavaScript", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const first = await context.newPage();
  await signIn(first, sales);
  await first.goto(`admin/leads?q=${marker}&product=pm`);
  await first.getByRole("link", { name: "Grace Hopper" }).click();
  // A client-side navigation: the list's document was hydrated already, so wait for the lead's own
  // address before a second tab opens it (on a busy machine first.url() was still the list's).
  await expect(first).toHaveURL(/\/admin\/leads\/\d+$/);
  await expect(first.getByRole("heading", { level: 1 })).toContainText("Grace Hopper");
  await hydrated(first);
  const second = await context.newPage();
  await second.goto(first.url());
  await second.getByLabel("Status").selectOption("qualified");
  await second.getByRole("button", { name: "Save" }).click();
  await expect(second.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await first.getByLabel("Add a note").fill("Sent the price list.");
  await first.getByRole("button", { name: "Save" }).click();
  await expect(first.getByRole("alert").first()).toContainText("Someone changed this lead meanwhile");
  await expect(first.getByLabel("Add a note")).toHaveValue("Sent the price list.");
  expect(await seriousViolations(first)).toEqual([]);

  const noScript = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(first.url());
  await expect(plain.getByLabel("Status")).toHaveValue("qualified");
  await plain.getByLabel("Status").selectOption("won");
  await plain.getByLabel("Add a note").fill("Signed without a script.");
  await plain.getByRole("button", { name: "Save" }).click();
  await expect(plain.getByText("Saved, with your note.")).toBeVisible();
  await expect(plain.getByTestId("lead-notes")).toContainText("Signed without a script.");
  await expect(plain.getByLabel("Status")).toHaveValue("won");
  await noScript.close();
  await context.close();
});
