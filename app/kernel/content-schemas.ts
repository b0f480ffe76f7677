/**
 * The content model, once: zod schemas of content as pages and the JSON API see
 * it, with the TypeScript types inferred from them. The content service returns
 * these types, the API answers with them and its OpenAPI document is generated
 * from these schemas (server/api/schemas.ts names them there).
 *
 * Browser code imports only the types (`import type`): the schemas stay out of
 * the client bundles. The constant lists are in content-constants.ts.
 *
 * Conventions: ids are positive integers; times are ISO 8601 strings in UTC;
 * `bodyHtml` and `answerHtml` fields are sanitised HTML, safe to insert as is;
 * every list is a Page of summaries, every detail a summary with more fields.
 */
import { z } from "zod";
import {
  CASE_TYPES,
  EVENT_TYPES,
  MAX_PAGE_SIZE,
  NEWS_TYPES,
  PRODUCT_SLUGS,
  QA_TYPES,
  SOLUTION_TYPES,
  VIDEO_TYPES,
} from "./content-constants.ts";

export const isoTime = z.iso.datetime().meta({ description: "ISO 8601 time in UTC." });

// ---------------------------------------------------------------------------
// Shared pieces

export const ImageSource = z.object({ type: z.enum(["image/avif", "image/webp", "image/jpeg"]), srcset: z.string() });
export type ImageSource = z.infer<typeof ImageSource>;
/** One generated image in several widths and formats, for <picture> and srcset. */
export const ContentImage = z.object({
  src: z.string().meta({ description: "JPEG fallback URL under the base path, at the middle width." }),
  /** Intrinsic size of the largest rendition; every rendition has its aspect ratio. */
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /** Modern formats first: AVIF and/or WebP, then JPEG. */
  sources: z.array(ImageSource),
  /** Widths available in every format, ascending. */
  widths: z.array(z.number().int()),
  /** A solid colour shown while loading. */
  color: z.string().optional(),
});
export type ContentImage = z.infer<typeof ContentImage>;

/** One page of a list: every list of the content service and of the API. */
export const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  });

/** Covers of Q&A items and help articles: null for items stored before they had one (migration 0004). */
const nullableCover = ContentImage.nullable().meta({ description: "The cover image, or null when the item has none." });
/** One page of any list; page is 1-based. */
export type Page<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;

export const ProductRef = z.object({ slug: z.enum(PRODUCT_SLUGS), name: z.string() });
export type ProductRef = z.infer<typeof ProductRef>;
/** A link as stored in content: `href` is a router path ("/price") or an absolute URL. */
export const ContentLink = z.object({ label: z.string(), href: z.string() });
export type ContentLink = z.infer<typeof ContentLink>;
/** A figure such as "38%" with a label such as "shorter order lead time". */
export const Metric = z.object({ value: z.string(), label: z.string() });
export type Metric = z.infer<typeof Metric>;
export const FaqItem = z.object({ question: z.string(), answerHtml: z.string() });
export type FaqItem = z.infer<typeof FaqItem>;

/** In a list read in another locale: the item has no translation in it, its words are the default's (decision 0109). */
const Fallback = {
  fallback: z
    .literal(true)
    .optional()
    .meta({ description: "In a list of another locale's page: the item's words are the default locale's." }),
};

// ---------------------------------------------------------------------------
// News

export const NewsSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  type: z.enum(NEWS_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: ContentImage,
  author: z.string(),
  readingMinutes: z.number().int(),
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type NewsSummary = z.infer<typeof NewsSummary>;
/** What an item sets for search engines and sharing cards; null: derived from the item. */
export const ItemSeo = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: ContentImage.nullable(),
  noindex: z.boolean().meta({ description: "The page asks search engines not to index it and leaves the sitemap." }),
});
export type ItemSeo = z.infer<typeof ItemSeo>;

export const NewsDetail = NewsSummary.extend({
  bodyHtml: z.string().meta({ description: "Sanitised HTML." }),
  seo: ItemSeo,
  tags: z.array(z.string()),
  /** Up to four other items of the same category, newest first. */
  related: z.array(NewsSummary),
  /** Neighbours in the category's order, for "previous / next" links. */
  newer: NewsSummary.nullable(),
  older: NewsSummary.nullable(),
});
export type NewsDetail = z.infer<typeof NewsDetail>;

// ---------------------------------------------------------------------------
// Case studies

export const CustomerRef = z.object({
  name: z.string(),
  logo: ContentImage,
  location: z.string(),
  employees: z.string(),
  website: z.string().nullable(),
});
export const CaseSection = z.object({ heading: z.string(), bodyHtml: z.string() });
export type CaseSection = z.infer<typeof CaseSection>;
export const CaseSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  type: z.enum(CASE_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: ContentImage,
  customer: CustomerRef,
  product: ProductRef,
  /** The headline figures, usually three. */
  metrics: z.array(Metric),
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type CaseSummary = z.infer<typeof CaseSummary>;
export const CaseDetail = CaseSummary.extend({
  seo: ItemSeo,
  /** The introduction. */
  bodyHtml: z.string(),
  challenge: CaseSection,
  solution: CaseSection,
  results: CaseSection,
  quote: z.object({ text: z.string(), author: z.string(), role: z.string() }).nullable(),
  gallery: z.array(ContentImage),
  related: z.array(CaseSummary),
});
export type CaseDetail = z.infer<typeof CaseDetail>;

// ---------------------------------------------------------------------------
// Solutions

export const SolutionFeature = z.object({ title: z.string(), description: z.string() });
export type SolutionFeature = z.infer<typeof SolutionFeature>;
export const SolutionSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  type: z.enum(SOLUTION_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: ContentImage,
  products: z.array(ProductRef),
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type SolutionSummary = z.infer<typeof SolutionSummary>;
export const SolutionDetail = SolutionSummary.extend({
  seo: ItemSeo,
  bodyHtml: z.string(),
  features: z.array(SolutionFeature),
  benefits: z.array(Metric),
  relatedCases: z.array(CaseSummary),
  related: z.array(SolutionSummary),
});
export type SolutionDetail = z.infer<typeof SolutionDetail>;

// ---------------------------------------------------------------------------
// Videos

const VideoFile = z.object({
  url: z.string(),
  type: z.enum(["video/mp4", "video/webm"]),
});
/**
 * URLs are under the base path or absolute. `url` and `type` name the clip's first
 * file; `sources` every file it comes in, in the order a player should try them
 * (a WebM clip, then its MP4 copy for browsers that play no WebM).
 */
export const VideoSource = VideoFile.extend({
  captionsUrl: z.string().nullable().meta({ description: "WebVTT captions in English." }),
  sources: z.array(VideoFile).min(1).meta({ description: "Every file of the clip, first to try first." }),
});
export type VideoSource = z.infer<typeof VideoSource>;
export const VideoSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  type: z.enum(VIDEO_TYPES),
  title: z.string(),
  summary: z.string(),
  poster: ContentImage,
  durationSeconds: z.number().int().min(0),
  // Pages show the poster with a "coming soon" note and no player when it is null.
  source: VideoSource.nullable().meta({
    description: "The clip, or null when none is published: show the poster without a player.",
  }),
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type VideoSummary = z.infer<typeof VideoSummary>;
export const VideoDetail = VideoSummary.extend({
  bodyHtml: z.string(),
  presenters: z.array(z.string()),
  related: z.array(VideoSummary),
});
export type VideoDetail = z.infer<typeof VideoDetail>;

// ---------------------------------------------------------------------------
// Q&A: the title is the question, the summary a one-sentence answer, the body the full answer.

export const QaSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  type: z.enum(QA_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: nullableCover,
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type QaSummary = z.infer<typeof QaSummary>;
export const QaDetail = QaSummary.extend({ bodyHtml: z.string(), seo: ItemSeo, related: z.array(QaSummary) });
export type QaDetail = z.infer<typeof QaDetail>;

// ---------------------------------------------------------------------------
// Events: instants in UTC plus the event's own time zone, and its wall-clock times there
// (worked out on the server: public pages build no Intl object, decision 0043).

export const EventWhen = z.object({
  timeZone: z.string().meta({ description: "IANA time zone the event is held in (Asia/Shanghai)." }),
  start: z.string().meta({ description: "Wall-clock start in the event's zone: YYYY-MM-DDTHH:MM." }),
  end: z.string().meta({ description: "Wall-clock end in the event's zone: YYYY-MM-DDTHH:MM." }),
  startOffset: z.string().meta({ description: "UTC offset at the start, +08:00." }),
  endOffset: z.string().meta({ description: "UTC offset at the end (differs across a clock change)." }),
  zoneLabel: z.string().meta({ description: "Short name of the zone at the start: GMT+8, CET, PST." }),
});
export type EventWhen = z.infer<typeof EventWhen>;
export const EventVenue = z.object({ name: z.string(), address: z.string(), city: z.string() });
export type EventVenue = z.infer<typeof EventVenue>;
export const EventSpeaker = z.object({
  name: z.string(),
  role: z.string(),
  company: z.string(),
  photo: ContentImage.nullable(),
});
export type EventSpeaker = z.infer<typeof EventSpeaker>;
export const EventAgendaItem = z.object({ time: z.string(), title: z.string(), speakers: z.array(z.string()) });
export type EventAgendaItem = z.infer<typeof EventAgendaItem>;

export const EventSummary = z.object({
  id: z.number().int(),
  type: z.enum(EVENT_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: ContentImage,
  startsAt: isoTime,
  endsAt: isoTime,
  when: EventWhen,
  online: z.boolean().meta({ description: "Held online (a link) rather than at a venue." }),
  city: z.string().nullable(),
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type EventSummary = z.infer<typeof EventSummary>;
export const EventDetail = EventSummary.extend({
  bodyHtml: z.string(),
  seo: ItemSeo,
  onlineUrl: z.string().nullable(),
  venue: EventVenue.nullable(),
  speakers: z.array(EventSpeaker),
  agenda: z.array(EventAgendaItem),
  ended: z.boolean(),
  registrationOpen: z.boolean().meta({ description: "Open until the event ends, unless closed by an editor." }),
  capacity: z.number().int().nullable(),
  recordingHref: z.string().nullable().meta({ description: "Only once the event has ended." }),
  related: z.array(EventSummary),
});
export type EventDetail = z.infer<typeof EventDetail>;

// ---------------------------------------------------------------------------
// Help centre

export const HelpCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  parentId: z.number().int().nullable(),
  /** Published articles in this category and all its sub-categories. */
  articleCount: z.number().int().min(0),
  get children() {
    return z.array(HelpCategory);
  },
});
export type HelpCategory = z.infer<typeof HelpCategory>;
export const HelpArticleSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: nullableCover,
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type HelpArticleSummary = z.infer<typeof HelpArticleSummary>;
export const HelpArticleDetail = HelpArticleSummary.extend({
  seo: ItemSeo,
  bodyHtml: z.string(),
  /** From the top-level category down to the article's own category. */
  breadcrumbs: z.array(z.object({ id: z.number().int(), title: z.string() })),
  related: z.array(HelpArticleSummary),
});
export type HelpArticleDetail = z.infer<typeof HelpArticleDetail>;
/** The help centre's landing data: the whole tree plus popular articles. */
export const HelpHome = z.object({ categories: z.array(HelpCategory), popular: z.array(HelpArticleSummary) });
export type HelpHome = z.infer<typeof HelpHome>;
