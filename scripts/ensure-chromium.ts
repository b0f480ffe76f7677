/**
 * Browser tests run on Debian's Chromium: the headless shell (chromium-headless-shell) drives
 * the browser tests, the full browser (chromium) the scripts that need one (screenshots, clips,
 * Lighthouse). Installs whichever is missing when possible (root with apt-get); otherwise stops
 * with the exact command to run.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "../tests/support/chromium.ts";

const wanted: Array<[string, string]> = [
  [CHROMIUM_PATH, "chromium"],
  [HEADLESS_SHELL_PATH, "chromium-headless-shell"],
];
const missing = wanted.filter(([file]) => !existsSync(file));

if (missing.length) {
  const packages = missing.map(([, name]) => name).join(" ");
  const install = `apt-get update && apt-get install -y ${packages}`;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) {
    process.stderr.write(
      `Missing: ${missing.map(([file]) => file).join(", ")}. Install with:\n  sudo sh -c '${install}'\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Installing Debian's ${packages}...\n`);
  let result = spawnSync("sh", ["-c", `apt-get install -y ${packages}`], { stdio: "inherit" });
  if (result.status !== 0) result = spawnSync("sh", ["-c", install], { stdio: "inherit" });
  if (result.status !== 0 || missing.some(([file]) => !existsSync(file))) {
    process.stderr.write(`Installing ${packages} failed. Run:\n  ${install}\n`);
    process.exit(1);
  }
}
