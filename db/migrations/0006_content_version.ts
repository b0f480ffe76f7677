import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/**
 * The content version (db/content-version.ts): one row every content write bumps
 * and every server process polls, so caches everywhere follow a change. Starts at
 * 1: a database migrated under running servers gets its row before they first read it.
 */
export default function contentVersion({ kind }: MigrationContext): Migration {
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("content_version")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("types", "text")
        .addColumn("changed_at", t.ts, (c) => c.notNull())
        .execute();
      await db
        .insertInto("content_version")
        .values({ id: 1, version: 1, types: null, changed_at: new Date().toISOString() })
        .execute();
    },
  };
}
