/**
 * How each content type's document sits in its live table: the table, the columns
 * holding JSON, booleans and times, and, for types sharing a table (page blocks),
 * the columns picking their rows and the values of columns outside the document.
 * Documents are the row's columns in camelCase, with `body` for body_html: one
 * mapping, read from each type's definition (./collections/), used by the editorial
 * service, which also creates the demo seed's items with it.
 */
import { DOCUMENT_SCHEMAS, type AnyDocument, type ContentType } from "./editorial-schemas.ts";
import { DRAFT_SCHEMAS, missingMessage } from "./draft-schemas.ts";
import { COLLECTIONS, type LiveTable, type RowShape } from "./collections/index.ts";
import { documentKeys } from "./collections/define.ts";
import { bool, json, time } from "./rows.ts";

export type { LiveTable, RowShape };

/** The live tables of the types whose items have a page, with search and sharing settings (SEO_FIELDS). */
export const SEO_TABLES: readonly LiveTable[] = COLLECTIONS.filter((c) => documentKeys(c).includes("seoTitle")).map(
  (c) => c.table,
);

const SEO_COLUMNS = new Set(["seo_title", "seo_description", "seo_image_key", "noindex"]);

/** Columns the workflow owns, never part of a document. */
const WORKFLOW_COLUMNS = new Set(["id", "published", "published_at", "updated_at"]);

const camel = (column: string) =>
  column === "body_html" ? "body" : column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
export const snake = (key: string) =>
  key === "body" ? "body_html" : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type LiveRow = Record<string, unknown>;

/** The document a live row holds (its body as `{ html }` until the editor saves JSON). */
export function documentOfRow(shape: RowShape, row: LiveRow): AnyDocument {
  const doc: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (WORKFLOW_COLUMNS.has(column) || Object.hasOwn(shape.scope, column) || Object.hasOwn(shape.extra, column))
      continue;
    // Search and sharing settings left empty are no part of the document (the page derives
    // them), so a row seeded before they existed and one saved since read the same.
    if (SEO_COLUMNS.has(column) && (value === null || value === false || value === 0)) continue;
    const key = camel(column);
    if (column === "body_html") doc[key] = { html: String(value ?? "") };
    else if (shape.json.includes(column)) doc[key] = json(value);
    else if (shape.bools.includes(column) || column === "noindex") doc[key] = bool(value);
    else if (shape.timestamps.includes(column)) doc[key] = time(value);
    else if (column === "monthly_price" || column === "yearly_price") doc[key] = value === null ? null : Number(value);
    else doc[key] = value;
  }
  return doc as AnyDocument;
}

/**
 * Checks a document against its type's schema: the parsed document, or the field messages.
 * A draft may lack values (app/kernel/draft-schemas.ts); a missing value to publish says so.
 */
export function parseDocument(
  type: ContentType,
  input: unknown,
  stage: "draft" | "publish" = "publish",
): { ok: true; document: AnyDocument } | { ok: false; fields: Record<string, string> } {
  const parsed = (stage === "draft" ? DRAFT_SCHEMAS : DOCUMENT_SCHEMAS)[type].safeParse(input);
  if (parsed.success) return { ok: true, document: parsed.data as AnyDocument };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join(".") || "document";
    fields[name] ??=
      issue.code === "unrecognized_keys"
        ? `Unknown field: ${issue.keys.join(", ")}`
        : // A rule's own words ("A figure needs a value") stay; a bare type error says what is missing.
          (issue.code !== "custom" && missingMessage(input, issue.path)) || issue.message;
  }
  return { ok: false, fields };
}

/** The editable type a row of `table` belongs to (page blocks: by their page and kind), if any. */
export function typeOfRow(table: string, row: LiveRow): ContentType | undefined {
  return COLLECTIONS.find(
    (c) => c.table === table && Object.entries(c.scope).every(([column, value]) => row[column] === value),
  )?.name;
}
