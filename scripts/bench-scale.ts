/**
 * `npm run bench:scale`: what a news publish costs the server at 10,000 news items.
 * The items go in by SQL in batches (copies of a demo article), then the server
 * runs in a child process on its own data directory. For each of a few publishes
 * (one item's row rewritten and the content version bumped, as the editorial
 * service does), once the server has seen the change: the first sitemap request
 * with a cached page requested while it builds, then the first request of each
 * other whole-collection document, one at a time with the server's CPU time
 * (from /proc) and the longest event-loop stall (scripts/bench-loop-delay.ts) per
 * request. Writes bench/scale.md.
 * Options (env): SCALE_ITEMS (default 10000), SCALE_ROUNDS (default 3), SCALE_PORT
 * (default: a free port), SCALE_DATABASE (postgres: a fresh PostgreSQL schema instead of
 * SQLite; the tests' server, tests/support/databases.ts), SCALE_OUT (another file than bench/scale.md).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pino from "pino";
import { bumpContentVersion } from "../db/content-version.ts";
import { parseConfig } from "../server/config.ts";
import { CONTENT_POLL_MS } from "../server/content-changes.ts";
import { itemTag, listTag } from "../server/content/scope.ts";
import { createServices } from "../server/services.ts";
import { createSearch } from "../server/search/service.ts";
import { openDatabase } from "../db/database.ts";
import { freePort, root, startServer } from "../tests/support/server.ts";
import { dropPostgresSchema, freshPostgresUrl, tempDataDir } from "../tests/support/databases.ts";

const ITEMS = Number(process.env.SCALE_ITEMS ?? 10_000);
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 3);
const BATCH = 500;

const dataDir = tempDataDir("bench-scale");
// SCALE_DATABASE=postgres: a fresh schema of the PostgreSQL the tests use, dropped at the end.
const postgresUrl = process.env.SCALE_DATABASE === "postgres" ? await freshPostgresUrl("bench_scale") : "";
const databaseUrl: Record<string, string> = postgresUrl ? { DATABASE_URL: postgresUrl } : {};
const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...databaseUrl });
const services = await createServices(config, pino({ level: "silent" }), { media: false });
const db = services.db.kysely;

const insertStarted = performance.now();
const { id: _id, ...read } = await db
  .selectFrom("news")
  .selectAll()
  .where("published", "=", true)
  .executeTakeFirstOrThrow();
// PostgreSQL reads its JSON columns as values; they are written back as JSON text.
const model = Object.fromEntries(
  Object.entries(read).map(([k, v]) => [k, v && typeof v === "object" && !(v instanceof Date) ? JSON.stringify(v) : v]),
);
const maxId = (
  await db
    .selectFrom("news")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirstOrThrow()
).id;
const types = ["company", "product", "industry", "events"];
const base = Date.parse("2020-01-01T00:00:00.000Z");
await db.transaction().execute(async (trx) => {
  for (let start = 0; start < ITEMS; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(ITEMS, start + BATCH); i++) {
      const at = new Date(base + i * 3_600_000).toISOString();
      rows.push({
        ...model,
        id: Number(maxId) + 1 + i,
        type: types[i % types.length]!,
        title: `Scale item ${i}`,
        published_at: at,
        updated_at: at,
      });
    }
    // Copies of a row read back from the table: its JSON column reads as unknown.
    await trx
      .insertInto("news")
      .values(rows as never)
      .execute();
  }
  await bumpContentVersion(trx);
});
const insertMs = performance.now() - insertStarted;

// The search index rebuilt over every item, as the repair tool does after a bulk import: its
// time, and the longest the event loop waited meanwhile (what another request would have).
let lastTick = performance.now();
let reindexStallMs = 0;
const ticker = setInterval(() => {
  reindexStallMs = Math.max(reindexStallMs, performance.now() - lastTick);
  lastTick = performance.now();
}, 5);
const reindexStarted = performance.now();
// The repair tool's bulk work runs without the deadlines that protect visitors' requests.
const bulk = postgresUrl
  ? openDatabase({ databaseUrl: postgresUrl, dataDir, poolSize: 2, deadlines: false })
  : services.db;
await createSearch(bulk.kysely, bulk.kind).reindexAll();
if (bulk !== services.db) await bulk.close();
// The site's own drain may take part in the rebuild: count the index, not this drain's share.
const reindexed = Number(
  (await sql<{ n: number | string }>`select count(*) as n from search_documents`.execute(services.db.kysely)).rows[0]!
    .n,
);
const reindexMs = performance.now() - reindexStarted;
clearInterval(ticker);
// With SQLite's synchronous driver the timer may not fire at all until the rebuild ends.
reindexStallMs = Math.max(reindexStallMs, performance.now() - lastTick);

const port = Number(process.env.SCALE_PORT ?? 0) || (await freePort());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loopFile = path.join(dataDir, "loop-delay.txt");
const server = await startServer(
  {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: "warn",
    ...databaseUrl,
    LOOP_DELAY_FILE: loopFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.join(root, "scripts/bench-loop-delay.ts")}`,
  },
  // A first start on PostgreSQL stores the demo pictures in the database: minutes on a busy machine.
  300_000,
);
const pid = server.proc.pid!;

/** The longest the server's event loop waited since the last call, in milliseconds. */
async function loopStall(): Promise<number> {
  writeFileSync(loopFile, "");
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 200; i++) {
    const text = readFileSync(loopFile, "utf8");
    if (text) return Number(text);
    await sleep(5);
  }
  return Number.NaN;
}

/** CPU time (user + system) of the server process, all its threads, in milliseconds (10 ms steps). */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
/**
 * CPU time of the server's main thread alone, the one running the event loop, in milliseconds
 * (the scheduler's nanosecond count): what a request keeps every other request waiting for,
 * without the thread pool's gzip or the collector's helper threads.
 */
function loopCpuMs(): number {
  return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ")[0]) / 1e6;
}
async function get(p: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(server.url + p);
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, bytes: body.length };
}
async function measured(p: string) {
  await loopStall();
  const before = cpuMs();
  const loopBefore = loopCpuMs();
  const r = await get(p);
  return { ...r, cpu: cpuMs() - before, loopCpu: loopCpuMs() - loopBefore, stall: await loopStall() };
}

const typeOf = types[0] as string;
const paths = [
  "/sitemap.xml",
  "/sitemaps/news-2.xml",
  "/feeds/news.xml",
  `/feeds/news/${typeOf}.xml`,
  "/news",
  "/news?page=500",
  `/search?q=scale`,
];
// Warm every path, and the cached page twice.
for (const p of ["/price", "/price", "/sitemaps/news.xml", ...paths]) await get(p);

const rounds: Array<{
  sitemap: number;
  sitemapCpu: number;
  sitemapLoopCpu: number;
  price: number;
  idleCpu: number;
  stall: number;
  others: Record<string, { ms: number; cpu: number; loopCpu: number; status: number; stall: number }>;
}> = [];
for (let round = 0; round < ROUNDS; round++) {
  const row = await db
    .selectFrom("news")
    .select(["id", "type"])
    .orderBy("id", "desc")
    .limit(1)
    .offset(round * 7)
    .executeTakeFirstOrThrow();
  const before = cpuMs();
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await trx
      .updateTable("news")
      .set({ title: `Scale item published ${round}`, updated_at: now, published_at: now })
      .where("id", "=", row.id)
      .execute();
    await bumpContentVersion(trx, [itemTag("news", row.id), listTag("news"), listTag("news", row.type)]);
  });
  // The server reads the content version once per poll; wait for two.
  await sleep(2 * CONTENT_POLL_MS + 200);
  const idleCpu = cpuMs() - before;
  await loopStall();
  const cpuBefore = cpuMs();
  const loopBefore = loopCpuMs();
  const sitemap = get("/sitemaps/news.xml");
  await sleep(5);
  const price = await get("/price");
  const s = await sitemap;
  const sitemapCpu = cpuMs() - cpuBefore;
  const sitemapLoopCpu = loopCpuMs() - loopBefore;
  const stall = await loopStall();
  const others: Record<string, { ms: number; cpu: number; loopCpu: number; status: number; stall: number }> = {};
  for (const p of paths) others[p] = await measured(p);
  rounds.push({ sitemap: s.ms, sitemapCpu, sitemapLoopCpu, price: price.ms, idleCpu, stall, others });
}
await server.stop();
await services.close();
if (postgresUrl) await dropPostgresSchema(postgresUrl);

const f = (n: number) => n.toFixed(1);
const max = (xs: number[]) => Math.max(...xs);
const lines = [
  "# Scale bench (`npm run bench:scale`)",
  "",
  `${ITEMS} news items added by SQL in ${f(insertMs / 1000)} s (${config.DATABASE_URL ? "PostgreSQL" : "SQLite"}); ${ROUNDS} publishes; ${new Date().toISOString()}, load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}, ${process.platform} ${process.arch}.`,
  `Search index rebuilt over ${reindexed} documents in ${f(reindexMs)} ms; longest event-loop stall meanwhile ${f(reindexStallMs)} ms.`,
  "Times are wall-clock milliseconds seen by the client (on a loaded machine they include waiting for a core); CPU is the server process's user + system time over all its threads (10 ms resolution), event-loop CPU that of its main thread alone (the scheduler's count, to the microsecond); a stall is the longest the server's event loop waited (perf_hooks.monitorEventLoopDelay, 5 ms resolution), which every other request waits too.",
  "",
  "| After publish | round " + rounds.map((_, i) => i + 1).join(" | round ") + " | worst |",
  "|---|" + rounds.map(() => "---:|").join("") + "---:|",
  `| first /sitemaps/news.xml (ms) | ${rounds.map((r) => f(r.sitemap)).join(" | ")} | ${f(max(rounds.map((r) => r.sitemap)))} |`,
  `| cached /price meanwhile (ms) | ${rounds.map((r) => f(r.price)).join(" | ")} | ${f(max(rounds.map((r) => r.price)))} |`,
  `| server CPU for both (ms) | ${rounds.map((r) => f(r.sitemapCpu)).join(" | ")} | ${f(max(rounds.map((r) => r.sitemapCpu)))} |`,
  `| event-loop CPU for both (ms) | ${rounds.map((r) => f(r.sitemapLoopCpu)).join(" | ")} | ${f(max(rounds.map((r) => r.sitemapLoopCpu)))} |`,
  `| longest event-loop stall meanwhile (ms) | ${rounds.map((r) => f(r.stall)).join(" | ")} | ${f(max(rounds.map((r) => r.stall)))} |`,
  `| server CPU while taking the change in (ms) | ${rounds.map((r) => f(r.idleCpu)).join(" | ")} | ${f(max(rounds.map((r) => r.idleCpu)))} |`,
  ...paths.flatMap((p) => [
    `| first ${p} (ms) | ${rounds.map((r) => f(r.others[p]!.ms)).join(" | ")} | ${f(max(rounds.map((r) => r.others[p]!.ms)))} |`,
    `| its server CPU (ms), status ${rounds[0]!.others[p]!.status} | ${rounds.map((r) => f(r.others[p]!.cpu)).join(" | ")} | ${f(max(rounds.map((r) => r.others[p]!.cpu)))} |`,
    `| its event-loop CPU (ms) | ${rounds.map((r) => f(r.others[p]!.loopCpu)).join(" | ")} | ${f(max(rounds.map((r) => r.others[p]!.loopCpu)))} |`,
    `| its longest event-loop stall (ms) | ${rounds.map((r) => f(r.others[p]!.stall)).join(" | ")} | ${f(max(rounds.map((r) => r.others[p]!.stall)))} |`,
  ]),
  "",
];
writeFileSync(path.resolve(root, process.env.SCALE_OUT ?? "bench/scale.md"), lines.join("\n"));
process.stdout.write(lines.join("\n"));
