/**
 * Migration 0016: first-party analytics (server/analytics). Raw events are kept
 * ANALYTICS_RAW_DAYS days; the daily rollups and the speed histograms forever. The
 * day's salt of the visitor hash is shared by every instance through
 * `analytics_salts` and deleted once its day is over. No column holds an address,
 * a user agent or anything else that names a person.
 */
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

export default function analyticsTables({ kind }: MigrationContext): Migration {
  const t = types(kind);
  const pg = kind === "postgres";
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("analytics_events")
        .addColumn("id", pg ? "bigserial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("at", t.ts, (c) => c.notNull())
        // The UTC day, "2026-11-28": what rollups group by and retention deletes by.
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("page_type", "text", (c) => c.notNull())
        .addColumn("skin", "text", (c) => c.notNull())
        .addColumn("locale", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("referrer", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("utm_source", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("utm_medium", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("utm_campaign", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("entry", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        // The outbound link's host, or the lead form's step ("start", "submit").
        .addColumn("target", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("metric", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("value", "real", (c) => c.notNull().defaultTo(0))
        .addColumn("ordering", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("visitor", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("analytics_events_day").on("analytics_events").columns(["day", "type"]).execute();
      await db.schema
        .createTable("analytics_daily")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("dimension", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("events", "integer", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "dimension", "key"])
        .execute();
      await db.schema
        .createTable("analytics_vitals")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("page_type", "text", (c) => c.notNull())
        .addColumn("metric", "text", (c) => c.notNull())
        .addColumn("ordering", "text", (c) => c.notNull())
        .addColumn("bucket", "integer", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_vitals_pk", ["day", "page_type", "metric", "ordering", "bucket"])
        .execute();
      await db.schema
        .createTable("analytics_salts")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("salt", "text", (c) => c.notNull())
        .execute();
    },
  };
}
