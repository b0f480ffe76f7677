/**
 * The thread that writes analytics to the SQLite file (sqlite-writer.ts): event rows with
 * what they add to the rollups, and the minute's retention. One connection, opened once
 * and kept while the thread lives.
 */
import { Kysely, SqliteDialect } from "kysely";
import { SQLITE_BUSY_TIMEOUT_MS } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { NodeSqliteDatabase } from "../../db/sqlite-adapter.ts";
import { insertEvents, type EventRow } from "./ingest.ts";
import { trim } from "./rollup.ts";

export interface WriterJob {
  file: string;
  /** The rows of one insert, as JSON. */
  rows: string;
}

export interface PassJob {
  file: string;
  /** Raw events of earlier days are deleted. */
  firstKept: string;
  /** Visitor hashes of earlier days are deleted. */
  yesterday: string;
}

const connections = new Map<string, Kysely<DB>>();

function connect(file: string): Kysely<DB> {
  const connection = new NodeSqliteDatabase({ filename: file, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS });
  // Counts, not leads: a power cut may lose the last commits, so they need not each wait for
  // the disk; in WAL mode the file stays consistent, and a crash of the process loses nothing.
  connection.raw.exec("PRAGMA synchronous = NORMAL");
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: connection }) });
}

function connection(file: string): Kysely<DB> {
  let db = connections.get(file);
  if (!db) connections.set(file, (db = connect(file)));
  return db;
}

export async function insert({ file, rows }: WriterJob): Promise<void> {
  await insertEvents(connection(file), JSON.parse(rows) as EventRow[]);
}

export async function pass({ file, firstKept, yesterday }: PassJob): Promise<void> {
  await trim(connection(file), firstKept, yesterday);
}
