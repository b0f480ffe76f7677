/** Solutions: a collection by industry, with features, benefits and the case studies that show them. */
import type { SolutionType } from "../../app/kernel/content-constants.ts";
import type { Metric, SolutionFeature, SolutionSummary } from "../../app/kernel/content-schemas.ts";
import { json, time } from "../../app/kernel/rows.ts";
import { caseCollection } from "./cases.ts";
import { createCollection } from "./collection.ts";
import { product, seoOf, type Kit } from "./kit.ts";

export const solutionCollection = (kit: Kit) => {
  // The case studies a solution names, read through their own collection.
  const cases = caseCollection(kit);
  return createCollection(kit, {
    table: "solutions",
    columns: ["id", "type", "title", "summary", "cover_key", "cover_alt", "products", "published_at", "updated_at"],
    summary: (r, media): SolutionSummary => ({
      id: r.id,
      type: r.type as SolutionType,
      title: r.title,
      summary: r.summary,
      cover: media.image(r.cover_key, r.cover_alt),
      products: json<string[]>(r.products).map(product),
      publishedAt: time(r.published_at),
      updatedAt: time(r.updated_at),
    }),
    fields: async (r, media) => ({
      seo: seoOf(r, media),
      features: json<SolutionFeature[]>(r.features),
      benefits: json<Metric[]>(r.benefits),
      relatedCases: (await cases.byIds(json<number[]>(r.related_case_ids))).map((x) => cases.summary(x, media)),
    }),
  });
};
