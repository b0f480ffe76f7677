/**
 * The one place dates, durations and prices become text. Fixed locale and time zone, so
 * the server and the browser render the same characters. Where the skins differ on
 * purpose, the difference is a named option, never a second formatter.
 */

const DATE_STYLES = {
  /** "22 November 2026": desktop, where there is room. */
  long: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  /** "22 Nov 2026": the narrow mobile cards and meta lines. */
  short: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
};

type DateStyle = keyof typeof DATE_STYLES;

/** An ISO time as a date; "" for a value that is not a date. */
export function formatDate(iso: string, style: DateStyle = "long"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DATE_STYLES[style].format(date);
}

/** 754 -> "12:34"; an hour or more -> "1:02:03". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** 754 -> "12 minutes 34 seconds": what a screen reader says next to the visual 12:34. */
export function spokenDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  const parts = [];
  if (m) parts.push(plural(m, "minute"));
  if (s % 60) parts.push(plural(s % 60, "second"));
  return parts.join(" ") || "0 seconds";
}

const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** A plan price: "$1,240", "$12.50", "Free" for 0, and "Custom price" where sales quote it (null). */
export function formatPrice(amount: number | null): string {
  if (amount === null) return "Custom price";
  if (amount === 0) return "Free";
  return (Number.isInteger(amount) ? WHOLE_DOLLARS : CENTS).format(amount);
}
