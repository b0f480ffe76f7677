import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/**
 * Migration 0018: the variants of an upload's earlier focal point, kept
 * while a cached page may still name them (server/media-library/retired.ts), with
 * what their crop was cut from, so that a missing one can still be rendered.
 */
export default function retiredVariantsTable({ kind }: MigrationContext): Migration {
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("media_retired_variants")
        .addColumn("media_id", "integer", (c) => c.notNull().references("media_assets.id").onDelete("cascade"))
        .addColumn("tag", "text", (c) => c.notNull())
        .addColumn("hash", "text", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("focal_x", "real", (c) => c.notNull())
        .addColumn("focal_y", "real", (c) => c.notNull())
        .addColumn("keep_until", t.ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("media_retired_variants_pk", ["media_id", "tag"])
        .execute();
      await db.schema
        .createIndex("media_retired_variants_keep_until")
        .on("media_retired_variants")
        .column("keep_until")
        .execute();
    },
  };
}
