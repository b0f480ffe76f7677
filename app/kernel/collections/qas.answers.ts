/**
 * What the content service and the JSON API answer for questions and answers (the definition's
 * `api.components`): the title is the question, the summary a one-sentence answer, the body the
 * full answer. Views import the types only (`import type`), so no public bundle loads zod.
 */
import { z } from "zod";
import { QA_TYPES } from "../content-constants.ts";
import { Fallback, isoTime, ItemSeo, nullableCover } from "../content-schemas.ts";

export const QaSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  type: z.enum(QA_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: nullableCover,
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type QaSummary = z.infer<typeof QaSummary>;
export const QaDetail = QaSummary.extend({ bodyHtml: z.string(), seo: ItemSeo, related: z.array(QaSummary) });
export type QaDetail = z.infer<typeof QaDetail>;
