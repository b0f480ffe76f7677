/**
 * What the content service and the JSON API answer for news (the definition's
 * `api.components`). Views import the types only (`import type`), so no public bundle loads zod.
 */
import { z } from "zod";
import { NEWS_TYPES } from "../content-constants.ts";
import { ContentImage, Fallback, isoTime, ItemSeo } from "../content-schemas.ts";

export const NewsSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  type: z.enum(NEWS_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: ContentImage,
  author: z.string(),
  readingMinutes: z.number().int(),
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type NewsSummary = z.infer<typeof NewsSummary>;

export const NewsDetail = NewsSummary.extend({
  bodyHtml: z.string().meta({ description: "Sanitised HTML." }),
  seo: ItemSeo,
  tags: z.array(z.string()),
  /** Up to four other items of the same category, newest first. */
  related: z.array(NewsSummary),
  /** Neighbours in the category's order, for "previous / next" links. */
  newer: NewsSummary.nullable(),
  older: NewsSummary.nullable(),
});
export type NewsDetail = z.infer<typeof NewsDetail>;
