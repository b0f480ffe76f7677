/** Copy of the smaller collections and single pages of the demo site (copy/misc.json). */
import type { IndustryType, PartnerTier, ProductSlug, VideoType } from "../../app/kernel/content-constants.ts";
import copy from "./copy/misc.json" with { type: "json" };

type Pairs = Array<[string, string]>;

export const SOLUTIONS = copy.SOLUTIONS as Array<{
  type: IndustryType;
  title: string;
  summary: string;
  products: ProductSlug[];
  features: Pairs;
}>;
export const VIDEOS = copy.VIDEOS as Record<VideoType, Array<[title: string, summary: string, minutes: number]>>;
export const PRESENTERS: string[] = copy.PRESENTERS;
/** Help centre: top-level categories with children; each leaf lists article titles and summaries. */
export const HELP_TREE = copy.HELP_TREE as Array<{
  slug: string;
  title: string;
  description: string;
  children: Array<{ slug: string; title: string; description: string; articles: Pairs }>;
}>;
export const PARTNERS = copy.PARTNERS as Array<{
  name: string;
  tier: PartnerTier;
  region: string;
  summary: string;
  specialties: string[];
  products: ProductSlug[];
}>;
export const PARTNER_TIER_INFO: Record<PartnerTier, { description: string; benefits: string[] }> =
  copy.PARTNER_TIER_INFO;
export const SERVICES: Array<{
  slug: string;
  title: string;
  summary: string;
  deliverables: string[];
  duration: string;
  body: string;
}> = copy.SERVICES;
export const PRICE_FAQ = copy.PRICE_FAQ as Pairs;
export const PM_COPY = copy.PM_COPY as { title: string; tagline: string; intro: string } & Record<
  "features" | "metrics" | "faq",
  Pairs
>;
