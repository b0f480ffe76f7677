/**
 * `npm run screenshots`: the README's pictures of the desktop and mobile home and case
 * pages and of the admin, taken from the production build with Debian's Chromium. Starts
 * its own server on SCREENSHOT_PORT (4820) with a fresh embedded database, so the
 * pictures show the seeded demo content; the admin is set up the way a new install
 * does it, from the command line's link.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { completeSetup } from "../tests/support/admin.ts";
import { hydrated } from "../tests/support/hydrated.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.SCREENSHOT_PORT ?? 4820);
const origin = `http://127.0.0.1:${port}`;
const out = path.join(root, "docs/screenshots");
mkdirSync(out, { recursive: true });

const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  SITE_URL: origin,
  LOG_LEVEL: "warn",
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "vitrine-shots-")),
};
const server = spawn(path.join(root, "node_modules/.bin/node"), ["server/index.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});

/** A set-up link from `npm run admin -- create-user`, against the screenshot server's data. */
function createUser(email: string, role: string): string {
  const args = ["run", "--silent", "admin", "--", "create-user", "--email", email, "--role", role];
  const out = spawnSync("npm", args, { cwd: root, env, encoding: "utf8" }).stdout;
  const link = /https?:\/\/\S+\/admin\/setup\/[\w-]+/.exec(out)?.[0];
  if (!link) throw new Error(`no set-up link in: ${out}`);
  return link;
}
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const shots = [
    { file: "desktop-home.png", url: "/", viewport: { width: 1280, height: 900 }, mobile: false },
    { file: "mobile-home.png", url: "/mobile", viewport: { width: 390, height: 844 }, mobile: true },
    { file: "desktop-case.png", url: "/cases/1", viewport: { width: 1280, height: 900 }, mobile: false },
    { file: "mobile-case.png", url: "/mobile/cases/1", viewport: { width: 390, height: 844 }, mobile: true },
  ];
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      isMobile: shot.mobile,
      hasTouch: shot.mobile,
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto(origin + shot.url, { waitUntil: "networkidle" });
    await page.screenshot({ path: path.join(out, shot.file) });
    await context.close();
    process.stdout.write(`wrote docs/screenshots/${shot.file}\n`);
  }
  // The admin's user list, as the first admin sees it after inviting a few colleagues.
  const admin = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await admin.newPage();
  // Password hashing at full cost on a busy machine takes a while: wait longer than tests do.
  page.setDefaultTimeout(30_000);
  await completeSetup(page, createUser("alex.morgan@brightlane.example", "admin"), "", "Alex Morgan");
  for (const [email, role] of [
    ["sam.lee@brightlane.example", "editor"],
    ["kim.novak@brightlane.example", "author"],
    ["ravi.shah@brightlane.example", "sales"],
  ] as const) {
    await page.goto(`${origin}/admin/users`);
    await hydrated(page);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Role", { exact: true }).selectOption(role);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByRole("status").filter({ hasText: email }).waitFor();
  }
  await page.goto(`${origin}/admin/users`, { waitUntil: "networkidle" });
  await page.screenshot({ path: path.join(out, "admin-users.png") });
  process.stdout.write("wrote docs/screenshots/admin-users.png\n");
  // The news list an editor works from: search, filters, status and who is editing what.
  await page.goto(`${origin}/admin/content/news`, { waitUntil: "networkidle" });
  await page.screenshot({ path: path.join(out, "admin-news.png") });
  process.stdout.write("wrote docs/screenshots/admin-news.png\n");
  await admin.close();
  await browser.close();
} finally {
  server.kill("SIGTERM");
}
