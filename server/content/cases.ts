/** Case studies: a collection by the customer's industry, with the customer, headline figures and a story in three sections. */
import type { CaseType } from "../../app/kernel/content-constants.ts";
import type { CaseDetail, CaseSection, CaseSummary, Metric } from "../../app/kernel/content-schemas.ts";
import { json, logoAlt, time } from "../../app/kernel/rows.ts";
import { sanitizeBody } from "../../app/kernel/sanitize.ts";
import { createCollection } from "./collection.ts";
import { product, seoOf, type Kit } from "./kit.ts";

/** The `details` column. */
interface CaseStory {
  challenge: CaseSection;
  solution: CaseSection;
  results: CaseSection;
  quote: CaseDetail["quote"];
  gallery: Array<{ key: string; alt: string }>;
}

export const caseCollection = (kit: Kit) =>
  createCollection(kit, {
    table: "cases",
    columns: [
      "id",
      "type",
      "title",
      "summary",
      "cover_key",
      "cover_alt",
      "customer_name",
      "customer_logo_key",
      "customer_location",
      "customer_employees",
      "customer_website",
      "product",
      "metrics",
      "published_at",
      "updated_at",
    ],
    summary: (r, media): CaseSummary => ({
      id: r.id,
      type: r.type as CaseType,
      title: r.title,
      summary: r.summary,
      cover: media.image(r.cover_key, r.cover_alt),
      customer: {
        name: r.customer_name,
        logo: media.image(r.customer_logo_key, logoAlt(r.customer_name)),
        location: r.customer_location,
        employees: r.customer_employees,
        website: r.customer_website,
      },
      product: product(r.product),
      metrics: json<Metric[]>(r.metrics),
      publishedAt: time(r.published_at),
      updatedAt: time(r.updated_at),
    }),
    fields: (r, media) => {
      const story = json<CaseStory>(r.details);
      const section = (s: CaseSection): CaseSection => ({ heading: s.heading, bodyHtml: sanitizeBody(s.bodyHtml) });
      return {
        seo: seoOf(r, media),
        challenge: section(story.challenge),
        solution: section(story.solution),
        results: section(story.results),
        quote: story.quote ?? null,
        gallery: (story.gallery ?? []).map((g) => media.image(g.key, g.alt)),
      };
    },
  });
