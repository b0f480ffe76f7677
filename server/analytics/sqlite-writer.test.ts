/**
 * On a SQLite file, event rows are inserted by a thread of their own: while the file's
 * write lock is held elsewhere, or a commit waits for the disk, the request thread goes
 * on serving, and the rows are written once the lock is free, none lost.
 */
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const LOCK_MS = 300;

describe("event rows on a SQLite file", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices("sqlite", "events-writer", {
      seed: false,
      analyticsJobs: false,
      leadJobs: false,
      // Jobs that write at start would wait for the lock this test holds, on this thread.
      auditRetention: false,
      purgeJobs: false,
    });
  });
  afterAll(async () => {
    await services?.dispose();
  });
  const count = async () =>
    Number(
      (
        await services.db.kysely
          .selectFrom("analytics_events")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("are written off the request thread: a held write lock does not stall it, and nothing is lost", async () => {
    const client = { ip: "203.0.113.7", userAgent: BROWSER };
    const events = Array.from({ length: 25 }, (_, i) => ({ type: "view" as const, path: `/cases/${i + 1}` }));
    // The day's salt is made first, so the held lock below only stands in the writer's way.
    expect(await services.analytics.accept({ events: events.slice(0, 1) }, client)).toBe(1);
    const other = new DatabaseSync(services.db.file!);
    other.exec("BEGIN IMMEDIATE");
    try {
      for (let i = 0; i < 10; i++) await services.analytics.accept({ events }, client);
      const started = performance.now();
      let tickedAfter = Infinity;
      const release = new Promise<void>((resolve) =>
        setTimeout(() => {
          tickedAfter = performance.now() - started;
          other.exec("COMMIT");
          resolve();
        }, LOCK_MS),
      );
      const written = await services.analytics.flush();
      await release;
      // The timer ran while the insert waited for the lock (the busy wait is 5 s): nothing held this thread.
      expect(tickedAfter).toBeLessThan(LOCK_MS + 2500);
      expect(written).toBe(251);
      expect(await count()).toBe(251);
    } finally {
      if (other.isTransaction) other.exec("ROLLBACK");
      other.close();
    }
  });

  it("writes what is still queued when the service stops", async () => {
    const before = await count();
    await services.analytics.accept(
      { events: [{ type: "form", path: "/register", step: "start" }] },
      { ip: "203.0.113.8", userAgent: BROWSER },
    );
    await services.analytics.stop();
    expect(await count()).toBe(before + 1);
  });
});
