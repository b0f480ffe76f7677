/**
 * Event rows for a SQLite file are inserted by a worker thread with a connection of its
 * own (sqlite-writer-worker.ts). SQLite's driver is synchronous, so on the request
 * thread every insert held the event loop for as long as its commit took to reach the
 * disk (5-16 ms here, twenty times a second at 2,000 events a second), and pages waited
 * behind it. The file is in WAL mode: the request thread's reads never wait for this
 * writer, and its writes wait only for one short commit.
 */
import { Worker } from "node:worker_threads";
import type { EventRow, InsertRows } from "./ingest.ts";

export interface SqliteEventWriter {
  insert: InsertRows;
  /** Ends the thread once the inserts sent to it are done. */
  close(): Promise<void>;
}

export interface WriterReply {
  id: number;
  error?: string;
}

/** The thread starts with the first insert: a process that counts nothing never pays for it. */
export function createSqliteEventWriter(file: string): SqliteEventWriter {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let settled: Promise<unknown> = Promise.resolve();

  function failAll(error: Error) {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  }

  function start(): Worker {
    const thread = new Worker(new URL("./sqlite-writer-worker.ts", import.meta.url), { workerData: { file } });
    thread.on("message", ({ id, error }: WriterReply) => {
      const w = waiting.get(id);
      waiting.delete(id);
      if (error) w?.reject(new Error(error));
      else w?.resolve();
      // Idle, the thread does not keep the process alive.
      if (!waiting.size) thread.unref();
    });
    thread.on("error", (error) => failAll(error));
    thread.on("exit", (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`the analytics writer thread ended (${code})`));
    });
    return thread;
  }

  function insert(rows: EventRow[]): Promise<void> {
    worker ??= start();
    worker.ref();
    const id = next++;
    const done = new Promise<void>((resolve, reject) => waiting.set(id, { resolve, reject }));
    // A JSON string crosses to the thread as one copy; objects would be cloned one by one.
    worker.postMessage({ id, rows: JSON.stringify(rows) });
    settled = done.catch(() => undefined);
    return done;
  }

  return {
    insert,
    async close() {
      await settled;
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
