/**
 * Starts the production server (node server/index.ts) as a child process for
 * integration tests, and builds the site when needed.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/**
 * The build every suite serves for a base path: "build" for "/" (the one the browser
 * tests and `npm start` use), "build-site" for "/site/". One per base path, not one per
 * suite, so a run builds twice; scripts/ensure-build.ts builds under a lock, so suites
 * that start together wait for one build.
 */
export function buildDirFor(basePath: string): string {
  return basePath === "/" ? "build" : `build-${basePath.replace(/[^a-z0-9]+/gi, "")}`;
}

/** The builds this process has found up to date (ensureBuild), by directory and base path. */
const ensured = new Set<string>();

/**
 * Builds into buildDir unless an up-to-date build for the same settings is there. Always a
 * production build: under Vitest NODE_ENV is "test", which would give the browser React's
 * development bundle, and the build is shared with suites that measure it.
 */
export function ensureBuild(buildDir: string, env: Record<string, string> = {}): void {
  // Once per process and build: a Vitest worker runs many files (decision 0107), and the check
  // alone (a process walking the sources) cost 0.27 s of CPU each time. Nothing changes the
  // sources while tests run.
  const key = `${buildDir} ${env.BASE_PATH ?? process.env.BASE_PATH ?? "/"}`;
  if (ensured.has(key)) return;
  const result = spawnSync(path.join(root, "node_modules/.bin/node"), ["scripts/ensure-build.ts"], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: "production", BUILD_DIR: buildDir },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  ensured.add(key);
}

/** A port free on the loopback interface right now, for a server started as a child process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  proc: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  const port = env.PORT ?? "0";
  const proc = spawn(path.join(root, "node_modules/.bin/node"), ["server/index.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  proc.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`server did not start in ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    proc,
    output: () => out,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve(proc.exitCode);
        proc.once("exit", (code) => resolve(code));
        proc.kill(signal);
      }),
  };
}
