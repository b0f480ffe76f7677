/**
 * What the content service and the JSON API answer for case studies (the definition's
 * `api.components`). Views import the types only (`import type`), so no public bundle loads zod.
 */
import { z } from "zod";
import { CASE_TYPES } from "../content-constants.ts";
import { ContentImage, Fallback, isoTime, ItemSeo, Metric, ProductRef } from "../content-schemas.ts";

export const CustomerRef = z.object({
  name: z.string(),
  logo: ContentImage,
  location: z.string(),
  employees: z.string(),
  website: z.string().nullable(),
});
export const CaseSection = z.object({ heading: z.string(), bodyHtml: z.string() });
export type CaseSection = z.infer<typeof CaseSection>;
export const CaseSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  type: z.enum(CASE_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: ContentImage,
  customer: CustomerRef,
  product: ProductRef,
  /** The headline figures, usually three. */
  metrics: z.array(Metric),
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type CaseSummary = z.infer<typeof CaseSummary>;
export const CaseDetail = CaseSummary.extend({
  seo: ItemSeo,
  /** The introduction. */
  bodyHtml: z.string(),
  challenge: CaseSection,
  solution: CaseSection,
  results: CaseSection,
  quote: z.object({ text: z.string(), author: z.string(), role: z.string() }).nullable(),
  gallery: z.array(ContentImage),
  related: z.array(CaseSummary),
});
export type CaseDetail = z.infer<typeof CaseDetail>;
