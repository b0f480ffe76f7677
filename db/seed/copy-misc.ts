/** Copy of the smaller collections and single pages of the demo site (copy/misc.json). */
import type { IndustryType, PartnerTier, ProductSlug, VideoType } from "../../app/kernel/content-constants.ts";
import copy from "./copy/misc.json" with { type: "json" };

type Pairs = Array<[string, string]>;

interface SolutionCopy {
  type: IndustryType;
  title: string;
  summary: string;
  products: ProductSlug[];
  features: Pairs;
  /** Two paragraphs: the problem it solves, then how it works day to day. */
  body: [string, string];
}
/** The published solutions, in id order from 1, skipping the draft's id. */
export const SOLUTIONS = copy.SOLUTIONS as SolutionCopy[];
/** A solution not yet published. */
export const SOLUTION_DRAFT = copy.SOLUTION_DRAFT as SolutionCopy;
/** One video: its listing copy, running time, and the narration of the clip, sentence by sentence (also its captions). */
export interface VideoCopy {
  title: string;
  summary: string;
  /** Running time of the full recording; 0 for the short clip of a category. */
  minutes: number;
  script: string[];
}
export const VIDEOS = copy.VIDEOS as Record<VideoType, VideoCopy[]>;
export const PRESENTERS: string[] = copy.PRESENTERS;
/** One help article: what the feature is for, what it needs, and the steps in the product. */
export interface HelpArticleCopy {
  title: string;
  summary: string;
  intro: string;
  /** What the reader needs first (role, plan, file), when anything. */
  before?: string;
  steps: string[];
  /** What to know afterwards. */
  note: string;
}
/** Help centre: top-level categories with children; each leaf lists its articles. */
export const HELP_TREE = copy.HELP_TREE as Array<{
  slug: string;
  title: string;
  description: string;
  children: Array<{ slug: string; title: string; description: string; articles: HelpArticleCopy[] }>;
}>;
export const PARTNERS = copy.PARTNERS as Array<{
  name: string;
  tier: PartnerTier;
  region: string;
  summary: string;
  specialties: string[];
  products: ProductSlug[];
}>;
/** The price plans in their order; a plan without prices is sold by the sales team. */
export const PLANS = copy.PLANS as Array<{
  slug: string;
  name: string;
  tagline: string;
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  highlighted: boolean;
  highlights: string[];
  /** The plan's button: a free trial or a talk with sales, with the plan for the register form. */
  cta: { label: string; href: string };
}>;
export const SERVICES: Array<{
  slug: string;
  title: string;
  summary: string;
  deliverables: string[];
  duration: string;
  body: string;
}> = copy.SERVICES;
export const PRICE_FAQ = copy.PRICE_FAQ as Pairs;
export const PROMOTIONS = copy.PROMOTIONS as Array<{
  title: string;
  summary: string;
  offer: string;
  code: string | null;
  starts: string;
  ends: string;
  published: boolean;
  /** The body's opening paragraph, which adds to the summary. */
  intro: string;
  terms: string;
}>;
