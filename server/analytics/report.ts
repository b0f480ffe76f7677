/**
 * The dashboard's figures over a range of UTC days, read from the rollups only (raw
 * events may be gone), with the period of the same length just before beside them.
 * Visitors over a range are the sum of each day's unique visitors: the hash rotates
 * daily, so nobody can be followed from one day to the next, not even to count them once.
 */
import { readFileSync } from "node:fs";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "../../db/schema.ts";
import { pageTypeOf, VITALS, type Vital } from "./events.ts";
import { p75, ratingOf, THRESHOLDS } from "./vitals.ts";
import type { ConversionRow, CountRow, VitalRow } from "../../app/kernel/services/analytics.ts";
export type { ConversionRow, CountRow, VitalRow };

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;
const TOP = 20;

const isoDay = z.iso.date();
export const rangeSchema = z
  .strictObject({ from: isoDay, to: isoDay })
  .refine((r) => r.from <= r.to, { message: "from must not be after to" })
  .refine((r) => daysBetween(r.from, r.to) < MAX_RANGE_DAYS, { message: `at most ${MAX_RANGE_DAYS} days` });
export type Range = z.infer<typeof rangeSchema>;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const shift = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The period of the same length that ends the day before `range` starts. */
export function previousOf(range: Range): Range {
  const length = daysBetween(range.from, range.to) + 1;
  return { from: shift(range.from, -length), to: shift(range.from, -1) };
}

const TABLES = {
  topPages: "page",
  entryPages: "entry",
  referrers: "referrer",
  campaigns: "campaign",
  skins: "skin",
  locales: "locale",
  outboundClicks: "outbound",
  formStarts: "form-start",
  formSubmits: "form-submit",
} as const;
export type TableName = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

async function sums(db: Kysely<DB>, range: Range, dimension: string, limit?: number) {
  let q = db
    .selectFrom("analytics_daily")
    .select(["key", sql<number>`sum(events)`.as("events"), sql<number>`sum(visitors)`.as("visitors")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("dimension", "=", dimension)
    .groupBy("key")
    .orderBy(sql`sum(events)`, "desc")
    .orderBy("key");
  if (limit) q = q.limit(limit);
  return (await q.execute()).map((r) => ({ key: r.key, events: Number(r.events), visitors: Number(r.visitors) }));
}

async function table(db: Kysely<DB>, range: Range, previous: Range, dimension: string): Promise<CountRow[]> {
  const [now, before] = await Promise.all([sums(db, range, dimension, TOP), sums(db, previous, dimension)]);
  const earlier = new Map(before.map((r) => [r.key, r.events]));
  return now.map((r) => ({
    key: r.key,
    pageViews: r.events,
    visitors: r.visitors,
    previousPageViews: earlier.get(r.key) ?? 0,
  }));
}

async function conversion(db: Kysely<DB>, range: Range, column: "source_page" | "utm_campaign" | "utm_source") {
  const rows = await db
    .selectFrom("leads")
    .select([column, sql<number>`count(*)`.as("leads")])
    .where("created_at", ">=", `${range.from}T00:00:00.000Z`)
    .where("created_at", "<", `${shift(range.to, 1)}T00:00:00.000Z`)
    .where(column, "is not", null)
    .groupBy(column)
    .orderBy(sql`count(*)`, "desc")
    .limit(TOP)
    .execute();
  return rows.map((r) => ({ key: String(r[column]), leads: Number(r.leads) }));
}

/** LCP, CLS and FCP of the desktop rows of bench/lighthouse.md, by page type. */
export function labFigures(markdown: string): Map<string, Partial<Record<Vital, number>>> {
  const figures = new Map<string, Partial<Record<Vital, number>>>();
  for (const line of markdown.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    // | Page | Preset | URL | Performance | Range | A11y | BP | SEO | LCP | CLS | TBT | FCP | SI |
    if (cells.length < 14 || !cells[3]?.startsWith("`")) continue;
    const path = cells[3].replaceAll("`", "").split("?")[0]!;
    figures.set(pageTypeOf(path).pageType + (cells[2] === "mobile" ? ":mobile" : ""), {
      LCP: Number(cells[9]),
      CLS: Number(cells[10]),
      FCP: Number(cells[12]),
    });
  }
  return figures;
}

function readLab(): Map<string, Partial<Record<Vital, number>>> {
  try {
    return labFigures(readFileSync(new URL("../../bench/lighthouse.md", import.meta.url), "utf8"));
  } catch {
    return new Map(); // an image without the bench folder shows no lab column
  }
}

async function histograms(db: Kysely<DB>, range: Range, by: "page_type" | "ordering") {
  let q = db
    .selectFrom("analytics_vitals")
    .select([by, "metric", "bucket", sql<number>`sum(count)`.as("n")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to);
  // Pages served before the split, or without it, belong to neither half.
  if (by === "ordering") q = q.where("ordering", "<>", "");
  const rows = await q.groupBy([by, "metric", "bucket"]).execute();
  const groups = new Map<string, { group: string; metric: Vital; buckets: [number, number][] }>();
  for (const r of rows) {
    const group = String(r[by]);
    const key = `${group}\n${r.metric}`;
    const entry = groups.get(key) ?? { group, metric: r.metric as Vital, buckets: [] };
    entry.buckets.push([Number(r.bucket), Number(r.n)]);
    groups.set(key, entry);
  }
  return [...groups.values()].map((g) => ({
    group: g.group,
    metric: g.metric,
    p75: p75(g.metric, g.buckets)!,
    samples: g.buckets.reduce((n, [, c]) => n + c, 0),
  }));
}

export async function analyticsReport(db: Kysely<DB>, range: Range) {
  const previous = previousOf(range);
  const [site, before, days] = await Promise.all([
    sums(db, range, "site"),
    sums(db, previous, "site"),
    db
      .selectFrom("analytics_daily")
      .select(["day", "events", "visitors"])
      .where("dimension", "=", "site")
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .orderBy("day")
      .execute(),
  ]);
  const tables = Object.fromEntries(
    await Promise.all(TABLE_NAMES.map(async (name) => [name, await table(db, range, previous, TABLES[name])])),
  ) as Record<TableName, CountRow[]>;
  const views = (name: TableName, key: string) => tables[name].find((r) => r.key === key)?.pageViews ?? null;
  const [pages, campaigns, referrers] = await Promise.all([
    conversion(db, range, "source_page"),
    conversion(db, range, "utm_campaign"),
    conversion(db, range, "utm_source"),
  ]);
  const lab = readLab();
  const vitals: VitalRow[] = (await histograms(db, range, "page_type"))
    .map(({ group, metric, p75: value, samples }) => ({
      pageType: group,
      metric,
      p75: value,
      samples,
      rating: ratingOf(metric, value),
      good: THRESHOLDS[metric][0],
      poor: THRESHOLDS[metric][1],
      lab: lab.get(group)?.[metric] ?? null,
    }))
    .sort((a, b) => a.pageType.localeCompare(b.pageType) || VITALS.indexOf(a.metric) - VITALS.indexOf(b.metric));
  const orderings = (await histograms(db, range, "ordering"))
    .filter((r) => r.metric === "LCP" || r.metric === "INP")
    .map(({ group, metric, p75: value, samples }) => ({ ordering: group, metric, p75: value, samples }))
    .sort((a, b) => a.ordering.localeCompare(b.ordering) || a.metric.localeCompare(b.metric));
  return {
    from: range.from,
    to: range.to,
    pageViews: site[0]?.events ?? 0,
    visitors: site[0]?.visitors ?? 0,
    previous: { ...previous, pageViews: before[0]?.events ?? 0, visitors: before[0]?.visitors ?? 0 },
    days: days.map((d) => ({ day: d.day, pageViews: Number(d.events), visitors: Number(d.visitors) })),
    ...tables,
    topPages: tables.topPages.map((r) => ({ path: r.key, ...r })),
    entryPages: tables.entryPages.map((r) => ({ path: r.key, ...r })),
    conversion: {
      pages: pages.map((r) => ({ ...r, pageViews: views("topPages", r.key) })),
      campaigns: campaigns.map((r) => ({ ...r, pageViews: views("campaigns", r.key) })),
      referrers: referrers.map((r) => ({ ...r, pageViews: views("referrers", r.key) })),
    } satisfies Record<string, ConversionRow[]>,
    vitals,
    orderings,
  };
}
export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;
