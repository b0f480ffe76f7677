/**
 * `npm test`: typecheck, lint (with the layer rules and the duplicate scan), formatting, unit and integration tests, the search-engine, security,
 * performance and CDN (Varnish) suites, then browser tests, and the hydration and navigation ones again
 * under React Router's stock document entry (decision 0019).
 * Every step runs even when an earlier one fails, so one run shows every problem;
 * the exit code is non-zero if any step failed.
 */
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Name, command, and environment added to this process's. */
const steps: Array<[string, string[], Record<string, string>?]> = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["formatting", ["npm", "run", "format:check"]],
  // Waits for the demo media started below: every later data directory links the cached files.
  ["demo pictures and video tours", ["media"]],
  ["unit and integration tests", ["npm", "run", "test:unit"]],
  ["search engines, sharing and site search", ["npm", "run", "test:seo"]],
  ["security and reliability", ["npm", "run", "test:security"]],
  ["performance budgets and queries", ["npm", "run", "test:perf"]],
  ["Varnish in front of two instances", ["npm", "run", "test:cdn"]],
  // Two halves side by side, each with its own servers and data (E2E_PORT): the browsers and
  // servers of one half mostly wait on each other, so a second half fills the idle core.
  ["browser tests", ["e2e"]],
  // The way back (decision 0019): React Router's stock entry hydrates every page type too; same build.
  [
    "hydration with DOCUMENT_ENTRY=stock",
    ["npx", "playwright", "test", "tests/e2e/hydration.spec.ts", "tests/e2e/navigation.modes.spec.ts"],
    { DOCUMENT_ENTRY: "stock" },
  ],
];

type Outcome = { status: number | null; signal?: NodeJS.Signals | null };

/** Starts a command whose output is held back and shown once it ends, so the log stays readable. */
function startHeld(cmd: string, args: string[], extra: Record<string, string> = {}): Promise<Outcome> {
  // A file, not a pipe: the synchronous steps meanwhile leave no turn to drain a pipe.
  const log = path.join(mkdtempSync(path.join(os.tmpdir(), "vitrine-step-")), "step.log");
  const fd = openSync(log, "w");
  const child = spawn(cmd, args, { stdio: ["ignore", fd, fd], env: { ...process.env, ...extra } });
  closeSync(fd);
  return new Promise((resolve) =>
    child.on("close", (status, signal) => {
      process.stdout.write(readFileSync(log));
      resolve({ status, signal });
    }),
  );
}

/** Both halves of the browser tests at once; the step fails if either does. */
function browserTests(): Promise<Outcome> | Outcome {
  const ready = spawnSync("sh", ["-c", "node scripts/ensure-chromium.ts && node scripts/ensure-build.ts"], {
    stdio: "inherit",
  });
  if (ready.status !== 0) return ready;
  // The back office's files sign in and hash passwords at full cost, so they take about as long
  // as the visitor site's many short ones: the two make the halves.
  const files = readdirSync("tests/e2e").filter((f) => f.endsWith(".spec.ts"));
  const office = files.filter((f) => /^(admin-|design\.|hydration\.)/.test(f));
  const site = files.filter((f) => !office.includes(f));
  const halves = [office, site].map((group, n) =>
    startHeld("npx", ["playwright", "test", ...group.map((f) => `tests/e2e/${f}`)], {
      E2E_PORT: String(4020 + 20 * n),
    }),
  );
  return Promise.all(halves).then((done) => done.find((d) => d.status !== 0) ?? done[0]!);
}
// The demo's pictures and tours are mostly sharp and ffmpeg time, while the type check and the
// linters use one core each: on a small machine they run side by side.
const media = startHeld("node", ["scripts/prepare-media.ts"]);
const mediaStarted = Date.now();

const failed: string[] = [];
for (const [name, [cmd, ...args], extra] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = cmd === "media" ? mediaStarted : Date.now();
  const result =
    cmd === "media"
      ? await media
      : cmd === "e2e"
        ? await browserTests()
        : spawnSync(cmd!, args, { stdio: "inherit", env: { ...process.env, ...extra } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) process.stdout.write(`=== ${name}: passed in ${seconds} s ===\n`);
  else {
    process.stdout.write(`=== ${name}: FAILED (exit ${result.status ?? result.signal}) after ${seconds} s ===\n`);
    failed.push(name);
  }
}

if (failed.length) {
  process.stderr.write(`\nFailed: ${failed.join(", ")}\n`);
  process.exit(1);
}
process.stdout.write("\nAll checks passed.\n");
