/**
 * The fixed lists of the content model: category slugs (the `:type` route
 * parameter and the API's `type` query parameter), their labels, the products and
 * the page sizes. No zod here: browser code of every page imports this file, and
 * the schemas (content-schemas.ts) stay out of the client bundles.
 */

/** List pages hold this many items unless a pageSize is asked for. */
export const DEFAULT_PAGE_SIZE = 12;
/** The largest pageSize the content service and the API accept. */
export const MAX_PAGE_SIZE = 50;

export const NEWS_TYPES = ["company", "industry", "product", "events"] as const;
export const INDUSTRY_TYPES = ["manufacturing", "retail", "finance", "healthcare", "education", "logistics"] as const;
/** Case studies are grouped by the customer's industry. */
export const CASE_TYPES = INDUSTRY_TYPES;
/** Solutions are grouped by the industry they serve. */
export const SOLUTION_TYPES = INDUSTRY_TYPES;
export const VIDEO_TYPES = ["product-tours", "webinars", "customer-stories", "tutorials"] as const;
export const QA_TYPES = ["getting-started", "billing", "integrations", "security"] as const;
export const PARTNER_TIERS = ["strategic", "gold", "silver"] as const;
/** The five products; a slug is also the path of the product's marketing page. */
export const PRODUCT_SLUGS = ["oa", "pm", "trade", "live", "education"] as const;

export type NewsType = (typeof NEWS_TYPES)[number];
export type IndustryType = (typeof INDUSTRY_TYPES)[number];
export type CaseType = IndustryType;
export type SolutionType = IndustryType;
export type VideoType = (typeof VIDEO_TYPES)[number];
export type QaType = (typeof QA_TYPES)[number];
export type PartnerTier = (typeof PARTNER_TIERS)[number];
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

export const PRODUCT_NAMES: Readonly<Record<ProductSlug, string>> = {
  oa: "Brightlane OA",
  pm: "Brightlane PM",
  trade: "Brightlane Trade",
  live: "Brightlane Live",
  education: "Brightlane Education",
};

/** Human labels for these category slugs and the partner tiers (a type with a site part names its own kinds in its words). */
export const CATEGORY_LABELS: Readonly<Record<NewsType | IndustryType | VideoType | QaType | PartnerTier, string>> = {
  company: "Company news",
  industry: "Industry insights",
  product: "Product updates",
  events: "Events",
  manufacturing: "Manufacturing",
  retail: "Retail",
  finance: "Financial services",
  healthcare: "Healthcare",
  education: "Education",
  logistics: "Logistics",
  "product-tours": "Product tours",
  // The slug stays "webinars" so links keep working; the clips are short briefings (decision 0077).
  webinars: "Briefings",
  "customer-stories": "Customer stories",
  tutorials: "Tutorials",
  "getting-started": "Getting started",
  billing: "Billing and plans",
  integrations: "Integrations",
  security: "Security and privacy",
  strategic: "Strategic partners",
  gold: "Gold partners",
  silver: "Silver partners",
};

export function isNewsType(value: string): value is NewsType {
  return (NEWS_TYPES as readonly string[]).includes(value);
}

/**
 * Names of actions and sections shown the same way everywhere: the primary call to
 * action (every link to the register form), and the case studies and Q&A sections.
 */
export const PRIMARY_CTA = "Book a demo";
export const CASES_LABEL = "Case studies";
export const QAS_LABEL = "Questions and answers";

/** The icons the mobile tab bar can show beside a navigation link marked for it. */
export const NAV_TAB_ICONS = ["home", "cases", "solutions", "news", "price", "videos", "help"] as const;
export type NavTabIcon = (typeof NAV_TAB_ICONS)[number];
