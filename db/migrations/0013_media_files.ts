import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/**
 * Migration 0013: the files every instance serves (decision 0051): the demo's pictures
 * and tours, published once by whoever seeds, and every upload variant, rendered once by
 * whichever instance first needs it. Keyed by the file name the site serves; `md5` lets
 * a publish skip what is already there.
 */
export default function mediaFilesTable({ kind }: MigrationContext): Migration {
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("media_files")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("data", kind === "postgres" ? "bytea" : "blob", (c) => c.notNull())
        .addColumn("md5", "text", (c) => c.notNull())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .execute();
    },
  };
}
