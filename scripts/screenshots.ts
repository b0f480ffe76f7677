/**
 * `npm run screenshots`: the README's pictures of the desktop and mobile home pages,
 * taken from the production build with Debian's Chromium. Starts its own server on
 * SCREENSHOT_PORT (4820) with a fresh embedded database, so the pictures show the
 * seeded demo content.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.SCREENSHOT_PORT ?? 4820);
const origin = `http://127.0.0.1:${port}`;
const out = path.join(root, "docs/screenshots");
mkdirSync(out, { recursive: true });

const server = spawn(path.join(root, "node_modules/.bin/node"), ["server/index.ts"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: origin,
    LOG_LEVEL: "warn",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "vitrine-shots-")),
  },
  stdio: "inherit",
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
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
  await browser.close();
} finally {
  server.kill("SIGTERM");
}
