/**
 * `npm run bench:api`: requests per second and latency (p50, p99) of a list and
 * a detail endpoint of the JSON API, on SQLite and on PostgreSQL, with the
 * content cache on (as served) and off (every request queries the database).
 *
 * The API runs in a child process (so the load generator does not share its
 * event loop) on ports 4120-4121. PostgreSQL is taken from BENCH_PG_URL, or a
 * schema "bench" in the local database vitrine_content.
 * Options (env): BENCH_DURATION seconds per run (default 5), BENCH_CONNECTIONS (default 32).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import express from "express";
import pino from "pino";
import { parseConfig } from "../server/config.ts";
import { createApiRouter } from "../server/api/router.ts";
import { createServices } from "../server/services.ts";
import { freshPostgresUrl, tempDataDir } from "../server/content/test-databases.ts";

const root = path.resolve(import.meta.dirname, "..");

if (process.argv[2] === "--serve") {
  // Child: serve the API and report readiness on stdout.
  const [, , , databaseUrl, port, ttl] = process.argv;
  const config = parseConfig({ DATA_DIR: tempDataDir("bench"), DATABASE_URL: databaseUrl === "-" ? "" : databaseUrl, LOG_LEVEL: "silent" });
  const services = await createServices(config, pino({ level: "silent" }), { media: false, cacheTtlMs: Number(ttl) });
  const app = express();
  app.set("query parser", "simple");
  app.set("etag", false);
  app.use("/api/v1", createApiRouter(services));
  app.listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
} else {
  await main();
}

async function startServer(databaseUrl: string, port: number, ttlMs: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, "scripts/bench-api.ts"), "--serve", databaseUrl || "-", String(port), String(ttlMs)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`API server exited with ${code}`)));
  });
  return child;
}

interface Row {
  database: string;
  cache: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(url: string, paths: string[], duration: number, connections: number) {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

async function main(): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
  const pgUrl = process.env.BENCH_PG_URL ?? (await freshPostgresUrl("bench"));
  const endpoints: Array<[string, string[]]> = [
    ["list  GET /api/v1/news?page=2", ["/api/v1/news?page=2"]],
    ["detail GET /api/v1/cases/{1..36}", Array.from({ length: 36 }, (_, k) => `/api/v1/cases/${k + 1}`)],
  ];
  const rows: Row[] = [];
  let port = 4120;
  for (const [database, url] of [["SQLite", ""], ["PostgreSQL", pgUrl]] as const) {
    for (const [cache, ttl] of [["on", 60_000], ["off", 0]] as const) {
      const child = await startServer(url, port, ttl);
      try {
        for (const [name, paths] of endpoints) {
          await run(`http://127.0.0.1:${port}`, paths, 1, connections); // warm-up
          const r = await run(`http://127.0.0.1:${port}`, paths, duration, connections);
          rows.push({ database, cache, endpoint: name, ...r });
          process.stderr.write(`${database} cache ${cache} ${name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms\n`);
        }
      } finally {
        child.kill("SIGTERM");
      }
      port = port === 4120 ? 4121 : 4120;
    }
  }
  const lines = [
    `API benchmark: ${connections} connections, ${duration} s per run, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| Database | Cache | Endpoint | Requests/s | p50 (ms) | p99 (ms) | Errors |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: |",
    ...rows.map((r) => `| ${r.database} | ${r.cache} | ${r.endpoint.replace(/\s+/, " ")} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
  if (!process.env.BENCH_PG_URL) {
    const { dropPostgresSchema } = await import("../server/content/test-databases.ts");
    await dropPostgresSchema(pgUrl);
  }
}
