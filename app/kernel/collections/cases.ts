import { z } from "zod";
import { CASE_TYPES, PRODUCT_SLUGS, type CaseType } from "../content-constants.ts";
import { Metric } from "../content-schemas.ts";
import { desktop, mobile } from "../links.ts";
import { json, logoAlt, time } from "../rows.ts";
import { CaseDetail, CaseSection, CaseSummary, CustomerRef } from "./cases.answers.ts";
import { defineCollection } from "./define.ts";
import { cover, mediaKey, optionalText, ownPage, OWN_PAGE_WORDS, text, url } from "./fields.ts";

export const CaseStory = z.object({
  challenge: CaseSection,
  solution: CaseSection,
  results: CaseSection,
  quote: z.object({ text: z.string(), author: z.string(), role: z.string() }).nullable(),
  gallery: z.array(z.object({ key: mediaKey, alt: z.string() })).max(30),
});

export const CaseDocument = z
  .object({
    type: z.enum(CASE_TYPES),
    ...ownPage,
    ...cover,
    customerName: text(200),
    customerLogoKey: mediaKey,
    customerLocation: optionalText(200),
    customerEmployees: optionalText(100),
    customerWebsite: url.nullable(),
    product: z.enum(PRODUCT_SLUGS),
    metrics: z.array(Metric).max(6),
    details: CaseStory,
    featured: z.boolean(),
  })
  .strict();

export const cases = defineCollection({
  name: "cases",
  position: 20,
  label: "Case studies",
  document: CaseDocument,
  localised: [...OWN_PAGE_WORDS, "coverAlt", "customerLocation", "customerEmployees", "metrics", "details"],
  table: "cases",
  json: ["metrics", "details"],
  bools: ["featured"],
  titleColumn: "title",
  categoryColumn: "type",
  times: "both",
  tags: ["cases"],
  listColumns: ["featured", "product"],
  urls: (id) => ({ desktop: desktop.case(id), mobile: null }),
  listUrl: { desktop: desktop.cases(), mobile: mobile.cases() },
  // The customer and the story's readable parts; the quote's role and the gallery's alt text are left out.
  search: {
    section: "cases",
    code: 2,
    words: { area: "sections", label: "caseStudies" },
    // A hit leads to the mobile skin's page too, which `urls` leaves out.
    paths: (id) => ({ path: desktop.case(id), mobilePath: mobile.case(id) }),
    text: [
      "customer_name",
      "customer_location",
      ...["challenge", "solution", "results"].flatMap((part) => [
        `details.${part}.heading`,
        `details.${part}.bodyHtml`,
      ]),
      "details.quote.text",
      "details.quote.author",
    ],
  },
  sitemap: {
    section: "cases",
    listDocument: "cases_list",
    lists: { categories: CASE_TYPES, path: desktop.casesList },
    item: desktop.case,
  },
  api: {
    path: "/cases",
    tag: "Case studies",
    categories: CASE_TYPES,
    categoryOf: "Industry",
    list: ["listCases", "List case studies"],
    get: ["getCase", "One case study"],
    related: { count: 3 },
    components: {
      parts: [
        ["CustomerRef", CustomerRef],
        ["CaseSection", CaseSection],
      ],
      summary: ["CaseSummary", CaseSummary],
      detail: ["CaseDetail", CaseDetail],
      page: "CasePage",
    },
  },
  // The customer, the headline figures, and a story in three sections.
  read: {
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
    summary: (r, c) => ({
      id: r.id,
      type: r.type as CaseType,
      title: r.title,
      summary: r.summary,
      cover: c.image(r.cover_key, r.cover_alt),
      customer: {
        name: r.customer_name,
        logo: c.image(r.customer_logo_key, logoAlt(r.customer_name)),
        location: r.customer_location,
        employees: r.customer_employees,
        website: r.customer_website,
      },
      product: c.product(r.product),
      metrics: json<Metric[]>(r.metrics),
      publishedAt: time(r.published_at),
      updatedAt: time(r.updated_at),
    }),
    fields: (r, c) => {
      const story = json<z.infer<typeof CaseStory>>(r.details);
      const section = (s: CaseSection): CaseSection => ({ heading: s.heading, bodyHtml: c.sanitize(s.bodyHtml) });
      return {
        seo: c.seo(r),
        challenge: section(story.challenge),
        solution: section(story.solution),
        results: section(story.results),
        quote: story.quote ?? null,
        gallery: (story.gallery ?? []).map((g) => c.image(g.key, g.alt)),
      };
    },
  },
});
