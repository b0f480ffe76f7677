/**
 * The thread that inserts event rows into the SQLite file (sqlite-writer.ts). Inserts
 * arrive one chunk at a time and are answered in order, each with its id.
 */
import { parentPort, workerData } from "node:worker_threads";
import { Kysely, SqliteDialect } from "kysely";
import { SQLITE_BUSY_TIMEOUT_MS } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { NodeSqliteDatabase } from "../../db/sqlite-adapter.ts";
import { insertEvents, type EventRow } from "./ingest.ts";
import type { WriterReply } from "./sqlite-writer.ts";

const { file } = workerData as { file: string };
const connection = new NodeSqliteDatabase({ filename: file, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS });
// Counts, not leads: a power cut may lose the last commits, which need not each wait for the
// disk; in WAL mode the file stays consistent, and a crash of the process loses nothing.
connection.raw.exec("PRAGMA synchronous = NORMAL");
const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: connection }) });

parentPort!.on("message", async ({ id, rows }: { id: number; rows: string }) => {
  let reply: WriterReply = { id };
  try {
    await insertEvents(db, JSON.parse(rows) as EventRow[]);
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
