/**
 * Daily rollups: per UTC day, the views and unique visitors of the site and of each page,
 * entry page, referrer, campaign, skin and locale, the outbound clicks per host, the
 * lead-form starts and submits per page, and each web vital's histogram per page type
 * and ordering half. A day's rollup is rewritten whole from its raw events, so running
 * it again, or from two instances, gives the same rows.
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

/**
 * Rewrites the rollups of `day` ("2026-11-28") from its raw events. The counts are read
 * first and written in one short transaction: on SQLite the file's write lock, which every
 * other writer waits for, is held for the writes only, not for the scans of the day.
 */
export async function rollupDay(db: Kysely<DB>, kind: DialectKind, day: string): Promise<void> {
  const daily: Array<{ day: string; dimension: string; key: string; events: number; visitors: number }> = [];
  for (const d of dimensions(kind)) {
    const where = d.where ? sql`and ${d.where}` : sql``;
    const { rows } = await sql<{ key: string; events: number | string; visitors: number | string }>`
      select ${d.key} as key, count(*) as events, count(distinct visitor) as visitors from analytics_events
      where day = ${day} and type = ${d.type} ${where} ${d.name === "site" ? sql`` : sql`group by ${d.key}`}
      having count(*) > 0`.execute(db);
    for (const r of rows)
      daily.push({ day, dimension: d.name, key: r.key, events: Number(r.events), visitors: Number(r.visitors) });
  }
  const values = await db
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
  const vitals = [...buckets.values()].map((r) => ({ day, ...r }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
    for (let i = 0; i < daily.length; i += 500)
      await trx
        .insertInto("analytics_daily")
        .values(daily.slice(i, i + 500))
        .execute();
    await trx.deleteFrom("analytics_vitals").where("day", "=", day).execute();
    for (let i = 0; i < vitals.length; i += 500)
      await trx
        .insertInto("analytics_vitals")
        .values(vitals.slice(i, i + 500))
        .execute();
  });
}

/** Deletes raw events of days before `firstKept`; returns how many. Rollups stay. */
export async function dropRawBefore(db: Kysely<DB>, firstKept: string): Promise<number> {
  const gone = await db.deleteFrom("analytics_events").where("day", "<", firstKept).executeTakeFirst();
  return Number(gone.numDeletedRows);
}

/** One pass over the stored events: the rollups of `days`, then retention. */
export async function rollUpAndTrim(
  db: Kysely<DB>,
  kind: DialectKind,
  days: string[],
  firstKept: string,
): Promise<void> {
  for (const day of days) await rollupDay(db, kind, day);
  await dropRawBefore(db, firstKept);
}
