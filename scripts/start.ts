/**
 * `npm start`: check the configuration, build the site when needed, then turn
 * this process into the server (docs/decisions/0014-running-as-a-service.md).
 *
 * The server replaces this process (execve: same PID, no parent left behind), so
 * SIGTERM or SIGINT sent to `npm start` reaches the server itself, npm waits for it
 * to stop, and npm's exit code is the server's.
 */
import path from "node:path";
import type { Config } from "../server/config.ts";
import { writeKernelIndex } from "./kernel-index.ts";

// The kernel's generated index first (scripts/kernel-index.ts): the modules below load the kernel.
writeKernelIndex();
const { ConfigError, parseConfig } = await import("../server/config.ts");
const { MEMORY_ENV, NODE_FLAGS } = await import("../server/runtime-flags.ts");
const { ensureBuild } = await import("./ensure-build.ts");

const root = path.resolve(import.meta.dirname, "..");
const env: NodeJS.ProcessEnv = {
  // Defaults a caller may override (server/compile-cache.ts, server/runtime-flags.ts).
  NODE_COMPILE_CACHE: path.join(root, "node_modules/.cache/node-compile"),
  ...MEMORY_ENV,
  ...process.env,
  NODE_ENV: "production",
};

// A bad value is reported before a build that may take a minute.
let config: Config;
try {
  config = parseConfig(env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const built = ensureBuild(config.BUILD_DIR, config.BASE_PATH, env);
if (built !== 0) process.exit(built);

process.execve!(process.execPath, [process.execPath, ...NODE_FLAGS, path.join(root, "server/index.ts")], env);
