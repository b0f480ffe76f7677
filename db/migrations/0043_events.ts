/**
 * Migration 0043: the events (app/kernel/collections/events.ts) and the event a lead
 * registered for.
 *
 * An event's start and end are instants (timestamptz on PostgreSQL, ISO text in UTC on
 * SQLite) and its time zone an IANA name beside them, so the page shows the times where
 * the event happens whatever the server's zone. Its lists read by date, so the indexes
 * are on the end (upcoming or past) and the start (the order). The search index follows
 * the table like the other searched types (db/search-migration.ts's triggers).
 *
 * `leads.event_id` is nullable and has no foreign key: a lead outlives the event it named
 * (an event deleted, or the demo content reseeded), and the inbox then shows the number.
 */
import type { Migration } from "kysely/migration";
import { searchTriggers } from "../search-migration.ts";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

export default function eventsTable({ kind }: MigrationContext): Migration {
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("events")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("body_html", "text", (c) => c.notNull())
        .addColumn("cover_key", "text", (c) => c.notNull().references("media.key"))
        .addColumn("cover_alt", "text", (c) => c.notNull())
        .addColumn("starts_at", t.ts, (c) => c.notNull())
        .addColumn("ends_at", t.ts, (c) => c.notNull())
        .addColumn("time_zone", "text", (c) => c.notNull())
        .addColumn("online_url", "text")
        .addColumn("venue_name", "text")
        .addColumn("venue_address", "text")
        .addColumn("venue_city", "text")
        .addColumn("agenda", t.json, (c) => c.notNull())
        .addColumn("speakers", t.json, (c) => c.notNull())
        .addColumn("recording_href", "text")
        .addColumn("registration_open", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("capacity", "integer")
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("published_at", t.ts, (c) => c.notNull())
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .addColumn("seo_title", "text")
        .addColumn("seo_description", "text")
        .addColumn("seo_image_key", "text", (c) => c.references("media.key"))
        .addColumn("noindex", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .execute();
      // Upcoming (ends later than now) and past lists, of every kind or one, in date order.
      await db.schema
        .createIndex("events_by_date")
        .on("events")
        .columns(["published", "ends_at", "starts_at", "id"])
        .execute();
      await db.schema
        .createIndex("events_by_type_date")
        .on("events")
        .columns(["published", "type", "ends_at", "starts_at", "id"])
        .execute();
      await searchTriggers(db, kind, { section: "events", table: "events" });

      await db.schema.alterTable("leads").addColumn("event_id", "integer").execute();
      await db.schema.createIndex("leads_event").on("leads").column("event_id").execute();
    },
  };
}
