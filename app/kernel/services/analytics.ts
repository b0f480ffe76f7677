/**
 * The analytics pages' view of the service (`services.analytics`): one report of a range
 * of days and its tables as CSV. server/analytics/service.ts implements it.
 */
import type { ZodSafeParseResult } from "zod";
import type { StaffUser } from "./accounts.ts";

export type Vital = "LCP" | "INP" | "CLS" | "FCP" | "TTFB";

/** A range of days, both included (YYYY-MM-DD). */
export interface Range {
  from: string;
  to: string;
}

export interface CountRow {
  key: string;
  pageViews: number;
  visitors: number;
  /** The same row's views in the previous period. */
  previousPageViews: number;
}

export interface ConversionRow {
  key: string;
  leads: number;
  /** Views of that page, campaign or referrer in the range (null where no view names it). */
  pageViews: number | null;
}

export interface VitalRow {
  pageType: string;
  metric: Vital;
  p75: number;
  samples: number;
  rating: "good" | "needs-improvement" | "poor";
  good: number;
  poor: number;
  /** The lab figure of bench/lighthouse.md for that page type (desktop preset), when it has one. */
  lab: number | null;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  pageViews: number;
  visitors: number;
  previous: { pageViews: number; visitors: number; from: string; to: string };
  days: { day: string; pageViews: number; visitors: number }[];
  topPages: (CountRow & { path: string })[];
  entryPages: (CountRow & { path: string })[];
  conversion: { pages: ConversionRow[]; campaigns: ConversionRow[]; referrers: ConversionRow[] };
  vitals: VitalRow[];
  orderings: { ordering: string; metric: Vital; p75: number; samples: number }[];
  referrers: CountRow[];
  campaigns: CountRow[];
  skins: CountRow[];
  locales: CountRow[];
  outboundClicks: CountRow[];
  formStarts: CountRow[];
  formSubmits: CountRow[];
}

export interface AnalyticsService {
  report(user: StaffUser, range: Range): Promise<AnalyticsReport>;
  /** A range of days as given, checked; the pages and the API read it the same way. */
  parseRange(input: unknown): ZodSafeParseResult<Range>;
  /** One table of a report as CSV, or null for no such table. */
  csv(report: AnalyticsReport, table: string): string | null;
}
