/**
 * What the migrations of db/migrations/ share: the context each one is built from, the
 * column types that differ between the two databases, and helpers more than one uses.
 * Not a migration itself, so it lives outside their folder (db/migrations.ts loads
 * every file there).
 */
import { sql, type Kysely } from "kysely";
import type { PageBlock } from "../app/kernel/page-blocks.ts";
import { json } from "../app/kernel/rows.ts";
import type { DialectKind } from "./database.ts";

/**
 * What a migration is built from: the database it runs on, and the site's default locale
 * (the first of LOCALES, "en" without one). A migration file default-exports a function
 * of it that returns the Migration.
 */
export interface MigrationContext {
  kind: DialectKind;
  defaultLocale: string;
}

export function types(kind: DialectKind) {
  const pg = kind === "postgres";
  return {
    bool: pg ? sql`boolean` : sql`integer`,
    ts: pg ? sql`timestamptz` : sql`text`,
    json: pg ? sql`jsonb` : sql`text`,
    falseValue: pg ? sql`false` : sql`0`,
  } as const;
}

// Kysely's migration API is untyped by design: a migration sees the schema as it
// was when the migration was written, not as db/schema.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** A canonical BCP 47 tag as LOCALES holds them (server/locales.ts): letters, digits and hyphens only. */
export const TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * What migrations 0040 and 0041 share: words a page wrote in its code become blocks of its
 * document. On a database that already holds content, each listed page's blocks are rewritten
 * once, so that no page changes on upgrade; an empty database gets them from its first seed.
 */
export async function rewritePageBlocks(
  db: AnyDb,
  paths: readonly string[],
  rewrite: (path: string, blocks: PageBlock[]) => PageBlock[],
): Promise<void> {
  if (!(await db.selectFrom("site_settings").select("id").executeTakeFirst())) return;
  const rows = await db.selectFrom("pages").select(["id", "path", "blocks"]).where("path", "in", paths).execute();
  for (const row of rows) {
    const blocks = rewrite(row.path, json<PageBlock[]>(row.blocks));
    await db
      .updateTable("pages")
      .set({ blocks: JSON.stringify(blocks) })
      .where("id", "=", row.id)
      .execute();
  }
}
