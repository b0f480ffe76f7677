/**
 * How dates are written (app/components/content/format.ts): month tables and a pattern per
 * locale, because public pages build no Intl object (decision 0043).
 */
/** "22 November 2026": desktop, where there is room. */
export const monthsLong = [
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
] as const;
/** "22 Nov 2026": the narrow mobile cards and meta lines (en-GB abbreviates September "Sept"). */
export const monthsShort = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;
/** A date from its day, month name and year. */
export const date = "{day} {month} {year}";
