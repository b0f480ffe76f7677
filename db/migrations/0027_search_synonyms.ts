import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/**
 * The site search's synonyms live in the site settings (server/search/query.ts
 * expandTerms). Existing sites get the pairs the seed starts with (db/seed/build.ts
 * SEARCH_SYNONYMS as of this migration), so "sso" finds single sign-on at once.
 */
export default function searchSynonyms({ kind }: MigrationContext): Migration {
  const t = types(kind);
  const pairs = [
    { term: "sso", means: ["single sign-on"] },
    { term: "case study", means: ["case", "customer story"] },
    { term: "case studies", means: ["cases", "customer stories"] },
    { term: "2fa", means: ["two-factor"] },
    { term: "mfa", means: ["two-factor"] },
    { term: "pm", means: ["project management"] },
    { term: "oa", means: ["office automation"] },
    { term: "po", means: ["purchase order"] },
    { term: "cost", means: ["pricing", "price"] },
  ];
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable("site_settings")
        .addColumn("synonyms", t.json, (c) => c.notNull().defaultTo(sql`'[]'`))
        .execute();
      await sql`update site_settings set synonyms = ${JSON.stringify(pairs)}`.execute(db);
    },
  };
}
