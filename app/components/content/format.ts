/**
 * The one place dates, durations and prices become text. Fixed locale and time zone, so
 * the server and the browser render the same characters. Where the skins differ on
 * purpose, the difference is a named option, never a second formatter.
 */

import * as OFFERS from "~/kernel/ui-strings/offers";

// Written out rather than through Intl: the first Intl formatter a page builds loads the
// browser's ICU data, one main-thread task of 30 to 120 ms on a desktop CPU (more on a
// phone) before hydration (decision 0043). The tables give exactly what Intl's en-GB in UTC
// gives, which format.test.ts checks month by month.
const MONTHS = {
  /** "22 November 2026": desktop, where there is room. */
  long: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  /** "22 Nov 2026": the narrow mobile cards and meta lines (en-GB abbreviates September "Sept"). */
  short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
};

type DateStyle = keyof typeof MONTHS;

/** An ISO time as a date; "" for a value that is not a date. */
export function formatDate(iso: string, style: DateStyle = "long"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${MONTHS[style][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
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

/** A plan price: "$1,240", "$12.50", "Free" for 0, and "Custom price" where sales quote it (null). */
export function formatPrice(amount: number | null): string {
  if (amount === null) return OFFERS.customPrice;
  if (amount === 0) return OFFERS.free;
  // US dollars as en-US writes them: thousands grouped, cents only when there are some.
  const [whole = "", cents] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split(".");
  return `${amount < 0 ? "-" : ""}$${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${cents ? `.${cents}` : ""}`;
}
