/**
 * Secrets every instance must agree on (session signing, form tokens), when the
 * environment sets none: made once by whichever instance asks first and kept in
 * the database they share, so a second machine never signs with a key of its own.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";

/** The secret stored under `name`, created (48 random bytes, base64url) if none is. */
export async function sharedSecret(db: Kysely<DB>, name: string): Promise<string> {
  const generated = JSON.stringify(randomBytes(48).toString("base64url"));
  // Two instances starting together both insert; the first wins and both read it back.
  await db
    .insertInto("staff_settings")
    .values({ key: name, value: generated, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("staff_settings").select("value").where("key", "=", name).executeTakeFirstOrThrow();
  return JSON.parse(row.value) as string;
}
