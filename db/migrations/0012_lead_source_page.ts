import type { Migration } from "kysely/migration";
import type { AnyDb } from "../migration-kit.ts";

/**
 * The page of the site a lead came from (app/kernel/source-page.ts), for the inbox's
 * "Source page" filter. Nullable: leads from before, and API leads that name no page,
 * have none. Indexed for the filter and the list of pages it offers.
 */
export default function leadSourcePage(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("leads").addColumn("source_page", "text").execute();
      await db.schema.createIndex("leads_source_page").on("leads").column("source_page").execute();
    },
  };
}
