/**
 * `npm run build`: the site's build, then one build per translated locale (decision 0100),
 * each with that locale's interface words compiled in. A locale's build goes to
 * `{BUILD_DIR}/locales/{tag}`; its hashed assets go to `client/assets/{tag}` of the default
 * build, which serves them all, and its own client folder (public files again) is removed.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { writeKernelIndex } from "./kernel-index.ts";

// The kernel's generated index first (scripts/kernel-index.ts): the modules below load the kernel.
writeKernelIndex();
const { TRANSLATIONS } = await import("../app/kernel/ui-strings/catalog.ts");
const { normaliseBasePath } = await import("../server/config.ts");
const { localeBuildDir } = await import("../server/locale-builds.ts");

const root = path.resolve(import.meta.dirname, "..");
/** npm's link to the CLI (the package exports no path to it). */
const REACT_ROUTER_CLI = path.join(root, "node_modules", ".bin", "react-router");

/** The locales built apart from the default build: those with a translation. */
export const TRANSLATED_LOCALES = Object.keys(TRANSLATIONS);

/** Builds the site into buildDir; returns 0, or the failed build's exit code. */
export function buildSite(buildDir: string, basePath: string, env: NodeJS.ProcessEnv = process.env): number {
  rmSync(path.join(buildDir, "locales"), { recursive: true, force: true });
  for (const tag of [undefined, ...TRANSLATED_LOCALES]) {
    const dir = tag ? localeBuildDir(buildDir, tag) : buildDir;
    // The CLI runs on this process's Node (the project's pinned one), found by path rather
    // than through PATH, which holds node_modules/.bin only under npm.
    const result = spawnSync(process.execPath, [REACT_ROUTER_CLI, "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...env, BUILD_DIR: dir, BASE_PATH: basePath, MESSAGES_LOCALE: tag ?? "" },
    });
    if (result.error) process.stderr.write(`The build could not start: ${result.error.message}\n`);
    if (result.status !== 0) return result.status || 1;
    if (!tag) continue;
    // Its chunks have a folder of their own under the default build's assets (vite.config.ts).
    cpSync(path.join(dir, "client", "assets", tag), path.join(buildDir, "client", "assets", tag), { recursive: true });
    rmSync(path.join(dir, "client"), { recursive: true, force: true });
  }
  return 0;
}

if (import.meta.main) {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  process.exitCode = buildSite(buildDir, normaliseBasePath(process.env.BASE_PATH ?? "/"));
  if (existsSync(buildDir) && process.exitCode === 0) process.stdout.write(`Built into ${buildDir}\n`);
}
