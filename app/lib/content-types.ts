/**
 * Shapes of content as pages and the JSON API see it. Imported by the server
 * (content service, API) and by browser code alike, so this file holds only
 * types and small constant lists (category slugs and their labels).
 *
 * Conventions: ids are positive integers; times are ISO 8601 strings in UTC;
 * `bodyHtml` fields are sanitised HTML, safe for dangerouslySetInnerHTML;
 * every list is a Page<Summary>, every detail a Detail with `related` items.
 */

/** One generated image in several widths and formats, for <picture>/srcset. */
export interface ContentImage {
  /** Fallback URL (JPEG) under the base path, at the middle width. */
  src: string;
  /** Intrinsic size of the largest rendition; the aspect ratio holds for all. */
  width: number;
  height: number;
  alt: string;
  /** Modern formats first: AVIF and/or WebP, then JPEG. */
  sources: ImageSource[];
  /** Widths available for every format, ascending. */
  widths: number[];
  /** A solid colour shown while loading. */
  color?: string;
}

export interface ImageSource {
  type: "image/avif" | "image/webp" | "image/jpeg";
  /** "url 480w, url 960w, ..." */
  srcset: string;
}

/** List pages hold this many items unless a pageSize is asked for. */
export const DEFAULT_PAGE_SIZE = 12;
/** The largest pageSize the content service and the API accept. */
export const MAX_PAGE_SIZE = 50;

/** What every list method of the content service takes; page is 1-based. */
export interface ListQuery<T extends string = string> {
  type?: T;
  page?: number;
  pageSize?: number;
}

/** Every paginated list, in pages and in the API. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

// ---------------------------------------------------------------------------
// Categories (the `:type` route parameter and the API's `type` query parameter)

export const NEWS_TYPES = ["company", "industry", "product", "events"] as const;
export const INDUSTRY_TYPES = ["manufacturing", "retail", "finance", "healthcare", "education", "logistics"] as const;
/** Case studies are grouped by the customer's industry. */
export const CASE_TYPES = INDUSTRY_TYPES;
/** Solutions are grouped by the industry they serve. */
export const SOLUTION_TYPES = INDUSTRY_TYPES;
export const VIDEO_TYPES = ["product-tours", "webinars", "customer-stories", "tutorials"] as const;
export const QA_TYPES = ["getting-started", "billing", "integrations", "security"] as const;
export const PARTNER_TIERS = ["strategic", "gold", "silver", "registered"] as const;

export type NewsType = (typeof NEWS_TYPES)[number];
export type IndustryType = (typeof INDUSTRY_TYPES)[number];
export type CaseType = IndustryType;
export type SolutionType = IndustryType;
export type VideoType = (typeof VIDEO_TYPES)[number];
export type QaType = (typeof QA_TYPES)[number];
export type PartnerTier = (typeof PARTNER_TIERS)[number];

/** Human labels for every category slug and partner tier. */
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
  webinars: "Webinars",
  "customer-stories": "Customer stories",
  tutorials: "Tutorials",
  "getting-started": "Getting started",
  billing: "Billing and plans",
  integrations: "Integrations",
  security: "Security and privacy",
  strategic: "Strategic partners",
  gold: "Gold partners",
  silver: "Silver partners",
  registered: "Registered partners",
};

export function isNewsType(value: string): value is NewsType {
  return (NEWS_TYPES as readonly string[]).includes(value);
}
export function isIndustryType(value: string): value is IndustryType {
  return (INDUSTRY_TYPES as readonly string[]).includes(value);
}
export function isVideoType(value: string): value is VideoType {
  return (VIDEO_TYPES as readonly string[]).includes(value);
}
export function isQaType(value: string): value is QaType {
  return (QA_TYPES as readonly string[]).includes(value);
}

/** The five products; `slug` is also the static marketing page's path. */
export type ProductSlug = "oa" | "pm" | "trade" | "live" | "education";

export interface ProductRef {
  slug: ProductSlug;
  name: string;
}

/** A link as stored in content: `href` is a router path ("/price") or an absolute URL. */
export interface ContentLink {
  label: string;
  href: string;
}

/** A figure such as "38%" with a label such as "shorter order lead time". */
export interface Metric {
  value: string;
  label: string;
}

export interface FaqItem {
  question: string;
  /** Sanitised HTML. */
  answerHtml: string;
}

// ---------------------------------------------------------------------------
// News

export interface NewsSummary {
  id: number;
  type: NewsType;
  title: string;
  summary: string;
  cover: ContentImage;
  author: string;
  readingMinutes: number;
  publishedAt: string;
  updatedAt: string;
}

export interface NewsDetail extends NewsSummary {
  bodyHtml: string;
  tags: string[];
  /** Up to four other items of the same category, newest first. */
  related: NewsSummary[];
  /** Neighbours in the category's order (newer / older), for "previous / next" links. */
  newer: NewsSummary | null;
  older: NewsSummary | null;
}

// ---------------------------------------------------------------------------
// Case studies

export interface CustomerRef {
  name: string;
  logo: ContentImage;
  location: string;
  employees: string;
  website: string | null;
}

export interface CaseSection {
  heading: string;
  /** Sanitised HTML. */
  bodyHtml: string;
}

export interface CaseSummary {
  id: number;
  type: CaseType;
  title: string;
  summary: string;
  cover: ContentImage;
  customer: CustomerRef;
  product: ProductRef;
  /** The headline figures, usually three. */
  metrics: Metric[];
  publishedAt: string;
  updatedAt: string;
}

export interface CaseDetail extends CaseSummary {
  /** Introduction (sanitised HTML). */
  bodyHtml: string;
  challenge: CaseSection;
  solution: CaseSection;
  results: CaseSection;
  quote: { text: string; author: string; role: string } | null;
  gallery: ContentImage[];
  related: CaseSummary[];
}

// ---------------------------------------------------------------------------
// Solutions

export interface SolutionFeature {
  title: string;
  description: string;
}

export interface SolutionSummary {
  id: number;
  type: SolutionType;
  title: string;
  summary: string;
  cover: ContentImage;
  products: ProductRef[];
  publishedAt: string;
  updatedAt: string;
}

export interface SolutionDetail extends SolutionSummary {
  bodyHtml: string;
  features: SolutionFeature[];
  benefits: Metric[];
  relatedCases: CaseSummary[];
  related: SolutionSummary[];
}

// ---------------------------------------------------------------------------
// Videos

export interface VideoSummary {
  id: number;
  type: VideoType;
  title: string;
  summary: string;
  poster: ContentImage;
  /** Length in seconds. */
  durationSeconds: number;
  /**
   * The clip, or null when none is published yet: pages must then show the
   * poster with a "coming soon" note and no player.
   */
  source: VideoSource | null;
  publishedAt: string;
  updatedAt: string;
}

export interface VideoSource {
  /** URL under the base path or an absolute URL. */
  url: string;
  type: "video/mp4" | "video/webm";
  /** WebVTT captions (under the base path or absolute), when available. */
  captionsUrl: string | null;
}

export interface VideoDetail extends VideoSummary {
  bodyHtml: string;
  /** Speakers or presenters. */
  presenters: string[];
  related: VideoSummary[];
}

// ---------------------------------------------------------------------------
// Q&A

export interface QaSummary {
  id: number;
  type: QaType;
  /** The question. */
  title: string;
  /** A one-sentence answer. */
  summary: string;
  /** Null for items written before covers existed (migration 0004) and not seeded since. */
  cover: ContentImage | null;
  publishedAt: string;
  updatedAt: string;
}

export interface QaDetail extends QaSummary {
  /** The full answer (sanitised HTML). */
  bodyHtml: string;
  related: QaSummary[];
}

// ---------------------------------------------------------------------------
// Help centre

export interface HelpCategory {
  id: number;
  slug: string;
  title: string;
  description: string;
  parentId: number | null;
  /** Published articles directly in this category. */
  articleCount: number;
  children: HelpCategory[];
}

export interface HelpArticleSummary {
  id: number;
  categoryId: number;
  title: string;
  summary: string;
  /** Null for articles written before covers existed (migration 0004) and not seeded since. */
  cover: ContentImage | null;
  publishedAt: string;
  updatedAt: string;
}

export interface HelpArticleDetail extends HelpArticleSummary {
  bodyHtml: string;
  /** From the top-level category down to the article's own category. */
  breadcrumbs: Array<{ id: number; title: string }>;
  related: HelpArticleSummary[];
}

/** The help centre's landing data: the whole tree plus popular articles. */
export interface HelpHome {
  categories: HelpCategory[];
  popular: HelpArticleSummary[];
}

// ---------------------------------------------------------------------------
// Price

export interface PricePlan {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  /** Price per user and month in whole currency units; null for "contact us". */
  monthlyPrice: number | null;
  /** Price per user and month when billed yearly; null for "contact us". */
  yearlyPrice: number | null;
  currency: "USD";
  highlighted: boolean;
  /** Short list shown on the plan card. */
  highlights: string[];
  cta: ContentLink;
}

/** One row of the comparison table; `values` is keyed by plan slug. */
export interface PriceFeatureRow {
  group: string;
  label: string;
  values: Record<string, boolean | string>;
}

export interface PricePage {
  title: string;
  intro: string;
  plans: PricePlan[];
  features: PriceFeatureRow[];
  faq: FaqItem[];
  /** Saving when billed yearly, in percent (e.g. 20). */
  yearlyDiscountPercent: number;
}

// ---------------------------------------------------------------------------
// Promotions

export type PromotionStatus = "upcoming" | "active" | "ended";

export interface Promotion {
  id: number;
  title: string;
  summary: string;
  bodyHtml: string;
  cover: ContentImage;
  /** The offer in a few words, e.g. "3 months free". */
  offer: string;
  /** Code to quote at registration, if any. */
  code: string | null;
  startsAt: string;
  endsAt: string;
  /** Computed from startsAt/endsAt at request time. */
  status: PromotionStatus;
  cta: ContentLink;
  terms: string;
}

export interface PromotionPage {
  title: string;
  intro: string;
  /** Active first, then upcoming, then ended; within each, by start date. */
  promotions: Promotion[];
}

// ---------------------------------------------------------------------------
// Services

export interface ServiceOffering {
  id: number;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  cover: ContentImage;
  deliverables: string[];
  /** E.g. "2 to 6 weeks". */
  duration: string;
}

export interface ServicePage {
  title: string;
  intro: string;
  services: ServiceOffering[];
  /** The engagement steps, in order. */
  process: Array<{ title: string; description: string }>;
  metrics: Metric[];
  cta: ContentLink;
}

// ---------------------------------------------------------------------------
// Partners

export interface Partner {
  id: number;
  name: string;
  tier: PartnerTier;
  region: string;
  summary: string;
  logo: ContentImage;
  website: string | null;
  specialties: string[];
  /** Products the partner is certified for. */
  products: ProductRef[];
}

export interface PartnerTierInfo {
  tier: PartnerTier;
  label: string;
  description: string;
  benefits: string[];
}

export interface PartnerPage {
  title: string;
  intro: string;
  tiers: PartnerTierInfo[];
  /** Every published partner: by tier (strategic first), then by name. */
  partners: Partner[];
  cta: ContentLink;
}

// ---------------------------------------------------------------------------
// PM (Brightlane PM product page, which is data-driven)

export interface PmPage {
  title: string;
  tagline: string;
  intro: string;
  hero: ContentImage;
  features: SolutionFeature[];
  metrics: Metric[];
  /** Case studies that use Brightlane PM. */
  cases: CaseSummary[];
  /** The plans, for a short price teaser. */
  plans: PricePlan[];
  faq: FaqItem[];
}

// ---------------------------------------------------------------------------
// Home

export interface HomeBanner {
  id: number;
  title: string;
  summary: string;
  image: ContentImage;
  cta: ContentLink;
}

export interface HomeHighlight {
  id: number;
  title: string;
  summary: string;
  image: ContentImage;
  link: ContentLink;
}

export interface CustomerLogo {
  id: number;
  name: string;
  logo: ContentImage;
  /** Link to the customer's case study, if any. */
  href: string | null;
}

export interface HomePage {
  banners: HomeBanner[];
  highlights: HomeHighlight[];
  figures: Metric[];
  customerLogos: CustomerLogo[];
  latestNews: NewsSummary[];
  featuredCases: CaseSummary[];
  featuredSolutions: SolutionSummary[];
  featuredVideos: VideoSummary[];
}

// ---------------------------------------------------------------------------
// Registration form options (the form itself and leads belong to the leads API)

export interface RegisterOption {
  value: string;
  label: string;
}

export interface RegisterOptions {
  products: RegisterOption[];
  companySizes: RegisterOption[];
  regions: RegisterOption[];
}

// ---------------------------------------------------------------------------
// Site settings

export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}

export interface SiteSettings {
  siteName: string;
  companyName: string;
  tagline: string;
  contact: {
    email: string;
    salesEmail: string;
    phone: string;
    address: string;
    hours: string;
  };
  navigation: NavItem[];
  footer: {
    columns: Array<{ title: string; links: ContentLink[] }>;
    legal: string;
    /** States that every company and person on the site is fictional. */
    disclaimer: string;
  };
  social: ContentLink[];
}

/** Every category list of the site, for menus and filters. */
export interface CategoryLists {
  news: Array<{ type: NewsType; label: string; count: number }>;
  cases: Array<{ type: CaseType; label: string; count: number }>;
  solutions: Array<{ type: SolutionType; label: string; count: number }>;
  videos: Array<{ type: VideoType; label: string; count: number }>;
  qas: Array<{ type: QaType; label: string; count: number }>;
}

/**
 * When the database content each landing page shows last changed (ISO times),
 * for sitemaps; absent when nothing on the page carries a time.
 */
export interface LandingPageDates {
  home?: string;
  price?: string;
  promotion?: string;
  service?: string;
  partner?: string;
  pm?: string;
}

/** One public URL for sitemaps and feeds. */
export interface SitemapEntry {
  section: "news" | "cases" | "solutions" | "videos" | "qas" | "help";
  id: number;
  type: string | null;
  title: string;
  updatedAt: string;
}
