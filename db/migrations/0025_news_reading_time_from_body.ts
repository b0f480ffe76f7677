import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { AnyDb, MigrationContext } from "../migration-kit.ts";

/**
 * News reading time is worked out from the body (app/kernel/reading-time.ts), never
 * typed: the column that held a typed figure goes, and so does the field in the saved
 * revisions of news, so that publishing an old revision writes no such column.
 */
export default function newsReadingTimeFromBody({ kind }: MigrationContext): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("news").dropColumn("reading_minutes").execute();
      const without =
        kind === "postgres" ? sql`document - 'readingMinutes'` : sql`json_remove(document, '$.readingMinutes')`;
      await sql`update editorial_revisions set document = ${without} where type = 'news'`.execute(db);
    },
  };
}
