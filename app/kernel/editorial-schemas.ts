/**
 * The editable documents of the back office, once: the admin forms, the admin API
 * and the content write path validate with these zod schemas (types inferred).
 * A document is what an editor changes; ids, the published flag and the times
 * belong to the workflow (server/editorial/), not to the document.
 *
 * Enums and small shapes come from content-schemas.ts and content-constants.ts, so
 * a category or a product is defined in one place for pages, API and editor.
 *
 * Rich bodies (`body`) are the editor's JSON (a Tiptap document) or, for content
 * written before the editor existed, `{ html }`: the server renders either to
 * sanitised HTML (server/editorial/rich-text.ts); the editor loads the HTML and
 * saves JSON, which is the conversion path.
 *
 * One file though past 350 lines: the admin pages import the workflow's plain lists
 * (statuses, schedule actions) from here, and a separate module of them pulled zod into
 * the editor's browser bundle (tests/perf/budgets.test.ts).
 */
import { z } from "zod";
import {
  CASE_TYPES,
  NAV_TAB_ICONS,
  NEWS_TYPES,
  PRIMARY_CTA,
  PARTNER_TIERS,
  PRODUCT_SLUGS,
  QA_TYPES,
  SOLUTION_TYPES,
  VIDEO_TYPES,
} from "./content-constants.ts";
import { CaseSection, isoTime, Metric, SolutionFeature } from "./content-schemas.ts";
import type { SEO_KEYS } from "./seo-fields.ts";
import { HOME_ONLY_BLOCKS, HOME_PAGE_BLOCKS } from "./home-blocks.ts";
import { EMPTY_ADDRESS_IS_HOME, HOME_PAGE_PATH, staticPathProblem } from "./page-paths.ts";
import { isReservedPath, SITE_PATH, SITE_PATH_OR_EXTERNAL_URL } from "./site-paths.ts";
import { PageBlocks } from "./page-blocks.ts";
import { RichText } from "./rich-text-schema.ts";

/** The content types of the admin API, named as in the public API (`/api/v1/admin/<type>`). */
export const CONTENT_TYPES = [
  "news",
  "cases",
  "solutions",
  "videos",
  "qas",
  "help-articles",
  "partners",
  "promotions",
  "services",
  "plans",
  "help-categories",
  "price-faq",
  "home-blocks",
  "site-settings",
  "pages",
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === "string" && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** How long a preview share link may live at most. */
export const PREVIEW_LINK_MAX_DAYS = 7;
/** How long a deleted item stays in the trash. */
export const TRASH_DAYS = 30;
/** Revisions kept per item at least (published ones are always kept). */
export const REVISIONS_KEPT = 50;
/** Someone who saved or opened an item for editing this recently is shown as editing it. */
export const EDITING_WINDOW_MINUTES = 5;

// ---------------------------------------------------------------------------
// Pieces

const text = (max: number) => z.string().trim().min(1, "Required").max(max, `At most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const mediaKey = z.string().min(1, "Choose an image").max(200);
/** A router path ("/price", never "//host" or "/\\host") or an absolute https URL. */
const href = z.string().max(500).regex(SITE_PATH_OR_EXTERNAL_URL, "A site path starting with / or an https:// address");
const url = z.url({ protocol: /^https$/ }).max(500);

export { LegacyHtml, MAX_RICH_TEXT_DEPTH, RichText, TiptapDoc } from "./rich-text-schema.ts";

const cover = { coverKey: mediaKey, coverAlt: optionalText(300) };
const optionalCover = { coverKey: mediaKey.nullable(), coverAlt: optionalText(300).nullable() };
const listed = { title: text(200), summary: optionalText(1000), body: RichText };

/**
 * Search and sharing, for every item with a page of its own: left empty (null), the page
 * derives them as before (title, summary, cover; indexed). Optional, so documents written
 * before them stay valid.
 */
export const SEO_FIELDS = {
  seoTitle: optionalText(120).nullable().optional(),
  seoDescription: optionalText(320).nullable().optional(),
  seoImageKey: mediaKey.nullable().optional(),
  noindex: z.boolean().optional(),
} satisfies Record<(typeof SEO_KEYS)[number], z.ZodType>;
export { SEO_KEYS } from "./seo-fields.ts";
/** The fields of an item that has a page of its own. */
const ownPage = { ...listed, ...SEO_FIELDS };

// ---------------------------------------------------------------------------
// One document schema per type

export const NewsDocument = z
  .object({
    type: z.enum(NEWS_TYPES),
    ...ownPage,
    ...cover,
    author: text(120),
    tags: z.array(text(60)).max(20),
  })
  .strict();

export const CaseStory = z.object({
  challenge: CaseSection,
  solution: CaseSection,
  results: CaseSection,
  quote: z.object({ text: z.string(), author: z.string(), role: z.string() }).nullable(),
  gallery: z.array(z.object({ key: mediaKey, alt: z.string() })).max(30),
});

export const CaseDocument = z
  .object({
    type: z.enum(CASE_TYPES),
    ...ownPage,
    ...cover,
    customerName: text(200),
    customerLogoKey: mediaKey,
    customerLocation: optionalText(200),
    customerEmployees: optionalText(100),
    customerWebsite: url.nullable(),
    product: z.enum(PRODUCT_SLUGS),
    metrics: z.array(Metric).max(6),
    details: CaseStory,
    featured: z.boolean(),
  })
  .strict();

export const SolutionDocument = z
  .object({
    type: z.enum(SOLUTION_TYPES),
    ...ownPage,
    ...cover,
    products: z.array(z.enum(PRODUCT_SLUGS)).max(5),
    features: z.array(SolutionFeature).max(20),
    benefits: z.array(Metric).max(6),
    relatedCaseIds: z.array(z.number().int().positive()).max(12),
    featured: z.boolean(),
  })
  .strict();

export const VideoDocument = z
  .object({
    type: z.enum(VIDEO_TYPES),
    ...listed,
    posterKey: mediaKey,
    posterAlt: optionalText(300),
    sourceUrl: z.string().max(500).nullable(),
    sourceType: z.enum(["video/mp4", "video/webm"]).nullable(),
    // An MP4 (H.264/AAC) copy of a WebM clip, offered after it for browsers that play no WebM.
    fallbackUrl: z.string().max(500).nullable().optional(),
    captionsUrl: z.string().max(500).nullable(),
    durationSeconds: z.number().int().min(0).max(86_400),
    presenters: z.array(text(120)).max(10),
    featured: z.boolean(),
  })
  .strict();

export const QaDocument = z.object({ type: z.enum(QA_TYPES), ...ownPage, ...optionalCover }).strict();

export const HelpArticleDocument = z
  .object({
    categoryId: z.number().int().positive(),
    ...ownPage,
    position: z.number().int().min(0).max(100_000),
    popular: z.boolean(),
    ...optionalCover,
  })
  .strict();

export const PartnerDocument = z
  .object({
    name: text(200),
    tier: z.enum(PARTNER_TIERS),
    region: text(120),
    summary: optionalText(1000),
    logoKey: mediaKey,
    logoAlt: optionalText(300),
    website: url.nullable(),
    specialties: z.array(text(80)).max(20),
    products: z.array(z.enum(PRODUCT_SLUGS)).max(5),
  })
  .strict();

export const PromotionDocument = z
  .object({
    ...listed,
    ...cover,
    offer: text(200),
    code: optionalText(60).nullable(),
    startsAt: isoTime,
    endsAt: isoTime,
    ctaLabel: text(60),
    ctaHref: href,
    terms: optionalText(4000),
  })
  .strict()
  .refine((d) => d.startsAt < d.endsAt, { path: ["endsAt"], message: "Ends after it starts" });

export const ServiceDocument = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters, digits and hyphens"),
    ...listed,
    ...cover,
    deliverables: z.array(text(200)).max(20),
    duration: optionalText(100),
    position: z.number().int().min(0).max(100_000),
  })
  .strict();

export const PlanDocument = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters, digits and hyphens"),
    name: text(120),
    tagline: optionalText(300),
    monthlyPrice: z.number().min(0).nullable(),
    yearlyPrice: z.number().min(0).nullable(),
    currency: z.string().regex(/^[A-Z]{3}$/, "A three-letter currency code"),
    highlighted: z.boolean(),
    highlights: z.array(text(200)).max(20),
    ctaLabel: text(60),
    ctaHref: href,
    position: z.number().int().min(0).max(100_000),
  })
  .strict();

/** A topic of the help centre: top-level (no parent) or a sub-topic of a top-level one. */
export const HelpCategoryDocument = z
  .object({
    parentId: z.number().int().positive().nullable(),
    slug: z
      .string()
      .max(80)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters, digits and hyphens"),
    title: text(120),
    description: optionalText(500),
    position: z.number().int().min(0).max(100_000),
  })
  .strict();

/** One question and answer of the price page's FAQ. */
export const PriceFaqDocument = z
  .object({ title: text(300), body: RichText, position: z.number().int().min(0).max(100_000) })
  .strict();

export const HOME_BLOCK_KINDS = ["banner", "highlight", "figure", "logo"] as const;

/**
 * A block of the home page: a banner (title, summary, image, button), a product
 * highlight (the same), a figure (value and label) or a customer logo (image, link).
 */
export const HomeBlockDocument = z
  .object({
    kind: z.enum(HOME_BLOCK_KINDS),
    title: text(200),
    summary: optionalText(500),
    imageKey: mediaKey.nullable(),
    imageAlt: optionalText(300),
    linkLabel: optionalText(60).nullable(),
    linkHref: href.nullable(),
    value: optionalText(40).nullable(),
    position: z.number().int().min(0).max(100_000),
  })
  .strict()
  .refine((d) => d.kind === "figure" || d.imageKey !== null, { path: ["imageKey"], message: "Choose an image" })
  .refine((d) => d.kind !== "figure" || Boolean(d.value), { path: ["value"], message: "A figure needs a value" });

const SiteLink = z.object({ label: text(80), href }).strict();
/** A place in the mobile tab bar: its icon and a label short enough for one line at 320 px. */
const NavTab = z.object({ icon: z.enum(NAV_TAB_ICONS), label: text(16) }).strict();
const SiteNavLink = SiteLink.extend({ tab: NavTab.nullable().optional() }).strict();
/**
 * A group of the navigation: the desktop header shows the first group as its labelled
 * row and the others' links as its main row; the mobile menu shows each group under its label.
 */
const SiteNavItem = z.object({ label: text(80), href, children: z.array(SiteNavLink).max(12).optional() }).strict();

/** Navigation, footer and contact details, shown on every page. */
export const SiteSettingsDocument = z
  .object({
    siteName: text(80),
    companyName: text(200),
    tagline: optionalText(200),
    contact: z
      .object({
        email: z.email().max(200),
        salesEmail: z.email().max(200),
        phone: text(60),
        address: text(300),
        hours: optionalText(200),
      })
      .strict(),
    navigation: z
      .array(SiteNavItem)
      .min(1)
      .max(12)
      .refine((groups) => groups.flatMap((g) => g.children ?? []).filter((l) => l.tab).length <= 4, {
        message: "The tab bar has room for four marked links beside Home",
      }),
    footer: z
      .object({
        columns: z.array(z.object({ title: text(80), links: z.array(SiteLink).max(20) }).strict()).max(6),
        legal: text(300),
        disclaimer: optionalText(1000),
      })
      .strict(),
    social: z.array(SiteLink).max(12),
    /** The chrome's primary call to action: the desktop header's button and the mobile menu's last item. */
    primaryCta: SiteLink.extend({ label: text(40) })
      .strict()
      .default({ label: PRIMARY_CTA, href: "/register" }),
    /** Other names the site search also looks for, e.g. "sso" for "single sign-on". */
    synonyms: z
      .array(z.object({ term: text(60), means: z.array(text(60)).min(1).max(8) }).strict())
      .max(100)
      .default([]),
  })
  .strict();

/** A page made of typed blocks (./page-blocks.ts), served at its path on both skins. */
export const PageDocument = z
  .object({
    // The address its editor types (./page-paths.ts); other pages and redirects are the workflow's to check.
    path: z
      .string()
      .trim()
      .superRefine((path, ctx) => {
        const problem = staticPathProblem(path);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    title: text(200),
    ...SEO_FIELDS,
    blocks: PageBlocks,
  })
  .strict()
  .superRefine((page, ctx) => {
    // The home page draws only its own blocks and the common ones; every other page may hold its own
    // blocks too (their views load apart, decision 0097). An empty address holding none of the home
    // page's own blocks, or a hero (which the home page never holds, and every template opens with),
    // is a page whose address is still to be typed: that is said at the address, not at every block.
    const homeOnly = (b: { type: string }) => (HOME_ONLY_BLOCKS as readonly string[]).includes(b.type);
    const notHome = !page.blocks.some(homeOnly) || page.blocks.some((b) => b.type === "hero");
    if (page.path === HOME_PAGE_PATH && notHome) {
      ctx.addIssue({ code: "custom", path: ["path"], message: EMPTY_ADDRESS_IS_HOME });
      return;
    }
    if (page.path !== HOME_PAGE_PATH) return;
    page.blocks.forEach((b, i) => {
      if (!(HOME_PAGE_BLOCKS as readonly string[]).includes(b.type))
        ctx.addIssue({
          code: "custom",
          path: ["blocks", i],
          message: "Not on the home page: use its own blocks, a case highlight or a call to action",
        });
    });
  });

/** Each type's document schema: the one source for the form, the API and the write path. */
export const DOCUMENT_SCHEMAS = {
  news: NewsDocument,
  cases: CaseDocument,
  solutions: SolutionDocument,
  videos: VideoDocument,
  qas: QaDocument,
  "help-articles": HelpArticleDocument,
  partners: PartnerDocument,
  promotions: PromotionDocument,
  services: ServiceDocument,
  plans: PlanDocument,
  "help-categories": HelpCategoryDocument,
  "price-faq": PriceFaqDocument,
  "home-blocks": HomeBlockDocument,
  "site-settings": SiteSettingsDocument,
  pages: PageDocument,
} as const satisfies Record<ContentType, z.ZodType>;

export interface DocumentOf {
  news: z.infer<typeof NewsDocument>;
  cases: z.infer<typeof CaseDocument>;
  solutions: z.infer<typeof SolutionDocument>;
  videos: z.infer<typeof VideoDocument>;
  qas: z.infer<typeof QaDocument>;
  "help-articles": z.infer<typeof HelpArticleDocument>;
  partners: z.infer<typeof PartnerDocument>;
  promotions: z.infer<typeof PromotionDocument>;
  services: z.infer<typeof ServiceDocument>;
  plans: z.infer<typeof PlanDocument>;
  "help-categories": z.infer<typeof HelpCategoryDocument>;
  "price-faq": z.infer<typeof PriceFaqDocument>;
  "home-blocks": z.infer<typeof HomeBlockDocument>;
  "site-settings": z.infer<typeof SiteSettingsDocument>;
  pages: z.infer<typeof PageDocument>;
}
/** Any type's document (the service checks it against the type's schema). */
export type AnyDocument = DocumentOf[ContentType];

// ---------------------------------------------------------------------------
// Workflow

/**
 * draft: never published; in_review: submitted, waiting for an editor; published:
 * live (see `hasDraft` for unpublished changes); unpublished: was live, taken
 * down; trashed: deleted, restorable for TRASH_DAYS.
 */
export const ITEM_STATUSES = ["draft", "in_review", "published", "unpublished", "trashed"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export const LIST_SORTS = ["updated", "-updated", "title", "-title", "id", "-id"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

const whole = (max: number) => z.coerce.number().int().min(1).max(max);

/** The admin list's query (API query string and the list page's search params). */
export const ListQuery = z
  .object({
    q: z.string().trim().max(200).optional().meta({ description: "Words in the title or summary." }),
    status: z.enum(ITEM_STATUSES).optional(),
    category: z
      .string()
      .max(60)
      .optional()
      .meta({ description: "The item's category (`type`, tier, help category id, parent topic id or block kind)." }),
    mine: z.enum(["1"]).optional().meta({ description: "Only items the caller last changed." }),
    sort: z
      .enum(LIST_SORTS)
      .optional()
      .meta({ description: "Order; a leading minus sorts descending. Default -updated." }),
    page: whole(1_000_000).optional(),
    pageSize: whole(100).optional().meta({ description: "Items per page (default 25, maximum 100)." }),
  })
  .strict();
export type ListQuery = z.infer<typeof ListQuery>;

/** POST .../{id}/schedule */
export const ScheduleInput = z
  .object({ action: z.enum(SCHEDULE_ACTIONS), at: isoTime })
  .strict()
  .meta({ description: "What to do and when (ISO 8601, stored in UTC)." });
export type ScheduleInput = z.infer<typeof ScheduleInput>;

export const BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /{type}/bulk: one action on several items; each is checked and audited on its own. */
export const BulkInput = z
  .object({
    action: z.enum(BULK_ACTIONS),
    ids: z.array(z.number().int().positive()).min(1).max(100),
  })
  .strict()
  .meta({ description: "Publish, unpublish or move to the trash up to 100 items at once." });
export type BulkInput = z.infer<typeof BulkInput>;

/** POST .../{id}/preview-links */
export const PreviewLinkInput = z
  .object({ days: z.number().int().min(1).max(PREVIEW_LINK_MAX_DAYS).optional() })
  .strict()
  .meta({ description: `Lifetime in days (default and maximum ${PREVIEW_LINK_MAX_DAYS}).` });

/** POST/PUT /redirects */
export const RedirectInput = z
  .object({
    from: z
      .string()
      .max(500)
      .regex(SITE_PATH, "A site path starting with /")
      .regex(/^[^?#]*$/, "A path without ? or #")
      .refine((v) => !isReservedPath(v), "The back office, previews, the API and files cannot be redirected"),
    to: href,
    status: z.union([z.literal(301), z.literal(302)]),
  })
  .strict();
export type RedirectInput = z.infer<typeof RedirectInput>;
