/**
 * Shapes of the static pages' copy. Plain data shared by the desktop and mobile
 * variants: each variant decides how to lay it out. Images follow ContentImage so
 * the same image components and gallery handle seeded and static pictures alike.
 */
import type { ContentImage } from "~/kernel/content-schemas";

export interface Figure {
  value: string;
  label: string;
}

export interface Section {
  heading: string;
  paragraphs: string[];
  points?: string[];
}

export interface Feature {
  title: string;
  text: string;
}

export interface Quote {
  text: string;
  name: string;
  role: string;
}

export interface CallToAction {
  heading: string;
  text: string;
  label: string;
  /** Router path (the variant adds its prefix where it has its own page). */
  to: string;
}

export interface Milestone {
  year: string;
  text: string;
}

/** A product page or the about page. */
export interface StaticPage {
  slug: string;
  /** Text of the <title> (the site name is appended). */
  metaTitle: string;
  description: string;
  eyebrow: string;
  /** The page's one <h1>. */
  title: string;
  lead: string;
  hero: ContentImage;
  figures: Figure[];
  features: Feature[];
  sections: Section[];
  milestones?: Milestone[];
  gallery: ContentImage[];
  quote?: Quote;
  cta: CallToAction;
}

/** A seed picture the page's copy names by media key; the route's loader makes it a ContentImage. */
export interface SeedPicture {
  key: string;
  alt: string;
}

/** A product page's copy as written: its pictures may be seed pictures, resolved by the loader. */
export type StaticCopy = Omit<StaticPage, "hero" | "gallery"> & {
  hero: ContentImage | SeedPicture;
  gallery: Array<ContentImage | SeedPicture>;
};

export interface Customer {
  name: string;
  industry: string;
  location: string;
  employees: string;
  products: string[];
}
