/**
 * The blocks a page of the `pages` collection is made of: one zod schema per block,
 * told apart by `type`, validated by the admin form, the admin API and the seed alike.
 * Each block has one view per skin (app/components/blocks/), rendered in order by
 * RenderBlocks. The content service serves a block as stored, except that a rich text
 * becomes sanitised HTML and an image key becomes the image (`ServedBlock`).
 *
 * Adding a block: its schema here, its entry in PageBlock, a view in both skins' block
 * tables and its label and sketch for the editor's picker (./block-kinds.ts); the
 * compiler names any table that misses it. Every block may be hidden: kept, not shown.
 */
import { z } from "zod";
import { CASE_TYPES, PRODUCT_SLUGS } from "./content-constants.ts";
import { CHOOSABLE_LEAD_FIELDS, LEAD_LABELS, type LeadField } from "./lead-fields.ts";
import { LEAD_INTENT_LABELS, LEAD_INTENTS } from "./lead-intent.ts";
import type { ContentImage, ItemSeo } from "./content-schemas.ts";
import type { CaseSummary } from "./collections/cases.answers.ts";
import type { NewsSummary } from "./collections/news.answers.ts";
import type { SolutionSummary } from "./collections/solutions.answers.ts";
import type { VideoSummary } from "./collections/videos.answers.ts";
import type { HomePage, PricePlan } from "./page-schemas.ts";
import { RichText } from "./rich-text-schema.ts";
import { SITE_PATH_OR_EXTERNAL_URL } from "./site-paths.ts";

const text = (max: number) => z.string().trim().min(1, "Required").max(max, `At most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/** Kept in the page but not shown on either skin nor found by search; absent means shown. */
const hidden = z.boolean().optional();
/** Shown on one skin only ("" or absent: both), where the skins' pages differ in what they show. */
const skin = z.enum(["desktop", "mobile"]).or(z.literal("")).optional();
const href = z.string().max(500).regex(SITE_PATH_OR_EXTERNAL_URL, "A site path starting with / or an https:// address");

const Hero = z
  .object({
    type: z.literal("hero"),
    hidden,
    skin,
    eyebrow: optionalText(80),
    title: text(160),
    lead: optionalText(600),
    imageKey: z.string().min(1).max(200).nullable(),
    imageAlt: optionalText(300),
    ctaLabel: optionalText(60),
    ctaHref: href.or(z.literal("")),
  })
  .strict()
  .meta({ description: "The page's opening: its one heading (h1), a lead and an optional picture and button." });

const Text = z
  .object({ type: z.literal("text"), hidden, skin, heading: optionalText(160), body: RichText })
  .strict()
  .meta({ description: "A section of rich text under an optional heading." });

const Figures = z
  .object({
    type: z.literal("figures"),
    hidden,
    skin,
    heading: optionalText(160),
    items: z
      .array(z.object({ value: text(20), label: text(120) }).strict())
      .min(1)
      .max(8),
  })
  .strict()
  .meta({ description: "Key figures: a value and what it counts." });

const Features = z
  .object({
    type: z.literal("features"),
    hidden,
    skin,
    heading: text(160),
    items: z
      .array(z.object({ title: text(120), text: text(600) }).strict())
      .min(1)
      .max(12),
  })
  .strict()
  .meta({ description: "A grid of features or principles, each a title and a sentence or two." });

const Faq = z
  .object({
    type: z.literal("faq"),
    hidden,
    skin,
    heading: text(160),
    items: z
      .array(z.object({ question: text(300), answer: text(2000) }).strict())
      .min(1)
      .max(30),
  })
  .strict()
  .meta({ description: "Questions and answers, each opening on its own." });

const Cta = z
  .object({ type: z.literal("cta"), hidden, skin, heading: text(160), text: optionalText(400), label: text(60), href })
  .strict()
  .meta({ description: "A call to action: a heading, a sentence and one button." });

/** The register form's fields a lead form may ask besides name, email and consent; absent: all of them. */
const leadFields = z
  .array(
    z
      .enum(CHOOSABLE_LEAD_FIELDS)
      .meta({ optionLabels: Object.fromEntries(CHOOSABLE_LEAD_FIELDS.map((f) => [f, LEAD_LABELS[f]])) }),
  )
  .max(CHOOSABLE_LEAD_FIELDS.length)
  .default([...CHOOSABLE_LEAD_FIELDS])
  .meta({ description: "Besides full name, work email and consent, which the form always asks." });

const LeadForm = z
  .object({
    type: z.literal("lead-form"),
    hidden,
    skin,
    heading: text(160),
    intro: optionalText(600),
    fields: leadFields,
    // The form pages' own words for one request (decision 0093); pages of blocks show none of them.
    intent: z.enum(LEAD_INTENTS).meta({ optionLabels: LEAD_INTENT_LABELS }).or(z.literal("")).optional(),
    messageHint: optionalText(200).optional(),
    nextSteps: z.array(text(300)).max(5).optional(),
    thanksHeading: optionalText(160).optional(),
    thanks: optionalText(600).optional(),
  })
  .strict()
  .meta({
    description:
      "The lead form; a lead sent from it records this page as its source. On the register and partner application pages, the words of the form for one request: its button (the page's heading too, but for the page's own request, whose heading is the hero's), what happens next and the thank-you words.",
  });

const Columns = z
  .object({
    type: z.literal("columns"),
    hidden,
    skin,
    heading: optionalText(160),
    columns: z
      .array(z.object({ heading: text(160), text: optionalText(1000), points: z.array(text(300)).max(12) }).strict())
      .min(1)
      .max(6),
  })
  .strict()
  .meta({ description: "Side-by-side columns (offices, sections of terms), each a heading, text and points." });

const Quote = z
  .object({ type: z.literal("quote"), hidden, skin, text: text(600), name: text(120), role: optionalText(160) })
  .strict()
  .meta({ description: "A quotation and who said it." });

const Cards = z
  .object({
    type: z.literal("cards"),
    hidden,
    skin,
    heading: text(160),
    intro: optionalText(600),
    items: z
      .array(
        z
          .object({ title: text(160), meta: optionalText(160), text: optionalText(600), href: href.or(z.literal("")) })
          .strict(),
      )
      .max(40),
    empty: optionalText(300),
  })
  .strict()
  .meta({ description: "A list of cards (open roles, links): a title, a line of detail, a sentence, a link." });

const PlanTable = z
  .object({
    type: z.literal("plan-table"),
    hidden,
    skin,
    heading: text(160),
    linkLabel: optionalText(60),
    linkHref: href.or(z.literal("")),
  })
  .strict()
  .meta({
    description:
      "The published plans, live from the plans collection, with the pricing page's monthly/yearly switch; an optional link under the heading.",
  });

const CaseHighlights = z
  .object({
    type: z.literal("case-highlights"),
    hidden,
    skin,
    heading: text(160),
    product: z.enum(PRODUCT_SLUGS).or(z.literal("")),
    industry: z.enum(CASE_TYPES).or(z.literal("")),
    count: z.number().int().min(1).max(6),
    linkLabel: optionalText(60),
    /** Only the case studies marked featured (the home page's choice); absent: any. */
    featured: z.boolean().optional(),
  })
  .strict()
  .meta({
    description:
      "The newest published case studies, of one product and/or industry (empty: any), featured ones only if ticked, 1 to 6 of them, with a link to the case study list.",
  });

const LastUpdated = z
  .object({ type: z.literal("last-updated"), hidden, skin, label: text(80) })
  .strict()
  .meta({ description: 'The date the page was last published, after a label such as "Last updated".' });

const Gallery = z
  .object({
    type: z.literal("gallery"),
    hidden,
    skin,
    heading: optionalText(160),
    items: z
      .array(
        z.object({ imageKey: z.string().min(1).max(200), alt: optionalText(300), caption: optionalText(200) }).strict(),
      )
      .min(1)
      .max(12),
  })
  .strict()
  .meta({ description: "Pictures from the media library, each with its alt text and an optional caption." });

const Timeline = z
  .object({
    type: z.literal("timeline"),
    hidden,
    skin,
    heading: optionalText(160),
    items: z
      .array(z.object({ year: text(12), text: text(300) }).strict())
      .min(1)
      .max(30),
  })
  .strict()
  .meta({ description: "Milestones in order: a year and what happened." });

const Customer = z
  .object({
    type: z.literal("customer"),
    hidden,
    skin,
    heading: text(160),
    name: text(160),
    industry: text(120),
    location: text(160),
    employees: text(80),
    products: z.array(text(80)).max(8),
  })
  .strict()
  .meta({ description: "A customer story's panel: who the customer is and the products it uses." });

// The live blocks of the home page: each shows what the home blocks collection (banners,
// highlights, figures, logos) or the newest items hold now, under the document's words.

const Banners = z
  .object({ type: z.literal("banners"), hidden, skin, label: text(80) })
  .strict()
  .meta({
    description:
      "The home banners, live from the home blocks, as a carousel that turns on its own; the label names it for screen readers.",
  });

const Highlights = z
  .object({ type: z.literal("highlights"), hidden, skin, heading: text(160), lead: optionalText(600) })
  .strict()
  .meta({
    description:
      "The home highlights, live from the home blocks, under a heading and a lead. On the desktop home page its heading is the page's main heading.",
  });

const HomeFigures = z
  .object({ type: z.literal("home-figures"), hidden, skin, heading: text(160) })
  .strict()
  .meta({ description: "The key figures kept in the home blocks, live, under a heading." });

const Logos = z
  .object({
    type: z.literal("logos"),
    hidden,
    skin,
    heading: text(160),
    count: z.number().int().min(1).max(40),
  })
  .strict()
  .meta({
    description:
      "Customer logos, live from the home blocks (at most `count`), each linked to its story on the desktop.",
  });

const LatestNews = z
  .object({
    type: z.literal("latest-news"),
    hidden,
    skin,
    heading: text(160),
    linkLabel: text(60),
    count: z.number().int().min(1).max(6),
  })
  .strict()
  .meta({ description: "The newest published news, 1 to 6 of them, with a link to all news." });

const SolutionHighlights = z
  .object({
    type: z.literal("solution-highlights"),
    hidden,
    skin,
    heading: text(160),
    linkLabel: text(60),
    count: z.number().int().min(1).max(6),
  })
  .strict()
  .meta({ description: "The newest featured solutions, 1 to 6 of them, with a link to all solutions." });

const FeaturedVideo = z
  .object({ type: z.literal("featured-video"), hidden, skin, heading: text(160), linkLabel: text(60) })
  .strict()
  .meta({ description: "The newest featured video, playable in the page, with a link to all videos." });

/** Every block, told apart by `type`. */
export const PageBlock = z.discriminatedUnion("type", [
  Hero,
  Text,
  Figures,
  Features,
  Faq,
  Cta,
  LeadForm,
  Columns,
  Quote,
  Cards,
  PlanTable,
  CaseHighlights,
  LastUpdated,
  Gallery,
  Timeline,
  Customer,
  Banners,
  Highlights,
  HomeFigures,
  Logos,
  LatestNews,
  SolutionHighlights,
  FeaturedVideo,
]);
export type PageBlock = z.infer<typeof PageBlock>;
export type BlockType = PageBlock["type"];

/** A page's blocks: the hero first when there is one, since it holds the page's heading. */
export const PageBlocks = z
  .array(PageBlock)
  .min(1)
  .max(40)
  .superRefine((blocks, ctx) => {
    // Reported at the block, so the editor shows it where the hero is.
    const requests = new Set<string>();
    blocks.forEach((b, i) => {
      if (b.type === "hero" && i > 0)
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: "Only the first block may be a hero: it holds the page's one main heading",
        });
      // A form page shows one lead form's words per request and skin.
      if (b.type === "lead-form" && b.intent) {
        const key = `${b.intent} ${b.skin ?? ""}`;
        if (requests.has(key))
          ctx.addIssue({
            code: "custom",
            path: [i, "intent"],
            message: "Another lead form of this page already holds this request's words",
          });
        requests.add(key);
      }
    });
  });

type Of<T extends BlockType> = Extract<PageBlock, { type: T }>;

/** A picture of a gallery as pages get it. */
export interface ServedPicture {
  image: ContentImage;
  caption: string;
}

/**
 * A block as pages get it: rich text as sanitised HTML, the hero's and the gallery's images
 * resolved, and the live blocks with what they show now (read when the page is, so a publish
 * of a plan or a case drops the pages showing it).
 */
/** The live home blocks and what each shows (ServedBlock). */
type HomeShown = {
  banners: { banners: HomePage["banners"] };
  highlights: { highlights: HomePage["highlights"] };
  "home-figures": { figures: HomePage["figures"] };
  logos: { logos: HomePage["customerLogos"] };
  "latest-news": { news: NewsSummary[] };
  "solution-highlights": { solutions: SolutionSummary[] };
  "featured-video": { video: VideoSummary | null };
};
type HomeBlock = keyof HomeShown;

export type ServedBlock =
  | Exclude<
      PageBlock,
      { type: "text" | "hero" | "gallery" | "plan-table" | "case-highlights" | "lead-form" | HomeBlock }
    >
  | { [T in HomeBlock]: Of<T> & HomeShown[T] }[HomeBlock]
  // Every field the form asks, name and email first (decision 0085).
  | (Omit<Of<"lead-form">, "fields"> & { fields: LeadField[] })
  | (Omit<Of<"text">, "body"> & { html: string })
  | (Omit<Of<"hero">, "imageKey" | "imageAlt"> & { image: ContentImage | null })
  | (Omit<Of<"gallery">, "items"> & { items: ServedPicture[] })
  | (Of<"plan-table"> & { plans: PricePlan[]; yearlyDiscountPercent: number })
  | (Of<"case-highlights"> & { cases: CaseSummary[] });

/** A published page of blocks, as the content service serves it. */
export interface BlockPage {
  id: number;
  /** Without the leading slash: "contact". */
  path: string;
  title: string;
  seo: ItemSeo;
  blocks: ServedBlock[];
  updatedAt: string;
  /** A draft shown in a preview: its blocks are marked for the editor's live preview (decision 0084). */
  preview?: true;
}

/**
 * The words of a registry page whose own route renders live content (decision 0089): its
 * document's heading and lead (the hero), its shown blocks as stored, its search settings.
 */
export interface PageWords {
  title: string;
  intro: string;
  blocks: PageBlock[];
  /** The shown text blocks as plain text, for a page that sets them in its own markup (a footnote, a lead). */
  texts: PageText[];
  seo: ItemSeo;
}

/** A text block of a document as plain text; `skin` "" when it is shown on both. */
export interface PageText {
  skin: "desktop" | "mobile" | "";
  heading: string;
  text: string;
}

/**
 * The words of one page of a content list (decision 0090): its document's heading and
 * lead, and its search settings made this page's own (app/lib/list-words.server.ts).
 */
export interface ListWords {
  heading: string;
  intro: string;
  /** Each category's intro, by the category's label: the items of the document's features block. */
  categories: Record<string, string>;
  /** The document's columns, one per category in the list's order (the solutions' industries). */
  columns: Array<{ heading: string; text: string }>;
  /** The document's text blocks as plain text (the solutions overview's heading and lead). */
  texts: PageText[];
  /** An empty title or description is derived by the page's head tags, from the heading. */
  seo: ItemSeo;
}
