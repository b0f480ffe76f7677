/**
 * `npm run bench:profile`: where an uncached render spends its CPU, for Vitrine
 * (PAGE_CACHE=off) and for `react-router-serve` on the same build, with React
 * Router's default document entry (the baseline) and with Vitrine's entry. Each server
 * runs under V8's sampling profiler (--cpu-prof) while wrk requests the benchmark
 * pages at 8 connections; the samples are then grouped by what they belong to
 * (React, React Router, its loader-data encoder, Express, our server code, the
 * route code, garbage collection, ...) and divided by the requests served.
 *
 * Writes bench/profile.md. Environment: BUILD_DIR (build-bench), DATA_DIR
 * (/tmp/vitrine-bench), PROFILE_SECONDS per page (6), PROFILE_CONNECTIONS (wrk's, 8),
 * PROFILE_PORT (first of three ports, 4821), PROFILE_PAGES (comma-separated paths; the five
 * bench pages), BENCH_SKIP_BUILD=1.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchServerEnv, reactRouterServe } from "../bench/server-env.ts";
import { NODE_FLAGS as RUNTIME_NODE_FLAGS } from "../server/runtime-flags.ts";

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const BUILD_DIR = path.resolve(root, env.BUILD_DIR ?? "build-bench");
const DATA_DIR = path.resolve(env.DATA_DIR ?? "/tmp/vitrine-bench");
const SECONDS = Math.max(1, Number(env.PROFILE_SECONDS ?? 6));
const HALF = Math.max(1, Math.round(SECONDS / 2));
const CONNECTIONS = Math.max(1, Number(env.PROFILE_CONNECTIONS ?? 8));
const BIN = path.join(root, "node_modules/.bin");
const NODE = path.join(BIN, "node");
const FIRST_PORT = Number(env.PROFILE_PORT ?? 4821);
const PORTS = { vitrine: FIRST_PORT, rrServe: FIRST_PORT + 1, rrServeOurEntry: FIRST_PORT + 2 };
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
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
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
  [
    "Vitrine server code (server/, db/)",
    (u) => /\/work\/[^/]+\/(server|db|app)\//.test(u) || /\/(server|db)\/[^/]+\.ts$/.test(u),
  ],
  [
    "Express and its middleware",
    (u) =>
      /node_modules\/(express|router|send|serve-static|finalhandler|body-parser|compression|morgan|helmet|on-headers|on-finished|http-errors|express-static-gzip|express-rate-limit|pino-http|path-to-regexp|content-type|accepts|negotiator|mime|vary|etag|fresh|range-parser|cookie|qs)/.test(
        u,
      ),
  ],
  ["Database and content cache (kysely, node:sqlite)", (u) => /node_modules\/kysely\//.test(u)],
  ["Logging (pino)", (u) => /node_modules\/(pino|sonic-boom|fast-redact|quick-format)/.test(u)],
  ["Node: HTTP, streams, buffers, web streams", (u) => /^node:|^internal\//.test(u) || u === ""],
  ["other packages", () => true],
];

/**
 * The steps only Vitrine's server takes around a render, by the function that runs each:
 * their time includes everything they call (a sample counts once per step on its stack).
 */
const STEPS: Array<[string, RegExp]> = [
  ["access log (pino-http)", /^(loggingMiddleware|onResFinished)$/],
  // Helmet's own middleware: it ran for every request before its headers were decided once (decision 0079).
  ["security headers (helmet, per request)", /^helmetMiddleware$/],
  ["Fetch request from Express's (toWebRequest)", /^toWebRequest$/],
  ["loader data read and escaped (readLoaderData, escapeScript)", /^(readLoaderData|escapeScript)$/],
  [
    "document assembly after React (lowPriorityPieces, startScriptsAfterPaint)",
    /^(lowPriorityPieces|lowPriorityDocument|withScriptsBeforeBodyEnd|preloadScriptsAtLowPriority|startScriptsAfterPaint)$/,
  ],
  ["CSP hashing and token removal (secureDocument)", /^secureDocument$/],
  ["sending the document (send)", /^send$/],
  ["chrome loader (loadChrome)", /^loadChrome$/],
];

function bucketTimes(profile: CpuProfile): {
  total: number;
  buckets: Map<string, number>;
  functions: Map<string, number>;
  steps: Map<string, number>;
} {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ownFile = (url: string) => !url.includes("node_modules/") || /pino-http|helmet/.test(url);
  const stepsOf = new Map<number, string[]>();
  const stepsAt = (id: number): string[] => {
    const known = stepsOf.get(id);
    if (known) return known;
    const frame = byId.get(id)?.callFrame;
    const up = parent.get(id);
    const above = up === undefined ? [] : stepsAt(up);
    const step = frame && ownFile(frame.url) ? STEPS.find(([, re]) => re.test(frame.functionName))?.[0] : undefined;
    const here = step && !above.includes(step) ? [...above, step] : above;
    stepsOf.set(id, here);
    return here;
  };
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  const steps = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    total += dt;
    for (const step of stepsAt(id)) steps.set(step, (steps.get(step) ?? 0) + dt);
    const name = BUCKETS.find(([, test]) => test(frame.url, frame.functionName))![0];
    buckets.set(name, (buckets.get(name) ?? 0) + dt);
    const where = frame.url.includes("node_modules/")
      ? frame.url.split("node_modules/").pop()!
      : frame.url.replace(root, "").replace(/^\//, "");
    const key = `${frame.functionName || "(anonymous)"} (${where || "native"}${frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}` : ""})`;
    functions.set(key, (functions.get(key) ?? 0) + dt);
  });
  return { total, buckets, functions, steps };
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
  const out = spawnSync(
    WRK,
    ["-t", "2", "-c", String(CONNECTIONS), "-d", `${seconds}s`, "-H", `cookie: XSRF-TOKEN=${"b".repeat(43)}`, url],
    { encoding: "utf8" },
  ).stdout;
  return Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
}

// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  if (env.BENCH_SKIP_BUILD !== "1") {
    log(`Building into ${path.relative(root, BUILD_DIR)} ...`);
    const built = spawnSync(path.join(BIN, "react-router"), ["build"], {
      cwd: root,
      env: { ...env, PATH: `${BIN}:${env.PATH ?? ""}`, BUILD_DIR, BASE_PATH: "/" },
      encoding: "utf8",
    });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  }
  mkdirSync(work, { recursive: true });
  const pages = env.PROFILE_PAGES?.split(",").filter(Boolean) ?? [
    "/",
    "/cases_list/manufacturing",
    "/cases/1",
    "/about",
    "/mobile",
  ];
  const servers: Array<{ name: string; label: string; port: number; args: string[]; extra: Record<string, string> }> = [
    {
      name: "vitrine",
      label: "Vitrine, cache off",
      port: PORTS.vitrine,
      args: ["server/index.ts"],
      extra: { PAGE_CACHE: "off" },
    },
    // The baseline: the build with React Router's default document entry (bench/rr-default-build.ts).
    {
      name: "react-router-serve",
      label: "react-router-serve",
      port: PORTS.rrServe,
      ...reactRouterServe(root, BUILD_DIR, "default"),
    },
    // The build as it is, entry included: shows what the entry does and what the server around it does.
    {
      name: "react-router-serve-our-entry",
      label: "react-router-serve, Vitrine's entry",
      port: PORTS.rrServeOurEntry,
      ...reactRouterServe(root, BUILD_DIR, "build"),
    },
  ];
  const results: Array<{
    label: string;
    requests: number;
    total: number;
    buckets: Map<string, number>;
    functions: Map<string, number>;
    steps: Map<string, number>;
  }> = [];
  // All run throughout, but only one is under load at a time (the others' idle samples are
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
  const names = BUCKETS.map(([n]) => n).filter((n) => results.some((r) => r.buckets.has(n)));
  const busy = (r: (typeof results)[number]) => r.total - (r.buckets.get("idle (waiting for requests)") ?? 0);
  const cell = (r: (typeof results)[number], n: string) => {
    const us = r.buckets.get(n) ?? 0;
    return `${perRequest(r, us).toFixed(0)} | ${n.startsWith("idle") ? "-" : `${((us / busy(r)) * 100).toFixed(1)} %`}`;
  };
  const top = (r: (typeof results)[number]) =>
    [...r.functions]
      .filter(([k]) => !k.startsWith("(idle)"))
      .sort((x, y) => y[1] - x[1])
      .slice(0, 15)
      .map(
        ([k, us]) =>
          `| ${k.replace(/\|/g, "\\|")} | ${perRequest(r, us).toFixed(0)} | ${((us / busy(r)) * 100).toFixed(1)} % |`,
      );
  const [ours, baseline, ourEntry] = results as [
    (typeof results)[number],
    (typeof results)[number],
    (typeof results)[number],
  ];
  const cpuRatio = (x: (typeof results)[number], y: (typeof results)[number]) =>
    (perRequest(x, busy(x)) / perRequest(y, busy(y))).toFixed(2);
  const cpus = os.cpus();
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  const md = `# Where an uncached render spends its CPU

Generated by \`npm run bench:profile\` (scripts/profile-render.ts) on ${new Date().toISOString()} at commit ${commit};
${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} logical cores, Node ${process.version}. Each server under V8's sampling
profiler, one under load at a time: wrk at ${CONNECTIONS} connections on each of ${pages.map((p) => `\`${p}\``).join(", ")}, ${HALF} s
per page and server, taking turns, two rounds (after a 1 s warm-up per page); the same build and database for all.
Microseconds of CPU per request, and each group's share of the busy time (everything but idle). The machine
is shared: absolute figures move by a fifth between runs, the shares much less.

- **${ours.label}**: \`npm start\` with \`PAGE_CACHE=off\`.
- **${baseline.label}**: the baseline of bench/results.md. \`react-router-serve\` serving the build with React
  Router's default document entry (bench/rr-default-build.ts): the document streams, and React Router writes its
  hydration data from a suspending component.
- **${ourEntry.label}**: \`react-router-serve\` serving the build as it is, with app/entry.server.tsx, which reads
  the hydration data first and renders the document to one string.

| | ${results.map((r) => `${r.label} (${r.requests} requests) µs/request | share`).join(" | ")} |
|---|${results.map(() => "--:|--:").join("|")}|
${names.map((n) => `| ${n} | ${results.map((r) => cell(r, n)).join(" | ")} |`).join("\n")}
| **busy total** | ${results.map((r) => `**${perRequest(r, busy(r)).toFixed(0)}** | `).join(" | ")} |

## Vitrine's own steps around a render

Each step's time includes what it calls.

| Step | ${ours.label} µs/request | share |
|---|--:|--:|
${STEPS.map(([n]) => `| ${n} | ${perRequest(ours, ours.steps.get(n) ?? 0).toFixed(0)} | ${(((ours.steps.get(n) ?? 0) / busy(ours)) * 100).toFixed(1)} % |`).join("\n")}

## What this shows

CPU per request, baseline ÷ Vitrine: **${cpuRatio(baseline, ours)}**; baseline ÷ \`react-router-serve\` with Vitrine's
entry: ${cpuRatio(baseline, ourEntry)}. Most of the difference is the document entry: rendering to one string skips
React's byte encoding of every chunk, the Suspense boundaries React Router streams its data through, and the web
stream the document is piped into. The rest is the same for every server, because it is the same build rendering
the same pages: React rendering the route tree, React Router matching and running loaders, turbo-stream encoding
the loader data (it grows with the data a page's loaders return), and the garbage those produce. What Vitrine's
server adds or removes around the render (its Express middleware, the CSP hashes, the render queue, no on-the-fly
compression, no static-file lookup for page URLs) is a few per cent either way.

${results
  .map(
    (r) => `## Hottest functions, ${r.label}

| Function | µs/request | share |
|---|--:|--:|
${top(r).join("\n")}
`,
  )
  .join("\n")}`;
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
