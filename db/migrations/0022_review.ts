/**
 * Review as a workflow (migration 0022, server/editorial/review.ts): the outcome of
 * the last review on the item's editorial row (approved, or sent back for changes,
 * by whom and when), and comments on a draft, on the whole item or on one field,
 * each open or resolved, with a version of its own so that resolving a comment
 * someone else has just reopened is refused (412) instead of lost.
 */
import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

export default function reviewTables({ kind }: MigrationContext): Migration {
  const t = types(kind);
  const pg = kind === "postgres";
  return {
    async up(db: AnyDb) {
      // SQLite adds one column per statement; all nullable: rows from before have had no review.
      await db.schema
        .alterTable("editorial_items")
        .addColumn("review_state", "text", (c) => c.check(sql`review_state in ('approved', 'changes')`))
        .execute();
      await db.schema.alterTable("editorial_items").addColumn("reviewed_at", t.ts).execute();
      await db.schema.alterTable("editorial_items").addColumn("reviewed_by_email", "text").execute();

      await db.schema
        .createTable("editorial_comments")
        .addColumn("id", pg ? "bigserial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("item_id", "integer", (c) => c.notNull())
        .addColumn("field", "text")
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("decision", "text", (c) => c.check(sql`decision in ('approve', 'changes')`))
        .addColumn("resolved", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("created_by_id", "text")
        .addColumn("created_by_email", "text")
        .addColumn("resolved_at", t.ts)
        .addColumn("resolved_by_email", "text")
        .execute();
      await db.schema
        .createIndex("editorial_comments_item")
        .on("editorial_comments")
        .columns(["type", "item_id", "id"])
        .execute();
    },
  };
}
