/**
 * Migration 0010: the media library (server/media-library/). An uploaded image is
 * a row of media_assets plus the `media` row the content tables already point to
 * (key "upload-<id>"), so content renders an upload exactly like a seed image.
 * `media.hash` puts the original's content hash into the variant URLs, which can
 * then be cached for a year. media_originals holds the uploaded bytes when several
 * instances share PostgreSQL (decision 0034); media_uses lists where each is used.
 */
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

export default function mediaTables({ kind }: MigrationContext): Migration {
  const t = types(kind);
  const pg = kind === "postgres";
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("media").addColumn("hash", "text").execute();
      await db.schema
        .createTable("media_assets")
        .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn("key", "text", (c) => c.notNull().unique())
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("mime", "text", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("hash", "text", (c) => c.notNull())
        .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("focal_x", "real", (c) => c.notNull().defaultTo(0.5))
        .addColumn("focal_y", "real", (c) => c.notNull().defaultTo(0.5))
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_by", "text")
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("media_originals")
        .addColumn("hash", "text", (c) => c.primaryKey())
        .addColumn("data", pg ? "bytea" : "blob", (c) => c.notNull())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("media_uses")
        .addColumn("media_id", "integer", (c) => c.notNull().references("media_assets.id"))
        .addColumn("owner_type", "text", (c) => c.notNull())
        .addColumn("owner_id", "text", (c) => c.notNull())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("media_uses_pk", ["media_id", "owner_type", "owner_id"])
        .execute();
      await db.schema.createIndex("media_uses_owner").on("media_uses").columns(["owner_type", "owner_id"]).execute();
    },
  };
}
