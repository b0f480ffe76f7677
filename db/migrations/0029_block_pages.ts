/**
 * Migration 0029: pages made of typed blocks (app/kernel/page-blocks.ts), one row per
 * page, found by its path ("contact", no leading slash). The blocks are one JSON value:
 * a page is edited, revised and published whole. Ids are given by the editorial store
 * (max + 1), as for the other content tables.
 */
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

export default function blockPages({ kind }: MigrationContext): Migration {
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("pages")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("path", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("blocks", t.json, (c) => c.notNull())
        .addColumn("seo_title", "text")
        .addColumn("seo_description", "text")
        .addColumn("seo_image_key", "text", (c) => c.references("media.key"))
        .addColumn("noindex", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .execute();
    },
  };
}
