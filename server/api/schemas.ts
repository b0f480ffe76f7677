/**
 * Zod schemas of the JSON API: request parameters (used to validate every
 * request), the envelopes of its answers (pages of a list, errors), search and
 * the lead form. The content itself is described once, by the schemas in
 * app/kernel; this file gives them their names in the OpenAPI document. Tests
 * check real answers against that document.
 */
import { z } from "zod";
import { COLLECTIONS } from "../../app/kernel/collections/index.ts";
import * as C from "../../app/kernel/content-constants.ts";
import * as K from "../../app/kernel/content-schemas.ts";
import * as P from "../../app/kernel/page-schemas.ts";
import { SEARCH_SECTIONS } from "../../app/kernel/search-sections.ts";
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_TERMS, SEARCH_PAGE_SIZE } from "../../app/kernel/search-types.ts";
import * as S from "../../app/kernel/search-schemas.ts";

/** Schemas registered here become components of the OpenAPI document. */
export const registry = z.registry<{ id: string; description?: string }>();

// ---------------------------------------------------------------------------
// Request parameters. Query values arrive as strings; a repeated parameter
// arrives as an array and is rejected.

const positiveInt = (name: string, max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]*$/, `${name} must be a positive whole number without leading zeros`)
    .max(10, `${name} is too large`)
    .transform(Number)
    .pipe(z.number().int().max(max, `${name} must be at most ${max}`));

const MAX_ID = 2_147_483_647;

export const idParam = positiveInt("id", MAX_ID).meta({ description: "Numeric id of the item.", example: "1" });
export const pageParam = positiveInt("page", 1_000_000)
  .optional()
  .meta({ description: "1-based page number. Default 1. A page past the last one answers 404.", example: "2" });
const pageSizeParam = positiveInt("pageSize", C.MAX_PAGE_SIZE)
  .optional()
  .meta({
    description: `Items per page, 1 to ${C.MAX_PAGE_SIZE}. Default ${C.DEFAULT_PAGE_SIZE}.`,
    example: String(C.DEFAULT_PAGE_SIZE),
  });

const typeParam = <V extends readonly [string, ...string[]]>(values: V, what: string) =>
  z
    .enum(values, { error: `type must be one of: ${values.join(", ")}` })
    .optional()
    .meta({ description: `${what} category. Omit for all categories.` });

const listQuery = <V extends readonly [string, ...string[]]>(values: V, what: string) =>
  z.object({ type: typeParam(values, what), page: pageParam, pageSize: pageSizeParam });

/** The list query of a type listed by its dates: its category, which of its lists, and the page. */
const datedListQuery = <V extends readonly [string, ...string[]]>(values: V, what: string) =>
  listQuery(values, what).extend({
    when: z
      .enum(["upcoming", "past"], { error: "when must be upcoming or past" })
      .optional()
      .meta({ description: "upcoming (the default): not yet ended, soonest first; past: ended, newest first." }),
  });

export const partnerQuery = z.object({
  tier: z
    .enum(C.PARTNER_TIERS, { error: `tier must be one of: ${C.PARTNER_TIERS.join(", ")}` })
    .optional()
    .meta({ description: "Partner tier. Omit for every tier." }),
  page: pageParam,
  pageSize: pageSizeParam,
});
export const helpArticlesQuery = z.object({
  category: positiveInt("category", MAX_ID)
    .optional()
    .meta({ description: "Help category id; includes its sub-categories. Omit for all." }),
  page: pageParam,
  pageSize: pageSizeParam,
});

/** A locale of the site, as every read takes it (decision 0116). */
function localeParam(description: string) {
  return z.string({ error: "locale must be given once, as text" }).optional().meta({ description, example: "zh-Hans" });
}

/** GET search (server/search/router.ts). */
export const searchQuery = z.object({
  q: z
    .string({ error: "q must be given once, as text" })
    .optional()
    .meta({
      description: `What to search for. Only words (letters and digits) count; the first ${SEARCH_MAX_QUERY_LENGTH} characters and ${SEARCH_MAX_TERMS} words are used. No words: 200 with no results.`,
      example: "cloud",
    }),
  section: z
    .enum(SEARCH_SECTIONS, { error: `section must be one of: ${SEARCH_SECTIONS.join(", ")}` })
    .optional()
    .meta({ description: "Search one section, a page of it at a time. Omit for an overview of every section." }),
  page: z
    .string({ error: "page must be given once" })
    .regex(/^[1-9][0-9]{0,4}$/, "page must be a positive whole number without leading zeros, at most 99999")
    .transform(Number)
    .optional()
    .meta({ description: "1-based page of the chosen section. Default 1.", example: "2" }),
  // The same bound and the same 400 as every other list: a larger value is refused, not clamped.
  pageSize: positiveInt("pageSize", C.MAX_PAGE_SIZE)
    .optional()
    .meta({
      description: `Hits per page of the chosen section, 1 to ${C.MAX_PAGE_SIZE}. Default ${SEARCH_PAGE_SIZE}. The overview (no section) ignores it.`,
      example: String(SEARCH_PAGE_SIZE),
    }),
  locale: localeParam(
    "A locale of the site's LOCALES (a BCP 47 tag): search its words, items without a translation in it marked `fallback`. Default: the default locale. Any other tag: 400.",
  ),
});

/** Every read endpoint's `locale` (router.ts reads it beside the endpoint's own query). */
export const localeQuery = z.object({
  locale: localeParam(
    "A locale of the site's LOCALES (a BCP 47 tag): the answer in its words, each list item without a translation in it marked `fallback`, as the locale's pages show them. Default: the default locale. Any other tag: 400.",
  ),
});

// ---------------------------------------------------------------------------
// Answers

/** The read API of each content type with its own (its definition's `api`), with its list's query and page. */
export const COLLECTION_APIS = COLLECTIONS.flatMap((c) =>
  c.api
    ? [
        {
          ...c.api,
          query: ("byDates" in c.api ? datedListQuery : listQuery)(c.api.categories, c.api.categoryOf),
          page: K.pageOf(c.api.components.summary[1]),
        },
      ]
    : [],
);
export const HelpArticlePage = K.pageOf(K.HelpArticleSummary);
export const PartnerList = K.pageOf(P.Partner);

const PAGE = "One page of a list, newest first (stable order: time, then id).";
// In the order of the document's components.
const COMPONENTS: Array<readonly [id: string, schema: z.ZodType, description?: string]> = [
  ["ImageSource", K.ImageSource],
  ["ContentImage", K.ContentImage, "A generated image in several widths and formats, for <picture> and srcset."],
  ["ProductRef", K.ProductRef],
  ["ContentLink", K.ContentLink],
  ["Metric", K.Metric],
  ["FaqItem", K.FaqItem],
  ...COLLECTION_APIS.flatMap(({ components: { parts, summary, detail, page: id }, page }) => [
    ...parts,
    summary,
    detail,
    [id, page, PAGE] as const,
  ]),
  ["HelpCategory", K.HelpCategory],
  ["HelpArticleSummary", K.HelpArticleSummary],
  ["HelpArticleDetail", K.HelpArticleDetail],
  ["HelpArticlePage", HelpArticlePage, PAGE],
  ["HelpHome", K.HelpHome],
  ["PricePlan", P.PricePlan],
  ["PriceFeatureRow", P.PriceFeatureRow],
  ["PricePage", P.PricePage],
  ["Promotion", P.Promotion],
  ["PromotionPage", P.PromotionPage],
  ["ServiceOffering", P.ServiceOffering],
  ["ServicePage", P.ServicePage],
  ["Partner", P.Partner],
  ["PartnerTierInfo", P.PartnerTierInfo],
  ["PartnerPage", P.PartnerPage],
  ["PartnerList", PartnerList, PAGE],
  ["HomePage", P.HomePage],
  ["RegisterOption", P.RegisterOption],
  ["RegisterOptions", P.RegisterOptions],
  ["NavItem", P.NavItem],
  ["SiteSettings", P.SiteSettings],
  ["CategoryLists", P.CategoryLists],
];
for (const [id, schema, description] of COMPONENTS) registry.add(schema, description ? { id, description } : { id });

export const SearchResponse = S.SearchResponse;
registry.add(S.TextPart, { id: "TextPart" });
registry.add(S.SearchHit, { id: "SearchHit" });
registry.add(S.SearchResponse, { id: "SearchResponse" });

export const LeadForm = z
  .object({
    options: P.RegisterOptions.extend({
      plans: z.array(P.RegisterOption).meta({ description: "The published pricing plans a lead may name." }),
    }),
    formToken: z.string().meta({
      description:
        "Signed form token to send back as `formToken`; valid for a limited time, and not right away (a person takes a few seconds).",
    }),
  })
  .register(registry, {
    id: "LeadForm",
    description:
      "What a client rendering the registration form itself needs: the allowed values of companySize, product and region, and a form token.",
  });
export const LeadReceived = z
  .object({ status: z.literal("received") })
  .register(registry, { id: "LeadReceived", description: "The lead is stored and committed." });

/**
 * Every `error.code` an answer under api/v1 can carry, whichever part of the
 * server gives it: the read endpoints, search, the lead form and the guards in
 * front of them (anti-forgery, rate limit, body size). The read endpoints' codes
 * are snake_case; the lead form's and the guards' codes predate them and are kept
 * for the clients that know them.
 */
export const API_ERROR_CODES = [
  "invalid_parameter",
  "not_found",
  "method_not_allowed",
  "internal_error",
  "xsrf_token_invalid",
  "cross-origin",
  "unsupported-media-type",
  "too-large",
  "length-required",
  "bad-request",
  "malformed-json",
  "validation",
  "rejected",
  "too-fast",
  "form-expired",
  "form-used",
  "bad-idempotency-key",
  "idempotency-key-reused",
  "rate-limited",
  "unavailable",
  "unauthorized",
  "forbidden",
  "two_factor_required",
  "precondition_failed",
  "precondition_required",
  "conflict",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

// Only the OpenAPI document refers to it, by its registered id.
z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES).meta({ description: "What went wrong, for programs." }),
    message: z.string().meta({ description: "What went wrong and what to do, for people." }),
    status: z.number().int().optional().meta({ description: "The HTTP status again (lead form and request guards)." }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "With code `validation`: one message per field; `_form` for the submission as a whole." }),
  }),
}).register(registry, { id: "Error", description: "Every error answer under api/v1 has this shape." });
