/**
 * Migration 0011: the last pieces of content become editable, and the admin lists
 * stay fast with many items.
 *
 * - Help topics get a published flag (every existing topic is live), so the editorial
 *   workflow can publish and unpublish them like any other item.
 * - The site settings (navigation, footer, contact details) move from the settings
 *   key "site" into a row of their own, `site_settings`, so the workflow can keep
 *   revisions of them. The old key is left in place (rows are never dropped) and
 *   no longer read.
 * - On PostgreSQL, trigram indexes on the lower-cased title and summary of the large
 *   tables answer the admin list's "words anywhere" search without reading every row.
 *   pg_trgm ships with PostgreSQL; where the role may not create it, the search still
 *   works, only without the index.
 */
import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/** Tables and the two columns the admin search reads (server/editorial/queries.ts). */
const SEARCHED: ReadonlyArray<[string, string, string]> = [
  ["news", "title", "summary"],
  ["cases", "title", "summary"],
  ["solutions", "title", "summary"],
  ["videos", "title", "summary"],
  ["qas", "title", "summary"],
  ["help_articles", "title", "summary"],
  ["promotions", "title", "summary"],
  ["services", "title", "summary"],
  ["partners", "name", "summary"],
];

export default function editablePages({ kind }: MigrationContext): Migration {
  const t = types(kind);
  const pg = kind === "postgres";
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable("help_categories")
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(pg ? sql`true` : sql`1`))
        .execute();

      await db.schema
        .createTable("site_settings")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("site_name", "text", (c) => c.notNull())
        .addColumn("company_name", "text", (c) => c.notNull())
        .addColumn("tagline", "text", (c) => c.notNull())
        .addColumn("contact", t.json, (c) => c.notNull())
        .addColumn("navigation", t.json, (c) => c.notNull())
        .addColumn("footer", t.json, (c) => c.notNull())
        .addColumn("social", t.json, (c) => c.notNull())
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .execute();
      const old = await db.selectFrom("settings").select("value").where("key", "=", "site").executeTakeFirst();
      if (old) {
        const v = (typeof old.value === "string" ? JSON.parse(old.value) : old.value) as Record<string, unknown>;
        await db
          .insertInto("site_settings")
          .values({
            id: 1,
            site_name: v.siteName,
            company_name: v.companyName,
            tagline: v.tagline ?? "",
            contact: JSON.stringify(v.contact),
            navigation: JSON.stringify(v.navigation),
            footer: JSON.stringify(v.footer),
            social: JSON.stringify(v.social ?? []),
            published: true,
            updated_at: new Date().toISOString(),
          })
          .execute();
      }

      if (pg) await trigramIndexes(db);
    },
  };
}

async function trigramIndexes(db: AnyDb): Promise<void> {
  // A savepoint: a refused CREATE EXTENSION must not abort the migration's transaction.
  // In "public", not the deployment's own schema: dropping that schema must not take
  // the extension away from another one sharing the database.
  await sql`savepoint trigram`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    await sql`release savepoint trigram`.execute(db);
  } catch {
    await sql`rollback to savepoint trigram`.execute(db);
  }
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension x
    join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) return;
  const opclass = sql`${sql.id(schema)}.gin_trgm_ops`;
  for (const [table, ...columns] of SEARCHED)
    for (const column of columns)
      await sql`create index ${sql.id(`${table}_${column}_trgm`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) ${opclass})`.execute(
        db,
      );
}
