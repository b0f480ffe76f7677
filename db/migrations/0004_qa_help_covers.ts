import type { Migration } from "kysely/migration";
import type { AnyDb } from "../migration-kit.ts";

/**
 * Q&A items and help articles get a cover image with alt text, like news. Nullable:
 * rows written before this version keep no cover (the service answers cover: null)
 * until the next seed gives them one. SQLite adds one column per statement.
 */
export default function qaHelpCovers(): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ["qas", "help_articles"]) {
        await db.schema
          .alterTable(table)
          .addColumn("cover_key", "text", (c) => c.references("media.key"))
          .execute();
        await db.schema.alterTable(table).addColumn("cover_alt", "text").execute();
      }
    },
  };
}
