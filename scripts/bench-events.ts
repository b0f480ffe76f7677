/**
 * `npm run bench:events`, on SQLite and PostgreSQL, writing bench/events.md:
 *
 * - Paced: the p99 latency of a cached public answer (GET /api/v1/news?page=2 with the
 *   content cache on, at a fixed READ_RATE a second) while events arrive at a fixed
 *   EVENT_RATE a second (batches of 10 as a beacon sends them, each sent when due whether
 *   or not the last was answered, as wrk2 paces), against runs without events, interleaved
 *   ROUNDS times so both see the same machine; the spread of the runs without events is the noise.
 * - Saturation: events accepted per second by one process (POST /api/v1/events, written
 *   once a second), checked against the rows written.
 *
 * The site runs in a child process on BENCH_PORT (default 5250), so the load generator does
 * not share its event loop. PostgreSQL: BENCH_PG_URL, or a fresh schema in vitrine_content.
 * Options (env): BENCH_DURATION seconds per run (default 8), BENCH_CONNECTIONS (default 16),
 * BENCH_EVENT_RATE (default 2000), BENCH_READ_RATE (default 200), BENCH_ROUNDS (default 5),
 * BENCH_DATABASES (default "sqlite,postgres"), BENCH_PROFILE (a directory for the site's CPU profile).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import readline from "node:readline";
import path from "node:path";
import autocannon from "autocannon";
import express from "express";
import pino from "pino";
import { createEventsRouter } from "../server/analytics/router.ts";
import { createApiRouter } from "../server/api/router.ts";
import { parseConfig } from "../server/config.ts";
import { createServices } from "../server/services.ts";
import { dropPostgresSchema, freshPostgresUrl, tempDataDir } from "../tests/support/databases.ts";

const root = path.resolve(import.meta.dirname, "..");
const BATCH = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 5250);
const EVENT_RATE = Number(process.env.BENCH_EVENT_RATE ?? 2000);
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** BENCH_PROFILE=dir: the site's process writes a V8 CPU profile there when it ends. */
const PROFILE = process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_PROFILE] : [];
const DATABASES = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",") as Array<"sqlite" | "postgres">;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

function serve(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...PROFILE, path.join(root, "scripts/bench-events.ts"), "--serve", databaseUrl || "-", String(PORT)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && resolve(child));
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const batch = JSON.stringify({
  events: Array.from({ length: BATCH }, (_, i) =>
    i % 2
      ? { type: "vital", path: "/price", name: "LCP", value: 800 + i, ordering: "stock" }
      : { type: "view", path: `/cases/${i + 1}`, referrer: "www.google.com", utm: { campaign: "spring" }, entry: true },
  ),
});

/** The cached read, alone or beside the events. */
function read(base: string) {
  return autocannon({ url: `${base}/api/v1/news?page=2`, duration: DURATION, connections: 4 });
}

/** The cached read at a fixed rate, so its latency is the server's, not a queue of our own. */
function readPaced(base: string) {
  return autocannon({ url: `${base}/api/v1/news?page=2`, duration: DURATION, connections: 8, overallRate: READ_RATE });
}

/** One batch to the events endpoint; its status. */
function postBatch(base: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      `${base}/api/v1/events`,
      { method: "POST", agent, headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(batch);
  });
}

/** Batches sent on a schedule (EVENT_RATE events a second) for DURATION seconds, each when due. */
async function paceEvents(base: string): Promise<Sent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const interval = (1000 * BATCH) / EVENT_RATE;
  const start = performance.now();
  const total = Math.round((DURATION * EVENT_RATE) / BATCH);
  const answers: Array<Promise<number>> = [];
  while (answers.length < total) {
    const due = start + answers.length * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    // Everything due by now goes out now: a late timer does not lower the rate.
    while (answers.length < total && start + answers.length * interval <= performance.now())
      answers.push(postBatch(base, agent));
  }
  const statuses = await Promise.all(answers);
  agent.destroy();
  const ok = statuses.filter((s) => s === 204).length;
  return { ok, refused: statuses.length - ok };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Posts batches from CONNECTIONS keep-alive connections for DURATION seconds. Not autocannon:
 * it waits for a body after a 204 until its timeout, which turned its rate into one of timeouts.
 */
async function postEvents(base: string): Promise<{ ok: number; refused: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = Date.now() + DURATION * 1000;
  let ok = 0;
  let refused = 0;
  const post = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${base}/api/v1/events`,
        { method: "POST", agent, headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(batch);
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end)
        if ((await post()) === 204) ok++;
        else refused++;
    }),
  );
  agent.destroy();
  return { ok, refused };
}

interface Sent {
  ok: number;
  refused: number;
}

/**
 * The paced sender runs in a process of its own: sharing the reader's event loop, its 200
 * requests a second delayed autocannon's own timing of the reads, and that was counted as
 * the server's latency.
 */
function startPacer(base: string) {
  const pacer = spawn(process.execPath, [path.join(root, "scripts/bench-events.ts"), "--pace", base], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: pacer.stdout! });
  const next = () => new Promise<string>((resolve) => lines.once("line", resolve));
  const ready = next();
  return {
    ready,
    async run(): Promise<Sent> {
      const answer = next();
      pacer.stdin!.write("go\n");
      return JSON.parse(await answer) as Sent;
    },
    stop: () => pacer.kill("SIGTERM"),
  };
}

const load = () => os.loadavg()[0]!;

/** What the site's process saw during a run (its /inside, reset before the run). */
interface Inside {
  loopP99: number;
  cpu: number;
}
const insideOf = async (base: string) => (await (await fetch(`${base}/inside`)).json()) as Inside;
const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;

async function main() {
  const base = `http://127.0.0.1:${PORT}`;
  const lines: string[] = [];
  const paced: string[] = [];
  const loads: number[] = [];
  const insideLines: string[] = [];
  for (const kind of DATABASES) {
    const url = kind === "postgres" ? (process.env.BENCH_PG_URL ?? (await freshPostgresUrl("bench_events"))) : "";
    const child = await serve(url);
    const pacer = startPacer(base);
    try {
      await pacer.ready;
      // Warm-up of both paths: the first seconds of events cost several times the later ones
      // (the code compiled, each page's type matched once), once a process.
      await Promise.all([read(base), pacer.run()]);
      const without: number[] = [];
      const withEvents: number[] = [];
      let sent: Sent = { ok: 0, refused: 0 };
      const inside = { without: [] as Inside[], with: [] as Inside[] };
      const quiet = async () => {
        await fetch(`${base}/inside`, { method: "POST" });
        without.push((await readPaced(base)).latency.p99);
        inside.without.push(await insideOf(base));
      };
      const busy = async () => {
        await fetch(`${base}/inside`, { method: "POST" });
        const [events, during] = await Promise.all([pacer.run(), readPaced(base)]);
        withEvents.push(during.latency.p99);
        inside.with.push(await insideOf(base));
        sent = { ok: sent.ok + events.ok, refused: sent.refused + events.refused };
      };
      for (let round = 0; round < ROUNDS; round++) {
        // Interleaved, the order turned every round, so a drift of the machine's load falls on both alike.
        loads.push(load());
        for (const run of round % 2 ? [busy, quiet] : [quiet, busy]) await run();
        loads.push(load());
      }
      const within = median(withEvents) <= Math.max(...without);
      const pacedLine = `| ${kind} | ${EVENT_RATE} | ${sent.ok * BATCH} of ${(sent.ok + sent.refused) * BATCH} | ${without.join(", ")} | ${withEvents.join(", ")} | ${median(without)} (${range(without)}) | ${median(withEvents)} (${range(withEvents)}) | ${within ? "yes" : "no"} |`;
      console.log(pacedLine);
      paced.push(pacedLine);
      const loopOf = (runs: Inside[]) => runs.map((r) => r.loopP99).join(", ");
      const cpuOf = (runs: Inside[]) => median(runs.map((r) => r.cpu));
      const insideLine = `| ${kind} | ${loopOf(inside.without)} | ${loopOf(inside.with)} | ${cpuOf(inside.without)} | ${cpuOf(inside.with)} |`;
      console.log(insideLine);
      insideLines.push(insideLine);
      const alone = await read(base);
      const rowsOf = async () => ((await (await fetch(`${base}/rows`)).json()) as { rows: number }).rows;
      const before = await rowsOf();
      const [events, during] = await Promise.all([postEvents(base), read(base)]);
      const rows = (await rowsOf()) - before;
      const accepted = events.ok * BATCH;
      const line = `| ${kind} | ${Math.round(accepted / DURATION)} | ${rows} of ${accepted} | ${events.refused} | ${alone.latency.p99} | ${during.latency.p99} | ${Math.round(alone.requests.average)} | ${Math.round(during.requests.average)} |`;
      console.log(line);
      lines.push(line);
    } finally {
      pacer.stop();
      child.kill("SIGTERM");
      if (child.exitCode === null) await once(child, "exit");
      if (url && !process.env.BENCH_PG_URL) await dropPostgresSchema(url);
    }
  }
  const out = [
    "# Analytics events bench",
    "",
    `Generated by \`npm run bench:events\` (scripts/bench-events.ts) on ${new Date().toISOString()}, ${os.cpus().length} cores.`,
    "The server, the reader, the event sender and PostgreSQL run on the same cores.",
    `The machine's 1-minute load average during the paced rounds: ${range(loads.map((l) => Math.round(l * 10) / 10))}`,
    "(other work on the machine included).",
    "",
    "## At the issue's rate",
    "",
    `Events posted at a fixed ${EVENT_RATE} a second (batches of ${BATCH}, each sent when due, from a process of their own)`,
    `while GET /api/v1/news?page=2 (content cache on) is read at a fixed ${READ_RATE} a second; ${ROUNDS} rounds of ${DURATION} s,`,
    "each a run without events and one with them, in turns (decision 0021). The noise is the spread of the read's p99",
    'between the runs without events; "within the noise" means the median p99 with events is no higher than the',
    "highest p99 of a run without them.",
    "",
    "| Database | Events/s | Accepted | Read p99 without events, per round (ms) | Read p99 with events, per round (ms) | Median without (range) | Median with (range) | Within the noise |",
    "|---|--:|--:|--:|--:|--:|--:|:-:|",
    ...paced,
    "",
    "Inside the site's process, per run: the p99 of its event loop's delay (how long a ready request may wait for the",
    "loop; a process the machine leaves waiting counts too) and the CPU time it used per second of the run.",
    "",
    "| Database | Loop delay p99 without events, per round (ms) | Loop delay p99 with events, per round (ms) | CPU ms/s without (median) | CPU ms/s with (median) |",
    "|---|--:|--:|--:|--:|",
    ...insideLines,
    "",
    "## At saturation",
    "",
    `One process, ${DURATION} s per run,`,
    `${CONNECTIONS} connections posting batches of ${BATCH} events, 4 connections reading GET /api/v1/news?page=2 (content cache on)`,
    "alone and at the same time. Events are written once a second;",
    '"written" counts the rows in the database after the run against the events accepted (204).',
    "",
    "| Database | Events/s accepted | Written | Refused | Read p99 alone (ms) | Read p99 with events (ms) | Reads/s alone | Reads/s with events |",
    "|---|--:|--:|--:|--:|--:|--:|--:|",
    ...lines,
    "",
  ].join("\n");
  writeFileSync(path.join(root, "bench/events.md"), out);
  console.log("wrote bench/events.md");
}

/** The paced sender's process: a run of paceEvents for each "go", answered with a JSON line. */
function pacer(base: string) {
  const input = readline.createInterface({ input: process.stdin });
  input.on("line", async () => process.stdout.write(`${JSON.stringify(await paceEvents(base))}\n`));
  process.stdout.write("ready\n");
}

async function child() {
  const [, , , databaseUrl, port] = process.argv;
  const config = parseConfig({
    DATA_DIR: tempDataDir("bench-events"),
    DATABASE_URL: databaseUrl === "-" ? "" : databaseUrl,
    LOG_LEVEL: "silent",
  });
  const services = await createServices(config, pino({ level: "silent" }), { media: false, leadJobs: false });
  const app = express();
  app.set("query parser", "simple");
  app.set("etag", false);
  // The events router as served, without the per-address limit: every request comes from this one client.
  app.use("/api/v1", createEventsRouter(services), createApiRouter(services));
  // The loop's delay and the CPU used since the last POST /inside, for the bench's second table.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let since = { cpu: process.cpuUsage(), at: performance.now() };
  app.post("/inside", (_req, res) => {
    delay.reset();
    since = { cpu: process.cpuUsage(), at: performance.now() };
    res.status(204).end();
  });
  app.get("/inside", (_req, res) => {
    const used = process.cpuUsage(since.cpu);
    const seconds = (performance.now() - since.at) / 1000;
    res.json({
      loopP99: Math.round(delay.percentile(99) / 1e5) / 10,
      cpu: Math.round((used.user + used.system) / 1000 / seconds),
    } satisfies Inside);
  });
  app.get("/rows", async (_req, res) => {
    await services.analytics.flush();
    const row = await services.db.kysely
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    res.json({ rows: Number(row.n) });
  });
  app.listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
  // An orderly exit, so that --cpu-prof writes its profile.
  process.once("SIGTERM", () => process.exit(0));
}

if (process.argv[2] === "--serve") await child();
else if (process.argv[2] === "--pace") pacer(process.argv[3]!);
else await main();
