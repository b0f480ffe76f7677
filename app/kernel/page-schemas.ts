/**
 * The content model of the landing pages and of the site as a whole: zod schemas
 * with their inferred types, as content-schemas.ts has them for the collections
 * (its conventions hold here too).
 */
import { z } from "zod";
import {
  CASE_TYPES,
  NAV_TAB_ICONS,
  NEWS_TYPES,
  PARTNER_TIERS,
  QA_TYPES,
  SOLUTION_TYPES,
  VIDEO_TYPES,
} from "./content-constants.ts";
import { ContentImage, ContentLink, FaqItem, isoTime, ItemSeo, Metric, ProductRef } from "./content-schemas.ts";
import { CaseSummary } from "./collections/cases.answers.ts";
import { NewsSummary } from "./collections/news.answers.ts";
import { SolutionSummary } from "./collections/solutions.answers.ts";
import { VideoSummary } from "./collections/videos.answers.ts";

// ---------------------------------------------------------------------------
// Price

export const PricePlan = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  monthlyPrice: z
    .number()
    .nullable()
    .meta({ description: "Per user and month, billed monthly; null means contact sales." }),
  yearlyPrice: z
    .number()
    .nullable()
    .meta({ description: "Per user and month, billed yearly; null means contact sales." }),
  currency: z.literal("USD"),
  highlighted: z.boolean(),
  /** The short list shown on the plan card. */
  highlights: z.array(z.string()),
  cta: ContentLink,
});
export type PricePlan = z.infer<typeof PricePlan>;
/** One row of the comparison table; `values` is keyed by plan slug. */
export const PriceFeatureRow = z.object({
  group: z.string(),
  label: z.string(),
  values: z.record(z.string(), z.union([z.boolean(), z.string()])),
});
export type PriceFeatureRow = z.infer<typeof PriceFeatureRow>;
export const PricePage = z.object({
  title: z.string(),
  intro: z.string(),
  plans: z.array(PricePlan),
  features: z.array(PriceFeatureRow),
  faq: z.array(FaqItem),
  /** What every plan saves at least when billed yearly, in percent (app/kernel/pricing.ts). */
  yearlyDiscountPercent: z.number(),
  /** The note under the plans: the document's text block ("" without one). */
  footnote: z.string(),
  /** The search and sharing settings of the page's document (empty: derived as before). */
  seo: ItemSeo,
});
export type PricePage = z.infer<typeof PricePage>;

// ---------------------------------------------------------------------------
// Promotions

export const Promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  cover: ContentImage,
  /** The offer in a few words, e.g. "3 months free". */
  offer: z.string(),
  /** Code to quote at registration, if any. */
  code: z.string().nullable(),
  startsAt: isoTime,
  endsAt: isoTime,
  /** Computed from startsAt and endsAt at request time. */
  status: z.enum(["upcoming", "active", "ended"]),
  cta: ContentLink,
  terms: z.string(),
});
export type Promotion = z.infer<typeof Promotion>;
export type PromotionStatus = Promotion["status"];
/** Active promotions first, then upcoming, then ended; within each, by start date. */
export const PromotionPage = z.object({
  title: z.string(),
  intro: z.string(),
  promotions: z.array(Promotion),
  seo: ItemSeo,
});
export type PromotionPage = z.infer<typeof PromotionPage>;

// ---------------------------------------------------------------------------
// Services (`duration` reads like "2 to 6 weeks"; `process` lists the engagement steps in order)

export const ServiceOffering = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  cover: ContentImage,
  deliverables: z.array(z.string()),
  duration: z.string(),
});
/** The heading and sentence over a page's button: its document's call to action ("" without one). */
const Pitch = z.object({ heading: z.string(), text: z.string() });

export const ServicePage = z.object({
  title: z.string(),
  intro: z.string(),
  services: z.array(ServiceOffering),
  process: z.array(z.object({ title: z.string(), description: z.string() })),
  metrics: z.array(Metric),
  cta: ContentLink,
  pitch: Pitch,
  seo: ItemSeo,
});
export type ServicePage = z.infer<typeof ServicePage>;

// ---------------------------------------------------------------------------
// Partners (`products`: the products a partner is certified for)

export const Partner = z.object({
  id: z.number().int(),
  name: z.string(),
  tier: z.enum(PARTNER_TIERS),
  region: z.string(),
  summary: z.string(),
  logo: ContentImage,
  website: z.string().nullable(),
  specialties: z.array(z.string()),
  products: z.array(ProductRef),
});
export type Partner = z.infer<typeof Partner>;
export const PartnerTierInfo = z.object({
  tier: z.enum(PARTNER_TIERS),
  label: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
});
/** `partners`: every published partner, by tier (strategic first), then by name. */
export const PartnerPage = z.object({
  title: z.string(),
  intro: z.string(),
  tiers: z.array(PartnerTierInfo),
  partners: z.array(Partner),
  cta: ContentLink,
  pitch: Pitch,
  /** What the directory says after its count of partners: the document's text block. */
  directoryNote: z.string(),
  seo: ItemSeo,
});
export type PartnerPage = z.infer<typeof PartnerPage>;

// ---------------------------------------------------------------------------
// Home

const HomeBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: ContentImage,
  cta: ContentLink,
});
const HomeHighlight = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: ContentImage,
  link: ContentLink,
});
/** `href`: the customer's case study, if any. */
const CustomerLogo = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: ContentImage,
  href: z.string().nullable(),
});
export const HomePage = z.object({
  banners: z.array(HomeBanner),
  highlights: z.array(HomeHighlight),
  figures: z.array(Metric),
  customerLogos: z.array(CustomerLogo),
  latestNews: z.array(NewsSummary),
  featuredCases: z.array(CaseSummary),
  featuredSolutions: z.array(SolutionSummary),
  featuredVideos: z.array(VideoSummary),
});
export type HomePage = z.infer<typeof HomePage>;

// ---------------------------------------------------------------------------
// Site: the registration form's choices (the form and its leads belong to the leads API), settings, categories

export const RegisterOption = z.object({ value: z.string(), label: z.string() });
export const RegisterOptions = z.object({
  products: z.array(RegisterOption),
  companySizes: z.array(RegisterOption),
  regions: z.array(RegisterOption),
});
export type RegisterOptions = z.infer<typeof RegisterOptions>;

export const NavItem = z.object({
  label: z.string(),
  href: z.string(),
  /** A link marked for the mobile tab bar, with its icon and short label. */
  tab: z
    .object({ icon: z.enum(NAV_TAB_ICONS), label: z.string() })
    .nullable()
    .optional(),
  get children() {
    return z.array(NavItem).optional();
  },
});
export type NavItem = z.infer<typeof NavItem>;
export const SiteSettings = z.object({
  siteName: z.string(),
  companyName: z.string(),
  tagline: z.string(),
  contact: z.object({
    email: z.string(),
    salesEmail: z.string(),
    phone: z.string(),
    address: z.string(),
    hours: z.string(),
  }),
  navigation: z.array(NavItem),
  /** `disclaimer` states that every company and person on the site is fictional. */
  footer: z.object({
    columns: z.array(z.object({ title: z.string(), links: z.array(ContentLink) })),
    legal: z.string(),
    disclaimer: z.string(),
  }),
  social: z.array(ContentLink),
  /** The primary call to action of both skins' chrome. */
  primaryCta: ContentLink,
  /** Other names the site search also looks for: "sso" means "single sign-on". */
  synonyms: z.array(z.object({ term: z.string(), means: z.array(z.string()) })),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

const categoryList = <V extends readonly [string, ...string[]]>(values: V) =>
  z.array(z.object({ type: z.enum(values), label: z.string(), count: z.number().int().min(0) }));
/** Every category list of the site with labels and published counts, for menus and filters. */
export const CategoryLists = z.object({
  news: categoryList(NEWS_TYPES),
  cases: categoryList(CASE_TYPES),
  solutions: categoryList(SOLUTION_TYPES),
  videos: categoryList(VIDEO_TYPES),
  qas: categoryList(QA_TYPES),
});
export type CategoryLists = z.infer<typeof CategoryLists>;
