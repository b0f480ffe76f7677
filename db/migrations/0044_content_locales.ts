import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { TAG, types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/**
 * Migration 0044: content per locale (decision 0105). The default locale keeps its editorial
 * rows and its live tables as they are; every other locale of an item gets:
 *
 * - `editorial_translations`: the workflow's row of one locale of an item (version, status,
 *   revision pointers, review), the columns of `editorial_items` plus `locale`. A table of its
 *   own because SQLite cannot change `editorial_items`' primary key without rebuilding it.
 * - `live_translations`: the published words of one locale of an item, as the live row's
 *   columns of the type's localised keys (bodies rendered), the revision they came from and the
 *   number of the default locale's revision they were translated from (`source_revision`):
 *   lower than the source's published revision, the translation is outdated.
 * - a `locale` column on revisions, schedules, comments and preview links; the rows already
 *   there are the default locale's (the first tag of LOCALES when this runs).
 */
export default function contentLocales({ kind, defaultLocale }: MigrationContext): Migration {
  if (!TAG.test(defaultLocale)) throw new Error(`${JSON.stringify(defaultLocale)} is not a BCP 47 language tag`);
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      for (const table of ["editorial_revisions", "editorial_schedules", "editorial_comments", "preview_links"])
        await db.schema
          .alterTable(table)
          .addColumn("locale", "text", (c) => c.notNull().defaultTo(sql.lit(defaultLocale)))
          .execute();

      await db.schema
        .createTable("editorial_translations")
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("item_id", "integer", (c) => c.notNull())
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) =>
          c.notNull().check(sql`status in ('draft', 'in_review', 'published', 'unpublished')`),
        )
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("published_revision_id", "integer")
        .addColumn("draft_revision_id", "integer")
        .addColumn("created_by_id", "text")
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .addColumn("updated_by_id", "text")
        .addColumn("updated_by_email", "text")
        .addColumn("submitted_at", t.ts)
        .addColumn("submitted_by_email", "text")
        .addColumn("editing_at", t.ts)
        .addColumn("editing_by_id", "text")
        .addColumn("editing_by_email", "text")
        .addColumn("deleted_at", t.ts)
        .addColumn("deleted_by_email", "text")
        .addColumn("review_state", "text", (c) => c.check(sql`review_state in ('approved', 'changes')`))
        .addColumn("reviewed_at", t.ts)
        .addColumn("reviewed_by_email", "text")
        .addPrimaryKeyConstraint("editorial_translations_pk", ["type", "item_id", "locale"])
        .execute();

      await db.schema
        .createTable("live_translations")
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("item_id", "integer", (c) => c.notNull())
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("fields", t.json, (c) => c.notNull())
        .addColumn("revision_id", "integer")
        .addColumn("source_revision", "integer", (c) => c.notNull())
        .addColumn("published_at", t.ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("live_translations_pk", ["type", "item_id", "locale"])
        .execute();
      await db.schema.createIndex("live_translations_locale").on("live_translations").column("locale").execute();
    },
  };
}
