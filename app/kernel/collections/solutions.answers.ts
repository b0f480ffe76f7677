/**
 * What the content service and the JSON API answer for solutions (the definition's
 * `api.components`). Views import the types only (`import type`), so no public bundle loads zod.
 */
import { z } from "zod";
import { SOLUTION_TYPES } from "../content-constants.ts";
import { ContentImage, Fallback, isoTime, ItemSeo, Metric, ProductRef } from "../content-schemas.ts";
import { CaseSummary } from "./cases.answers.ts";

export const SolutionFeature = z.object({ title: z.string(), description: z.string() });
export type SolutionFeature = z.infer<typeof SolutionFeature>;
export const SolutionSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  type: z.enum(SOLUTION_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: ContentImage,
  products: z.array(ProductRef),
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type SolutionSummary = z.infer<typeof SolutionSummary>;
export const SolutionDetail = SolutionSummary.extend({
  seo: ItemSeo,
  bodyHtml: z.string(),
  features: z.array(SolutionFeature),
  benefits: z.array(Metric),
  relatedCases: z.array(CaseSummary),
  related: z.array(SolutionSummary),
});
export type SolutionDetail = z.infer<typeof SolutionDetail>;
