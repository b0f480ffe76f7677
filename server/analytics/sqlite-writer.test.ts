/**
 * On a SQLite file, analytics are written by a thread of their own: while the file's write
 * lock is held elsewhere, or a commit waits for the disk, the request thread goes on
 * serving; the event rows, their rollups and the minute's retention are written once the
 * lock is free, nothing lost.
 */
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const LOCK_MS = 300;
/** SQLite's busy wait is 5 s: a thread that waited for the lock misses the timer by seconds. */
const ON_TIME_MS = LOCK_MS + 2500;

describe("analytics on a SQLite file", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices("sqlite", "events-writer", {
      seed: false,
      analyticsJobs: false,
      leadJobs: false,
      // Jobs that write at start would wait for the lock these tests hold, on this thread.
      auditRetention: false,
      purgeJobs: false,
    });
  });
  afterAll(async () => {
    await services?.dispose();
  });
  const client = { ip: "203.0.113.7", userAgent: BROWSER };
  const count = async (table: "analytics_events" | "analytics_daily" | "analytics_daily_visitors") =>
    Number(
      (
        await services.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /**
   * Runs `work` while another connection holds the file's write lock, released by a timer
   * on this thread after LOCK_MS; resolves with work's result and when the timer ran.
   */
  async function whileLocked<T>(work: () => Promise<T>): Promise<{ result: T; tickedAfter: number }> {
    const other = new DatabaseSync(services.db.file!);
    other.exec("BEGIN IMMEDIATE");
    try {
      const started = performance.now();
      let tickedAfter = Infinity;
      const release = new Promise<void>((resolve) =>
        setTimeout(() => {
          tickedAfter = performance.now() - started;
          other.exec("COMMIT");
          resolve();
        }, LOCK_MS),
      );
      const result = await work();
      await release;
      return { result, tickedAfter };
    } finally {
      if (other.isTransaction) other.exec("ROLLBACK");
      other.close();
    }
  }

  it("writes event rows off the request thread: a held write lock does not stall it, and nothing is lost", async () => {
    const events = Array.from({ length: 25 }, (_, i) => ({ type: "view" as const, path: `/cases/${i + 1}` }));
    // The day's salt is made first, so the held lock below only stands in the writer's way.
    expect(await services.analytics.accept({ events: events.slice(0, 1) }, client)).toBe(1);
    for (let i = 0; i < 10; i++) await services.analytics.accept({ events }, client);
    const { result, tickedAfter } = await whileLocked(() => services.analytics.flush());
    expect(tickedAfter).toBeLessThan(ON_TIME_MS);
    expect(result).toBe(251);
    expect(await count("analytics_events")).toBe(251);
  });

  it("adds to the rollups as it writes, and runs its retention off the request thread too", async () => {
    const site = await services.db.kysely
      .selectFrom("analytics_daily")
      .select(["events", "visitors"])
      .where("dimension", "=", "site")
      .execute();
    expect(site).toEqual([{ events: 251, visitors: 1 }]);
    expect(await count("analytics_daily")).toBe(1 + 25 + 1); // the site, each page, the skin
    const { tickedAfter } = await whileLocked(() => services.analytics.pass(new Date(Date.now() + 2 * 86_400_000)));
    expect(tickedAfter).toBeLessThan(ON_TIME_MS);
    // Two days on, the visitor hashes of the events' day are gone; the rollups stay.
    expect(await count("analytics_daily_visitors")).toBe(0);
    expect(await count("analytics_daily")).toBe(27);
  });

  it("writes what is still queued when the service stops", async () => {
    const before = await count("analytics_events");
    await services.analytics.accept({ events: [{ type: "form", path: "/register", step: "start" }] }, client);
    await services.analytics.stop();
    expect(await count("analytics_events")).toBe(before + 1);
  });
});
