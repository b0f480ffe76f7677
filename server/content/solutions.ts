/** Solutions: a collection by industry, with features, benefits and the case studies that show them. */
import type { SolutionType } from "../../app/kernel/content-constants.ts";
import type { Metric, SolutionDetail, SolutionFeature, SolutionSummary } from "../../app/kernel/content-schemas.ts";
import { json, time } from "../../app/kernel/rows.ts";
import type { caseCollection } from "./cases.ts";
import { createCollection } from "./collection.ts";
import { product, seoOf, type Kit } from "./kit.ts";

export const solutionCollection = (kit: Kit) =>
  createCollection(kit, {
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
  });

export function solutionMethods(
  kit: Kit,
  solutions: ReturnType<typeof solutionCollection>,
  cases: ReturnType<typeof caseCollection>,
) {
  return {
    getSolution: (id: number) =>
      solutions.get(id, async (r): Promise<SolutionDetail> => {
        // Other solutions of the same industry first, then the newest of the others.
        const [media, relatedCases, related] = await Promise.all([
          kit.media(),
          cases.byIds(json<number[]>(r.related_case_ids)),
          solutions.related(r, 3, true),
        ]);
        return {
          ...solutions.summary(r, media),
          bodyHtml: media.body(r.body_html),
          seo: seoOf(r, media),
          features: json<SolutionFeature[]>(r.features),
          benefits: json<Metric[]>(r.benefits),
          relatedCases: relatedCases.map((x) => cases.summary(x, media)),
          related: related.map((x) => solutions.summary(x, media)),
        };
      }),
  };
}
