/**
 * The one place dates, durations and prices become text. Fixed locale and time zone, so
 * the server and the browser render the same characters. Where the skins differ on
 * purpose, the difference is a named option, never a second formatter.
 */

import * as DATES from "~/kernel/ui-strings/dates";
import * as MEDIA from "~/kernel/ui-strings/media";
import { message } from "~/kernel/ui-strings/message";
import * as OFFERS from "~/kernel/ui-strings/offers";

// Written out rather than through Intl: the first Intl formatter a page builds loads the
// browser's ICU data, one main-thread task of 30 to 120 ms on a desktop CPU (more on a
// phone) before hydration (decision 0043). Each locale's build has its own month tables and
// pattern (app/kernel/ui-strings/dates.ts); format.test.ts checks the English ones against
// Intl's en-GB in UTC, month by month.
const MONTHS = { long: DATES.monthsLong, short: DATES.monthsShort };

type DateStyle = keyof typeof MONTHS;

/** An ISO time as a date; "" for a value that is not a date. */
export function formatDate(iso: string, style: DateStyle = "long"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const [day, month, year] = [date.getUTCDate(), MONTHS[style][date.getUTCMonth()]!, date.getUTCFullYear()];
  return message(DATES.date, { day, month, year });
}

/** 754 -> "12:34"; an hour or more -> "1:02:03". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

/** 754 -> "12 minutes 34 seconds": what a screen reader says next to the visual 12:34. */
export function spokenDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  const parts = [];
  if (m) parts.push(message(MEDIA.minutes, { n: m }));
  if (s % 60 || !m) parts.push(message(MEDIA.seconds, { n: s % 60 }));
  return parts.join(" ");
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
