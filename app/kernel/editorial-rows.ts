/**
 * How each content type's document sits in its live table: the table, the columns
 * holding JSON, booleans and times, and, for types sharing a table (page blocks),
 * the columns picking their rows and the values of columns outside the document.
 * Documents are the row's columns in camelCase, with `body` for body_html: one
 * mapping, used by the editorial service (server/editorial/registry.ts adds the
 * rest of a type), which also creates the demo seed's items with it.
 */
import { DOCUMENT_SCHEMAS, type AnyDocument, type ContentType } from "./editorial-schemas.ts";
import { DRAFT_SCHEMAS, missingMessage } from "./draft-schemas.ts";
import { bool, json, time } from "./rows.ts";

export type LiveTable =
  | "news"
  | "cases"
  | "solutions"
  | "videos"
  | "qas"
  | "help_articles"
  | "partners"
  | "promotions"
  | "services"
  | "price_plans"
  | "help_categories"
  | "blocks"
  | "site_settings"
  | "pages";

export interface RowShape {
  table: LiveTable;
  json: readonly string[];
  bools: readonly string[];
  timestamps: readonly string[];
  /**
   * For a type sharing its table with others (page blocks): the columns that pick
   * its rows. Lists and reads filter on them, new items get them; never in the document.
   */
  scope: Readonly<Record<string, string>>;
  /** Columns outside the document, with the value a new item gets. */
  extra: Readonly<Record<string, unknown>>;
}

const S = (shape: Pick<RowShape, "table"> & Partial<RowShape>): RowShape => ({
  json: [],
  bools: [],
  timestamps: [],
  scope: {},
  extra: {},
  ...shape,
});

/** Block columns the FAQ does not edit, and what a new question gets in them. */
const FAQ_EXTRA = {
  summary: "",
  image_key: null,
  image_alt: "",
  link_label: null,
  link_href: null,
  value: null,
  data: null,
};

export const ROW_SHAPES: Readonly<Record<ContentType, RowShape>> = {
  news: S({
    table: "news",
    json: ["tags"],
  }),
  cases: S({
    table: "cases",
    json: ["metrics", "details"],
    bools: ["featured"],
  }),
  solutions: S({
    table: "solutions",
    json: ["products", "features", "benefits", "related_case_ids"],
    bools: ["featured"],
  }),
  videos: S({
    table: "videos",
    json: ["presenters"],
    bools: ["featured"],
  }),
  qas: S({
    table: "qas",
  }),
  "help-articles": S({
    table: "help_articles",
    bools: ["popular"],
  }),
  partners: S({
    table: "partners",
    json: ["specialties", "products"],
  }),
  promotions: S({
    table: "promotions",
    timestamps: ["starts_at", "ends_at"],
  }),
  services: S({
    table: "services",
    json: ["deliverables"],
  }),
  plans: S({
    table: "price_plans",
    json: ["highlights"],
    bools: ["highlighted"],
  }),
  "help-categories": S({
    table: "help_categories",
  }),
  "price-faq": S({
    table: "blocks",
    scope: { page: "price", kind: "faq" },
    extra: FAQ_EXTRA,
  }),
  "home-blocks": S({
    table: "blocks",
    scope: { page: "home" },
    extra: { body_html: "", data: null },
  }),
  "site-settings": S({
    table: "site_settings",
    json: ["contact", "navigation", "footer", "social", "synonyms", "primary_cta"],
  }),
  pages: S({
    table: "pages",
    json: ["blocks"],
  }),
};

/** The live tables of the types whose items have a page, with search and sharing settings (SEO_FIELDS). */
export const SEO_TABLES: readonly LiveTable[] = ["news", "cases", "solutions", "qas", "help_articles", "pages"];

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
  const found = Object.entries(ROW_SHAPES).find(
    ([, shape]) =>
      shape.table === table && Object.entries(shape.scope).every(([column, value]) => row[column] === value),
  );
  return found?.[0] as ContentType | undefined;
}
