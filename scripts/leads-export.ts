/**
 * Writes the leads out for sales tools and spreadsheets.
 *
 *   npm run leads:export -- --format csv|json [--since 2026-11-01] [--out leads.csv]
 *
 * Reads the same database as the site (DATABASE_URL, or the SQLite file under
 * DATA_DIR). Output goes to stdout unless --out names a file. --since takes a
 * date (UTC midnight) or an ISO 8601 time and keeps leads created at or after it.
 */
import { createWriteStream } from "node:fs";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { openDatabase } from "../db/database.ts";
import { ConfigError, parseConfig } from "../server/config.ts";
import { exportLeads, parseSince, type ExportFormat } from "../server/leads/export.ts";
import { listLeads } from "../server/leads/export-rows.ts";

const USAGE = "Usage: npm run leads:export -- --format csv|json [--since YYYY-MM-DD] [--out FILE]";

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n${code === 2 ? `${USAGE}\n` : ""}`);
  process.exit(code);
}

let args;
try {
  args = parseArgs({
    options: {
      format: { type: "string", default: "csv" },
      since: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (args.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (args.format !== "csv" && args.format !== "json")
  fail(`--format must be csv or json (got ${JSON.stringify(args.format)}).`);
const format: ExportFormat = args.format;
let since: Date | undefined;
if (args.since !== undefined) {
  since = parseSince(args.since);
  if (!since)
    fail(
      `--since must be a date such as 2026-11-01 or a time such as 2026-11-01T09:30:00Z (got ${JSON.stringify(args.since)}).`,
    );
}

let config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 1);
  throw error;
}

const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2, deadlines: false });
try {
  try {
    await sql`select count(*) from leads`.execute(db.kysely);
  } catch {
    fail("The database has no leads table yet. Start the site once, or run npm run db:migrate, then export again.", 1);
  }
  const out: Writable = args.out ? createWriteStream(args.out) : process.stdout;
  await pipeline(Readable.from(exportLeads(listLeads(db.kysely, since), format)), out);
} finally {
  await db.close();
}
