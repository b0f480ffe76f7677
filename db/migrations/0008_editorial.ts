/**
 * The editorial workflow (migration 0008, server/editorial/): per item its version,
 * status and revision pointers; every saved revision as a whole JSON document;
 * schedules the job runner claims; preview share links (only a hash of the token is
 * kept); and redirects (301/302 set by editors, 410 for items taken down).
 * The content tables keep serving visitors as before: nothing here is read by a
 * public page except the redirects.
 */
import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

export default function editorialTables({ kind }: MigrationContext): Migration {
  const t = types(kind);
  const pg = kind === "postgres";
  const serial = (name: string) => (table: ReturnType<AnyDb["schema"]["createTable"]>) =>
    table.addColumn(name, pg ? "bigserial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("editorial_items")
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("item_id", "integer", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) =>
          c.notNull().check(sql`status in ('draft', 'in_review', 'published', 'unpublished')`),
        )
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("published_revision_id", "integer")
        .addColumn("draft_revision_id", "integer")
        .addColumn("created_by_id", "text")
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .addColumn("updated_by_id", "text")
        .addColumn("updated_by_email", "text")
        .addColumn("submitted_at", t.ts)
        .addColumn("submitted_by_email", "text")
        .addColumn("editing_at", t.ts)
        .addColumn("editing_by_id", "text")
        .addColumn("editing_by_email", "text")
        .addColumn("deleted_at", t.ts)
        .addColumn("deleted_by_email", "text")
        .addPrimaryKeyConstraint("editorial_items_pk", ["type", "item_id"])
        .execute();
      await db.schema.createIndex("editorial_items_deleted").on("editorial_items").column("deleted_at").execute();

      await serial("id")(db.schema.createTable("editorial_revisions"))
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("item_id", "integer", (c) => c.notNull())
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("document", t.json, (c) => c.notNull())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("author_id", "text")
        .addColumn("author_email", "text")
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addUniqueConstraint("editorial_revisions_number", ["type", "item_id", "number"])
        .execute();

      await serial("id")(db.schema.createTable("editorial_schedules"))
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("item_id", "integer", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('publish', 'unpublish')`))
        .addColumn("run_at", t.ts, (c) => c.notNull())
        .addColumn("revision_id", "integer")
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("created_by_id", "text")
        .addColumn("created_by_email", "text")
        .addColumn("done_at", t.ts)
        .addColumn("outcome", "text")
        .execute();
      await db.schema
        .createIndex("editorial_schedules_due")
        .on("editorial_schedules")
        .columns(["done_at", "run_at"])
        .execute();

      await serial("id")(db.schema.createTable("preview_links"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("item_id", "integer", (c) => c.notNull())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("created_by_id", "text")
        .addColumn("created_by_email", "text")
        .addColumn("expires_at", t.ts, (c) => c.notNull())
        .addColumn("revoked_at", t.ts)
        .execute();

      await serial("id")(db.schema.createTable("redirects"))
        .addColumn("from_path", "text", (c) => c.notNull().unique())
        .addColumn("to_path", "text")
        .addColumn("status", "integer", (c) => c.notNull().check(sql`status in (301, 302, 410)`))
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .addColumn("updated_by_email", "text")
        .execute();
    },
  };
}
