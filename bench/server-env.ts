/**
 * The environment the benchmark scripts (scripts/bench.ts, scripts/profile-render.ts)
 * start a production server with: loopback only, the embedded SQLite database in
 * dataDir, no Redis, and Node's memory settings and compile cache as `npm start` has them.
 */
import path from "node:path";
import { MEMORY_ENV } from "../server/runtime-flags.ts";

export interface BenchServerOptions {
  port: number;
  buildDir: string;
  dataDir: string;
  logLevel?: string;
  extra?: Record<string, string>;
}

export function benchServerEnv(base: NodeJS.ProcessEnv, options: BenchServerOptions): NodeJS.ProcessEnv {
  return {
    ...base,
    ...MEMORY_ENV,
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${options.port}`,
    BUILD_DIR: options.buildDir,
    DATA_DIR: options.dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    LOG_LEVEL: options.logLevel ?? "info",
    NODE_COMPILE_CACHE: path.join(options.dataDir, "bench", "node-compile-cache"),
    ...options.extra,
  };
}

/**
 * Node arguments (after Node's own flags) and extra environment that start
 * `react-router-serve` on a build, with the database services preloaded: either as
 * a stock React Router app serves it, with React Router's default document entry
 * (bench/rr-default-build.ts, the benchmarks' baseline), or with the build's own entry.
 */
export function reactRouterServe(
  root: string,
  buildDir: string,
  entry: "default" | "build",
): { args: string[]; extra: Record<string, string> } {
  const serve = [
    "--import",
    "./bench/rr-serve-preload.ts",
    path.join(root, "node_modules/@react-router/serve/bin.cjs"),
  ];
  return entry === "default"
    ? { args: [...serve, "bench/rr-default-build.ts"], extra: { RR_BUILD_DIR: buildDir } }
    : { args: [...serve, path.join(buildDir, "server/index.js")], extra: {} };
}
