/**
 * Several processes draining the search queue at once (instances of a cluster, or the
 * repair tool beside a running site) on PostgreSQL: each takes entries no other holds, so
 * none waits for another's rows and none is chosen as a deadlock's victim, and the index
 * ends complete.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/database.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { SearchDb } from "./indexer.ts";
import { createSearch } from "./service.ts";

describe("draining the search queue from several processes on postgres", () => {
  let s: TestServices;
  const pools: Database[] = [];

  beforeAll(async () => {
    s = await createTestServices("postgres", "search-drains");
  }, 120_000);
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await s?.dispose();
  });

  it("drains what no other process holds instead of waiting for it, and the rest once it is let go", async () => {
    const db = openDatabase({ databaseUrl: s.config.DATABASE_URL, dataDir: s.config.DATA_DIR, poolSize: 2 });
    pools.push(db);
    const drain = createSearch(db.kysely, db.kind);
    const index = s.db.kysely as unknown as SearchDb;
    await drain.refresh();
    await s.db.kysely.transaction().execute(async (trx) => {
      await (trx as unknown as SearchDb)
        .insertInto("search_queue")
        .columns(["section", "item_id"])
        .expression((eb) =>
          eb
            .selectFrom("news")
            .select([eb.val("news").as("section"), "id as item_id"])
            .where("published", "=", true),
        )
        .execute();
    });
    const queued = (await index.selectFrom("search_queue").select("item_id").execute()).length;
    expect(queued).toBeGreaterThan(40);
    // Another process holds the first entries, as a drain under way does.
    const other = new pg.Client({ connectionString: s.config.DATABASE_URL });
    await other.connect();
    try {
      await other.query("begin");
      const held = await other.query("select item_id from search_queue order by section, item_id limit 20 for update");
      expect(held.rowCount).toBe(20);
      const started = Date.now();
      await drain.refresh();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await index.selectFrom("search_queue").select("item_id").execute()).length).toBe(20);
      await other.query("commit");
    } finally {
      await other.end();
    }
    await drain.refresh();
    expect(await index.selectFrom("search_queue").select("item_id").execute()).toEqual([]);
  }, 120_000);

  it("indexes every item once, whichever drain takes each entry", async () => {
    const open = (deadlines: boolean) => {
      const db = openDatabase({
        databaseUrl: s.config.DATABASE_URL,
        dataDir: s.config.DATA_DIR,
        poolSize: 2,
        deadlines,
      });
      pools.push(db);
      return createSearch(db.kysely, db.kind);
    };
    // The repair tool beside three instances of the site. Without the one-second deadlines: a
    // busy machine may stretch a write past them (a search then uses the index as it is); what
    // must never happen is a deadlock, which is reported whatever the deadlines.
    const drains = [open(false), open(false), open(false), open(false)];
    const index = s.db.kysely as unknown as SearchDb;
    for (let round = 0; round < 3; round++) {
      // Every item queued again, while the instances drain what they find.
      const results = await Promise.allSettled(drains.map((d, i) => (i === 0 ? d.reindexAll() : d.refresh())));
      expect(results.filter((r) => r.status === "rejected").map((r) => String(r.reason))).toEqual([]);
    }
    await drains[0]!.refresh();
    expect(await index.selectFrom("search_queue").select("item_id").execute()).toEqual([]);
    const news = await s.db.kysely.selectFrom("news").select("id").where("published", "=", true).execute();
    const indexed = await index
      .selectFrom("search_documents")
      .select("item_id")
      .where("section", "=", "news")
      .execute();
    expect(indexed.map((r) => Number(r.item_id)).sort((a, b) => a - b)).toEqual(
      news.map((r) => Number(r.id)).sort((a, b) => a - b),
    );
  }, 300_000);
});
