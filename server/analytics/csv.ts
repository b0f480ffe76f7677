/**
 * Every table of the analytics dashboard as CSV (RFC 4180, with the leads export's
 * field rules, server/leads/export.ts): one file per table, the same rows as the page.
 */
import { CSV_BOM, csvRow } from "../leads/export.ts";
import type { AnalyticsReport, TableName } from "./report.ts";
import { TABLE_NAMES } from "./report.ts";

type Cell = string | number | null;
type Csv = { header: string[]; rows: Cell[][] };

const counts = (report: AnalyticsReport, name: TableName): Csv => ({
  header: ["key", "pageViews", "visitors", "previousPageViews"],
  rows: report[name].map((r) => [r.key, r.pageViews, r.visitors, r.previousPageViews]),
});

const TABLES = {
  ...Object.fromEntries(TABLE_NAMES.map((name) => [name, (r: AnalyticsReport) => counts(r, name)])),
  days: (r: AnalyticsReport) => ({
    header: ["day", "pageViews", "visitors"],
    rows: r.days.map((d) => [d.day, d.pageViews, d.visitors]),
  }),
  "conversion-pages": (r: AnalyticsReport) => conversion(r.conversion.pages),
  "conversion-campaigns": (r: AnalyticsReport) => conversion(r.conversion.campaigns),
  "conversion-referrers": (r: AnalyticsReport) => conversion(r.conversion.referrers),
  vitals: (r: AnalyticsReport) => ({
    header: ["pageType", "metric", "p75", "samples", "rating", "good", "poor", "lab"],
    rows: r.vitals.map((v) => [v.pageType, v.metric, round(v.p75), v.samples, v.rating, v.good, v.poor, v.lab]),
  }),
  orderings: (r: AnalyticsReport) => ({
    header: ["ordering", "metric", "p75", "samples"],
    rows: r.orderings.map((o) => [o.ordering, o.metric, round(o.p75), o.samples]),
  }),
} as Record<string, (r: AnalyticsReport) => Csv>;

function conversion(rows: AnalyticsReport["conversion"]["pages"]): Csv {
  return { header: ["key", "leads", "pageViews"], rows: rows.map((r) => [r.key, r.leads, r.pageViews]) };
}

const round = (v: number) => Math.round(v * 1000) / 1000;

export const CSV_TABLES: readonly string[] = Object.keys(TABLES);

/** The table as CSV, or null when no table has that name. */
export function analyticsCsv(report: AnalyticsReport, table: string): string | null {
  const make = Object.hasOwn(TABLES, table) ? TABLES[table] : undefined;
  if (!make) return null;
  const { header, rows } = make(report);
  return CSV_BOM + [header, ...rows].map((row) => csvRow(row)).join("");
}
