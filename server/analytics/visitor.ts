/**
 * Unique visitors without identifying anyone: a SHA-256 of the day's salt, the client's
 * address, its user agent and the site. The salt is random, made by the first instance
 * that needs it for a UTC day and kept in `analytics_salts`, so every instance hashes a
 * visitor alike; it is deleted once the day is over (dropSalts), after which no hash can
 * be linked to an address again. The clock is injected, so tests cross midnight.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export type Clock = () => Date;

/** The UTC day of a moment, "2026-11-28". */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

export interface VisitorHasher {
  hash(ip: string, userAgent: string, at: Date): Promise<string>;
  /** Deletes the salts of days before `today`; returns how many. */
  dropSalts(today: string): Promise<number>;
}

export function createVisitorHasher(db: () => Kysely<DB>, site: string): VisitorHasher {
  const salts = new Map<string, Promise<string>>();

  async function saltOf(day: string): Promise<string> {
    const fresh = randomBytes(32).toString("base64url");
    // The first instance to ask makes the day's salt; everyone else reads that one.
    await db()
      .insertInto("analytics_salts")
      .values({ day, salt: fresh })
      .onConflict((c) => c.doNothing())
      .execute();
    const row = await db()
      .selectFrom("analytics_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    return row.salt;
  }

  return {
    async hash(ip, userAgent, at) {
      const day = dayOf(at);
      let salt = salts.get(day);
      if (!salt) {
        // Only today's salt stays in memory.
        salts.clear();
        salt = saltOf(day);
        salts.set(day, salt);
        salt.catch(() => salts.delete(day));
      }
      return createHash("sha256")
        .update(`${await salt}\n${ip}\n${userAgent}\n${site}`)
        .digest("base64url")
        .slice(0, 22);
    },
    async dropSalts(today) {
      for (const day of salts.keys()) if (day < today) salts.delete(day);
      const gone = await db().deleteFrom("analytics_salts").where("day", "<", today).executeTakeFirst();
      return Number(gone.numDeletedRows);
    },
  };
}
