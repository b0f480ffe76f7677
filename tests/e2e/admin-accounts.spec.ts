/**
 * The back office's accounts in a real browser: the first admin from the command
 * line's set-up link, sign-in with a TOTP code computed here, an invited editor,
 * what each role may open, and ending a session from another device.
 */
import { expect, test, type Browser } from "../support/browser-test.ts";
import {
  adminCli,
  completeSetup,
  createUserLink,
  invitationLink,
  seriousViolations,
  signIn,
  totpCode,
  uniqueEmail,
  type Staff,
} from "../support/admin.ts";

// Serial: each test builds on the accounts the one before made. Two sign-ins with one
// authenticator wait for its next 30-second code, hence the longer time limit.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let owner: Staff;
let editor: Staff;

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test("the first admin sets up from the command line's link", async ({ page }) => {
  const email = uniqueEmail("owner");
  // Through `npm run admin` itself, as on a fresh install.
  const link = await createUserLink(email, "admin", adminCli);
  await page.goto(link);
  await expect(page.getByText(email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A common password is refused with a clear message; the name typed stays.
  await page.getByLabel("Your name", { exact: true }).fill("Olivia Owner");
  await page.getByLabel("Password", { exact: true }).fill("password1234");
  await page.getByLabel("Password again", { exact: true }).fill("password1234");
  await page.getByRole("button", { name: "Set password" }).click();
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy.split(" ").at(-1)}"]`)).toContainText(/common|guess|breach|leak/i);
  await expect(page.getByRole("alert").first()).toContainText(/correct/i);
  await expect(page.getByLabel("Your name", { exact: true })).toHaveValue("Olivia Owner");

  // Two passwords that differ are refused too.
  await password.fill("a sentence nobody else has 7");
  await page.getByLabel("Password again", { exact: true }).fill("a sentence nobody else has 8");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();

  owner = await completeSetup(page, link, email, "Olivia Owner");
  await page.getByRole("link", { name: /continue to the admin/i }).click();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const item of ["Users", "Audit log", "Settings", "Your account"])
    await expect(nav.getByRole("link", { name: item })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
});

test("signing in asks for the password, then a code; wrong ones get one generic message", async ({
  page,
  browser,
  baseURL,
}) => {
  // Signed out, a page sends to sign-in and comes back after it.
  await page.goto("admin/users");
  await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Fusers$/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Email", { exact: true }).fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  const alert = page.getByRole("alert").first();
  await expect(alert).toBeFocused();
  const wrongPassword = await alert.textContent();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(owner.email);

  // An unknown account gets the very same words.
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
  await page.getByLabel("Password", { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(alert).toHaveText(wrongPassword!);

  await page.getByLabel("Email", { exact: true }).fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step check" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Code from your app", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").first()).not.toBeEmpty();
  await page.getByLabel("Code from your app", { exact: true }).fill(await totpCode(owner.otpauthUri));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();

  // A backup code works once, in place of the app's code.
  const other = await freshPage(browser, baseURL);
  await other.page.goto("admin/sign-in");
  await other.page.getByLabel("Email", { exact: true }).fill(owner.email);
  await other.page.getByLabel("Password", { exact: true }).fill(owner.password);
  await other.page.getByRole("button", { name: "Sign in" }).click();
  await other.page.getByRole("link", { name: "Use a backup code instead" }).click();
  await other.page.getByLabel("Backup code", { exact: true }).fill(owner.backupCodes.shift()!);
  await other.page.getByRole("button", { name: "Verify" }).click();
  await expect(other.page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await other.context.close();
});

test("an admin invites an editor, who sets up from the mail and may not manage users", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, owner, "admin/users");
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  const email = uniqueEmail("editor");

  // A malformed address keeps what was typed, with the error tied to the field.
  await page.getByLabel("Email", { exact: true }).fill("not-an-address");
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("not-an-address");

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
  await expect(page.getByTestId("users")).toContainText(email);

  const link = await invitationLink(email);
  const invited = await freshPage(browser, baseURL);
  editor = await completeSetup(invited.page, link, email, "Eddie Editor");
  await invited.page.getByRole("link", { name: /continue to the admin/i }).click();
  const nav = invited.page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Your account" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);

  // Hidden, and refused on the server too.
  for (const path of ["admin/users", "admin/audit", "admin/settings"]) {
    const response = await invited.page.goto(path);
    expect(response!.status(), path).toBe(403);
    await expect(invited.page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  }
  const post = await invited.page.request.post("admin/users", {
    form: { intent: "invite", email: uniqueEmail("sneaky"), role: "admin" },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(post.status()).toBe(403);
  await invited.context.close();

  // The admin sees the invitation in the audit log.
  await page.goto(`admin/audit?actor=${encodeURIComponent(owner.email)}`);
  await expect(page.getByTestId("audit")).toContainText(/invit/i);
});

test("ending a session from another device signs that device out", async ({ browser, baseURL }) => {
  const first = await freshPage(browser, baseURL);
  const second = await freshPage(browser, baseURL);
  await signIn(first.page, editor);
  await signIn(second.page, editor, "admin/sign-in", true);

  await first.page.goto("admin/account");
  const sessions = first.page.getByTestId("sessions").locator("li");
  await expect(first.page.getByTestId("sessions").getByText("This device")).toHaveCount(1);
  const count = await sessions.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(await seriousViolations(first.page)).toEqual([]);

  // Revoke every session but this one.
  for (;;) {
    const others = first.page.getByRole("button", { name: "Sign out this session" });
    if ((await others.count()) === 0) break;
    const before = await sessions.count();
    await others.first().click();
    await expect(sessions).toHaveCount(before - 1);
  }
  await expect(first.page.getByRole("status").filter({ hasText: "signed out" })).toBeVisible();

  await second.page.goto("admin/account");
  await expect(second.page).toHaveURL(/\/admin\/sign-in/);
  await first.page.goto("admin/account");
  await expect(first.page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await first.context.close();
  await second.context.close();
});
