/**
 * Web vitals kept forever as daily histograms, so a p75 over any range is read from
 * the rollups alone after the raw events are gone. Buckets are 5 % wide on a
 * logarithmic scale: a p75 read from them is within 5 % of the exact one. CLS, a
 * fraction, is counted in thousandths.
 */
import type { Vital } from "./events.ts";

const STEP = Math.log(1.05);
const scale = (metric: string) => (metric === "CLS" ? 1000 : 1);

export const bucketOf = (metric: string, value: number): number => Math.floor(Math.log1p(value * scale(metric)) / STEP);

/** The middle of a bucket, in the metric's own unit. */
export const valueOfBucket = (metric: string, bucket: number): number =>
  Math.expm1((bucket + 0.5) * STEP) / scale(metric);

/** The 75th percentile of a histogram ([bucket, count] pairs), or null when it is empty. */
export function p75(metric: string, histogram: readonly (readonly [number, number])[]): number | null {
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((n, [, c]) => n + c, 0);
  if (!total) return null;
  let seen = 0;
  for (const [bucket, count] of sorted) {
    seen += count;
    if (seen >= 0.75 * total) return valueOfBucket(metric, bucket);
  }
  return null;
}

/** Google's thresholds (web.dev/articles/vitals): good up to the first, poor above the second. */
export const THRESHOLDS: Record<Vital, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function ratingOf(metric: Vital, value: number): "good" | "needs-improvement" | "poor" {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}
