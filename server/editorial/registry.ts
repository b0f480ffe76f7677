/**
 * Each content type as the workflow sees it: its live table, the page-cache tags
 * a change of it drops (server/page-cache/keys.ts adds "home"), the column that
 * holds its category, its public URLs, and how its document maps onto the live
 * row. Documents are the row's columns in camelCase, with `body` for body_html:
 * one mapping, so a type is a table name and a few lists here.
 */
import { desktop, mobile } from "../../app/kernel/links.ts";
import { DOCUMENT_SCHEMAS, type AnyDocument, type ContentType } from "../../app/kernel/editorial-schemas.ts";
import { bool, json, time } from "../../app/kernel/rows.ts";
import type { DB } from "../../db/schema.ts";
import { renderRichText } from "./rich-text.ts";

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
  | "price_plans";

export interface TypeInfo {
  type: ContentType;
  table: LiveTable;
  tags: readonly string[];
  /** The column searched and shown as the item's name. */
  titleColumn: "title" | "name";
  /** The column of the list's category filter, if any. */
  categoryColumn: "type" | "tier" | "category_id" | null;
  /** The table has published_at and updated_at (Publishable), or updated_at only, or neither. */
  times: "both" | "updated" | "none";
  json: readonly string[];
  bools: readonly string[];
  timestamps: readonly string[];
  /** Router paths of the item's own page (desktop, mobile), or null when it has none. */
  urls: ((id: number) => { desktop: string; mobile: string | null }) | null;
  /** A page that lists the type, for previews of types without a page of their own. */
  listUrl: { desktop: string; mobile: string | null };
}

const T = (info: Omit<TypeInfo, "json" | "bools" | "timestamps"> & Partial<TypeInfo>): TypeInfo => ({
  json: [],
  bools: [],
  timestamps: [],
  ...info,
});

export const TYPES: Readonly<Record<ContentType, TypeInfo>> = {
  news: T({
    type: "news",
    table: "news",
    tags: ["news"],
    titleColumn: "title",
    categoryColumn: "type",
    times: "both",
    json: ["tags"],
    urls: (id) => ({ desktop: desktop.article(id), mobile: mobile.article(id) }),
    listUrl: { desktop: desktop.news(), mobile: mobile.news("company") },
  }),
  cases: T({
    type: "cases",
    table: "cases",
    tags: ["cases"],
    titleColumn: "title",
    categoryColumn: "type",
    times: "both",
    json: ["metrics", "details"],
    bools: ["featured"],
    urls: (id) => ({ desktop: desktop.case(id), mobile: null }),
    listUrl: { desktop: desktop.cases(), mobile: mobile.cases() },
  }),
  solutions: T({
    type: "solutions",
    table: "solutions",
    tags: ["solutions"],
    titleColumn: "title",
    categoryColumn: "type",
    times: "both",
    json: ["products", "features", "benefits", "related_case_ids"],
    bools: ["featured"],
    urls: (id) => ({ desktop: desktop.solution(id), mobile: mobile.solution(id) }),
    listUrl: { desktop: desktop.solutions(), mobile: mobile.solutions() },
  }),
  videos: T({
    type: "videos",
    table: "videos",
    tags: ["videos"],
    titleColumn: "title",
    categoryColumn: "type",
    times: "both",
    json: ["presenters"],
    bools: ["featured"],
    urls: null,
    listUrl: { desktop: desktop.videos(), mobile: mobile.videos("product-tours") },
  }),
  qas: T({
    type: "qas",
    table: "qas",
    tags: ["qas"],
    titleColumn: "title",
    categoryColumn: "type",
    times: "both",
    urls: (id) => ({ desktop: desktop.qa(id), mobile: mobile.qa(id) }),
    listUrl: { desktop: desktop.qas("getting-started"), mobile: mobile.qas("getting-started") },
  }),
  "help-articles": T({
    type: "help-articles",
    table: "help_articles",
    tags: ["help"],
    titleColumn: "title",
    categoryColumn: "category_id",
    times: "both",
    bools: ["popular"],
    urls: (id) => ({ desktop: desktop.help(id), mobile: null }),
    listUrl: { desktop: desktop.help(), mobile: null },
  }),
  partners: T({
    type: "partners",
    table: "partners",
    tags: ["partners"],
    titleColumn: "name",
    categoryColumn: "tier",
    times: "updated",
    json: ["specialties", "products"],
    urls: null,
    listUrl: { desktop: desktop.partner(), mobile: null },
  }),
  promotions: T({
    type: "promotions",
    table: "promotions",
    tags: ["promotions"],
    titleColumn: "title",
    categoryColumn: null,
    times: "both",
    timestamps: ["starts_at", "ends_at"],
    urls: null,
    listUrl: { desktop: desktop.promotion(), mobile: mobile.promotion() },
  }),
  services: T({
    type: "services",
    table: "services",
    tags: ["services"],
    titleColumn: "title",
    categoryColumn: null,
    times: "updated",
    json: ["deliverables"],
    urls: null,
    listUrl: { desktop: desktop.service(), mobile: mobile.service() },
  }),
  plans: T({
    type: "plans",
    table: "price_plans",
    tags: ["prices"],
    titleColumn: "name",
    categoryColumn: null,
    times: "none",
    json: ["highlights"],
    bools: ["highlighted"],
    urls: null,
    listUrl: { desktop: desktop.price(), mobile: mobile.price() },
  }),
};

/** Columns the workflow owns, never part of a document. */
const WORKFLOW_COLUMNS = new Set(["id", "published", "published_at", "updated_at"]);

const camel = (column: string) =>
  column === "body_html" ? "body" : column.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const snake = (key: string) => (key === "body" ? "body_html" : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

export type LiveRow = Record<string, unknown>;

/** The document a live row holds (its body as `{ html }` until the editor saves JSON). */
export function documentOfRow(info: TypeInfo, row: LiveRow): AnyDocument {
  const doc: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (WORKFLOW_COLUMNS.has(column)) continue;
    const key = camel(column);
    if (column === "body_html") doc[key] = { html: String(value ?? "") };
    else if (info.json.includes(column)) doc[key] = json(value);
    else if (info.bools.includes(column)) doc[key] = bool(value);
    else if (info.timestamps.includes(column)) doc[key] = time(value);
    else if (column === "monthly_price" || column === "yearly_price") doc[key] = value === null ? null : Number(value);
    else doc[key] = value;
  }
  return doc as AnyDocument;
}

/** The live row's columns for a validated document (bodies rendered to sanitised HTML). */
export function rowOfDocument(info: TypeInfo, document: AnyDocument): LiveRow {
  const row: LiveRow = {};
  for (const [key, value] of Object.entries(document)) {
    const column = snake(key);
    if (column === "body_html") row[column] = renderRichText(value as Parameters<typeof renderRichText>[0]);
    else if (info.json.includes(column)) row[column] = JSON.stringify(value);
    else row[column] = value;
  }
  return row;
}

/** Checks a document against its type's schema: the parsed document, or the field messages. */
export function parseDocument(
  type: ContentType,
  input: unknown,
): { ok: true; document: AnyDocument } | { ok: false; fields: Record<string, string> } {
  const parsed = DOCUMENT_SCHEMAS[type].safeParse(input);
  if (parsed.success) return { ok: true, document: parsed.data as AnyDocument };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join(".") || "document";
    fields[name] ??= issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : issue.message;
  }
  return { ok: false, fields };
}

/** The title or name of a document, for lists. */
export const titleOf = (document: AnyDocument): string =>
  String((document as { title?: string; name?: string }).title ?? (document as { name?: string }).name ?? "");

export type { DB };
