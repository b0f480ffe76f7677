/**
 * Browser tests run on Debian's Chromium. Installs it when missing and possible
 * (root with apt-get); otherwise stops with the exact command to run.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const install = "apt-get update && apt-get install -y chromium";

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) {
    process.stderr.write(`Chromium is missing at ${chromium}. Install it with:\n  sudo sh -c '${install}'\n`);
    process.exit(1);
  }
  process.stdout.write(`Chromium is missing; installing Debian's package...\n`);
  let result = spawnSync("sh", ["-c", "apt-get install -y chromium"], { stdio: "inherit" });
  if (result.status !== 0) result = spawnSync("sh", ["-c", install], { stdio: "inherit" });
  if (result.status !== 0 || !existsSync(chromium)) {
    process.stderr.write(`Installing Chromium failed. Run:\n  ${install}\n`);
    process.exit(1);
  }
}
