/**
 * `npm run bench`: builds the site, starts the production server on the seeded
 * embedded database, and measures in one run, on loopback only, with wrk:
 *
 *   - five pages (home, a list, a detail, a static page, the mobile home) at 1 and
 *     50 connections: requests per second, p50 and p99 latency;
 *   - served from the page cache (identity and brotli), rendered with the cache off
 *     by each document entry (DOCUMENT_ENTRY=fast, the default, and stock: decision
 *     0019), by `react-router-serve` on the same build with React Router's default document
 *     entry (bench/rr-default-build.ts), and by nginx serving the same
 *     rendered bytes (plain, and with on-the-fly gzip);
 *   - start-up time to the first 200 with an existing database, resident memory
 *     idle, before and after the 50-connection runs;
 *   - every route's JavaScript and CSS from the build manifest, and each mobile
 *     route's JavaScript next to its desktop counterpart's.
 *
 * Vitrine is measured as one process (the default) and with one worker per core
 * (WEB_CONCURRENCY, at least 2), as nginx runs.
 *
 * Then, unless BENCH_CDN=0, the same build behind Varnish (scripts/bench-cdn.ts, bench/cdn.md).
 *
 * Writes bench/results.md. Environment: BUILD_DIR (build-bench), DATA_DIR
 * (/tmp/vitrine-bench), BENCH_PORT (first of nine ports, 4800), BENCH_SECONDS
 * (per 50-connection point, 10; 1-connection points take half), BENCH_SKIP_BUILD=1.
 *
 * `npm run bench -- --baseline <checkout>` instead compares this build with another
 * checkout's (an older commit with its own node_modules, built beforehand with
 * `BUILD_DIR=build-bench BASE_PATH=/ npx react-router build`, or BASELINE_BUILD_DIR):
 * both served from the page cache and rendered with the cache off, each on its own
 * seeded database, in BENCH_ROUNDS (6) interleaved rounds per page of BENCH_SECONDS / 2
 * at 50 connections, the two builds taking turns to go first. A shared machine's load
 * drifts over minutes, not over one round, so the median of the per-round ratios
 * (this ÷ baseline, requests per second and CPU per request) holds where separate
 * runs do not. Writes bench/ab-results.md.
 *
 * `npm run bench -- --render` measures only the uncached renders against
 * `react-router-serve`, in the same interleaved rounds (bench/render-ab.ts); writes
 * bench/render-ab.md.
 *
 * `npm run bench -- --locale` measures each bench page against its Chinese twin on one
 * server, in the same interleaved rounds (bench/locale-ab.ts); writes bench/locale-ab.md.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { mobileDesktopTable, routeAssets, routeAssetsTable } from "../bench/route-assets.ts";
import { benchServerEnv, reactRouterServe } from "../bench/server-env.ts";
import { renderAgainstReactRouterServe } from "../bench/render-ab.ts";
import { localeAgainstDefault } from "../bench/locale-ab.ts";
import { childPids, cpuMicros, median, wrk as runWrk, type Point } from "../bench/wrk.ts";
import { MEMORY_ENV, NODE_FLAGS as RUNTIME_NODE_FLAGS } from "../server/runtime-flags.ts";
import { buildSite } from "./build.ts";

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const BUILD_DIR = path.resolve(root, env.BUILD_DIR ?? "build-bench");
const DATA_DIR = path.resolve(env.DATA_DIR ?? "/tmp/vitrine-bench");
const PORT = Number(env.BENCH_PORT ?? 4800);
const SECONDS = Math.max(1, Number(env.BENCH_SECONDS ?? 10));
const BIN = path.join(root, "node_modules/.bin");
const NODE = path.join(BIN, "node");
/** As `npm start` runs Node (server/runtime-flags.ts); react-router-serve gets the same. */
const NODE_FLAGS = [...RUNTIME_NODE_FLAGS];
const childEnv = { ...env, ...MEMORY_ENV, PATH: `${BIN}:${env.PATH ?? ""}` };
const work = path.join(DATA_DIR, "bench");
mkdirSync(work, { recursive: true });

const ports = {
  cached: PORT + 1,
  uncached: PORT + 2,
  rrServe: PORT + 3,
  nginx: PORT + 4,
  nginxGzip: PORT + 5,
  cachedCluster: PORT + 6,
  uncachedCluster: PORT + 7,
  uncachedStock: PORT + 8,
};
/** Workers of the multi-process rows (WEB_CONCURRENCY): one per core, as nginx's `worker_processes auto`. */
const WORKERS = Math.max(2, os.availableParallelism());
const children: ChildProcess[] = [];

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

function need(cmd: string, pkg: string): string {
  const found = spawnSync("sh", ["-c", `command -v ${cmd} || ls /usr/sbin/${cmd} 2>/dev/null`], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")[0];
  if (!found) {
    log(`${cmd} is missing: install it with  apt-get install -y ${pkg}`);
    process.exit(2);
  }
  return found;
}

const WRK = need("wrk", "wrk");

function shutdownAll(): void {
  for (const c of children) if (c.exitCode === null && c.pid) c.kill("SIGTERM");
}
process.on("exit", shutdownAll);
process.on("SIGINT", () => process.exit(130));

/** Vitrine's servers run the default document entry unless a row asks for the stock one. */
function serverEnv(port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return benchServerEnv(childEnv, {
    port,
    buildDir: BUILD_DIR,
    dataDir: DATA_DIR,
    logLevel: env.BENCH_LOG_LEVEL ?? "info",
    extra: { DOCUMENT_ENTRY: "fast", ...extra },
  });
}

function startProcess(name: string, args: string[], processEnv: NodeJS.ProcessEnv, cwd = root): ChildProcess {
  const out = openSync(path.join(work, `${name}.log`), "w");
  const child = spawn(args[0]!, args.slice(1), { cwd, env: processEnv, stdio: ["ignore", out, out] });
  children.push(child);
  return child;
}

async function waitFor200(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}; see ${work}`);
    try {
      const res = await fetch(url, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kbytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kbytes / 102.4) / 10;
}

/** Resident memory of a process and its children (a cluster primary and its workers). */
function rssTreeMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const children = childPids(pid);
  return Math.round([pid, ...children].reduce((n, p) => n + rssMb(p), 0) * 10) / 10;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** One wrk run, with this script's wrk. */
function wrk(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Point {
  return runWrk(WRK, url, connections, seconds, headers);
}

// ---------------------------------------------------------------------------

function build(): void {
  if (env.BENCH_SKIP_BUILD === "1") return;
  log(`Building into ${path.relative(root, BUILD_DIR)} ...`);
  const status = buildSite(BUILD_DIR, "/", childEnv);
  if (status !== 0) throw new Error(`build failed (${status})`);
}

/** `--baseline <checkout>`: this build against another, in interleaved rounds (see the header). */
async function compare(baselineRoot: string): Promise<void> {
  const baselineBuild = path.resolve(baselineRoot, env.BASELINE_BUILD_DIR ?? "build-bench");
  if (!existsSync(path.join(baselineBuild, "server/index.js")))
    throw new Error(
      `${baselineBuild} holds no build: run \`BUILD_DIR=build-bench BASE_PATH=/ npx react-router build\` there`,
    );
  build();
  // The commits as built, before the runs.
  const [head, base] = [root, baselineRoot].map((cwd) =>
    spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd, encoding: "utf8" }).stdout.trim(),
  );
  const ROUNDS = Math.max(2, Number(env.BENCH_ROUNDS ?? 6));
  const roundSeconds = Math.max(1, Math.round(SECONDS / 2));
  const sides = [
    { name: "this", cwd: root, buildDir: BUILD_DIR, dataDir: path.join(DATA_DIR, "ab-this") },
    { name: "baseline", cwd: baselineRoot, buildDir: baselineBuild, dataDir: path.join(DATA_DIR, "ab-baseline") },
  ];
  const modes: Array<{ mode: string; extra: Record<string, string> }> = [
    { mode: "page cache", extra: {} },
    { mode: "render", extra: { PAGE_CACHE: "off" } },
  ];
  let port = PORT;
  const servers = sides.flatMap((side) =>
    modes.map(({ mode, extra }) => {
      const processEnv = benchServerEnv(childEnv, { ...side, port: ++port, logLevel: "warn", extra });
      const node = path.join(side.cwd, "node_modules/.bin/node");
      return {
        side: side.name,
        mode,
        port,
        processEnv,
        node,
        cwd: side.cwd,
        child: undefined as ChildProcess | undefined,
      };
    }),
  );
  log("Starting servers (a first start seeds each database) ...");
  for (const s of servers) {
    s.child = startProcess(`ab-${s.side}-${s.port}`, [s.node, ...NODE_FLAGS, "server/index.ts"], s.processEnv, s.cwd);
    await waitFor200(`http://127.0.0.1:${s.port}/`, s.child, 300_000);
  }
  const listPath = env.BENCH_LIST ?? "/cases_list/manufacturing";
  const listHtml = await (await fetch(`http://127.0.0.1:${servers[0]!.port}${listPath}`)).text();
  const pages: Array<[string, string]> = [
    ["home", "/"],
    ["list", listPath],
    ["detail", env.BENCH_DETAIL ?? /href="(\/(?:cases|detail|solution|qa)\/\d+)"/.exec(listHtml)?.[1] ?? "/detail/1"],
    ["static", env.BENCH_STATIC ?? "/about"],
    ["mobile home", "/mobile"],
  ];
  for (const [, p] of pages)
    for (const s of servers) {
      const res = await fetch(`http://127.0.0.1:${s.port}${p}`);
      await res.arrayBuffer();
      if (res.status !== 200) log(`warning: ${s.side} ${p} answered ${res.status}`);
      wrk(`http://127.0.0.1:${s.port}${p}`, 8, 1);
    }
  const loadBefore = os.loadavg();
  const rows = [
    `| Page | Server | this req/s | baseline req/s | this ÷ baseline, req/s (median of ${ROUNDS}; range) | this ÷ baseline, CPU µs/req |`,
    "|---|---|--:|--:|--:|--:|",
  ];
  for (const [name, p] of pages) {
    for (const { mode } of modes) {
      const [a, b] = sides.map((side) => servers.find((s) => s.side === side.name && s.mode === mode)!);
      const rps = { this: [] as number[], baseline: [] as number[] };
      const cpu = { this: [] as number[], baseline: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const s of round % 2 ? [b!, a!] : [a!, b!]) {
          const cpuBefore = cpuMicros([s.child?.pid]);
          const point = wrk(`http://127.0.0.1:${s.port}${p}`, 50, roundSeconds);
          const side = s.side as "this" | "baseline";
          rps[side].push(point.rps);
          cpu[side].push(point.requests ? (cpuMicros([s.child?.pid]) - cpuBefore) / point.requests : Number.NaN);
        }
      }
      // A round in which either build answered nothing (a stall of the machine) has no ratio.
      const ratios = rps.this.map((t, i) => t / rps.baseline[i]!).filter((r) => Number.isFinite(r) && r > 0);
      const cpuRatios = cpu.this.map((t, i) => t / cpu.baseline[i]!);
      const row = `| ${name} | ${mode} | ${median(rps.this).toFixed(0)} | ${median(rps.baseline).toFixed(0)} | ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) | ${median(cpuRatios).toFixed(2)} |`;
      rows.push(row);
      log(row);
    }
  }
  writeFileSync(
    path.join(root, "bench/ab-results.md"),
    `# This build against a baseline

Generated by \`npm run bench -- --baseline\` (scripts/bench.ts) on ${new Date().toISOString()}: commit ${head} against ${base}.
${ROUNDS} interleaved rounds per page and server type of ${roundSeconds} s at 50 connections, loopback, one process each,
embedded SQLite. Load average before: ${loadBefore.map((n) => n.toFixed(2)).join(" ")}; after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}. Requests per second above 1 and CPU per request below 1 favour this build.

${rows.join("\n")}
`,
  );
  log("Wrote bench/ab-results.md");
  await Promise.all(servers.map((s) => s.child && stop(s.child)));
}

async function main(): Promise<void> {
  const NGINX = need("nginx", "nginx-light");
  const loadBefore = os.loadavg();
  build();

  // A first start creates, migrates and seeds the database when needed (and
  // generates the images); the measured starts then find everything in place.
  const home = (port: number) => `http://127.0.0.1:${port}/`;
  log("Preparing the embedded database ...");
  const first = startProcess("first-start", [NODE, ...NODE_FLAGS, "server/index.ts"], serverEnv(ports.cached));
  await waitFor200(home(ports.cached), first, 300_000);
  await stop(first);

  log("Starting servers ...");
  // Start-up to the first 200 with an existing database: the median of three starts.
  const startups: number[] = [];
  for (let i = 0; i < 2; i++) {
    const spawnedAt = performance.now();
    const probe = startProcess("startup-probe", [NODE, ...NODE_FLAGS, "server/index.ts"], serverEnv(ports.cached));
    await waitFor200(home(ports.cached), probe);
    startups.push(performance.now() - spawnedAt);
    await stop(probe);
  }
  const spawnedAt = performance.now();
  const cached = startProcess("vitrine-cached", [NODE, ...NODE_FLAGS, "server/index.ts"], serverEnv(ports.cached));
  await waitFor200(home(ports.cached), cached);
  startups.push(performance.now() - spawnedAt);
  const startupMs = startups.sort((a, b) => a - b)[1]!;
  const rssAtStart = rssMb(cached.pid);
  const uncached = startProcess(
    "vitrine-uncached",
    [NODE, ...NODE_FLAGS, "server/index.ts"],
    serverEnv(ports.uncached, { PAGE_CACHE: "off" }),
  );
  // The same server with React Router's stock entry (app/lib/react-router-seam, decision 0019).
  const uncachedStock = startProcess(
    "vitrine-uncached-stock",
    [NODE, ...NODE_FLAGS, "server/index.ts"],
    serverEnv(ports.uncachedStock, { PAGE_CACHE: "off", DOCUMENT_ENTRY: "stock" }),
  );
  // The same build with React Router's default document entry (bench/rr-default-build.ts).
  const baseline = reactRouterServe(root, BUILD_DIR, "default");
  const rrServe = startProcess(
    "react-router-serve",
    [NODE, ...NODE_FLAGS, ...baseline.args],
    serverEnv(ports.rrServe, baseline.extra),
  );
  const cluster = { WEB_CONCURRENCY: String(WORKERS) };
  const cachedCluster = startProcess(
    "vitrine-cached-cluster",
    [NODE, ...NODE_FLAGS, "server/index.ts"],
    serverEnv(ports.cachedCluster, cluster),
  );
  const uncachedCluster = startProcess(
    "vitrine-uncached-cluster",
    [NODE, ...NODE_FLAGS, "server/index.ts"],
    serverEnv(ports.uncachedCluster, { ...cluster, PAGE_CACHE: "off" }),
  );
  await waitFor200(home(ports.uncached), uncached);
  await waitFor200(home(ports.uncachedStock), uncachedStock);
  for (const [port, child] of [
    [ports.cachedCluster, cachedCluster],
    [ports.uncachedCluster, uncachedCluster],
  ] as const) {
    await waitFor200(home(port), child);
    // The first worker answers first; wait for the others before measuring.
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      if (childPids(child.pid).length >= WORKERS) break;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  const rrReady = await waitFor200(home(ports.rrServe), rrServe).then(
    () => true,
    (e: unknown) => {
      log(`react-router-serve did not answer 200: ${String(e)}`);
      return false;
    },
  );

  // The pages. The detail is the first detail link the list shows.
  const listPath = env.BENCH_LIST ?? "/cases_list/manufacturing";
  const listHtml = await (await fetch(`${home(ports.cached)}${listPath.slice(1)}`)).text();
  const detailPath =
    env.BENCH_DETAIL ?? /href="(\/(?:cases|detail|solution|qa)\/\d+)"/.exec(listHtml)?.[1] ?? "/detail/1";
  const pages: Array<[string, string]> = [
    ["home", "/"],
    ["list", listPath],
    ["detail", detailPath],
    ["static", env.BENCH_STATIC ?? "/about"],
    ["mobile home", "/mobile"],
  ];

  // The same rendered bytes for nginx, and the sizes of what each page sends.
  const www = path.join(work, "www");
  mkdirSync(www, { recursive: true });
  const sizes: string[] = [];
  for (const [name, p] of pages) {
    const res = await fetch(`http://127.0.0.1:${ports.cached}${p}`, { headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) log(`warning: ${p} answered ${res.status}`);
    writeFileSync(path.join(www, `${name.replace(" ", "-")}.html`), body);
    await new Promise((r) => setTimeout(r, 300)); // let the maximum-quality brotli body replace the quick one
    const encoded = async (ae: string) => {
      const r = await fetch(`http://127.0.0.1:${ports.cached}${p}`, { headers: { "accept-encoding": ae } });
      await r.arrayBuffer();
      return Number(r.headers.get("content-length") ?? 0) / 1024;
    };
    sizes.push(
      `| ${name} | \`${p}\` | ${res.status} | ${(body.length / 1024).toFixed(1)} | ${(await encoded("br")).toFixed(1)} | ${(await encoded("gzip")).toFixed(1)} |`,
    );
  }
  const nginxConf = path.join(work, "nginx.conf");
  const temp = (n: string) => `${n}_temp_path ${path.join(work, `nginx-${n}`)};`;
  writeFileSync(
    nginxConf,
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes auto;
pid ${path.join(work, "nginx.pid")};
error_log ${path.join(work, "nginx-error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { text/html html; }
  default_type text/html;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  server { listen 127.0.0.1:${ports.nginx}; root ${www}; }
  server { listen 127.0.0.1:${ports.nginxGzip}; root ${www}; gzip on; gzip_comp_level 6; gzip_types text/html; gzip_min_length 1024; }
}
`,
  );
  const nginx = startProcess("nginx", [NGINX, "-p", work, "-c", nginxConf, "-g", "daemon off;"], childEnv);
  await waitFor200(`http://127.0.0.1:${ports.nginx}/home.html`, nginx);

  // Warm every server on every page (JIT, page cache, content cache).
  for (const [, p] of pages) {
    for (const port of [
      ports.cached,
      ports.uncached,
      ports.uncachedStock,
      ports.cachedCluster,
      ports.uncachedCluster,
      ...(rrReady ? [ports.rrServe] : []),
    ])
      wrk(`http://127.0.0.1:${port}${p}`, 8, 1);
  }
  const rssBefore = rssMb(cached.pid);
  const rssClusterBefore = rssTreeMb(cachedCluster.pid);

  const STOCK = "Vitrine, cache off (render, stock entry)";
  type Target = {
    label: string;
    pid: () => number | undefined;
    url: (page: string, file: string) => string;
    headers?: Record<string, string>;
  };
  // A returning visitor: the browser holds the XSRF token the first answer gave it. Every
  // request carries it (nginx and react-router-serve ignore it); one row shows first visits.
  const cookie = { cookie: `XSRF-TOKEN=${"b".repeat(43)}` };
  const br = { ...cookie, "accept-encoding": "br, gzip" };
  const targets: Target[] = [
    {
      label: "Vitrine, page cache (identity)",
      pid: () => cached.pid,
      url: (p) => `http://127.0.0.1:${ports.cached}${p}`,
      headers: cookie,
    },
    {
      label: "Vitrine, page cache (brotli)",
      pid: () => cached.pid,
      url: (p) => `http://127.0.0.1:${ports.cached}${p}`,
      headers: br,
    },
    {
      label: "Vitrine, page cache, first visit (brotli)",
      pid: () => cached.pid,
      url: (p) => `http://127.0.0.1:${ports.cached}${p}`,
      headers: { "accept-encoding": "br, gzip" },
    },
    {
      label: "nginx, static file",
      pid: () => nginx.pid,
      url: (_p, f) => `http://127.0.0.1:${ports.nginx}/${f}.html`,
      headers: cookie,
    },
    {
      label: "nginx, gzip on the fly",
      pid: () => nginx.pid,
      url: (_p, f) => `http://127.0.0.1:${ports.nginxGzip}/${f}.html`,
      headers: { ...cookie, "accept-encoding": "gzip" },
    },
    {
      label: "Vitrine, cache off (render)",
      pid: () => uncached.pid,
      url: (p) => `http://127.0.0.1:${ports.uncached}${p}`,
      headers: cookie,
    },
    {
      label: STOCK,
      pid: () => uncachedStock.pid,
      url: (p) => `http://127.0.0.1:${ports.uncachedStock}${p}`,
      headers: cookie,
    },
    ...(rrReady
      ? [
          {
            label: "react-router-serve",
            pid: () => rrServe.pid,
            url: (p: string) => `http://127.0.0.1:${ports.rrServe}${p}`,
            headers: cookie,
          },
        ]
      : []),
    {
      label: `Vitrine ×${WORKERS}, page cache (identity)`,
      pid: () => cachedCluster.pid,
      url: (p) => `http://127.0.0.1:${ports.cachedCluster}${p}`,
      headers: cookie,
    },
    {
      label: `Vitrine ×${WORKERS}, page cache (brotli)`,
      pid: () => cachedCluster.pid,
      url: (p) => `http://127.0.0.1:${ports.cachedCluster}${p}`,
      headers: br,
    },
    {
      label: `Vitrine ×${WORKERS}, cache off (render)`,
      pid: () => uncachedCluster.pid,
      url: (p) => `http://127.0.0.1:${ports.uncachedCluster}${p}`,
      headers: cookie,
    },
  ];
  const results = new Map<string, { c1: Point; c50: Point; cpuPerRequest: number }>();
  for (const [name, p] of pages) {
    for (const t of targets) {
      const url = t.url(p, name.replace(" ", "-"));
      const c1 = wrk(url, 1, Math.max(1, Math.round(SECONDS / 2)), t.headers);
      const cpuBefore = cpuMicros([t.pid()]);
      const c50 = wrk(url, 50, SECONDS, t.headers);
      const cpuPerRequest = c50.requests ? (cpuMicros([t.pid()]) - cpuBefore) / c50.requests : Number.NaN;
      results.set(`${name}|${t.label}`, { c1, c50, cpuPerRequest });
      log(
        `${name.padEnd(12)} ${t.label.padEnd(42)} c1 ${c1.rps.toFixed(0).padStart(6)} req/s  c50 ${c50.rps.toFixed(0).padStart(6)} req/s  p99 ${c50.p99.toFixed(2)} ms  ${cpuPerRequest.toFixed(0)} µs CPU/req${c50.errors || c50.non2xx ? `  errors ${c50.errors} non-2xx ${c50.non2xx}` : ""}`,
      );
    }
  }
  const rssAfter = rssMb(cached.pid);
  const rssUncachedAfter = rssMb(uncached.pid);
  const rssUncachedStockAfter = rssMb(uncachedStock.pid);
  const rssRrAfter = rrReady ? rssMb(rrServe.pid) : Number.NaN;
  const rssClusterAfter = rssTreeMb(cachedCluster.pid);
  const rssUncachedClusterAfter = rssTreeMb(uncachedCluster.pid);
  const loadAfter = os.loadavg();

  // ---- report
  const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "-");
  const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : "-");
  const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? (a / b).toFixed(2) : "-");
  const rows = [
    "| Page | Server | c1 req/s | c1 p50 ms | c1 p99 ms | c50 req/s | c50 p50 ms | c50 p99 ms | c50 server CPU µs/req | errors |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const [name] of pages) {
    for (const t of targets) {
      const r = results.get(`${name}|${t.label}`)!;
      rows.push(
        `| ${name} | ${t.label} | ${f0(r.c1.rps)} | ${f2(r.c1.p50)} | ${f2(r.c1.p99)} | ${f0(r.c50.rps)} | ${f2(r.c50.p50)} | ${f2(r.c50.p99)} | ${f0(r.cpuPerRequest)} | ${r.c1.errors + r.c50.errors + r.c1.non2xx + r.c50.non2xx} |`,
      );
    }
  }
  const get = (name: string, label: string) => results.get(`${name}|${label}`);
  const ratioRows = [
    `| Page | Vitrine | cached ÷ nginx static (target ≥ 0.3) | cached brotli ÷ nginx gzip (target ≥ 1.0) | render ÷ react-router-serve (target ≥ 1.5) |`,
    "|---|---|--:|--:|--:|",
  ];
  const cpuRows = [
    "| Page | nginx static ÷ cached, CPU per request | nginx gzip ÷ cached brotli, CPU per request | react-router-serve ÷ render, CPU per request |",
    "|---|--:|--:|--:|",
  ];
  for (const [name] of pages) {
    const u = (label: string) => get(name, label)?.cpuPerRequest ?? Number.NaN;
    cpuRows.push(
      `| ${name} | ${ratio(u("nginx, static file"), u("Vitrine, page cache (identity)"))} | ${ratio(u("nginx, gzip on the fly"), u("Vitrine, page cache (brotli)"))} | ${rrReady ? ratio(u("react-router-serve"), u("Vitrine, cache off (render)")) : "-"} |`,
    );
  }
  for (const [name] of pages) {
    const c = (label: string) => get(name, label)?.c50.rps ?? 0;
    for (const [variant, prefix] of [
      ["one process", "Vitrine"],
      [`${WORKERS} workers`, `Vitrine ×${WORKERS}`],
    ]) {
      ratioRows.push(
        `| ${name} | ${variant} | ${ratio(c(`${prefix}, page cache (identity)`), c("nginx, static file"))} | ${ratio(c(`${prefix}, page cache (brotli)`), c("nginx, gzip on the fly"))} | ${rrReady ? ratio(c(`${prefix}, cache off (render)`), c("react-router-serve")) : "-"} |`,
      );
    }
  }
  // The two document entries side by side: same server, same build, cache off.
  const entryRows = [
    "| Page | fast req/s | stock req/s | fast ÷ stock | fast CPU µs/req | stock CPU µs/req | stock ÷ fast, CPU | fast p99 ms | stock p99 ms | stock ÷ react-router-serve, req/s |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const [name] of pages) {
    const fast = get(name, "Vitrine, cache off (render)");
    const stock = get(name, STOCK);
    const rr = get(name, "react-router-serve");
    entryRows.push(
      `| ${name} | ${f0(fast?.c50.rps ?? Number.NaN)} | ${f0(stock?.c50.rps ?? Number.NaN)} | ${ratio(fast?.c50.rps ?? 0, stock?.c50.rps ?? 0)} | ${f0(fast?.cpuPerRequest ?? Number.NaN)} | ${f0(stock?.cpuPerRequest ?? Number.NaN)} | ${ratio(stock?.cpuPerRequest ?? Number.NaN, fast?.cpuPerRequest ?? 0)} | ${f2(fast?.c50.p99 ?? Number.NaN)} | ${f2(stock?.c50.p99 ?? Number.NaN)} | ${rr ? ratio(stock?.c50.rps ?? 0, rr.c50.rps) : "-"} |`,
    );
  }
  const cpus = os.cpus();
  const dirty =
    spawnSync("git", ["status", "--porcelain", "--", "app", "server", "db"], {
      cwd: root,
      encoding: "utf8",
    }).stdout.trim() !== "";
  const commit = `${spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim()}${dirty ? " (with uncommitted changes in the working tree)" : ""}`;
  const nginxVersion = spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr.trim();
  const wrkVersion = spawnSync(WRK, ["-v"], { encoding: "utf8" }).stdout.split("\n")[0]?.trim();
  const assets = await routeAssets(BUILD_DIR);
  const md = `# Benchmark results

Generated by \`npm run bench\` (scripts/bench.ts) on ${new Date().toISOString()} at commit ${commit}.

## Machine

- CPU: ${cpus[0]?.model ?? "unknown"}, ${cpus.length} logical cores; memory ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB
- OS: ${os.type()} ${os.release()}; Node ${process.version}; ${nginxVersion}; ${wrkVersion}
- Load average before: ${loadBefore.map((n) => n.toFixed(2)).join(" ")}; after: ${loadAfter.map((n) => n.toFixed(2)).join(" ")}
  (the machine is shared; wrk, nginx and Node all run on these cores)
- Loopback only. wrk with 1 thread at 1 connection (${Math.max(1, Math.round(SECONDS / 2))} s) and 2 threads at 50 connections (${SECONDS} s), after a 1 s warm-up per page and server.
- Vitrine: production build, embedded SQLite database (seeded), LOG_LEVEL=${env.BENCH_LOG_LEVEL ?? "info"} (JSON lines to a file),
  started as \`npm start\` does (compile cache, \`${NODE_FLAGS.join(" ")}\`, ${Object.entries(MEMORY_ENV)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ")}; react-router-serve gets the same).
  nginx: ${"`worker_processes auto`"}, access log off, sendfile, the bytes Vitrine rendered; gzip level 6.
  react-router-serve: the same build (routes, loaders, components, assets) with React Router's default document entry,
  which streams the document (bench/rr-default-build.ts): a stock React Router app. Cache off by construction; services
  registered by bench/rr-serve-preload.ts. Served with Vitrine's own entry (app/entry.server.tsx), it renders about as fast
  as Vitrine with the cache off (bench/profile.md).
- "Vitrine, cache off (render)" rows use the default document entry (\`DOCUMENT_ENTRY=fast\`); "(render, stock entry)"
  is the same server with \`DOCUMENT_ENTRY=stock\`, React Router's own streaming entry (decision 0019).
- "Vitrine" rows: one process, the default. "Vitrine ×${WORKERS}" rows: \`WEB_CONCURRENCY=${WORKERS}\`, one worker per core
  as nginx runs (react-router-serve has no such mode; it is one process).

## Start-up and memory (page cache on)

| Measure | Value | Target |
|---|--:|--:|
| Start to first 200 of the home page (existing database; median of 3) | ${f0(startupMs)} ms (${startups.map(f0).join(", ")}) | < 1500 ms |
| Resident memory at the first 200 | ${rssAtStart} MB | < 150 MB |
| Resident memory after warm-up (before the runs) | ${rssBefore} MB | < 150 MB |
| Resident memory after the 50-connection runs | ${rssAfter} MB | < 350 MB |
| Same, server with the cache off (fast entry / stock entry) / react-router-serve | ${rssUncachedAfter} MB / ${rssUncachedStockAfter} MB / ${rssRrAfter} MB | |
| ${WORKERS} workers and their primary, after warm-up / after the runs (page cache on) | ${rssClusterBefore} MB / ${rssClusterAfter} MB | |
| Same with the cache off, after the runs | ${rssUncachedClusterAfter} MB | |

## Pages

| Page | Path | Status | HTML KB | brotli KB | gzip KB |
|---|---|--:|--:|--:|--:|
${sizes.join("\n")}

## Throughput and latency

${rows.join("\n")}

## Ratios at 50 connections

Requests per second, Vitrine ÷ the other server (higher is better for Vitrine):

${ratioRows.join("\n")}

The same comparison by server CPU time per request (the other server's ÷ Vitrine's; higher is better for
Vitrine). This one barely moves when other work shares the machine, because it leaves out the time a
server waits for a core; nginx runs two worker processes, the one-process Node servers one thread.

${cpuRows.join("\n")}

## The two document entries

Uncached renders at 50 connections, one process, \`DOCUMENT_ENTRY=fast\` (the default: one string, plain server links)
beside \`DOCUMENT_ENTRY=stock\` (React Router's streaming entry and its \`<Link>\`), on the same build and database.
Compare ratios within one run: the machine is shared.

${entryRows.join("\n")}

## JavaScript and CSS per route (compressed; what a first visit downloads before hydration)

${routeAssetsTable(assets)}

## Mobile next to desktop

Each mobile page route beside its desktop counterpart (paired through the page registry, app/kernel/pages.ts): JavaScript,
brotli, a first visit downloads before hydration. The difference is mobile minus desktop.

${mobileDesktopTable(assets)}
`;
  writeFileSync(path.join(root, "bench/results.md"), md);
  log(
    `\n${ratioRows.join("\n")}\n\n${entryRows.join("\n")}\n\nStart-up ${f0(startupMs)} ms; RSS start ${rssAtStart} MB, before ${rssBefore} MB, after ${rssAfter} MB; ${WORKERS} workers ${rssClusterBefore} / ${rssClusterAfter} MB.\nWrote bench/results.md`,
  );
  await Promise.all(children.map(stop));
  if (process.env.BENCH_CDN !== "0") {
    // On the build just measured (tests/security/support.ts serves SECURITY_BUILD_DIR).
    const cdn = spawnSync(process.execPath, ["scripts/bench-cdn.ts"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, SECURITY_BUILD_DIR: path.relative(root, BUILD_DIR) },
    });
    if (cdn.status !== 0) throw new Error(`scripts/bench-cdn.ts exited with ${cdn.status}`);
  }
}

/** `--render`: uncached renders against react-router-serve, interleaved (bench/render-ab.ts). */
async function renders(): Promise<void> {
  build();
  const port = (kind: "vitrine" | "react-router-serve") => (kind === "vitrine" ? ports.uncached : ports.rrServe);
  const baseline = reactRouterServe(root, BUILD_DIR, "default");
  await renderAgainstReactRouterServe({
    root,
    rounds: Math.max(2, Number(env.BENCH_ROUNDS ?? 6)),
    roundSeconds: Math.max(1, Math.round(SECONDS / 2)),
    start: (name, kind) =>
      kind === "vitrine"
        ? startProcess(name, [NODE, ...NODE_FLAGS, "server/index.ts"], serverEnv(port(kind), { PAGE_CACHE: "off" }))
        : startProcess(name, [NODE, ...NODE_FLAGS, ...baseline.args], serverEnv(port(kind), baseline.extra)),
    port,
    waitFor200,
    wrk,
    log,
    commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim(),
  });
  await Promise.all(children.map(stop));
}

/** `--locale`: each bench page against its Chinese twin on one server, interleaved (bench/locale-ab.ts). */
async function locales(): Promise<void> {
  build();
  await localeAgainstDefault({
    root,
    rounds: Math.max(2, Number(env.BENCH_ROUNDS ?? 6)),
    roundSeconds: Math.max(1, Math.round(SECONDS / 2)),
    port: ports.uncached,
    start: () =>
      startProcess(
        "locale-ab",
        [NODE, ...NODE_FLAGS, "server/index.ts"],
        serverEnv(ports.uncached, { PAGE_CACHE: "off", LOCALES: "en,zh-Hans" }),
      ),
    waitFor200,
    wrk,
    log,
    commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim(),
  });
  await Promise.all(children.map(stop));
}

const baselineArg = process.argv.indexOf("--baseline");
const baselineRoot = baselineArg > 0 ? process.argv[baselineArg + 1] : undefined;
(baselineRoot
  ? compare(path.resolve(baselineRoot))
  : process.argv.includes("--render")
    ? renders()
    : process.argv.includes("--locale")
      ? locales()
      : main()
).then(
  () => process.exit(0),
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
