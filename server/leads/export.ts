/**
 * Leads as CSV (RFC 4180) or JSON, for `npm run leads:export`.
 *
 * CSV: a header row, CRLF line ends, every field quoted when it holds a comma,
 * quote, CR or LF (quotes doubled), UTF-8 with a byte-order mark so spreadsheet
 * programs read accents and CJK correctly. A text that begins with = + - @, a
 * tab or a carriage return is what spreadsheets execute as a formula (CSV
 * injection), so such values get a leading apostrophe, as OWASP recommends;
 * the JSON output keeps every value exactly as stored.
 */
import type { StoredLead } from "./store.ts";

export const EXPORT_COLUMNS = [
  ["id", "id"],
  ["created_at", "createdAt"],
  ["name", "name"],
  ["email", "email"],
  ["phone", "phone"],
  ["company", "company"],
  ["job_title", "jobTitle"],
  ["company_size", "companySize"],
  ["product", "product"],
  ["region", "region"],
  ["message", "message"],
  ["consent", "consent"],
  ["source", "source"],
] as const satisfies ReadonlyArray<readonly [string, keyof StoredLead]>;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
export const CSV_BOM = "\uFEFF";

export function csvField(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number | boolean | null>): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

export type ExportFormat = "csv" | "json";

/** Yields the export piece by piece, so any number of leads streams in constant memory. */
export async function* exportLeads(leads: AsyncIterable<StoredLead>, format: ExportFormat): AsyncGenerator<string> {
  if (format === "csv") {
    yield CSV_BOM + csvRow(EXPORT_COLUMNS.map(([header]) => header));
    for await (const lead of leads) yield csvRow(EXPORT_COLUMNS.map(([, key]) => lead[key]));
    return;
  }
  let first = true;
  yield "[";
  for await (const lead of leads) {
    const record = Object.fromEntries(EXPORT_COLUMNS.map(([header, key]) => [header, lead[key]]));
    yield `${first ? "\n" : ",\n"}${JSON.stringify(record)}`;
    first = false;
  }
  yield first ? "]\n" : "\n]\n";
}

/** "2026-11-01" (start of that day, UTC) or a full ISO 8601 time; undefined when not a date. */
export function parseSince(value: string): Date | undefined {
  const v = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v)) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v.replace(" ", "T"));
  if (Number.isNaN(date.getTime())) return undefined;
  // Reject dates that JavaScript rolled over (2026-02-31 -> March 3).
  if (date.toISOString().slice(0, 10) !== v.slice(0, 10) && /^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined;
  return date;
}
