/**
 * Daily rollups: per UTC day, the views and unique visitors of the site and of each page,
 * entry page, referrer, campaign, skin and locale, the outbound clicks per host, the
 * lead-form starts and submits per page, and each web vital's histogram per page type
 * and ordering half. A day's rollup is rewritten whole from its raw events in one
 * transaction, so running it again, or from two instances, gives the same rows.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { bucketOf } from "./vitals.ts";

interface Dimension {
  name: string;
  type: string;
  key: RawBuilder<unknown>;
  where?: RawBuilder<unknown>;
}

function dimensions(kind: DialectKind): Dimension[] {
  const yes = kind === "postgres" ? sql`true` : sql`1`;
  return [
    { name: "site", type: "view", key: sql`''` },
    { name: "page", type: "view", key: sql`path` },
    { name: "entry", type: "view", key: sql`path`, where: sql`entry = ${yes}` },
    { name: "referrer", type: "view", key: sql`referrer`, where: sql`referrer <> ''` },
    { name: "campaign", type: "view", key: sql`utm_campaign`, where: sql`utm_campaign <> ''` },
    { name: "skin", type: "view", key: sql`skin` },
    { name: "locale", type: "view", key: sql`locale`, where: sql`locale <> ''` },
    { name: "outbound", type: "outbound", key: sql`target` },
    { name: "form-start", type: "form", key: sql`path`, where: sql`target = 'start'` },
    { name: "form-submit", type: "form", key: sql`path`, where: sql`target = 'submit'` },
  ];
}

/** Rewrites the rollups of `day` ("2026-11-28") from its raw events. */
export async function rollupDay(db: Kysely<DB>, kind: DialectKind, day: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
    for (const d of dimensions(kind)) {
      const where = d.where ? sql`and ${d.where}` : sql``;
      await sql`insert into analytics_daily (day, dimension, key, events, visitors)
        select ${day}, ${d.name}, ${d.key}, count(*), count(distinct visitor) from analytics_events
        where day = ${day} and type = ${d.type} ${where} ${d.name === "site" ? sql`` : sql`group by ${d.key}`}
        having count(*) > 0`.execute(trx);
    }
    await trx.deleteFrom("analytics_vitals").where("day", "=", day).execute();
    const values = await trx
      .selectFrom("analytics_events")
      .select(["page_type", "metric", "ordering", "value", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("day", "=", day)
      .where("type", "=", "vital")
      .groupBy(["page_type", "metric", "ordering", "value"])
      .execute();
    const buckets = new Map<
      string,
      { page_type: string; metric: string; ordering: string; bucket: number; count: number }
    >();
    for (const v of values) {
      const bucket = bucketOf(v.metric, Number(v.value));
      const key = `${v.page_type}\n${v.metric}\n${v.ordering}\n${bucket}`;
      const row = buckets.get(key) ?? {
        page_type: v.page_type,
        metric: v.metric,
        ordering: v.ordering,
        bucket,
        count: 0,
      };
      row.count += Number(v.n);
      buckets.set(key, row);
    }
    const rows = [...buckets.values()].map((r) => ({ day, ...r }));
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto("analytics_vitals")
        .values(rows.slice(i, i + 500))
        .execute();
  });
}

/** Deletes raw events of days before `firstKept`; returns how many. Rollups stay. */
export async function dropRawBefore(db: Kysely<DB>, firstKept: string): Promise<number> {
  const gone = await db.deleteFrom("analytics_events").where("day", "<", firstKept).executeTakeFirst();
  return Number(gone.numDeletedRows);
}
