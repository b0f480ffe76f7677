/**
 * `npm start` calls this first: it builds the site when there is no build, when the
 * build was made for another BASE_PATH, or when a source file is newer.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { normaliseBasePath } from "../server/config.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stampFile = path.join(buildDir, "build-stamp.json");
const wanted = { basePath: normaliseBasePath(process.env.BASE_PATH ?? "/") };

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function reason(): string | undefined {
  if (!existsSync(path.join(buildDir, "server", "index.js"))) return "no build yet";
  if (!existsSync(stampFile)) return "build has no stamp";
  const stamp = JSON.parse(readFileSync(stampFile, "utf8")) as typeof wanted & { builtAt: number };
  if (stamp.basePath !== wanted.basePath) return "configuration changed";
  const sources = Math.max(
    // The server build bundles what app/ imports from server/ and db/ too.
    ...["app", "public", "server", "db"].map((dir) => newestMtime(path.join(root, dir))),
    ...["react-router.config.ts", "vite.config.ts", "package-lock.json"].map((f) => statSync(path.join(root, f)).mtimeMs),
  );
  if (sources > stamp.builtAt) return "sources changed";
  return undefined;
}

const why = reason();
if (why) {
  process.stdout.write(`Building the site (${why})...\n`);
  const started = Date.now();
  const result = spawnSync("react-router", ["build"], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, JSON.stringify({ ...wanted, builtAt: started }));
}
