import { z } from "zod";
import { PRODUCT_SLUGS, SOLUTION_TYPES, type SolutionType } from "../content-constants.ts";
import { Metric } from "../content-schemas.ts";
import { desktop, mobile } from "../links.ts";
import { json, time } from "../rows.ts";
import { cases } from "./cases.ts";
import { defineCollection } from "./define.ts";
import { SolutionDetail, SolutionFeature, SolutionSummary } from "./solutions.answers.ts";
import { cover, ownPage, OWN_PAGE_WORDS } from "./fields.ts";

export const SolutionDocument = z
  .object({
    type: z.enum(SOLUTION_TYPES),
    ...ownPage,
    ...cover,
    products: z.array(z.enum(PRODUCT_SLUGS)).max(5),
    features: z.array(SolutionFeature).max(20),
    benefits: z.array(Metric).max(6),
    relatedCaseIds: z.array(z.number().int().positive()).max(12),
    featured: z.boolean(),
  })
  .strict();

export const solutions = defineCollection({
  name: "solutions",
  position: 30,
  label: "Solutions",
  document: SolutionDocument,
  localised: [...OWN_PAGE_WORDS, "coverAlt", "features", "benefits"],
  table: "solutions",
  json: ["products", "features", "benefits", "related_case_ids"],
  bools: ["featured"],
  titleColumn: "title",
  categoryColumn: "type",
  times: "both",
  tags: ["solutions"],
  listColumns: ["featured", "product"],
  urls: (id) => ({ desktop: desktop.solution(id), mobile: mobile.solution(id) }),
  listUrl: { desktop: desktop.solutions(), mobile: mobile.solutions() },
  search: { section: "solutions", text: ["features"], code: 3, words: { area: "sections", label: "solutions" } },
  sitemap: {
    section: "solutions",
    listDocument: "solution_list",
    landing: desktop.solutions(),
    lists: { categories: SOLUTION_TYPES, path: desktop.solutionList },
    item: desktop.solution,
  },
  api: {
    path: "/solutions",
    tag: "Solutions",
    categories: SOLUTION_TYPES,
    categoryOf: "Industry",
    list: ["listSolutions", "List solutions"],
    get: ["getSolution", "One solution with related case studies"],
    related: { count: 3, sameCategoryFirst: true },
    components: {
      parts: [["SolutionFeature", SolutionFeature]],
      summary: ["SolutionSummary", SolutionSummary],
      detail: ["SolutionDetail", SolutionDetail],
      page: "SolutionPage",
    },
  },
  // Features, benefits, and the case studies that show them.
  read: {
    columns: ["id", "type", "title", "summary", "cover_key", "cover_alt", "products", "published_at", "updated_at"],
    summary: (r, c) => ({
      id: r.id,
      type: r.type as SolutionType,
      title: r.title,
      summary: r.summary,
      cover: c.image(r.cover_key, r.cover_alt),
      products: json<string[]>(r.products).map(c.product),
      publishedAt: time(r.published_at),
      updatedAt: time(r.updated_at),
    }),
    fields: async (r, c) => ({
      seo: c.seo(r),
      features: json<SolutionFeature[]>(r.features),
      benefits: json<Metric[]>(r.benefits),
      relatedCases: await c.summaries(cases, json<number[]>(r.related_case_ids)),
    }),
  },
});
