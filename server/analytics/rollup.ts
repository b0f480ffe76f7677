/**
 * Daily rollups: per UTC day, the views and unique visitors of the site and of each page,
 * entry page, referrer, campaign, skin and locale, the outbound clicks per host, the
 * lead-form starts and submits per page, and each web vital's histogram per page type
 * and ordering half.
 *
 * They grow with each batch of events written, in the same transaction (addToRollups):
 * counts are added, and a visitor adds to a row's visitors only the first time its
 * hash is stored for that row in `analytics_daily_visitors`. A pass that rescanned the
 * day each minute cost time in proportion to the day's events (1.5 s of PostgreSQL at
 * 100,000), taken from the pages served meanwhile. rollupDay still rebuilds a day whole
 * from its raw events, to check or repair.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { EventRow } from "./ingest.ts";
import { bucketOf } from "./vitals.ts";

/** A raw event as written or as read back (SQLite reads booleans as 0 and 1). */
type Raw = Pick<EventRow, "day" | "type" | "path" | "page_type" | "visitor" | "metric" | "value" | "ordering"> &
  Partial<Record<"skin" | "locale" | "referrer" | "utm_campaign" | "target", string>> & {
    entry?: boolean | number;
  };

interface Dimension {
  name: string;
  type: Raw["type"];
  /** The row's key in this dimension; undefined for none. */
  key(event: Raw): string | undefined;
}

const DIMENSIONS: Dimension[] = [
  { name: "site", type: "view", key: () => "" },
  { name: "page", type: "view", key: (e) => e.path },
  { name: "entry", type: "view", key: (e) => (e.entry ? e.path : undefined) },
  { name: "referrer", type: "view", key: (e) => e.referrer || undefined },
  { name: "campaign", type: "view", key: (e) => e.utm_campaign || undefined },
  { name: "skin", type: "view", key: (e) => e.skin ?? "" },
  { name: "locale", type: "view", key: (e) => e.locale || undefined },
  { name: "outbound", type: "outbound", key: (e) => e.target ?? "" },
  { name: "form-start", type: "form", key: (e) => (e.target === "start" ? e.path : undefined) },
  { name: "form-submit", type: "form", key: (e) => (e.target === "submit" ? e.path : undefined) },
];

/** Rows per statement (each of at most 6 parameters). */
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Adds `events` to their days' rollups. Run in the transaction that stores them. */
export async function addToRollups(db: Kysely<DB>, events: readonly Raw[]): Promise<void> {
  const daily = new Map<string, { day: string; dimension: string; key: string; events: number; visitors: number }>();
  const seen = new Map<string, { day: string; dimension: string; key: string; visitor: string }>();
  const vitals = new Map<
    string,
    { day: string; page_type: string; metric: string; ordering: string; bucket: number; count: number }
  >();
  for (const e of events) {
    if (e.type === "vital") {
      const metric = e.metric ?? "";
      const ordering = e.ordering ?? "";
      const bucket = bucketOf(metric, Number(e.value ?? 0));
      const id = `${e.day}\n${e.page_type}\n${metric}\n${ordering}\n${bucket}`;
      const row = vitals.get(id) ?? { day: e.day, page_type: e.page_type, metric, ordering, bucket, count: 0 };
      row.count++;
      vitals.set(id, row);
      continue;
    }
    for (const d of DIMENSIONS) {
      if (d.type !== e.type) continue;
      const key = d.key(e);
      if (key === undefined) continue;
      const id = `${e.day}\n${d.name}\n${key}`;
      const row = daily.get(id) ?? { day: e.day, dimension: d.name, key, events: 0, visitors: 0 };
      row.events++;
      daily.set(id, row);
      seen.set(`${id}\n${e.visitor}`, { day: e.day, dimension: d.name, key, visitor: e.visitor });
    }
  }
  // A visitor is new to a row when its hash is stored now; a conflict means counted before.
  for (const part of chunks([...seen.values()])) {
    const fresh = await db
      .insertInto("analytics_daily_visitors")
      .values(part)
      .onConflict((c) => c.doNothing())
      .returning(["day", "dimension", "key"])
      .execute();
    for (const f of fresh) daily.get(`${f.day}\n${f.dimension}\n${f.key}`)!.visitors++;
  }
  for (const part of chunks([...daily.values()]))
    await db
      .insertInto("analytics_daily")
      .values(part)
      .onConflict((c) =>
        c.columns(["day", "dimension", "key"]).doUpdateSet((eb) => ({
          events: eb("analytics_daily.events", "+", eb.ref("excluded.events")),
          visitors: eb("analytics_daily.visitors", "+", eb.ref("excluded.visitors")),
        })),
      )
      .execute();
  for (const part of chunks([...vitals.values()]))
    await db
      .insertInto("analytics_vitals")
      .values(part)
      .onConflict((c) =>
        c
          .columns(["day", "page_type", "metric", "ordering", "bucket"])
          .doUpdateSet((eb) => ({ count: eb("analytics_vitals.count", "+", eb.ref("excluded.count")) })),
      )
      .execute();
}

/** Rebuilds the rollups of `day` ("2026-11-28") whole from its raw events, in one transaction. */
export async function rollupDay(db: Kysely<DB>, day: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ["analytics_daily", "analytics_vitals", "analytics_daily_visitors"] as const)
      await trx.deleteFrom(table).where("day", "=", day).execute();
    for (let after = 0; ;) {
      const events = await trx
        .selectFrom("analytics_events")
        .select([
          "id",
          "day",
          "type",
          "path",
          "page_type",
          "skin",
          "locale",
          "referrer",
          "utm_campaign",
          "entry",
          "target",
          "metric",
          "value",
          "ordering",
          "visitor",
        ])
        .where("day", "=", day)
        .where("id", ">", after)
        .orderBy("id")
        .limit(5000)
        .execute();
      if (!events.length) break;
      await addToRollups(trx, events);
      after = Number(events.at(-1)!.id);
    }
  });
}

/**
 * Retention: raw events of days before `firstKept` and the visitor hashes of days before
 * `yesterday` are deleted; rollups stay. Returns how many raw events went.
 */
export async function trim(db: Kysely<DB>, firstKept: string, yesterday: string): Promise<number> {
  const gone = await db.deleteFrom("analytics_events").where("day", "<", firstKept).executeTakeFirst();
  await db.deleteFrom("analytics_daily_visitors").where("day", "<", yesterday).execute();
  return Number(gone.numDeletedRows);
}
