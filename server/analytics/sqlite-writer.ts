/**
 * Analytics on a SQLite file are written by a worker thread (piscina, as the media
 * variants are) with a connection of its own (sqlite-writer-worker.ts): the event rows,
 * and the minute's pass of rollups and retention. SQLite's driver is synchronous, so on
 * the request thread every insert held the event loop until its commit reached the disk
 * (5-16 ms here, twenty times a second at 2,000 events a second), and the pass held it
 * while it scanned the day's events (380 ms at 150,000 events); pages waited behind both.
 * The file is in WAL mode: the request thread's reads never wait for this writer, and its
 * writes wait for one short commit at most.
 */
import { Piscina } from "piscina";
import type { EventRow, InsertRows } from "./ingest.ts";
import type { PassJob, WriterJob } from "./sqlite-writer-worker.ts";

export interface SqliteEventWriter {
  insert: InsertRows;
  /** The rollups of `days`, then raw events of days before `firstKept` deleted. */
  pass(days: string[], firstKept: string): Promise<void>;
  close(): Promise<void>;
}

/** The thread starts with the first task and ends when idle: a process that counts nothing never pays for it. */
export function createSqliteEventWriter(file: string): SqliteEventWriter {
  let pool: Piscina | undefined;
  const thread = () =>
    (pool ??= new Piscina({
      filename: new URL("./sqlite-writer-worker.ts", import.meta.url).href,
      minThreads: 0,
      // One writer: chunks are inserted in the order they were accepted, one task at a time.
      maxThreads: 1,
      idleTimeout: 90_000,
    }));
  return {
    async insert(rows: EventRow[]) {
      // A JSON string crosses to the thread as one copy; objects would be cloned field by field.
      const job: WriterJob = { file, rows: JSON.stringify(rows) };
      await thread().run(job, { name: "insert" });
    },
    async pass(days, firstKept) {
      const job: PassJob = { file, days, firstKept };
      await thread().run(job, { name: "pass" });
    },
    async close() {
      await pool?.close();
      pool = undefined;
    },
  };
}
