/**
 * What the admin browser tests share: the command line against the data of the worker's e2e
 * server, the mail it writes to DATA_DIR/outbox/, TOTP codes computed as an
 * authenticator app would, and the sign-in steps.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { axe } from "./axe.ts";
import { expect, type Browser, type Cookie, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { type TOTP, URI } from "otpauth";
import { basePath, workerServer } from "./e2e-server.ts";
import { hydrated } from "./hydrated.ts";
import { root } from "./server.ts";

/** This worker's e2e server (e2e-server.ts): its address and data directory. */
const { origin, dataDir: DATA_DIR } = workerServer();

/** An address no earlier run used (the data directory outlives a run). */
export const uniqueEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The staff command line's environment: the e2e server's database and address. */
const CLI_ENV = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  SITE_URL: origin,
  BASE_PATH: basePath,
  LOG_LEVEL: "warn",
};

/** Runs `npm run admin -- ...args` against the e2e server's database; returns what it printed. */
export function adminCli(...args: string[]): string {
  const result = spawnSync("npm", ["run", "--silent", "admin", "--", ...args], {
    cwd: root,
    encoding: "utf8",
    env: CLI_ENV,
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** This worker's running staff command line (admin-commands.ts), started on first use. */
let commands: ReturnType<typeof startCommands> | undefined;

function startCommands() {
  const child = spawn(path.join(root, "node_modules/.bin/node"), ["tests/support/admin-commands.ts"], {
    cwd: root,
    env: CLI_ENV,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // The worker's end closes its input, which ends it; it keeps no worker waiting.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as Socket).unref();
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    child: child as ChildProcessWithoutNullStreams,
    answers,
    stderr: () => stderr,
    last: Promise.resolve() as Promise<unknown>,
  };
}

/**
 * Runs a command of `npm run admin` (create-user, create-token, ...) against the e2e server's
 * database, in a process this worker keeps for its commands; returns what it printed.
 */
export function adminCommand(...args: string[]): Promise<string> {
  const running = (commands ??= startCommands());
  const answer = running.last.then(async () => {
    running.child.stdin.write(`${JSON.stringify(args)}\n`);
    const line = await running.answers.next();
    if (line.done) throw new Error(`admin ${args.join(" ")}: the command process ended:\n${running.stderr()}`);
    const { code, out, err } = JSON.parse(line.value) as { code: number; out: string; err: string };
    if (code !== 0) throw new Error(`admin ${args.join(" ")} failed:\n${out}\n${err}`);
    return out;
  });
  running.last = answer.catch(() => undefined);
  return answer;
}

const SETUP_LINK = /https?:\/\/[^\s"'<>]+\/admin\/setup\/[A-Za-z0-9_-]+/;

/**
 * The set-up link printed by `create-user`, as a path the browser can open from baseURL.
 * `run` is how the command runs: this worker's command process, or `adminCli` for `npm run admin` itself.
 */
export async function createUserLink(
  email: string,
  role: string,
  run: (...args: string[]) => string | Promise<string> = adminCommand,
): Promise<string> {
  const out = await run("create-user", "--email", email, "--role", role);
  const link = SETUP_LINK.exec(out)?.[0];
  if (!link) throw new Error(`no set-up link in:\n${out}`);
  return link;
}

/** The set-up link of the newest invitation mailed to `email` (DATA_DIR/outbox/, no SMTP_URL in the tests). */
export function invitationLink(email: string): Promise<string> {
  return mailedLink(email, SETUP_LINK);
}

/** The password-reset link of the newest reset mail to `email`. */
export function resetLink(email: string): Promise<string> {
  return mailedLink(email, /https?:\/\/[^\s"'<>]+\/admin\/reset-password\/[A-Za-z0-9_-]+/);
}

/** Links matching `pattern` in the newest mail to `email` that has one (waits up to 10 s for it). */
async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  const dir = path.join(DATA_DIR, "outbox");
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).map((f) => path.join(dir, f));
    } catch {
      // not written yet
    }
    files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of files) {
      const mail = await simpleParser(readFileSync(file));
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (!to.some((t) => t.value.some((a) => a.address === email))) continue;
      const link = pattern.exec(mail.text ?? "")?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email} with ${pattern} in ${dir}`);
}

// The server accepts the codes of the current step and of one step either side, each code once
// (server/accounts/sign-in.ts; browser-test servers use 5-second steps). A sign-in takes an unused
// code of that window which stays valid long enough to reach the server, the longest-lived first,
// and waits for the next step only when the window's codes are all used.
const usedSteps = new Map<string, Set<number>>();
const CODE_TRAVEL_S = 4;

/** A code of an otpauth:// URI that the server accepts now, never the same one twice for one secret. */
export async function totpCode(otpauthUri: string): Promise<string> {
  const totp = URI.parse(otpauthUri) as TOTP;
  const used = usedSteps.get(totp.secret.base32) ?? new Set<number>();
  usedSteps.set(totp.secret.base32, used);
  for (;;) {
    const seconds = Date.now() / 1000;
    const step = Math.floor(seconds / totp.period);
    const left = (step + 1) * totp.period - seconds;
    // A step's code is accepted until the end of the step after it.
    const free = [step + 1, step, step - 1].find(
      (s) => !used.has(s) && (s + 2) * totp.period - seconds > CODE_TRAVEL_S,
    );
    if (free !== undefined) {
      used.add(free);
      return totp.generate({ timestamp: free * totp.period * 1000 });
    }
    await new Promise((r) => setTimeout(r, Math.max(200, left * 1000)));
  }
}

/** Someone with an account: their password and authenticator. */
export interface Staff {
  email: string;
  password: string;
  otpauthUri: string;
  backupCodes: string[];
}

/**
 * Follows a set-up link to the end: name and password, then two-step enrolment
 * with a code from the shown key, then the backup codes.
 */
/** How long a step that checks or hashes a password may take before a test gives up. */
const PASSWORD_WAIT_MS = 30_000;

export async function completeSetup(page: Page, link: string, email: string, name: string): Promise<Staff> {
  const password = `correct horse battery ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Set up your account" })).toBeVisible();
  await page.getByLabel("Your name", { exact: true }).fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Password again", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  // Hashing the password is deliberately slow (scrypt at OWASP's cost), more so on a busy machine.
  await expect(page.getByRole("heading", { name: "Set up two-step sign-in" })).toBeVisible({
    timeout: PASSWORD_WAIT_MS,
  });
  const otpauthUri = await page.locator('input[name="otpauthUri"]').inputValue();
  await page.getByLabel("Code from your app", { exact: true }).fill(await totpCode(otpauthUri));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in is on" })).toBeVisible();
  const backupCodes = await page.getByTestId("backup-codes").locator("li").allTextContents();
  expect(backupCodes.length).toBeGreaterThanOrEqual(5);
  return { email, password, otpauthUri, backupCodes };
}

/**
 * The sign-in cookies (the session, its XSRF token, the device) of each account this worker has signed in with
 * the app's code. Signing in again costs a page of password, a page of code and often a wait for
 * the app's next code: a later sign-in of the same account starts from these cookies instead. The
 * sign-in steps themselves are proven by every account's first sign-in and by
 * admin-accounts.spec.ts.
 */
const sessions = new Map<string, Cookie[]>();
// The XSRF token is the session's: API calls echo it (server/xsrf.ts).
const SIGN_IN_COOKIE = /^((__Host-)?vitrine\.|XSRF-TOKEN$)/;

/**
 * Signs in with password and a code from the app (or, with `backup`, one of the
 * backup codes, which needs no wait for the app's next code); ends on the page
 * sign-in led to. With the app's code, an account already signed in by this worker
 * takes its session's cookies instead, while that session lasts.
 */
export async function signIn(page: Page, who: Staff, start = "admin/sign-in", backup = false): Promise<void> {
  const saved = backup ? undefined : sessions.get(who.email);
  if (saved) await page.context().addCookies(saved);
  await page.goto(start);
  await hydrated(page);
  // A live session leaves the sign-in page for the page it was asked for (leaveIfSignedIn).
  if (saved && !new URL(page.url()).pathname.endsWith("/admin/sign-in")) return;
  sessions.delete(who.email);
  await page.getByLabel("Email", { exact: true }).fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step check" })).toBeVisible({ timeout: PASSWORD_WAIT_MS });
  if (backup) {
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code", { exact: true }).fill(who.backupCodes.shift()!);
  } else {
    await page.getByLabel("Code from your app", { exact: true }).fill(await totpCode(who.otpauthUri));
  }
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/two-factor/);
  if (!backup)
    sessions.set(
      who.email,
      (await page.context().cookies()).filter((c) => SIGN_IN_COOKIE.test(c.name)),
    );
}

/** Saves a draft and waits for this save's own answer (the message of an earlier save may still show). */
export async function saveDraft(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/content/"));
  await page.getByRole("button", { name: "Save draft" }).click();
  await answered;
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
}

/** Serious and critical accessibility violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** A new staff member of `role`, set up in a browser context of their own that is closed afterwards. */
export async function newStaff(
  browser: Browser,
  baseURL: string | undefined,
  role: string,
  name: string,
): Promise<Staff> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const email = uniqueEmail(role);
  const staff = await completeSetup(page, await createUserLink(email, role), email, name);
  await page.context().close();
  return staff;
}

/**
 * A page of blocks created and published through the admin API as a new editor, as a
 * campaign's page is (issue 34): POST /api/v1/admin/pages, then its /publish. Returns the
 * editor, who may also read the page's leads.
 */
export async function publishPage(
  browser: Browser,
  baseURL: string | undefined,
  document: { path: string; title: string; blocks: unknown[] },
): Promise<Staff> {
  const editor = await newStaff(browser, baseURL, "editor", "Pat Pages");
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, editor);
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value;
  const created = await page.request.post("api/v1/admin/pages", { headers: { "x-xsrf-token": xsrf }, data: document });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await page.request.post(`api/v1/admin/pages/${id}/publish`, {
    headers: { "if-match": created.headers().etag!, "x-xsrf-token": xsrf },
  });
  expect(published.status(), await published.text()).toBe(200);
  await page.context().close();
  return editor;
}
