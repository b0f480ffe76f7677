import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/**
 * Calls to action that fit what the visitor asks for. A lead records its intent (a demo,
 * a free trial, a talk with sales, a partner application; app/kernel/lead-intent.ts) and
 * the plan it named, for the inbox's filter: leads from before were demo requests without
 * a plan. The site settings hold the primary call to action of both skins' chrome;
 * existing sites keep the one they showed until then.
 */
export default function callsToAction({ kind }: MigrationContext): Migration {
  const t = types(kind);
  const primary = JSON.stringify({ label: "Book a demo", href: "/register" });
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable("leads")
        .addColumn("intent", "text", (c) => c.notNull().defaultTo("demo"))
        .execute();
      await db.schema.alterTable("leads").addColumn("plan", "text").execute();
      await db.schema.createIndex("leads_intent").on("leads").column("intent").execute();
      await db.schema
        .alterTable("site_settings")
        .addColumn("primary_cta", t.json, (c) => c.notNull().defaultTo(sql.lit(primary)))
        .execute();
    },
  };
}
