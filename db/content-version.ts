/**
 * The content version (docs/decisions/0018-one-content-change-mechanism.md): one
 * row that every content write bumps inside its own transaction, so the new
 * number becomes visible exactly when the new content does. Each server process
 * reads it once a second (server/content-changes.ts) and drops its caches when
 * it moved: a change made by any process that shares the database (a reseed from
 * the command line, another instance, the editor later) reaches all of them.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import { purgeTagsOf } from "../app/kernel/change-tags.ts";
import type { DB } from "./schema.ts";

export interface ContentVersion {
  version: number;
  /**
   * What the change that set this version touched, in the page cache's tag names
   * (sections such as "news", or items such as "news:12": server/page-cache/keys.ts);
   * null when anything may have changed (a reseed).
   */
  types: string[] | null;
}

/** The row as it is now; version 0 when it is missing (a database not migrated yet). */
export async function readContentVersion(db: Kysely<DB>): Promise<ContentVersion> {
  const row = await db
    .selectFrom("content_version")
    .select(["version", "types"])
    .where("id", "=", 1)
    .executeTakeFirst();
  if (!row) return { version: 0, types: null };
  return { version: Number(row.version), types: parseTypes(row.types) };
}

/**
 * Records a content change; call it in the transaction that writes the content.
 * `types` names what changed; leave it out when anything may have (a reseed).
 * The same transaction queues the CDN purge of exactly what the change makes stale
 * (server/cdn/outbox.ts sends it), so a committed change is never left unpurged.
 */
export async function bumpContentVersion(trx: Transaction<DB>, types?: readonly string[]): Promise<number> {
  const now = new Date().toISOString();
  const values = { types: types?.length ? JSON.stringify([...types]) : null, changed_at: now };
  await trx
    .insertInto("cdn_purges")
    .values({ tags: JSON.stringify(purgeTagsOf(types)), created_at: now, next_attempt_at: now })
    .execute();
  const updated = await trx
    .updateTable("content_version")
    .set({ ...values, version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .returning("version")
    .executeTakeFirst();
  if (updated) return Number(updated.version);
  await trx
    .insertInto("content_version")
    .values({ id: 1, version: 1, ...values })
    .execute();
  return 1;
}

function parseTypes(value: string | null): string[] | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every((t) => typeof t === "string") ? parsed : null;
  } catch {
    return null; // unreadable: treat as "everything changed"
  }
}
