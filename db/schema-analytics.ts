/** Table types of first-party analytics (migrations 0016 and 0020, db/migrations/). */
import type { Generated } from "kysely";
import type { Bool, Timestamp } from "./schema.ts";

export interface AnalyticsEventsTable {
  id: Generated<number>;
  at: Timestamp;
  day: string;
  type: "view" | "outbound" | "form" | "vital";
  path: string;
  page_type: string;
  skin: string;
  locale: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  entry: Bool;
  target: string;
  metric: string;
  value: number;
  ordering: string;
  /** The day's salted hash of address, user agent and site; never the address itself. */
  visitor: string;
}

export interface AnalyticsDailyTable {
  day: string;
  /** "site", "page", "entry", "referrer", "campaign", "skin", "locale", "outbound", "form". */
  dimension: string;
  key: string;
  events: number;
  visitors: number;
}

export interface AnalyticsVitalsTable {
  day: string;
  page_type: string;
  metric: string;
  ordering: string;
  /** The value's bucket on a 5 % logarithmic scale (server/analytics/vitals.ts). */
  bucket: number;
  count: number;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/**
 * Migration 0020: the visitors already counted in a day's rollup row, so that each batch
 * of events adds to the rollups without scanning the day again. Kept for today and
 * yesterday only, like the salts.
 */
export interface AnalyticsDailyVisitorsTable {
  day: string;
  dimension: string;
  key: string;
  visitor: string;
}

export interface AnalyticsDB {
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_vitals: AnalyticsVitalsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_daily_visitors: AnalyticsDailyVisitorsTable;
}
