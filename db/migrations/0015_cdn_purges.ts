/**
 * Migration 0015: the CDN purge outbox (server/cdn/). Every content change writes one
 * row, in its own transaction, naming the edge tags it makes stale; a worker in each
 * process sends the rows to the configured CDN, claiming them so that one sends each.
 */
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

export default function cdnPurges({ kind }: MigrationContext): Migration {
  const t = types(kind);
  const pg = kind === "postgres";
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("cdn_purges")
        .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        // JSON array of the tags to purge, as the answers carry them.
        .addColumn("tags", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("next_attempt_at", t.ts, (c) => c.notNull())
        .addColumn("sent_at", t.ts)
        .addColumn("last_error", "text")
        .execute();
      await db.schema.createIndex("cdn_purges_due").on("cdn_purges").columns(["sent_at", "next_attempt_at"]).execute();
    },
  };
}
