import { z } from "zod";
import { PRODUCT_SLUGS, SOLUTION_TYPES } from "../content-constants.ts";
import { Metric, SolutionDetail, SolutionFeature, SolutionSummary } from "../content-schemas.ts";
import { desktop, mobile } from "../links.ts";
import { defineCollection } from "./define.ts";
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
});
