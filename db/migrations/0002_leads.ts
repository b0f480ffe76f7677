import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/** Migration 0002: the leads the forms and the API send (`source`), with a keyed hash of the sender's address. */
export default function leadsTable({ kind }: MigrationContext): Migration {
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("leads")
        .addColumn("id", kind === "postgres" ? "bigserial" : "integer", (c) =>
          kind === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("idempotency_key", "text", (c) => c.unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("job_title", "text", (c) => c.notNull())
        .addColumn("company_size", "text", (c) => c.notNull())
        .addColumn("product", "text", (c) => c.notNull())
        .addColumn("region", "text")
        .addColumn("message", "text")
        .addColumn("consent", t.bool, (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('api', 'form')`))
        .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("ip_hash", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("leads_created").on("leads").columns(["created_at", "id"]).execute();
    },
  };
}
