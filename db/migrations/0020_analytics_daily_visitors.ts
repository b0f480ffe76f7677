import type { Migration } from "kysely/migration";
import type { AnyDb } from "../migration-kit.ts";

/**
 * Migration 0020: the visitors each daily rollup row has counted (server/analytics/rollup.ts),
 * so that rollups grow with each batch written instead of a rescan of the day each minute.
 */
export default function analyticsDailyVisitors(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("analytics_daily_visitors")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("dimension", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("visitor", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_daily_visitors_pk", ["day", "dimension", "key", "visitor"])
        .execute();
    },
  };
}
