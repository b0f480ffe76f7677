/**
 * The leads inbox (migration 0009): a status workflow, an assignee, a version for
 * optimistic concurrency and an erasure mark on each lead; notes; and the
 * notification outbox, written in the same transaction as the lead it announces
 * (server/leads/store.ts) and drained by server/leads/outbox.ts (decision 0031).
 * The notification settings live in staff_settings like the others.
 */
import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

export default function leadsInboxTables({ kind }: MigrationContext): Migration {
  const t = types(kind);
  const pg = kind === "postgres";
  const serial = pg ? "bigserial" : "integer";
  return {
    async up(db: AnyDb) {
      // SQLite adds one column per statement.
      await db.schema
        .alterTable("leads")
        .addColumn("status", "text", (c) =>
          c
            .notNull()
            .defaultTo("new")
            .check(sql`status in ('new', 'contacted', 'qualified', 'won', 'lost')`),
        )
        .execute();
      await db.schema.alterTable("leads").addColumn("assignee_id", "text").execute();
      await db.schema
        .alterTable("leads")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable("leads").addColumn("updated_at", t.ts).execute();
      await db.schema.alterTable("leads").addColumn("erased_at", t.ts).execute();
      await db.schema.createIndex("leads_email").on("leads").column("email").execute();
      await db.schema.createIndex("leads_status").on("leads").columns(["status", "created_at"]).execute();

      await db.schema
        .createTable("lead_notes")
        .addColumn("id", serial, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("lead_id", pg ? "bigint" : "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("author_id", "text")
        .addColumn("author_email", "text")
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_id", "created_at"]).execute();

      await db.schema
        .createTable("lead_outbox")
        .addColumn("id", serial, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("lead_id", pg ? "bigint" : "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("channel", "text", (c) => c.notNull().check(sql`channel in ('mail', 'webhook')`))
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("next_attempt_at", t.ts, (c) => c.notNull())
        .addColumn("sent_at", t.ts)
        .addColumn("dead_at", t.ts)
        .addColumn("last_error", "text")
        .execute();
      await db.schema
        .createIndex("lead_outbox_due")
        .on("lead_outbox")
        .columns(["sent_at", "dead_at", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("lead_outbox_lead").on("lead_outbox").column("lead_id").execute();
    },
  };
}
