import type { Migration } from "kysely/migration";
import type { AnyDb } from "../migration-kit.ts";

/**
 * The UTM parameters of the visit that brought a lead (source, medium, campaign, term, content), for
 * conversion per campaign in the analytics dashboard and the inbox's filter. Nullable:
 * leads from before, and visits without UTM parameters, have none.
 */
export default function leadCampaign(): Migration {
  return {
    async up(db: AnyDb) {
      for (const column of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
        await db.schema.alterTable("leads").addColumn(column, "text").execute();
      await db.schema.createIndex("leads_utm_campaign").on("leads").column("utm_campaign").execute();
    },
  };
}
