/**
 * Zod schemas of the JSON API: request parameters (used to validate every
 * request) and response bodies (used to generate the OpenAPI document and, in
 * tests, to check real answers). The compile-time checks at the end keep the
 * response schemas identical to the DTO types of app/lib/content-types.ts.
 */
import { z } from "zod";
import * as T from "../../app/lib/content-types.ts";
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_TERMS, SEARCH_SECTIONS, type SearchResponse as SearchResponseType } from "../../app/lib/search-types.ts";

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
export const pageSizeParam = positiveInt("pageSize", T.MAX_PAGE_SIZE)
  .optional()
  .meta({ description: `Items per page, 1 to ${T.MAX_PAGE_SIZE}. Default ${T.DEFAULT_PAGE_SIZE}.`, example: String(T.DEFAULT_PAGE_SIZE) });

const typeParam = <V extends readonly [string, ...string[]]>(values: V, what: string) =>
  z.enum(values, { error: `type must be one of: ${values.join(", ")}` }).optional().meta({ description: `${what} category. Omit for all categories.` });

export const listQuery = <V extends readonly [string, ...string[]]>(values: V, what: string) =>
  z.object({ type: typeParam(values, what), page: pageParam, pageSize: pageSizeParam });

export const newsQuery = listQuery(T.NEWS_TYPES, "News");
export const caseQuery = listQuery(T.CASE_TYPES, "Industry");
export const solutionQuery = listQuery(T.SOLUTION_TYPES, "Industry");
export const videoQuery = listQuery(T.VIDEO_TYPES, "Video");
export const qaQuery = listQuery(T.QA_TYPES, "Question");
export const partnerQuery = z.object({
  tier: z
    .enum(T.PARTNER_TIERS, { error: `tier must be one of: ${T.PARTNER_TIERS.join(", ")}` })
    .optional()
    .meta({ description: "Partner tier. Omit for every tier." }),
  page: pageParam,
  pageSize: pageSizeParam,
});
export const helpArticlesQuery = z.object({
  category: positiveInt("category", MAX_ID).optional().meta({ description: "Help category id; includes its sub-categories. Omit for all." }),
  page: pageParam,
  pageSize: pageSizeParam,
});

/** GET search (server/search/router.ts). */
export const searchQuery = z.object({
  q: z
    .string({ error: "q must be given once, as text" })
    .optional()
    .meta({ description: `What to search for. Only words (letters and digits) count; the first ${SEARCH_MAX_QUERY_LENGTH} characters and ${SEARCH_MAX_TERMS} words are used. No words: 200 with no results.`, example: "cloud" }),
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
});

// ---------------------------------------------------------------------------
// Responses

const isoTime = z.iso.datetime().meta({ description: "ISO 8601 time in UTC." });

export const ImageSource = z
  .object({ type: z.enum(["image/avif", "image/webp", "image/jpeg"]), srcset: z.string() })
  .register(registry, { id: "ImageSource" });
export const ContentImage = z
  .object({
    src: z.string().meta({ description: "JPEG fallback URL under the base path, at the middle width." }),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    sources: z.array(ImageSource),
    widths: z.array(z.number().int()),
    color: z.string().optional(),
  })
  .register(registry, { id: "ContentImage", description: "A generated image in several widths and formats, for <picture> and srcset." });

const pageOf = <S extends z.ZodType>(item: S, id: string) =>
  z
    .object({ items: z.array(item), page: z.number().int().min(1), pageSize: z.number().int().min(1).max(T.MAX_PAGE_SIZE), total: z.number().int().min(0), totalPages: z.number().int().min(0) })
    .register(registry, { id, description: "One page of a list, newest first (stable order: time, then id)." });

/** Covers of Q&A items and help articles: null for items stored before they had one. */
const nullableCover = ContentImage.nullable().meta({ description: "The cover image, or null when the item has none." });

export const ProductRef = z.object({ slug: z.enum(["oa", "pm", "trade", "live", "education"]), name: z.string() }).register(registry, { id: "ProductRef" });
export const ContentLink = z.object({ label: z.string(), href: z.string() }).register(registry, { id: "ContentLink" });
export const Metric = z.object({ value: z.string(), label: z.string() }).register(registry, { id: "Metric" });
export const FaqItem = z.object({ question: z.string(), answerHtml: z.string() }).register(registry, { id: "FaqItem" });

export const NewsSummary = z
  .object({ id: z.number().int(), type: z.enum(T.NEWS_TYPES), title: z.string(), summary: z.string(), cover: ContentImage, author: z.string(), readingMinutes: z.number().int(), publishedAt: isoTime, updatedAt: isoTime })
  .register(registry, { id: "NewsSummary" });
export const NewsDetail = NewsSummary.extend({
  bodyHtml: z.string().meta({ description: "Sanitised HTML." }),
  tags: z.array(z.string()),
  related: z.array(NewsSummary),
  newer: NewsSummary.nullable(),
  older: NewsSummary.nullable(),
}).register(registry, { id: "NewsDetail" });
export const NewsPage = pageOf(NewsSummary, "NewsPage");

export const CustomerRef = z
  .object({ name: z.string(), logo: ContentImage, location: z.string(), employees: z.string(), website: z.string().nullable() })
  .register(registry, { id: "CustomerRef" });
export const CaseSection = z.object({ heading: z.string(), bodyHtml: z.string() }).register(registry, { id: "CaseSection" });
export const CaseSummary = z
  .object({ id: z.number().int(), type: z.enum(T.CASE_TYPES), title: z.string(), summary: z.string(), cover: ContentImage, customer: CustomerRef, product: ProductRef, metrics: z.array(Metric), publishedAt: isoTime, updatedAt: isoTime })
  .register(registry, { id: "CaseSummary" });
export const CaseDetail = CaseSummary.extend({
  bodyHtml: z.string(),
  challenge: CaseSection,
  solution: CaseSection,
  results: CaseSection,
  quote: z.object({ text: z.string(), author: z.string(), role: z.string() }).nullable(),
  gallery: z.array(ContentImage),
  related: z.array(CaseSummary),
}).register(registry, { id: "CaseDetail" });
export const CasePage = pageOf(CaseSummary, "CasePage");

export const SolutionFeature = z.object({ title: z.string(), description: z.string() }).register(registry, { id: "SolutionFeature" });
export const SolutionSummary = z
  .object({ id: z.number().int(), type: z.enum(T.SOLUTION_TYPES), title: z.string(), summary: z.string(), cover: ContentImage, products: z.array(ProductRef), publishedAt: isoTime, updatedAt: isoTime })
  .register(registry, { id: "SolutionSummary" });
export const SolutionDetail = SolutionSummary.extend({
  bodyHtml: z.string(),
  features: z.array(SolutionFeature),
  benefits: z.array(Metric),
  relatedCases: z.array(CaseSummary),
  related: z.array(SolutionSummary),
}).register(registry, { id: "SolutionDetail" });
export const SolutionPage = pageOf(SolutionSummary, "SolutionPage");

export const VideoSource = z
  .object({ url: z.string(), type: z.enum(["video/mp4", "video/webm"]), captionsUrl: z.string().nullable() })
  .register(registry, { id: "VideoSource" });
export const VideoSummary = z
  .object({
    id: z.number().int(),
    type: z.enum(T.VIDEO_TYPES),
    title: z.string(),
    summary: z.string(),
    poster: ContentImage,
    durationSeconds: z.number().int().min(0),
    source: VideoSource.nullable().meta({ description: "The clip, or null when none is published: show the poster without a player." }),
    publishedAt: isoTime,
    updatedAt: isoTime,
  })
  .register(registry, { id: "VideoSummary" });
export const VideoDetail = VideoSummary.extend({ bodyHtml: z.string(), presenters: z.array(z.string()), related: z.array(VideoSummary) }).register(registry, { id: "VideoDetail" });
export const VideoPage = pageOf(VideoSummary, "VideoPage");

export const QaSummary = z
  .object({ id: z.number().int(), type: z.enum(T.QA_TYPES), title: z.string(), summary: z.string(), cover: nullableCover, publishedAt: isoTime, updatedAt: isoTime })
  .register(registry, { id: "QaSummary" });
export const QaDetail = QaSummary.extend({ bodyHtml: z.string(), related: z.array(QaSummary) }).register(registry, { id: "QaDetail" });
export const QaPage = pageOf(QaSummary, "QaPage");

export const HelpCategory: z.ZodType<T.HelpCategory> = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    parentId: z.number().int().nullable(),
    articleCount: z.number().int().min(0),
    get children() {
      return z.array(HelpCategory);
    },
  })
  .register(registry, { id: "HelpCategory" });
export const HelpArticleSummary = z
  .object({ id: z.number().int(), categoryId: z.number().int(), title: z.string(), summary: z.string(), cover: nullableCover, publishedAt: isoTime, updatedAt: isoTime })
  .register(registry, { id: "HelpArticleSummary" });
export const HelpArticleDetail = HelpArticleSummary.extend({
  bodyHtml: z.string(),
  breadcrumbs: z.array(z.object({ id: z.number().int(), title: z.string() })),
  related: z.array(HelpArticleSummary),
}).register(registry, { id: "HelpArticleDetail" });
export const HelpArticlePage = pageOf(HelpArticleSummary, "HelpArticlePage");
export const HelpHome = z.object({ categories: z.array(HelpCategory), popular: z.array(HelpArticleSummary) }).register(registry, { id: "HelpHome" });

export const PricePlan = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    tagline: z.string(),
    monthlyPrice: z.number().nullable().meta({ description: "Per user and month, billed monthly; null means contact sales." }),
    yearlyPrice: z.number().nullable().meta({ description: "Per user and month, billed yearly; null means contact sales." }),
    currency: z.literal("USD"),
    highlighted: z.boolean(),
    highlights: z.array(z.string()),
    cta: ContentLink,
  })
  .register(registry, { id: "PricePlan" });
export const PriceFeatureRow = z
  .object({ group: z.string(), label: z.string(), values: z.record(z.string(), z.union([z.boolean(), z.string()])) })
  .register(registry, { id: "PriceFeatureRow" });
export const PricePage = z
  .object({ title: z.string(), intro: z.string(), plans: z.array(PricePlan), features: z.array(PriceFeatureRow), faq: z.array(FaqItem), yearlyDiscountPercent: z.number() })
  .register(registry, { id: "PricePage" });

export const Promotion = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    bodyHtml: z.string(),
    cover: ContentImage,
    offer: z.string(),
    code: z.string().nullable(),
    startsAt: isoTime,
    endsAt: isoTime,
    status: z.enum(["upcoming", "active", "ended"]),
    cta: ContentLink,
    terms: z.string(),
  })
  .register(registry, { id: "Promotion" });
export const PromotionPage = z.object({ title: z.string(), intro: z.string(), promotions: z.array(Promotion) }).register(registry, { id: "PromotionPage" });

export const ServiceOffering = z
  .object({ id: z.number().int(), slug: z.string(), title: z.string(), summary: z.string(), bodyHtml: z.string(), cover: ContentImage, deliverables: z.array(z.string()), duration: z.string() })
  .register(registry, { id: "ServiceOffering" });
export const ServicePage = z
  .object({ title: z.string(), intro: z.string(), services: z.array(ServiceOffering), process: z.array(z.object({ title: z.string(), description: z.string() })), metrics: z.array(Metric), cta: ContentLink })
  .register(registry, { id: "ServicePage" });

export const Partner = z
  .object({ id: z.number().int(), name: z.string(), tier: z.enum(T.PARTNER_TIERS), region: z.string(), summary: z.string(), logo: ContentImage, website: z.string().nullable(), specialties: z.array(z.string()), products: z.array(ProductRef) })
  .register(registry, { id: "Partner" });
export const PartnerTierInfo = z
  .object({ tier: z.enum(T.PARTNER_TIERS), label: z.string(), description: z.string(), benefits: z.array(z.string()) })
  .register(registry, { id: "PartnerTierInfo" });
export const PartnerPage = z
  .object({ title: z.string(), intro: z.string(), tiers: z.array(PartnerTierInfo), partners: z.array(Partner), cta: ContentLink })
  .register(registry, { id: "PartnerPage" });
export const PartnerList = pageOf(Partner, "PartnerList");

export const PmPage = z
  .object({ title: z.string(), tagline: z.string(), intro: z.string(), hero: ContentImage, features: z.array(SolutionFeature), metrics: z.array(Metric), cases: z.array(CaseSummary), plans: z.array(PricePlan), faq: z.array(FaqItem) })
  .register(registry, { id: "PmPage" });

export const HomePage = z
  .object({
    banners: z.array(z.object({ id: z.number().int(), title: z.string(), summary: z.string(), image: ContentImage, cta: ContentLink })),
    highlights: z.array(z.object({ id: z.number().int(), title: z.string(), summary: z.string(), image: ContentImage, link: ContentLink })),
    figures: z.array(Metric),
    customerLogos: z.array(z.object({ id: z.number().int(), name: z.string(), logo: ContentImage, href: z.string().nullable() })),
    latestNews: z.array(NewsSummary),
    featuredCases: z.array(CaseSummary),
    featuredSolutions: z.array(SolutionSummary),
    featuredVideos: z.array(VideoSummary),
  })
  .register(registry, { id: "HomePage" });

const RegisterOption = z.object({ value: z.string(), label: z.string() }).register(registry, { id: "RegisterOption" });
export const RegisterOptions = z
  .object({ products: z.array(RegisterOption), companySizes: z.array(RegisterOption), regions: z.array(RegisterOption) })
  .register(registry, { id: "RegisterOptions" });

export const NavItem: z.ZodType<T.NavItem> = z
  .object({
    label: z.string(),
    href: z.string(),
    get children() {
      return z.array(NavItem).optional();
    },
  })
  .register(registry, { id: "NavItem" });
export const SiteSettings = z
  .object({
    siteName: z.string(),
    companyName: z.string(),
    tagline: z.string(),
    contact: z.object({ email: z.string(), salesEmail: z.string(), phone: z.string(), address: z.string(), hours: z.string() }),
    navigation: z.array(NavItem),
    footer: z.object({ columns: z.array(z.object({ title: z.string(), links: z.array(ContentLink) })), legal: z.string(), disclaimer: z.string() }),
    social: z.array(ContentLink),
  })
  .register(registry, { id: "SiteSettings" });

const categoryList = <V extends readonly [string, ...string[]]>(values: V) => z.array(z.object({ type: z.enum(values), label: z.string(), count: z.number().int().min(0) }));
export const CategoryLists = z
  .object({
    news: categoryList(T.NEWS_TYPES),
    cases: categoryList(T.CASE_TYPES),
    solutions: categoryList(T.SOLUTION_TYPES),
    videos: categoryList(T.VIDEO_TYPES),
    qas: categoryList(T.QA_TYPES),
  })
  .register(registry, { id: "CategoryLists" });

const SearchSection = z.enum(SEARCH_SECTIONS);
export const TextPart = z
  .object({ text: z.string(), hit: z.literal(true).optional() })
  .register(registry, { id: "TextPart", description: "A run of text; `hit` marks words that matched the query. Render as text, never as HTML." });
export const SearchHit = z
  .object({
    section: SearchSection,
    id: z.number().int(),
    type: z.string().meta({ description: "Category slug (help: the category's slug)." }),
    title: z.string(),
    titleParts: z.array(TextPart),
    snippetParts: z.array(TextPart).meta({ description: "An excerpt of the summary and body around the matches." }),
    publishedAt: isoTime,
    path: z.string().meta({ description: "Desktop router path of the item, without the base path." }),
    mobilePath: z.string().nullable().meta({ description: "Mobile router path, or null when the item has no mobile page." }),
  })
  .register(registry, { id: "SearchHit" });
export const SearchResponse = z
  .object({
    query: z.string().meta({ description: "The query as searched (trimmed and shortened)." }),
    terms: z.array(z.string()).meta({ description: "The words searched for; empty when the query had none (an empty state, not an error)." }),
    section: SearchSection.nullable().meta({ description: "The section shown, or null for the overview of all sections." }),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0).meta({ description: "Hits across all sections, or in `section` when one is chosen." }),
    totalPages: z.number().int().min(0),
    counts: z.record(SearchSection, z.number().int().min(0)).meta({ description: "Hits per section for the whole query." }),
    groups: z
      .array(z.object({ section: SearchSection, label: z.string(), total: z.number().int().min(0), items: z.array(SearchHit) }))
      .meta({ description: "Sections with hits, in the order of the section list." }),
  })
  .register(registry, { id: "SearchResponse" });

export const LeadForm = z
  .object({
    options: RegisterOptions,
    formToken: z.string().meta({ description: "Signed form token to send back as `formToken`; valid for a limited time, and not right away (a person takes a few seconds)." }),
  })
  .register(registry, { id: "LeadForm", description: "What a client rendering the registration form itself needs: the allowed values of companySize, product and region, and a form token." });
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
  "bad-idempotency-key",
  "rate-limited",
  "unavailable",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const ApiError = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES).meta({ description: "What went wrong, for programs." }),
      message: z.string().meta({ description: "What went wrong and what to do, for people." }),
      status: z.number().int().optional().meta({ description: "The HTTP status again (lead form and request guards)." }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: "With code `validation`: one message per field; `_form` for the submission as a whole." }),
    }),
  })
  .register(registry, { id: "Error", description: "Every error answer under api/v1 has this shape." });

// ---------------------------------------------------------------------------
// The response schemas must describe exactly the DTO types.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function same<A, B>(_proof: Same<A, B>): void {}
same<z.infer<typeof NewsPage>, T.Page<T.NewsSummary>>(true);
same<z.infer<typeof NewsDetail>, T.NewsDetail>(true);
same<z.infer<typeof CasePage>, T.Page<T.CaseSummary>>(true);
same<z.infer<typeof CaseDetail>, T.CaseDetail>(true);
same<z.infer<typeof SolutionPage>, T.Page<T.SolutionSummary>>(true);
same<z.infer<typeof SolutionDetail>, T.SolutionDetail>(true);
same<z.infer<typeof VideoPage>, T.Page<T.VideoSummary>>(true);
same<z.infer<typeof VideoDetail>, T.VideoDetail>(true);
same<z.infer<typeof QaPage>, T.Page<T.QaSummary>>(true);
same<z.infer<typeof QaDetail>, T.QaDetail>(true);
same<z.infer<typeof HelpHome>, T.HelpHome>(true);
same<z.infer<typeof HelpArticlePage>, T.Page<T.HelpArticleSummary>>(true);
same<z.infer<typeof HelpArticleDetail>, T.HelpArticleDetail>(true);
same<z.infer<typeof PricePage>, T.PricePage>(true);
same<z.infer<typeof PromotionPage>, T.PromotionPage>(true);
same<z.infer<typeof Promotion>, T.Promotion>(true);
same<z.infer<typeof ServicePage>, T.ServicePage>(true);
same<z.infer<typeof PartnerPage>, T.PartnerPage>(true);
same<z.infer<typeof PartnerList>, T.Page<T.Partner>>(true);
same<z.infer<typeof PmPage>, T.PmPage>(true);
same<z.infer<typeof HomePage>, T.HomePage>(true);
same<z.infer<typeof RegisterOptions>, T.RegisterOptions>(true);
same<z.infer<typeof SiteSettings>, T.SiteSettings>(true);
same<z.infer<typeof CategoryLists>, T.CategoryLists>(true);
same<z.infer<typeof SearchResponse>, SearchResponseType>(true);
same<z.infer<typeof LeadForm>["options"], T.RegisterOptions>(true);
