import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { TAG, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/**
 * Migration 0042: each lead records the locale of the page it was sent from (decision 0101),
 * its BCP 47 tag as LOCALES names it ("en", "zh-Hans"), for the inbox's filter and the staff
 * notification. Leads stored before it were all sent from the default locale's pages, or
 * cannot be told apart from them, so they get the site's default locale: the first tag of
 * LOCALES when the migration runs, not "en" as such. A site whose first locale is "de" marks
 * its old leads "de", as its visitors then read its "de" pages. `en` when no configuration
 * names one (a bare migrator). The column's default is that tag too; every write names the
 * locale itself, so the default serves the rows already there.
 */
export default function leadLocale({ defaultLocale }: MigrationContext): Migration {
  if (!TAG.test(defaultLocale)) throw new Error(`${JSON.stringify(defaultLocale)} is not a BCP 47 language tag`);
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable("leads")
        .addColumn("locale", "text", (c) => c.notNull().defaultTo(sql.lit(defaultLocale)))
        .execute();
      await db.schema.createIndex("leads_locale").on("leads").column("locale").execute();
    },
  };
}
