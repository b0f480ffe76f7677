/**
 * `npm run bench:profile`: where an uncached render spends its CPU, for Vitrine
 * (PAGE_CACHE=off) and for `react-router-serve` on the same build. Each server
 * runs under V8's sampling profiler (--cpu-prof) while wrk requests the benchmark
 * pages at 8 connections; the samples are then grouped by what they belong to
 * (React, React Router, its loader-data encoder, Express, our server code, the
 * route code, garbage collection, ...) and divided by the requests served.
 *
 * Writes bench/profile.md. Environment: BUILD_DIR (build-bench), DATA_DIR
 * (/tmp/vitrine-bench), PROFILE_SECONDS per page (6), BENCH_SKIP_BUILD=1.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchServerEnv } from "../bench/server-env.ts";
import { NODE_FLAGS as RUNTIME_NODE_FLAGS } from "../server/runtime-flags.ts";

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const BUILD_DIR = path.resolve(root, env.BUILD_DIR ?? "build-bench");
const DATA_DIR = path.resolve(env.DATA_DIR ?? "/tmp/vitrine-bench");
const SECONDS = Math.max(1, Number(env.PROFILE_SECONDS ?? 6));
const HALF = Math.max(1, Math.round(SECONDS / 2));
const BIN = path.join(root, "node_modules/.bin");
const NODE = path.join(BIN, "node");
const PORTS = { vitrine: 4821, rrServe: 4822 };
const work = path.join(DATA_DIR, "profile");
const NODE_FLAGS = [...RUNTIME_NODE_FLAGS];

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

const WRK = spawnSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).stdout.trim();
if (!WRK) {
  log("wrk is missing: install it with  apt-get install -y wrk");
  process.exit(2);
}

// ---------------------------------------------------------------------------
// Profiles

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

/** What a sample belongs to, from the script it ran in. Order matters: the first match wins. */
const BUCKETS: Array<[string, (url: string, fn: string) => boolean]> = [
  ["garbage collection", (_u, fn) => fn === "(garbage collector)"],
  ["idle (waiting for requests)", (_u, fn) => fn === "(idle)"],
  ["React Router: loader data encoding (turbo-stream)", (u) => /turbo-stream/.test(u)],
  ["React Router: matching, loaders, document assembly", (u) => /node_modules\/(react-router|@react-router)\//.test(u)],
  ["React: rendering to HTML (react-dom/server)", (u) => /node_modules\/react-dom\//.test(u)],
  ["React: elements and hooks (react)", (u) => /node_modules\/react\//.test(u)],
  ["Route modules and components (the build)", (u) => /\/build-[^/]*\/server\/|\/build\/server\//.test(u)],
  ["Vitrine server code (server/, db/)", (u) => /\/work\/[^/]+\/(server|db|app)\//.test(u) || /\/(server|db)\/[^/]+\.ts$/.test(u)],
  ["Express and its middleware", (u) => /node_modules\/(express|router|send|serve-static|finalhandler|body-parser|compression|morgan|helmet|on-headers|on-finished|http-errors|express-static-gzip|express-rate-limit|pino-http|path-to-regexp|content-type|accepts|negotiator|mime|vary|etag|fresh|range-parser|cookie|qs)/.test(u)],
  ["Database and content cache (kysely, node:sqlite)", (u) => /node_modules\/kysely\//.test(u)],
  ["Logging (pino)", (u) => /node_modules\/(pino|sonic-boom|fast-redact|quick-format)/.test(u)],
  ["Node: HTTP, streams, buffers, web streams", (u) => /^node:|^internal\//.test(u) || u === ""],
  ["other packages", () => true],
];

function bucketTimes(profile: CpuProfile): { total: number; buckets: Map<string, number>; functions: Map<string, number> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    total += dt;
    const name = BUCKETS.find(([, test]) => test(frame.url, frame.functionName))![0];
    buckets.set(name, (buckets.get(name) ?? 0) + dt);
    const where = frame.url.includes("node_modules/") ? frame.url.split("node_modules/").pop()! : frame.url.replace(root, "").replace(/^\//, "");
    const key = `${frame.functionName || "(anonymous)"} (${where || "native"}${frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}` : ""})`;
    functions.set(key, (functions.get(key) ?? 0) + dt);
  });
  return { total, buckets, functions };
}

// ---------------------------------------------------------------------------
// Servers

function start(name: string, args: string[], port: number, extra: Record<string, string> = {}): ChildProcess {
  const dir = path.join(work, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const out = openSync(path.join(work, `${name}.log`), "w");
  return spawn(NODE, [...NODE_FLAGS, "--cpu-prof", "--cpu-prof-dir", dir, ...args], {
    cwd: root,
    env: benchServerEnv(env, { port, buildDir: BUILD_DIR, dataDir: DATA_DIR, extra }),
    stdio: ["ignore", out, out],
  });
}

async function waitFor200(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited; see ${work}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopAndReadProfile(name: string, child: ChildProcess): Promise<CpuProfile> {
  return new Promise((resolve, reject) => {
    child.once("exit", () => {
      const dir = path.join(work, name);
      const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
      if (!file) return reject(new Error(`${name} wrote no profile`));
      resolve(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile);
    });
    child.kill("SIGINT");
  });
}

function wrk(url: string, seconds: number): number {
  const out = spawnSync(WRK, ["-t", "2", "-c", "8", "-d", `${seconds}s`, "-H", `cookie: XSRF-TOKEN=${"b".repeat(43)}`, url], { encoding: "utf8" }).stdout;
  return Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
}

// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  if (env.BENCH_SKIP_BUILD !== "1") {
    log(`Building into ${path.relative(root, BUILD_DIR)} ...`);
    const built = spawnSync(path.join(BIN, "react-router"), ["build"], { cwd: root, env: { ...env, PATH: `${BIN}:${env.PATH ?? ""}`, BUILD_DIR, BASE_PATH: "/" }, encoding: "utf8" });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  }
  mkdirSync(work, { recursive: true });
  const pages = ["/", "/cases_list/manufacturing", "/cases/1", "/about", "/mobile"];
  const servers: Array<{ name: string; label: string; port: number; args: string[]; extra: Record<string, string> }> = [
    { name: "vitrine", label: "Vitrine, cache off", port: PORTS.vitrine, args: ["server/index.ts"], extra: { PAGE_CACHE: "off" } },
    { name: "react-router-serve", label: "react-router-serve", port: PORTS.rrServe, args: ["--import", "./bench/rr-serve-preload.ts", path.join(root, "node_modules/@react-router/serve/bin.cjs"), path.join(BUILD_DIR, "server/index.js")], extra: {} },
  ];
  const results: Array<{ label: string; requests: number; total: number; buckets: Map<string, number>; functions: Map<string, number> }> = [];
  // Both run throughout, but only one is under load at a time (the other's idle samples are
  // left out), alternating page by page over two rounds, so that a slower minute on this shared
  // machine falls on both alike.
  const children = servers.map((s) => start(s.name, s.args, s.port, s.extra));
  await Promise.all(servers.map((s, i) => waitFor200(`http://127.0.0.1:${s.port}/`, children[i]!)));
  for (const s of servers) for (const p of pages) wrk(`http://127.0.0.1:${s.port}${p}`, 1); // warm-up: JIT and the content cache
  const requests = servers.map(() => 0);
  for (let round = 0; round < 2; round++) {
    for (const p of pages) {
      servers.forEach((s, i) => {
        requests[i]! += wrk(`http://127.0.0.1:${s.port}${p}`, HALF);
      });
    }
  }
  for (const [i, s] of servers.entries()) {
    const profile = await stopAndReadProfile(s.name, children[i]!);
    results.push({ label: s.label, requests: requests[i]!, ...bucketTimes(profile) });
    log(`${s.label}: ${requests[i]} requests`);
  }

  // The warm-up and start-up samples are in the profile too; they are a few per cent of the
  // total, and the same for both servers.
  const perRequest = (r: (typeof results)[number], us: number) => (r.requests ? us / r.requests : Number.NaN);
  const [a, b] = results as [(typeof results)[number], (typeof results)[number]];
  const names = BUCKETS.map(([n]) => n).filter((n) => a.buckets.has(n) || b.buckets.has(n));
  const busy = (r: (typeof results)[number]) => r.total - (r.buckets.get("idle (waiting for requests)") ?? 0);
  const row = (n: string) => {
    const ua = a.buckets.get(n) ?? 0;
    const ub = b.buckets.get(n) ?? 0;
    return `| ${n} | ${perRequest(a, ua).toFixed(0)} | ${n.startsWith("idle") ? "-" : `${((ua / busy(a)) * 100).toFixed(1)} %`} | ${perRequest(b, ub).toFixed(0)} | ${n.startsWith("idle") ? "-" : `${((ub / busy(b)) * 100).toFixed(1)} %`} |`;
  };
  const top = (r: (typeof results)[number]) =>
    [...r.functions]
      .filter(([k]) => !k.startsWith("(idle)"))
      .sort((x, y) => y[1] - x[1])
      .slice(0, 15)
      .map(([k, us]) => `| ${k.replace(/\|/g, "\\|")} | ${perRequest(r, us).toFixed(0)} | ${((us / busy(r)) * 100).toFixed(1)} % |`);
  const cpus = os.cpus();
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  const md = `# Where an uncached render spends its CPU

Generated by \`npm run bench:profile\` (scripts/profile-render.ts) on ${new Date().toISOString()} at commit ${commit};
${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} logical cores, Node ${process.version}. Both servers under V8's sampling
profiler, one under load at a time: wrk at 8 connections on each of ${pages.map((p) => `\`${p}\``).join(", ")}, ${HALF} s
per page and server, alternating, two rounds (after a 1 s warm-up per page); the same build and database for both.
Microseconds of CPU per request, and each group's share of the busy time (everything but idle). The machine
is shared: absolute figures move by a fifth between runs, the shares much less.

| | ${a.label} (${a.requests} requests) µs/request | share | ${b.label} (${b.requests} requests) µs/request | share |
|---|--:|--:|--:|--:|
${names.map(row).join("\n")}
| **busy total** | **${perRequest(a, busy(a)).toFixed(0)}** | | **${perRequest(b, busy(b)).toFixed(0)}** | |

## What this shows

Both servers spend most of a render in the same code: React rendering the route tree to HTML, React Router
matching, running loaders and encoding the loader data for hydration (turbo-stream), and the garbage those
produce. That part is identical for both, because it is the same build rendering the same pages; what
Vitrine adds or removes around it (its Express middleware, the CSP hashes, buffering, the render queue,
no on-the-fly compression) is a few per cent either way. A single uncached render therefore cannot be
1.5 times faster than \`react-router-serve\` on the same React tree; Vitrine's answer is not to render:
the page cache serves a page in about 25 µs of CPU (bench/results.md), and \`WEB_CONCURRENCY\` renders on
every core.

## Hottest functions, ${a.label}

| Function | µs/request | share |
|---|--:|--:|
${top(a).join("\n")}

## Hottest functions, ${b.label}

| Function | µs/request | share |
|---|--:|--:|
${top(b).join("\n")}
`;
  writeFileSync(path.join(root, "bench/profile.md"), md);
  log("Wrote bench/profile.md");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
