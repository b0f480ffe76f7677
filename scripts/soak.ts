/**
 * `npm run bench:soak`: load and soak test of a production build on loopback.
 *
 * Starts the server (node server/index.ts) on 127.0.0.1, discovers real ids from
 * the API, warms up, then drives a mixed page set (home, lists, details, mobile
 * pages, API) at 50 connections for a bounded time with autocannon. Reports
 * errors, unexpected statuses, latency percentiles and the server's resident
 * memory after warm-up and at the end; exits 1 when a limit is broken:
 *   errors or timeouts > 0, any status other than 2xx/3xx (except the intended
 *   404s), RSS growth >= 10 %.
 *
 * Then hostile clients at full strength (tests/security/hostile-clients.test.ts
 * runs them scaled down): eight GETs of 7,000-segment paths, 20 connections each
 * writing 1,000 pipelined uncached GETs at once and never reading, and 200 slow
 * readers of the home page. Limits: a deep path answered in under 50 ms (median),
 * the process up, resident memory under 300 MB, every /healthz from another
 * address answered in under 1 s.
 *
 * Environment: SOAK_SECONDS (default 60), SOAK_WARMUP_SECONDS (30),
 * SOAK_CONNECTIONS (50), SOAK_PORT (4790), SOAK_HOSTILE (1; 0 skips the hostile
 * clients), BUILD_DIR (build), DATABASE_URL (empty: embedded SQLite in a fresh
 * temporary directory).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { MEMORY_ENV, NODE_FLAGS } from "../server/runtime-flags.ts";
import { pipelineFlood, slowReaders, watchProcess, type ProcessWatch } from "../tests/support/hostile-clients.ts";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const port = Number(process.env.SOAK_PORT ?? 4790);
const hostile = process.env.SOAK_HOSTILE !== "0";
const buildDir = process.env.BUILD_DIR ?? "build";
const origin = `http://127.0.0.1:${port}`;
/** Simulated visitors behind the trusted loopback proxy: enough that no one of them meets the API rate limit. */
const VISITORS = 2000;

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (!kb) throw new Error("cannot read the server's resident memory");
  return Number(kb);
}

async function waitHealthy(exited: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited()) throw new Error(`server exited during start-up:\n${output()}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function firstIds(apiPath: string, count: number): Promise<Array<{ id: string; type?: string }>> {
  const res = await fetch(`${origin}/api/v1/${apiPath}`);
  if (!res.ok) throw new Error(`GET /api/v1/${apiPath}: ${res.status}`);
  const body = (await res.json()) as { items?: Array<{ id: number | string; type?: string }> };
  const items = body.items ?? [];
  if (!items.length) throw new Error(`GET /api/v1/${apiPath}: no items`);
  return items.slice(0, count).map((i) => ({ id: String(i.id), ...(i.type ? { type: i.type } : {}) }));
}

/** Ids of real news items, found by pageSet(). */
let newsIds: string[] = [];

interface Target {
  path: string;
  /** A 404 here is the intended answer (unknown id or type). */
  expect404?: boolean;
}

async function pageSet(): Promise<Target[]> {
  const [news, cases, solutions, qas] = await Promise.all([
    firstIds("news", 3),
    firstIds("cases", 2),
    firstIds("solutions", 2),
    firstIds("qas", 2),
  ]);
  newsIds = news.map((n) => n.id);
  const targets: Target[] = [
    "/",
    "/about",
    "/oa",
    "/price",
    "/news",
    "/news/2",
    "/cases_list/manufacturing",
    "/solution_list/retail",
    "/videos/webinars",
    "/qas/billing",
    ...news.map((n) => `/detail/${n.id}`),
    ...cases.map((c) => `/cases/${c.id}`),
    ...solutions.map((s) => `/solution/${s.id}`),
    ...qas.map((q) => `/qa/${q.id}`),
    "/mobile",
    "/mobile/news/company",
    `/mobile/detail/${news[0]!.id}`,
    "/mobile/qas/getting-started",
    "/mobile/price",
    "/api/v1/news",
    "/api/v1/news?page=2",
    `/api/v1/news/${news[0]!.id}`,
    "/api/v1/cases?type=retail",
    "/api/v1/qas",
    "/search?q=cloud",
  ].map((p) => ({ path: p }));
  targets.push({ path: "/detail/999999999", expect404: true }, { path: "/cases_list/no-such-type", expect404: true });
  return targets;
}

function visitorHeaders(): Record<string, string> {
  const n = Math.floor(Math.random() * VISITORS);
  return {
    "x-forwarded-for": `10.${(n >> 8) & 255}.${n & 255}.7`,
    "accept-encoding": "br, gzip",
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36",
  };
}

interface Tally {
  statuses: Map<number, number>;
  unexpected: Map<string, number>;
}

async function drive(targets: Target[], durationSeconds: number, tally: Tally): Promise<autocannon.Result> {
  const requests = targets.map((t) => ({
    method: "GET" as const,
    path: encodeURI(t.path),
    setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, ...visitorHeaders() } }),
    onResponse: (status: number) => {
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      const fine = (status >= 200 && status < 400) || (status === 404 && t.expect404);
      if (!fine) tally.unexpected.set(`${status} ${t.path}`, (tally.unexpected.get(`${status} ${t.path}`) ?? 0) + 1);
    },
  }));
  return autocannon({ url: origin, connections, duration: durationSeconds, requests, timeout: 10 });
}

function describeWatch(w: ProcessWatch): string {
  const health = `/healthz slowest ${Math.round(w.slowestMs)} ms of ${w.checks} (${w.failed} failed)`;
  return `peak RSS ${w.peakRssMiB.toFixed(1)} MiB, ${health}`;
}

function watchFailures(name: string, w: ProcessWatch): string[] {
  const failures: string[] = [];
  if (!w.alive) failures.push(`${name}: the server died`);
  if (w.peakRssMiB >= 300) failures.push(`${name}: resident memory reached 300 MB`);
  if (w.failed > 0 || w.slowestMs >= 1000) failures.push(`${name}: /healthz took 1 s or more`);
  return failures;
}

/** The attacks of tests/security/hostile-clients.test.ts at full strength; returns the limits broken. */
async function hostileClients(pid: number, newsIds: string[]): Promise<string[]> {
  const failures: string[] = [];
  const deep = `${origin}${"/a".repeat(7000)}`;
  const deepMs: number[] = [];
  for (let round = 0; round < 5; round++) {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const started = performance.now();
        const res = await fetch(deep);
        await res.arrayBuffer();
        deepMs.push(performance.now() - started);
        if (res.status !== 404 && res.status !== 414) failures.push(`deep path: status ${res.status}`);
      }),
    );
  }
  deepMs.sort((a, b) => a - b);
  const median = deepMs[Math.floor(deepMs.length / 2)]!;
  const max = deepMs.at(-1)!;
  log(
    `deep paths      ${deepMs.length} GETs of 7,000 segments, 8 at a time: median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
  );
  if (median >= 50) failures.push("deep path: median answer 50 ms or more");

  let watch = watchProcess(pid, port);
  const pathOf = (c: number, i: number) =>
    i % 2 ? `/search?q=flood${c}x${i}` : `/detail/${newsIds[i % newsIds.length]}?v=${c}x${i}`;
  const close = pipelineFlood(port, 20, 1000, pathOf);
  await new Promise((r) => setTimeout(r, 10_000));
  close();
  await new Promise((r) => setTimeout(r, 1000));
  const flood = await watch.stop();
  log(`pipelined flood 20 connections x 1,000 GETs in one write each, never read: ${describeWatch(flood)}`);
  failures.push(...watchFailures("pipelined flood", flood));

  watch = watchProcess(pid, port);
  const readers = slowReaders(port, 200, "/", 2048, 100);
  const timeout = setTimeout(readers.close, 60_000);
  const read = await readers.done;
  clearTimeout(timeout);
  const slow = await watch.stop();
  const served = read.filter((r) => r.status === 200 && r.complete).length;
  log(`slow readers    200 readers of / at 2 KB per 100 ms: ${served} served in full; ${describeWatch(slow)}`);
  if (served < 200) failures.push("slow readers: not every reader was served in full");
  failures.push(...watchFailures("slow readers", slow));
  return failures;
}

async function main(): Promise<number> {
  if (!existsSync(path.join(root, buildDir, "server", "index.js"))) {
    log(`Building into ${buildDir}...`);
    const built = spawnSync("npx", ["react-router", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (built.status !== 0) return 1;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-soak-"));
  // The same runtime flags as `npm start`, so the memory figures are production's.
  const server = spawn(path.join(root, "node_modules/.bin/node"), [...NODE_FLAGS, "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...MEMORY_ENV,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      BUILD_DIR: buildDir,
      DATA_DIR: process.env.DATA_DIR ?? dataDir,
      LOG_LEVEL: "warn",
      // The load generator stands in for a proxy in front of many visitors.
      TRUST_PROXY: "loopback",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  server.stderr.on("data", (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  let exited = false;
  server.on("exit", () => (exited = true));
  try {
    await waitHealthy(
      () => exited,
      () => output,
    );
    const targets = await pageSet();
    log(
      `Page set: ${targets.length} URLs (${targets.filter((t) => t.path.startsWith("/api/")).length} API, ${targets.filter((t) => t.path.startsWith("/mobile")).length} mobile, ${targets.filter((t) => t.expect404).length} intended 404)`,
    );

    log(`Warm-up: ${warmupSeconds} s at ${connections} connections...`);
    await drive(targets, warmupSeconds, { statuses: new Map(), unexpected: new Map() });
    await new Promise((r) => setTimeout(r, 1000));
    const rssStart = rssKiB(server.pid!);

    log(`Soak: ${seconds} s at ${connections} connections...`);
    const tally: Tally = { statuses: new Map(), unexpected: new Map() };
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssKiB(server.pid!)), 10_000);
    const result = await drive(targets, seconds, tally);
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 1000));
    const rssEnd = rssKiB(server.pid!);
    const growth = (rssEnd - rssStart) / rssStart;
    const healthy = (await fetch(`${origin}/healthz`)).ok;

    const unexpected = [...tally.unexpected.values()].reduce((a, b) => a + b, 0);
    const intended404 =
      (tally.statuses.get(404) ?? 0) -
      [...tally.unexpected.entries()].filter(([k]) => k.startsWith("404 ")).reduce((a, [, v]) => a + v, 0);
    log("");
    log(`requests        ${result.requests.total} (${Math.round(result.requests.average)} req/s)`);
    log(`errors          ${result.errors} (timeouts ${result.timeouts})`);
    log(
      `statuses        ${[...tally.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(", ")}`,
    );
    log(
      `unexpected      ${unexpected}${unexpected ? ` ${JSON.stringify(Object.fromEntries(tally.unexpected))}` : ""} (intended 404s: ${intended404})`,
    );
    log(
      `latency ms      p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`,
    );
    log(
      `RSS MiB         start ${(rssStart / 1024).toFixed(1)}  end ${(rssEnd / 1024).toFixed(1)}  growth ${(growth * 100).toFixed(1)} %`,
    );
    log(`RSS every 10 s  ${samples.map((k) => (k / 1024).toFixed(0)).join(" ")}`);
    log(`still healthy   ${healthy}`);

    const failures: string[] = [];
    if (result.errors > 0 || result.timeouts > 0) failures.push("connection errors or timeouts");
    if (unexpected > 0) failures.push("unexpected statuses");
    if (growth >= 0.1) failures.push("memory grew by 10 % or more");
    if (!healthy || exited) failures.push("server unhealthy");
    if (hostile && !exited) {
      log("");
      log("Hostile clients...");
      failures.push(...(await hostileClients(server.pid!, newsIds)));
    }
    if (failures.length) {
      log(`\nFAILED: ${failures.join("; ")}`);
      return 1;
    }
    log("\nPASSED");
    return 0;
  } finally {
    if (!exited) {
      const done = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await done;
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
