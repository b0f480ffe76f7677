/**
 * Starter templates for a new page of blocks (decision 0085): each a title and a list of
 * blocks with placeholder copy an editor rewrites, in brackets where only they know the
 * words. The new-page form offers them beside "Blank"; page-templates.test.ts checks each
 * against the block schemas, so a template never opens a form that cannot be saved.
 * Plain data (no zod): the editor's browser code reads the names.
 */
import type { z } from "zod";
import { CASE_TYPES } from "./content-constants.ts";
import { COMPANY, FEATURE_FACTS } from "./facts.ts";
import type { PageBlock } from "./page-blocks.ts";

type Block = z.input<typeof PageBlock>;

export interface PageTemplate {
  label: string;
  /** What the page is for, under its name in the choice. */
  description: string;
  title: string;
  /** Kept out of search engines and the sitemap by default. */
  noindex?: boolean;
  blocks: readonly Block[];
}

/** A rich-text body of plain paragraphs. */
const paragraphs = (...texts: string[]) => ({
  type: "doc" as const,
  content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});

const hero = (eyebrow: string, title: string, lead: string, ctaLabel = "", ctaHref = ""): Block => ({
  type: "hero",
  eyebrow,
  title,
  lead,
  imageKey: null,
  imageAlt: "",
  ctaLabel,
  ctaHref,
});

const TEMPLATES = {
  "product-launch": {
    label: "Product launch",
    description: "A new product or release: what it does, the figures, a customer's words and a demo request.",
    title: "Introducing [product name]",
    blocks: [
      hero(
        "New from Brightlane",
        "[Product name]: [the one thing it makes easier]",
        "[Two sentences: who it is for and what changes for them on the first day.] Available today for every Brightlane customer.",
        "Book a demo",
        "/register",
      ),
      {
        type: "figures",
        heading: "Built on what our customers run every day",
        items: [
          COMPANY.customers,
          COMPANY.uptime,
          { value: String(FEATURE_FACTS.integrations), label: "standard integrations on day one" },
        ],
      },
      {
        type: "features",
        heading: "What you can do with it",
        items: [
          { title: "[First capability]", text: "[What it does, in one sentence, and the work it saves.]" },
          { title: "[Second capability]", text: "[What it does, in one sentence, and the work it saves.]" },
          { title: "[Third capability]", text: "[What it does, in one sentence, and the work it saves.]" },
        ],
      },
      // The newest featured video, played in the page: the launch film once it is published.
      { type: "featured-video", heading: "See it in two minutes", linkLabel: "All videos" },
      {
        type: "quote",
        text: "[What a pilot customer said after their first month.]",
        name: "[Name]",
        role: "[Role, company]",
      },
      {
        type: "faq",
        heading: "Questions about the launch",
        items: [
          {
            question: "Does it cost extra?",
            answer: "[Say which plans include it, and what it costs for the others.]",
          },
          {
            question: "When can we start?",
            answer: `Today. Existing customers switch it on in their settings; everyone else can try it free for ${FEATURE_FACTS.trialDays} days.`,
          },
        ],
      },
      {
        type: "lead-form",
        heading: "See it with your own data",
        intro: "Tell us about your team and a product specialist will show you [product name] within a week.",
        fields: ["jobTitle", "company", "companySize", "product"],
      },
    ],
  },
  event: {
    label: "Event or webinar",
    description: "A date, an agenda, the speakers and a registration form.",
    title: "[Event name]",
    blocks: [
      hero(
        "[Webinar · date, time and time zone]",
        "[Event name]",
        "[One or two sentences: what attendees will learn and who should come.] Free to attend; a recording is sent to everyone who registers.",
      ),
      {
        type: "timeline",
        heading: "Agenda",
        items: [
          { year: "[10:00]", text: "Welcome and what is new at Brightlane" },
          { year: "[10:15]", text: "[Talk title], [speaker]" },
          { year: "[10:45]", text: "Live questions and answers" },
        ],
      },
      {
        type: "columns",
        heading: "Speakers",
        columns: [
          { heading: "[Speaker name]", text: "[Role at Brightlane, and what they will talk about.]", points: [] },
          { heading: "[Guest speaker]", text: "[Role and company, and the story they will tell.]", points: [] },
        ],
      },
      { type: "latest-news", heading: "Latest from Brightlane", linkLabel: "All news", count: 3 },
      {
        type: "lead-form",
        heading: "Save your place",
        intro: "We send the joining link the day before, and the recording afterwards.",
        fields: ["jobTitle", "company"],
      },
      {
        type: "faq",
        heading: "Good to know",
        items: [
          {
            question: "Is it recorded?",
            answer: "Yes. Everyone who registers receives the recording within two days.",
          },
          {
            question: "Can I ask questions?",
            answer: "Yes, in the chat during the session or in the form when you register.",
          },
        ],
      },
    ],
  },
  partners: {
    label: "Partner programme",
    description: "What partners gain, how the programme works and an application form.",
    title: "Become a Brightlane partner",
    blocks: [
      hero(
        "Partner programme",
        "Grow your business with Brightlane",
        `Resell, implement and support Brightlane for customers in your region. Certified partners work in ${COMPANY.partnerCountries} countries today.`,
      ),
      {
        type: "features",
        heading: "What partners get",
        items: [
          { title: "Margins on every licence", text: "[The discount or margin, and how renewals are shared.]" },
          { title: "Training and certification", text: "[The courses, and how long certification takes.]" },
          { title: "Leads from your region", text: "[How enquiries from your area reach you.]" },
        ],
      },
      {
        type: "timeline",
        heading: "How to join",
        items: [
          { year: "Step 1", text: "Apply with the form below." },
          { year: "Step 2", text: "A partner manager calls you within a week." },
          { year: "Step 3", text: "[Certification, then your first joint customer.]" },
        ],
      },
      {
        type: "lead-form",
        heading: "Apply to the programme",
        intro: "Tell us about your company and the customers you serve.",
        fields: ["jobTitle", "company", "companySize", "region", "message"],
      },
    ],
  },
  comparison: {
    label: "Comparison with a competitor",
    description: "Brightlane and another product side by side, with a customer who switched.",
    title: "Brightlane or [competitor]?",
    blocks: [
      hero(
        "Compare",
        "Brightlane and [competitor], side by side",
        "[One fair sentence on where each fits best.] Here is how they differ for teams like yours.",
        "Try Brightlane free",
        "/register",
      ),
      {
        type: "columns",
        heading: "At a glance",
        columns: [
          {
            heading: "Brightlane",
            text: "",
            points: [`${COMPANY.uptime.value} ${COMPANY.uptime.label}`, "[Strength]", "[Strength]"],
          },
          { heading: "[Competitor]", text: "", points: ["[Fact, with its source]", "[Fact, with its source]"] },
        ],
      },
      {
        type: "quote",
        text: "[What a customer who moved from the competitor says changed.]",
        name: "[Name]",
        role: "[Role, company]",
      },
      {
        type: "case-highlights",
        heading: "Customers who switched",
        product: "",
        industry: "",
        count: 3,
        linkLabel: "",
      },
      {
        type: "cta",
        heading: "Switching is easier than you think",
        text: "[How Brightlane moves your data and trains your team.]",
        label: "Talk to us",
        href: "/register",
      },
    ],
  },
  "thank-you": {
    label: "Thank-you page",
    description: "Where a form or a campaign sends people afterwards; kept out of search engines.",
    title: "Thank you",
    noindex: true,
    blocks: [
      hero(
        "Thank you",
        "Thank you: we have your request",
        "A Brightlane specialist will reply within one working day.",
      ),
      {
        type: "text",
        heading: "What happens next",
        body: paragraphs(
          "[What the visitor receives, and when: an email, a call, a download link.]",
          "Meanwhile, the help centre answers most questions about getting started.",
        ),
      },
      {
        type: "cards",
        heading: "While you wait",
        intro: "",
        items: [
          {
            title: "Customer stories",
            meta: "",
            text: "How teams like yours use Brightlane.",
            href: `/cases_list/${CASE_TYPES[0]}`,
          },
          { title: "Help centre", meta: "", text: "Guides and answers for every product.", href: "/help" },
        ],
        empty: "",
      },
    ],
  },
} satisfies Record<string, PageTemplate>;

export type PageTemplateId = keyof typeof TEMPLATES;
export const PAGE_TEMPLATES: Readonly<Record<PageTemplateId, PageTemplate>> = TEMPLATES;

/** The query parameter (and form field) of the new-page form naming its template. */
export const TEMPLATE_PARAM = "template";

/** `value` when it names a template, else undefined (blank). */
export function templateOf(value: unknown): PageTemplate | undefined {
  return typeof value === "string" && Object.hasOwn(PAGE_TEMPLATES, value)
    ? PAGE_TEMPLATES[value as PageTemplateId]
    : undefined;
}
