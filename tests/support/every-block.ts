/**
 * A page holding one block of every kind (app/kernel/page-blocks.ts), for the checks that
 * must see each block's markup on both skins. Keyed by block type: a kind added to the
 * schemas without an entry here fails the type check. The hero comes first (the only
 * place a hero may stand) and shows a seeded picture; the live blocks read the seeded
 * plans, case studies, home blocks, news, solutions and videos (the home page's own blocks
 * are any page's, decision 0097).
 */
import type { BlockType, PageBlock } from "../../app/kernel/page-blocks.ts";

const BY_TYPE: { [T in BlockType]: Extract<PageBlock, { type: T }> } = {
  hero: {
    type: "hero",
    eyebrow: "Every block",
    title: "One block of every kind",
    lead: "Each kind of block an editor may place on a page, in one document.",
    imageKey: "page-about-1",
    imageAlt: "Map of Brightlane's offices",
    ctaLabel: "About Brightlane",
    ctaHref: "/about",
  },
  text: { type: "text", heading: "Rich text", body: { html: "<p>Some <strong>rich</strong> text.</p>" } },
  figures: { type: "figures", heading: "Figures", items: [{ value: "42", label: "teams onboarded" }] },
  features: { type: "features", heading: "Features", items: [{ title: "Fast", text: "Pages answer quickly." }] },
  faq: { type: "faq", heading: "Questions", items: [{ question: "Is it fast?", answer: "Yes." }] },
  cta: { type: "cta", heading: "Try it", text: "Thirty days free.", label: "See the plans", href: "/price" },
  "lead-form": {
    type: "lead-form",
    heading: "Write to us",
    intro: "We answer within a day.",
    fields: ["company", "message"],
  },
  columns: {
    type: "columns",
    heading: "Columns",
    columns: [{ heading: "Offices", text: "Six of them.", points: ["Visits welcome"] }],
  },
  quote: { type: "quote", text: "It simply works.", name: "Ann Example", role: "Buyer" },
  cards: {
    type: "cards",
    heading: "Cards",
    intro: "",
    items: [{ title: "Security", meta: "", text: "How we keep data safe.", href: "/security" }],
    empty: "None just now.",
  },
  "plan-table": { type: "plan-table", heading: "Plans", linkLabel: "Compare plans", linkHref: "/price" },
  "case-highlights": {
    type: "case-highlights",
    heading: "Customers",
    product: "",
    industry: "",
    count: 2,
    linkLabel: "",
  },
  "last-updated": { type: "last-updated", label: "Last updated" },
  gallery: {
    type: "gallery",
    heading: "Gallery",
    items: [{ imageKey: "page-about-1", alt: "Map of Brightlane's offices", caption: "Our offices" }],
  },
  timeline: { type: "timeline", heading: "Milestones", items: [{ year: "2012", text: "The company is founded." }] },
  customer: {
    type: "customer",
    heading: "The customer",
    name: "Example Works",
    industry: "Manufacturing",
    location: "Leeds",
    employees: "250",
    products: ["Brightlane PM"],
  },
  banners: { type: "banners", label: "Featured" },
  highlights: { type: "highlights", heading: "Highlights", lead: "What the home page highlights." },
  "home-figures": { type: "home-figures", heading: "In figures" },
  logos: { type: "logos", heading: "Our customers", count: 6 },
  "latest-news": { type: "latest-news", heading: "Latest news", linkLabel: "All news", count: 2 },
  "solution-highlights": {
    type: "solution-highlights",
    heading: "Featured solutions",
    linkLabel: "All solutions",
    count: 2,
  },
  "featured-video": { type: "featured-video", heading: "Featured video", linkLabel: "All videos" },
};

export const EVERY_BLOCK_KIND: PageBlock[] = Object.values(BY_TYPE);

/** A heading or sentence each block shows on both skins, by block type. */
export const SHOWN: Record<BlockType, string | RegExp> = {
  hero: "One block of every kind",
  text: "Rich text",
  figures: "teams onboarded",
  features: "Pages answer quickly.",
  faq: "Is it fast?",
  cta: "Thirty days free.",
  "lead-form": "Write to us",
  columns: "Six of them.",
  quote: "It simply works.",
  cards: "How we keep data safe.",
  "plan-table": "Plans",
  "case-highlights": "Customers",
  "last-updated": /^Last updated .*\d{4}\.$/,
  gallery: "Our offices",
  timeline: /^2012 The company is founded\.$/,
  customer: "Example Works",
  banners: "Software your whole company will actually use",
  highlights: "What the home page highlights.",
  "home-figures": "In figures",
  logos: "Our customers",
  "latest-news": "Latest news",
  "solution-highlights": "Featured solutions",
  "featured-video": "Featured video",
};
