/**
 * Migration 0021: what search engines and sharing cards show of an item with a page of
 * its own (news, case studies, solutions, Q&A, help articles), set per item: a title,
 * a description, a sharing image and "noindex". Empty columns mean "as derived from the
 * item" (its title, summary and cover), which every existing row keeps. New columns are
 * nullable, and noindex defaults to false: no table is rewritten.
 */
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/** The live tables of the types whose items have a page (app/kernel/editorial-schemas.ts, `ownPage`). */
const SEO_TABLES = ["news", "cases", "solutions", "qas", "help_articles"] as const;

export default function itemSeo({ kind }: MigrationContext): Migration {
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      // SQLite adds one column per statement.
      for (const table of SEO_TABLES) {
        await db.schema.alterTable(table).addColumn("seo_title", "text").execute();
        await db.schema.alterTable(table).addColumn("seo_description", "text").execute();
        await db.schema
          .alterTable(table)
          .addColumn("seo_image_key", "text", (c) => c.references("media.key"))
          .execute();
        await db.schema
          .alterTable(table)
          .addColumn("noindex", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
          .execute();
      }
    },
  };
}
