/**
 * Analytics on a SQLite file are written by a worker thread (piscina, as the media
 * variants are) with a connection of its own (sqlite-writer-worker.ts): the event rows
 * with their rollups, and the minute's retention. SQLite's driver is synchronous, so on
 * the request thread every insert held the event loop until its commit reached the disk
 * (5-16 ms here, twenty times a second at 2,000 events a second), and pages waited behind it.
 * The file is in WAL mode: the request thread's reads never wait for this writer, and its
 * writes wait for one short commit at most.
 */
import { Piscina } from "piscina";
import type { EventRow, InsertRows } from "./ingest.ts";
import type { PassJob, WriterJob } from "./sqlite-writer-worker.ts";

export interface SqliteEventWriter {
  insert: InsertRows;
  /** Retention (rollup.ts, trim). */
  pass(firstKept: string, yesterday: string): Promise<void>;
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
    async pass(firstKept, yesterday) {
      const job: PassJob = { file, firstKept, yesterday };
      await thread().run(job, { name: "pass" });
    },
    async close() {
      await pool?.close();
      pool = undefined;
    },
  };
}
