/**
 * Server time of the admin content list with 10 000 items of one type: seeds a
 * throwaway database (SQLite, or PostgreSQL with DATABASE_URL pointing at an empty
 * schema), copies the first news item 10 000 times, and times list queries.
 * Run: node scripts/bench-editorial.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pino from "pino";
import { parseConfig } from "../server/config.ts";
import { createServices } from "../server/services.ts";
import type { Caller } from "../app/kernel/services/editorial.ts";

const ITEMS = 10_000;
const RUNS = 30;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-editorial-"));
const config = parseConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? "",
  LOG_LEVEL: "silent",
});
const services = await createServices(config, pino({ level: "silent" }), { media: false, jobIntervalMs: 0 });
const editor: Caller = {
  user: {
    id: "bench",
    email: "bench@example.com",
    name: "Bench",
    role: "editor",
    sessionId: null,
    tokenId: "t",
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  },
  client: { ip: "", userAgent: "" },
};
try {
  const db = services.db.kysely;
  const { max } = (await db
    .selectFrom("news")
    .select(sql<number>`max(id)`.as("max"))
    .executeTakeFirstOrThrow()) as { max: number };
  const columns =
    "type, title, summary, body_html, published, published_at, updated_at, cover_key, cover_alt, author, tags";
  for (let done = 0; done < ITEMS; done += 1000)
    await sql`insert into news (id, ${sql.raw(columns)})
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000)
      select ${Number(max) + done} + n.i, type, title || ' copy ' || n.i, summary, body_html, published, published_at, updated_at, cover_key, cover_alt, author, tags
      from news, n where news.id = (select min(id) from news)`.execute(db);
  const total = (await services.editorial.list(editor, "news", {})).total;
  const cases: Array<[string, Parameters<typeof services.editorial.list>[2]]> = [
    ["first page, newest first", {}],
    ["search 'copy 99'", { q: "copy 99" }],
    ["category filter", { category: "company" }],
    ["sorted by title, page 200", { sort: "title", page: 200 }],
    ["published only, page 100", { status: "published", page: 100 }],
  ];
  console.log(`${services.db.kind}: ${total} news items`);
  for (const [name, query] of cases) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await services.editorial.list(editor, "news", query);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name}: median ${times[RUNS >> 1]!.toFixed(1)} ms, p95 ${times[Math.floor(RUNS * 0.95)]!.toFixed(1)} ms`,
    );
  }
} finally {
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
}
