import type { Migration } from "kysely/migration";
import type { AnyDb } from "../migration-kit.ts";

/**
 * Personal API tokens made with `npm run admin -- create-token` (the server's own
 * access) are marked: they act for automation whatever two-step sign-in the owner's
 * role requires, where tokens made from a session need the owner to meet it.
 */
export default function automationTokens(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable("api_tokens")
        .addColumn("automation", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
