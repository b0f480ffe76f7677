/**
 * A forgotten password in a real browser: the link on the sign-in page, the same
 * answer for an unknown and a known address, the mailed single-use link, the password
 * rules, every session ended, and a sign-in with the new password and a TOTP code.
 */
import { expect, test } from "../support/browser-test.ts";
import { completeSetup, createUserLink, resetLink, seriousViolations, signIn, uniqueEmail } from "../support/admin.ts";

test("a forgotten password is reset from a mailed link; the next sign-in still asks for the code", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("forgetful");
  // Set up in another browser, which stays signed in until the reset.
  const elsewhere = await (await browser.newContext({ baseURL })).newPage();
  const staff = await completeSetup(elsewhere, await createUserLink(email, "author"), email, "Fay Forgetful");

  await page.goto("admin/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const ask = async (address: string) => {
    await page.getByLabel("Email", { exact: true }).fill(address);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/forgot-password")),
      page.getByRole("button", { name: "Send the link" }).click(),
    ]);
    const status = page.getByRole("status").filter({ hasText: /account exists/ });
    await expect(status).toBeVisible();
    return { status: response.status(), text: await status.textContent() };
  };
  const unknown = await ask(uniqueEmail("nobody"));
  const known = await ask(email);
  expect(known).toEqual(unknown);
  expect(known.status).toBe(200);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  const link = await resetLink(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The same rules as at set-up: a common password is refused, two that differ too.
  const password = page.getByLabel("New password", { exact: true });
  await password.fill("password1234");
  await page.getByLabel("New password again", { exact: true }).fill("password1234");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  const fresh = `a brand new sentence ${Math.random().toString(36).slice(2, 8)}`;
  await password.fill(fresh);
  await page.getByLabel("New password again", { exact: true }).fill(`${fresh}!`);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
  await password.fill(fresh);
  await page.getByLabel("New password again", { exact: true }).fill(fresh);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Your password is changed" })).toBeVisible();

  // The other browser's session has ended.
  await elsewhere.goto("admin/account");
  await expect(elsewhere).toHaveURL(/\/admin\/sign-in/);
  await elsewhere.context().close();

  // The link worked once.
  const again = await page.goto(link);
  expect(again?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();

  // The old password no longer works; the new one does, followed by the code from the app.
  await page.goto("admin/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").first()).toContainText(/not correct/i);
  await signIn(page, { ...staff, password: fresh });
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
});
