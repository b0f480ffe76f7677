/**
 * A readable type's row codec (its definition's `read`): the columns its summary is built
 * from, the summary of such a row, and what its detail has besides the summary, its body and
 * its related items. server/content/collection.ts writes the queries once for every type and
 * gives the codec a `ReadContext`; the codec's answers are the definition's `api.components`,
 * so a codec that leaves out or mistypes a field does not compile.
 *
 * Kernel: the admin's browser bundles load the definitions, so a codec reads its row and its
 * context only. What needs the server (the media table, the clock, the sanitiser, other
 * types' rows) comes through the context.
 */
import type { z } from "zod";
import type { ContentImage, ItemSeo, ProductRef } from "../content-schemas.ts";
import type { ApiOf } from "./define.ts";

/** The images of the media table, as pages show them. */
export interface MediaReader {
  image(key: string, alt: string): ContentImage;
  /** Covers that may be missing (Q&A, help): rows stored before migration 0004 have none. */
  optionalImage(key: string | null, alt: string | null): ContentImage | null;
}

/** The columns of an item's search and sharing settings (migration 0021), as selected. */
export interface SeoColumns {
  seo_title?: string | null;
  seo_description?: string | null;
  seo_image_key?: string | null;
  noindex?: unknown;
}

export interface ReadContext extends MediaReader {
  /** The item's own search and sharing settings; empty ones stay null, for the page to derive. */
  seo(row: SeoColumns): ItemSeo;
  /** Rich text sanitised as every body is when read (app/kernel/sanitize.ts). */
  sanitize(html: string): string;
  /**
   * A product by its slug, with its name. The names are in the chunk every public page shares
   * (content-constants.ts), where the admin's bundles reading them from a definition would keep them.
   */
  product(slug: string): ProductRef;
  /** A file's address stored relative to the base path, or absolute, as pages link it. */
  fileUrl(stored: string): string;
  now(): Date;
  /** Summaries of another readable type's published items, in the order of `ids`; the others left out. */
  summaries<C extends { name: string; api: ApiOf }>(of: C, ids: readonly number[]): Promise<Array<SummaryOf<C["api"]>>>;
}

/** A list's item, as the type's `api.components.summary` says. */
export type SummaryOf<A extends ApiOf> = z.infer<A["components"]["summary"][1]>;
/** An item's detail, as the type's `api.components.detail` says. */
export type DetailOf<A extends ApiOf> = z.infer<A["components"]["detail"][1]>;
/** What a detail has besides its summary, body, related items and neighbours: the codec's `fields`. */
export type DetailFieldsOf<A extends ApiOf> = Omit<
  DetailOf<A>,
  keyof SummaryOf<A> | "bodyHtml" | "related" | "newer" | "older"
>;

// The defaults are what every codec is assignable to: the server reads each through its type's definition.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ReadOf<R = any, K extends keyof R = any, A extends ApiOf = ApiOf> {
  /** The row's columns a summary is built from (lists select these only). */
  columns: readonly K[];
  summary(row: Pick<R, K>, context: ReadContext): SummaryOf<A>;
  /** The detail's own fields, in the answer's order: its search settings, a story, figures... */
  fields(row: R, context: ReadContext): DetailFieldsOf<A> | Promise<DetailFieldsOf<A>>;
}
