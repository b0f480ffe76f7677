/**
 * A content type's live table row, derived from its definition: a column per document field,
 * typed by the kinds the definition names (JSON, booleans, times) or else by the field, the
 * body as its HTML, and the workflow's id, flag and times. db/schema.ts makes the Kysely
 * tables of these; a definition's row codec (`read`) reads the same rows. Types only.
 *
 * The selected types are the union of what each driver returns: SQLite gives 0/1 for
 * booleans and text for times and JSON; pg gives booleans, Date objects and parsed JSON.
 */
import type { ColumnType, Selectable } from "kysely";
import type { z } from "zod";

/** Booleans: written as booleans (the SQLite adapter stores 0/1). */
export type Bool = ColumnType<boolean | number, boolean, boolean>;
/** Times: written as ISO 8601 strings in UTC. */
export type Timestamp = ColumnType<string | Date, string, string>;
/** JSON documents: written as JSON text; jsonb on PostgreSQL, text on SQLite. */
export type Json = ColumnType<unknown, string, string>;

/** Search and sharing per item (migration 0021); null: derived from the item. */
interface Seo {
  seo_title: ColumnType<string | null, string | null | undefined, string | null>;
  seo_description: ColumnType<string | null, string | null | undefined, string | null>;
  seo_image_key: ColumnType<string | null, string | null | undefined, string | null>;
  noindex: ColumnType<boolean | number, boolean | undefined, boolean>;
}

interface Publishable {
  published: Bool;
  published_at: Timestamp;
  updated_at: Timestamp;
}

/** What the row is derived from: the document and the column kinds a definition names. */
export interface RowSource {
  document: z.ZodType;
  json: readonly string[];
  bools: readonly string[];
  timestamps: readonly string[];
  times: "both" | "updated" | "none";
}

export type RowOf<C extends RowSource> = Flat<
  { [K in FieldKey<C> as ColumnOf<K>]-?: ColumnTypeOf<C, K> } & {
    id: number;
    published: Bool;
  } & { both: Omit<Publishable, "published">; updated: Pick<Publishable, "updated_at">; none: unknown }[C["times"]] &
    ("seoTitle" extends keyof z.infer<C["document"]> ? Seo : unknown)
>;
/** A row as a query selects it. */
export type SelectedRowOf<C extends RowSource> = Selectable<RowOf<C>>;

/** The search and sharing fields have their columns' own types (Seo). */
type FieldKey<C extends RowSource> = Exclude<keyof z.infer<C["document"]> & string, `seo${string}` | "noindex">;
/** A document key's column: snake_case, the body being body_html (app/kernel/editorial-rows.ts `snake`). */
export type ColumnOf<K extends string> = K extends "body" ? "body_html" : Snake<K>;
type Snake<S extends string> = S extends `${infer H}${infer R}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<R>}`
  : "";
type ColumnTypeOf<C extends RowSource, K extends string> =
  ColumnOf<K> extends C["json"][number]
    ? Json
    : ColumnOf<K> extends C["bools"][number]
      ? Bool
      : ColumnOf<K> extends C["timestamps"][number]
        ? Timestamp
        : K extends "body"
          ? string
          : Widened<Exclude<z.infer<C["document"]>[K & keyof z.infer<C["document"]>], undefined>>;
/** A column holds any value of its kind, not only the choices a document offers ("webinar"). */
type Widened<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;
type Flat<T> = { [K in keyof T]: T[K] };
