/**
 * `npm run bench:api`: requests per second and latency (p50, p99) of a list and
 * a detail endpoint of the JSON API, on SQLite and on PostgreSQL, with the
 * content cache on (as served) and off (every request queries the database);
 * and lead writes (POST /api/v1/leads, each with its own form token and
 * Idempotency-Key, acknowledged after the commit), whose rate is what the
 * database's commit durability costs.
 *
 * The API runs in a child process (so the load generator does not share its
 * event loop) on ports BENCH_PORT and BENCH_PORT + 1 (default 4120-4121). PostgreSQL is taken from BENCH_PG_URL, or a
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
import { createFormTokens } from "../server/leads/form-token.ts";
import { createSubmissionLimiter } from "../server/leads/rate-limit.ts";
import { createLeadsRouter } from "../server/leads/router.ts";
import { createLeadsService } from "../server/leads/service.ts";
import { createServices } from "../server/services.ts";
import { freshPostgresUrl, tempDataDir } from "../tests/support/databases.ts";
import { newXsrfToken, xsrfProtection } from "../server/xsrf.ts";

const root = path.resolve(import.meta.dirname, "..");
/** Signs the form tokens of the lead writes; shared by the load generator and the server. */
const FORM_SECRET = "bench-form-token-secret-0123456789";

if (process.argv[2] === "--serve") {
  // Child: serve the API and report readiness on stdout.
  const [, , , databaseUrl, port, ttl] = process.argv;
  const config = parseConfig({
    DATA_DIR: tempDataDir("bench"),
    DATABASE_URL: databaseUrl === "-" ? "" : databaseUrl,
    LOG_LEVEL: "silent",
  });
  const services = await createServices(config, pino({ level: "silent" }), { media: false, cacheTtlMs: Number(ttl) });
  // The leads service as served, but for the per-client limit: every write comes from this one client.
  const leads = createLeadsService({
    config,
    db: () => services.db.kysely,
    loadOptions: () => services.content.getRegisterOptions(),
    tokens: createFormTokens(FORM_SECRET),
    limiter: createSubmissionLimiter({ prefix: "/bench/", points: 1_000_000_000 }),
  });
  const app = express();
  app.set("query parser", "simple");
  app.set("etag", false);
  app.use(xsrfProtection(config));
  app.use("/api/v1", createLeadsRouter({ ...services, leads } as typeof services), createApiRouter(services));
  app.listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
} else {
  await main();
}

async function startServer(databaseUrl: string, port: number, ttlMs: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/bench-api.ts"), "--serve", databaseUrl || "-", String(port), String(ttlMs)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
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

type Setup = (req: autocannon.Request) => autocannon.Request;

async function run(url: string, setup: Setup, duration: number, connections: number) {
  const result = await autocannon({ url, connections, duration, requests: [{ setupRequest: setup }] });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

function getPaths(paths: string[]): Setup {
  let i = 0;
  return (req) => ({ ...req, path: paths[i++ % paths.length]! });
}

/** Lead writes: a new lead, form token and Idempotency-Key per request, with the XSRF pair. */
async function postLeads(url: string): Promise<Setup> {
  const form = (await (await fetch(`${url}/api/v1/leads/form`)).json()) as {
    options: Record<"products" | "companySizes" | "regions", Array<{ value: string }>>;
  };
  const tokens = createFormTokens(FORM_SECRET);
  const xsrf = newXsrfToken();
  let i = 0;
  return (req) => {
    i++;
    const lead = {
      name: `Bench Lead ${i}`,
      email: `lead-${i}-${process.pid}@bench.example`,
      phone: "+44 20 7946 0958",
      company: "Bench Ltd",
      jobTitle: "Head of Operations",
      companySize: form.options.companySizes[0]!.value,
      product: form.options.products[0]!.value,
      region: form.options.regions[0]!.value,
      message: "A demo for 40 people, please.",
      consent: true,
      formToken: tokens.issue(Date.now() - 10_000),
      website: "",
    };
    const headers = {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${xsrf}`,
      "x-xsrf-token": xsrf,
      "idempotency-key": `bench-${process.pid}-${i}`,
    };
    return { ...req, method: "POST", path: "/api/v1/leads", headers, body: JSON.stringify(lead) };
  };
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
  const firstPort = Number(process.env.BENCH_PORT ?? 4120);
  let port = firstPort;
  for (const [database, url] of [
    ["SQLite", ""],
    ["PostgreSQL", pgUrl],
  ] as const) {
    for (const [cache, ttl] of [
      ["on", 60_000],
      ["off", 0],
    ] as const) {
      const child = await startServer(url, port, ttl);
      try {
        const base = `http://127.0.0.1:${port}`;
        const cases: Array<[string, () => Promise<Setup>]> = endpoints.map(([name, paths]) => [
          name,
          async () => getPaths(paths),
        ]);
        // Writes do not go through the content cache: measured once per database.
        if (cache === "on") cases.push(["write POST /api/v1/leads", () => postLeads(base)]);
        for (const [name, setup] of cases) {
          await run(base, await setup(), 1, connections); // warm-up
          const r = await run(base, await setup(), duration, connections);
          rows.push({ database, cache: name.startsWith("write") ? "-" : cache, endpoint: name, ...r });
          process.stderr.write(`${database} cache ${cache} ${name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms\n`);
        }
      } finally {
        child.kill("SIGTERM");
      }
      port = port === firstPort ? firstPort + 1 : firstPort;
    }
  }
  const lines = [
    `API benchmark: ${connections} connections, ${duration} s per run, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| Database | Cache | Endpoint | Requests/s | p50 (ms) | p99 (ms) | Errors |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.cache} | ${r.endpoint.replace(/\s+/, " ")} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
    ),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
  if (!process.env.BENCH_PG_URL) {
    const { dropPostgresSchema } = await import("../tests/support/databases.ts");
    await dropPostgresSchema(pgUrl);
  }
}
