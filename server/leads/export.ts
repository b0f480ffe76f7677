/**
 * Leads as CSV (RFC 4180) or JSON, with their status, assignee and notes, for the
 * admin's export and `npm run leads:export`.
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
import type { ExportedLead } from "./export-rows.ts";
import type { ExportFormat } from "../../app/kernel/services/lead-inbox.ts";
export type { ExportFormat };

type Cell = string | number | boolean | null;

/** The CSV cell of the notes: one line each, "time author: text". */
const notesCell = (lead: ExportedLead) =>
  lead.notes.map((n) => `${n.at} ${n.author ?? "(no author)"}: ${n.body}`).join("\n");

const EXPORT_COLUMNS = [
  ["id", (l) => l.id],
  ["created_at", (l) => l.createdAt],
  ["name", (l) => l.name],
  ["email", (l) => l.email],
  ["phone", (l) => l.phone],
  ["company", (l) => l.company],
  ["job_title", (l) => l.jobTitle],
  ["company_size", (l) => l.companySize],
  ["product", (l) => l.product],
  ["region", (l) => l.region],
  ["message", (l) => l.message],
  ["consent", (l) => l.consent],
  ["source", (l) => l.source],
  ["source_page", (l) => l.sourcePage],
  ["intent", (l) => l.intent],
  ["locale", (l) => l.locale],
  ["item_type", (l) => l.item?.type ?? null],
  ["item_id", (l) => l.item?.id ?? null],
  ["plan", (l) => l.plan],
  ["utm_source", (l) => l.utmSource],
  ["utm_medium", (l) => l.utmMedium],
  ["utm_campaign", (l) => l.utmCampaign],
  ["utm_term", (l) => l.utmTerm],
  ["utm_content", (l) => l.utmContent],
  ["status", (l) => l.status],
  ["assignee", (l) => l.assignee],
  ["notes", notesCell],
] as const satisfies ReadonlyArray<readonly [string, (lead: ExportedLead) => Cell]>;

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

/** Yields the export piece by piece, so any number of leads streams in constant memory. */
export async function* exportLeads(leads: AsyncIterable<ExportedLead>, format: ExportFormat): AsyncGenerator<string> {
  if (format === "csv") {
    yield CSV_BOM + csvRow(EXPORT_COLUMNS.map(([header]) => header));
    for await (const lead of leads) yield csvRow(EXPORT_COLUMNS.map(([, cell]) => cell(lead)));
    return;
  }
  let first = true;
  yield "[";
  for await (const lead of leads) {
    // The notes stay a list in JSON: each with its time, author and text as stored.
    const record = {
      ...Object.fromEntries(EXPORT_COLUMNS.map(([header, cell]) => [header, cell(lead)])),
      notes: lead.notes,
    };
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
