/**
 * The content model's shared pieces: zod schemas of content as pages and the JSON
 * API see it, with the TypeScript types inferred from them: times, images, pages of
 * a list, the item's search settings, and the help centre's answers. A readable
 * type's own answers (NewsSummary, EventDetail...) are its definition's
 * (app/kernel/collections/<type>.answers.ts). The content service returns these
 * types, the API answers with them and its OpenAPI document is generated from
 * these schemas (server/api/schemas.ts names them there).
 *
 * Browser code imports only the types (`import type`): the schemas stay out of
 * the client bundles. The constant lists are in content-constants.ts.
 *
 * Conventions: ids are positive integers; times are ISO 8601 strings in UTC;
 * `bodyHtml` and `answerHtml` fields are sanitised HTML, safe to insert as is;
 * every list is a Page of summaries, every detail a summary with more fields.
 */
import { z } from "zod";
import { MAX_PAGE_SIZE, PRODUCT_SLUGS } from "./content-constants.ts";

export const isoTime = z.iso.datetime().meta({ description: "ISO 8601 time in UTC." });

// ---------------------------------------------------------------------------
// Shared pieces

export const ImageSource = z.object({ type: z.enum(["image/avif", "image/webp", "image/jpeg"]), srcset: z.string() });
export type ImageSource = z.infer<typeof ImageSource>;
/** One generated image in several widths and formats, for <picture> and srcset. */
export const ContentImage = z.object({
  src: z.string().meta({ description: "JPEG fallback URL under the base path, at the middle width." }),
  /** Intrinsic size of the largest rendition; every rendition has its aspect ratio. */
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /** Modern formats first: AVIF and/or WebP, then JPEG. */
  sources: z.array(ImageSource),
  /** Widths available in every format, ascending. */
  widths: z.array(z.number().int()),
  /** A solid colour shown while loading. */
  color: z.string().optional(),
});
export type ContentImage = z.infer<typeof ContentImage>;

/** One page of a list: every list of the content service and of the API. */
export const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  });

/** Covers of Q&A items and help articles: null for items stored before they had one (migration 0004). */
export const nullableCover = ContentImage.nullable().meta({
  description: "The cover image, or null when the item has none.",
});
/** One page of any list; page is 1-based. */
export type Page<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;

export const ProductRef = z.object({ slug: z.enum(PRODUCT_SLUGS), name: z.string() });
export type ProductRef = z.infer<typeof ProductRef>;
/** A link as stored in content: `href` is a router path ("/price") or an absolute URL. */
export const ContentLink = z.object({ label: z.string(), href: z.string() });
export type ContentLink = z.infer<typeof ContentLink>;
/** A figure such as "38%" with a label such as "shorter order lead time". */
export const Metric = z.object({ value: z.string(), label: z.string() });
export type Metric = z.infer<typeof Metric>;
export const FaqItem = z.object({ question: z.string(), answerHtml: z.string() });
export type FaqItem = z.infer<typeof FaqItem>;
/** What an item sets for search engines and sharing cards; null: derived from the item. */
export const ItemSeo = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: ContentImage.nullable(),
  noindex: z.boolean().meta({ description: "The page asks search engines not to index it and leaves the sitemap." }),
});
export type ItemSeo = z.infer<typeof ItemSeo>;

/** In a list read in another locale: the item has no translation in it, its words are the default's (decision 0109). */
export const Fallback = {
  fallback: z
    .literal(true)
    .optional()
    .meta({ description: "In a list of another locale's page: the item's words are the default locale's." }),
};

// ---------------------------------------------------------------------------
// Help centre

export const HelpCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  parentId: z.number().int().nullable(),
  /** Published articles in this category and all its sub-categories. */
  articleCount: z.number().int().min(0),
  get children() {
    return z.array(HelpCategory);
  },
});
export type HelpCategory = z.infer<typeof HelpCategory>;
export const HelpArticleSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: nullableCover,
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type HelpArticleSummary = z.infer<typeof HelpArticleSummary>;
export const HelpArticleDetail = HelpArticleSummary.extend({
  seo: ItemSeo,
  bodyHtml: z.string(),
  /** From the top-level category down to the article's own category. */
  breadcrumbs: z.array(z.object({ id: z.number().int(), title: z.string() })),
  related: z.array(HelpArticleSummary),
});
export type HelpArticleDetail = z.infer<typeof HelpArticleDetail>;
/** The help centre's landing data: the whole tree plus popular articles. */
export const HelpHome = z.object({ categories: z.array(HelpCategory), popular: z.array(HelpArticleSummary) });
export type HelpHome = z.infer<typeof HelpHome>;
