/**
 * Leads as CSV (RFC 4180) or JSON, for `npm run leads:export`.
 *
 * CSV: a header row, CRLF line ends, every cell in double quotes (inner quotes
 * doubled), UTF-8 with a byte-order mark so spreadsheet programs read accents and
 * CJK correctly. Quoting alone does not make a cell safe: a spreadsheet set to
 * split on ";" (most continental European locales) takes the quote that closes a
 * cell before the next ";" literally, so "Mallory;=2+5;" yields a cell "=2+5".
 * So every fragment a reader could make a cell of (the value's start, and what
 * follows each , ; tab, CR or LF in it) that begins with = + - @ (after blanks or
 * quotes a reader may drop), a tab or a CR gets a leading apostrophe, OWASP's
 * guard against CSV injection. The JSON output keeps every value exactly as stored.
 */
import type { StoredLead } from "./store.ts";

const EXPORT_COLUMNS = [
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
  ["source_page", "sourcePage"],
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_term", "utmTerm"],
  ["utm_content", "utmContent"],
] as const satisfies ReadonlyArray<readonly [string, keyof StoredLead]>;

export const CSV_BOM = "\uFEFF";

/** Where a reader might start a cell: after a separator of either locale or a line break. */
const SEPARATORS = new Set([",", ";", "\t", "\r", "\n"]);
/** What a spreadsheet evaluates at the start of a cell; checked at one position (sticky). */
const FORMULA_AT = /[\t\r]|[\s"]*[=+\-@]/y;

/** The text with an apostrophe before every fragment that would start a formula. */
function guardFormulas(text: string): string {
  let out = "";
  for (let i = 0; i <= text.length; i++) {
    if (i === 0 || SEPARATORS.has(text[i - 1]!)) {
      FORMULA_AT.lastIndex = i;
      if (FORMULA_AT.test(text)) out += "'";
    }
    if (i < text.length) out += text[i];
  }
  return out;
}

export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '""';
  return `"${guardFormulas(String(value)).replace(/"/g, '""')}"`;
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
