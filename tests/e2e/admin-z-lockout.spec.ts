/**
 * Guessing passwords is throttled: after repeated failures the sign-in answers 429
 * with Retry-After and the same generic words, whether the account exists or not.
 * (Named to run after the other admin specs: the throttle also counts this address.)
 */
import { expect, test } from "../support/browser-test.ts";
import { createUserLink, completeSetup, uniqueEmail } from "../support/admin.ts";

test("repeated failures lock the account out for a while, with Retry-After", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("target");
  const setup = await (await browser.newContext({ baseURL })).newPage();
  const victim = await completeSetup(setup, await createUserLink(email, "author"), email, "Ann Author");
  await setup.context().close();

  await page.goto("admin/sign-in");
  let locked: { status: number; retryAfter: string | undefined; message: string } | undefined;
  let generic: string | undefined;
  for (let attempt = 1; attempt <= 30 && !locked; attempt++) {
    await page.getByLabel("Email", { exact: true }).fill(victim.email);
    await page.getByLabel("Password", { exact: true }).fill(`wrong guess number ${attempt}`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/sign-in")),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    await expect(page.getByRole("alert").first()).not.toBeEmpty();
    const message = (await page.getByRole("alert").first().textContent()) ?? "";
    if (response.status() === 429) {
      locked = { status: 429, retryAfter: (await response.allHeaders())["retry-after"], message };
    } else {
      expect(response.status()).toBe(401);
      generic ??= message;
    }
  }
  expect(locked, "no lockout after 30 wrong passwords").toBeDefined();
  expect(Number(locked!.retryAfter)).toBeGreaterThan(0);
  expect(locked!.message).not.toContain(victim.email);
  expect(locked!.message).not.toMatch(/no such|unknown|not found|does not exist/i);

  // Locked out even with the right password now: the same answer, nothing given away.
  await page.getByLabel("Email", { exact: true }).fill(victim.email);
  await page.getByLabel("Password", { exact: true }).fill(victim.password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/sign-in")),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  expect(response.status()).toBe(429);
  await expect(page.getByRole("heading", { name: "Two-step check" })).toHaveCount(0);
  expect(generic).toBeDefined();
});
