import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { AnyDb } from "../migration-kit.ts";

/**
 * Migration 0046: a lead records the item it registered for as a content type's name and the
 * item's id (`item_type`, `item_id`, decision 0114), whatever type takes registrations, in
 * place of the events' own column (`event_id`, migration 0043). Each lead that named an event
 * names it the new way, then the old column and its index go. Like the column before, no
 * foreign key: a lead outlives the item it names.
 */
export default function leadItem(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("leads").addColumn("item_type", "text").execute();
      await db.schema.alterTable("leads").addColumn("item_id", "integer").execute();
      await sql`update leads set item_type = 'events', item_id = event_id where event_id is not null`.execute(db);
      // SQLite drops a column only once no index names it.
      await db.schema.dropIndex("leads_event").execute();
      await db.schema.alterTable("leads").dropColumn("event_id").execute();
      await db.schema.createIndex("leads_item").on("leads").columns(["item_type", "item_id"]).execute();
    },
  };
}
