/**
 * Accepted events wait in this process's memory and are written once a second in one
 * multi-row insert per chunk: at CDN scale the beacon's requests are many and small,
 * and one write a second costs the database far less than one per request. The queue is
 * bounded: while the database is away, events beyond MAX_QUEUED are dropped and counted
 * in the log rather than held until the process runs out of memory. Where the chunks go
 * is the caller's: on a SQLite file, a thread of their own (sqlite-writer.ts).
 */
import type { Insertable, Kysely } from "kysely";
import type { Logger } from "pino";
import type { AnalyticsEventsTable } from "../../db/schema-analytics.ts";
import type { DB } from "../../db/schema.ts";
import { addToRollups } from "./rollup.ts";

export const FLUSH_MS = 1000;
const MAX_QUEUED = 100_000;
/**
 * Rows per insert: a bounded statement (17 parameters a row), and between two inserts
 * the writer yields to the requests waiting on this event loop.
 */
const CHUNK = 100;

export type EventRow = Insertable<AnalyticsEventsTable>;
/** Writes one chunk of rows. */
export type InsertRows = (rows: EventRow[]) => Promise<void>;

/** The one write of events and what they add to the rollups, on this thread's connection or the SQLite writer's. */
export async function insertEvents(db: Kysely<DB>, rows: EventRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("analytics_events").values(rows).execute();
    await addToRollups(trx, rows);
  });
}

export interface EventWriter {
  push(rows: EventRow[]): void;
  /** Writes everything queued now; resolves with how many rows. */
  flush(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createEventWriter(insert: InsertRows, logger: Logger, flushMs = FLUSH_MS): EventWriter {
  let queue: EventRow[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<number> = Promise.resolve(0);

  async function write(rows: EventRow[]): Promise<number> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      if (i) await new Promise((resolve) => setImmediate(resolve));
      await insert(rows.slice(i, i + CHUNK));
    }
    return rows.length;
  }

  const flush = (): Promise<number> => {
    writing = writing.then(async () => {
      if (dropped) logger.warn({ dropped }, "analytics events dropped: the write queue was full");
      dropped = 0;
      const rows = queue;
      queue = [];
      if (!rows.length) return 0;
      try {
        return await write(rows);
      } catch (error) {
        logger.warn({ err: error, rows: rows.length }, "analytics events not written");
        return 0;
      }
    });
    return writing;
  };

  return {
    push(rows) {
      const room = MAX_QUEUED - queue.length;
      if (rows.length > room) dropped += rows.length - Math.max(0, room);
      if (room > 0) queue.push(...rows.slice(0, room));
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushMs).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
