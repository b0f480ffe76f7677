import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { AnyDb } from "../migration-kit.ts";

/**
 * Idempotency keys scoped to the client that sent them, with a fingerprint of the
 * request they answered (server/leads/service.ts), and the form token's nonce in a
 * column of its own, unique, so that one form stores at most one lead whatever key
 * comes with it. Rows from before keep their key; where the form nonce served as
 * the key ("form:<nonce>") it is copied into the new column, so those forms stay spent.
 */
export default function leadIdempotency(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("leads").addColumn("form_nonce", "text").execute();
      await db.schema.alterTable("leads").addColumn("request_hash", "text").execute();
      await sql`update leads set form_nonce = substr(idempotency_key, 6) where idempotency_key like 'form:%'`.execute(
        db,
      );
      await db.schema.createIndex("leads_form_nonce").on("leads").column("form_nonce").unique().execute();
    },
  };
}
