/**
 * Builds the site when there is no build, when the build was made for another
 * BASE_PATH, or when a source file is newer. `npm start` (scripts/start.ts) calls
 * ensureBuild after checking the configuration; run as a script, it reads
 * BUILD_DIR and BASE_PATH from the environment (the benchmarks and tests).
 *
 * Test suites share one build per base path and may start together, so a build holds
 * a lock (a directory beside it: mkdir either creates it or fails, in one step); the
 * next caller waits, then finds the build up to date. Node has no file lock of its own,
 * and this one takes over a lock whose process is gone.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { normaliseBasePath } from "../server/config.ts";
import { localeBuildDir } from "../server/locale-builds.ts";
import { buildSite, TRANSLATED_LOCALES } from "./build.ts";

const root = path.resolve(import.meta.dirname, "..");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function reason(buildDir: string, basePath: string): string | undefined {
  const stampFile = path.join(buildDir, "build-stamp.json");
  if (!existsSync(path.join(buildDir, "server", "index.js"))) return "no build yet";
  if (TRANSLATED_LOCALES.some((tag) => !existsSync(path.join(localeBuildDir(buildDir, tag), "server", "index.js"))))
    return "a locale's build is missing";
  if (!existsSync(stampFile)) return "build has no stamp";
  const stamp = JSON.parse(readFileSync(stampFile, "utf8")) as { basePath: string; builtAt: number };
  if (stamp.basePath !== basePath) return "configuration changed";
  const sources = Math.max(
    // The server build bundles what app/ imports from server/ and db/ too.
    ...["app", "public", "server", "db"].map((dir) => newestMtime(path.join(root, dir))),
    ...[
      "react-router.config.ts",
      "vite.config.ts",
      "package-lock.json",
      "scripts/build.ts",
      "scripts/messages-plugin.ts",
    ].map((f) => statSync(path.join(root, f)).mtimeMs),
  );
  if (sources > stamp.builtAt) return "sources changed";
  return undefined;
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs fn while holding buildDir's lock, after whoever holds it now is done. */
function whileLocked<T>(buildDir: string, fn: () => T): T {
  const lock = `${buildDir}-lock`;
  const owner = path.join(lock, "pid");
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let abandoned: boolean;
    try {
      const pid = existsSync(owner) ? Number(readFileSync(owner, "utf8")) : 0;
      // A holder that died, or one that never wrote its pid long ago, leaves the lock to us.
      abandoned = pid ? !running(pid) : Date.now() - statSync(lock).mtimeMs > 60_000;
    } catch {
      continue; // released meanwhile
    }
    if (abandoned) rmSync(lock, { recursive: true, force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds into buildDir when needed; returns 0, or the failed build's exit code. */
export function ensureBuild(buildDir: string, basePath: string, env: NodeJS.ProcessEnv = process.env): number {
  if (!reason(buildDir, basePath)) return 0;
  return whileLocked(buildDir, () => build(buildDir, basePath, env));
}

function build(buildDir: string, basePath: string, env: NodeJS.ProcessEnv): number {
  // Another process may have built it while this one waited for the lock.
  const why = reason(buildDir, basePath);
  if (!why) return 0;
  process.stdout.write(`Building the site (${why})...\n`);
  const started = Date.now();
  const status = buildSite(buildDir, basePath, env);
  if (status !== 0) {
    process.stderr.write(`The build failed (${status}).\n`);
    return status;
  }
  writeFileSync(path.join(buildDir, "build-stamp.json"), JSON.stringify({ basePath, builtAt: started }));
  // The demo's pictures and video tours, made once per content into the cache (the first start links them).
  const media = spawnSync(process.execPath, ["scripts/prepare-media.ts"], { cwd: root, stdio: "inherit", env });
  if (media.status !== 0) process.stdout.write("Demo media not prepared now; the first start makes them.\n");
  return 0;
}

if (import.meta.main) {
  process.exitCode = ensureBuild(
    path.resolve(root, process.env.BUILD_DIR ?? "build"),
    normaliseBasePath(process.env.BASE_PATH ?? "/"),
  );
}
