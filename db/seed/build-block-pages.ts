/**
 * The pages made of blocks (copy/pages.json), as rows of `pages`. Blocks that state
 * the company's facts (its offices, figures, a story's customer) are made here from the
 * fact sheet, where the copy names them by a placeholder type, and a fact within a
 * sentence is written `{{company.founded}}`; every page is checked against the document
 * schema the back office uses, so the seed cannot hold a page an editor could not save.
 */
import copy from "./copy/pages.json" with { type: "json" };
import { parseDocument } from "../../app/kernel/editorial-rows.ts";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { PRODUCT_NAMES } from "../../app/kernel/content-constants.ts";
import {
  COMPANY,
  CUSTOMER_FACTS,
  employeesLine,
  FEATURE_FACTS,
  PM_FIGURES,
  PRODUCT_FACTS,
} from "../../app/kernel/facts.ts";
import { DAY, iso, json, SEED_ANCHOR, type SeedKit, type SeedRows } from "./build-kit.ts";

export type Placeholder = { type: string } & Record<string, unknown>;

/** Placeholder blocks of the copy, and the blocks the fact sheet makes of them. */
const FROM_FACTS: Readonly<Record<string, (placeholder: Placeholder) => PageBlock>> = {
  offices: () => ({
    type: "columns",
    heading: `Our ${COMPANY.officesInWords} offices`,
    columns: [
      {
        heading: `${COMPANY.headquarters} (headquarters)`,
        text: `${COMPANY.address}. Switchboard ${COMPANY.phone}, ${COMPANY.email}.`,
        points: [],
      },
      {
        heading: "Across Europe, North America and Asia",
        text: `Sales, support and product teams also work from ${COMPANY.offices.slice(1, -1).join(", ")} and ${COMPANY.offices.at(-1)}. Visits by appointment.`,
        points: [],
      },
    ],
  }),
  "figures-company": () => ({
    type: "figures",
    heading: "Brightlane in figures",
    items: [COMPANY.employees, COMPANY.customers, COMPANY.countries, COMPANY.languages],
  }),
  "figures-pm": () => ({
    type: "figures",
    heading: "",
    items: [...PM_FIGURES, { value: `${FEATURE_FACTS.integrations}+`, label: "integrations" }],
  }),
  "figures-trust": () => ({
    type: "figures",
    heading: "",
    items: [COMPANY.uptime, { value: String(COMPANY.dataRegions.length), label: "data regions to choose from" }],
  }),
  // A customer story's panel; `name` when the story names the customer at more length.
  "customer-panel": ({ customer, name }) => {
    const fact = CUSTOMER_FACTS[customer as keyof typeof CUSTOMER_FACTS];
    return {
      type: "customer",
      heading: "The customer",
      name: typeof name === "string" ? name : fact.name,
      industry: fact.industry,
      location: fact.location,
      employees: employeesLine(fact),
      products: fact.products.map((p) => PRODUCT_NAMES[p]),
    };
  },
};

/** What `{{path}}` in the copy's sentences names. */
const FACTS = {
  company: { ...COMPANY, officeList: `${COMPANY.offices.slice(0, -1).join(", ")} and ${COMPANY.offices.at(-1)}` },
  products: PRODUCT_FACTS,
  features: FEATURE_FACTS,
};

function fact(facts: object, path: string): string {
  const value = path.split(".").reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], facts);
  if (typeof value !== "string" && typeof value !== "number") throw new Error(`The seed pages name no fact ${path}`);
  return String(value);
}

/** The copy with every `{{path}}` replaced by the fact it names in `facts` (each language has its own words for them). */
export function withFacts<T>(value: T, facts: object = FACTS): T {
  if (typeof value === "string") return value.replace(/\{\{([\w.]+)\}\}/g, (_, path: string) => fact(facts, path)) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => withFacts(v, facts)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFacts(v, facts)])) as T;
  return value;
}

/** When each page's copy last changed, in days before the seed's anchor (the privacy notice: 1 November 2026). */
const UPDATED: Readonly<Record<string, number>> = {
  contact: 6,
  careers: 4,
  terms: 15,
  security: 9,
  pm: 8,
  privacy: 15,
  // The pages around live content keep the dates their copy had (after the anchor: negative).
  price: 12,
  promotion: 40,
  register: -6,
  "partner/apply": -13,
};

export interface PageCopy {
  title: string;
  seoTitle?: string;
  seoDescription?: string;
  blocks: Placeholder[];
}

/** One page of blocks as a row, its facts filled in and checked against the document schema. */
export function pageRow(path: string, page: PageCopy, id: number): SeedRows["pages"][number] {
  const blocks = withFacts(page.blocks).map((b) => FROM_FACTS[b.type]?.(b) ?? b);
  const seo = { seoTitle: page.seoTitle ?? "", seoDescription: page.seoDescription ?? "" };
  const parsed = parseDocument("pages", { path, title: page.title, blocks, ...seo });
  if (!parsed.ok) throw new Error(`The seed page "${path}" is not a valid page: ${JSON.stringify(parsed.fields)}`);
  return {
    id,
    path,
    title: page.title,
    blocks: json(blocks),
    seo_title: page.seoTitle || null,
    seo_description: page.seoDescription || null,
    published: true,
    updated_at: iso(SEED_ANCHOR - (UPDATED[path] ?? 30) * DAY),
  };
}

/** The seed's pages of blocks at `paths` (every one by default), as rows with ids from `firstId`. */
export function blockPageRows(paths: readonly string[] = Object.keys(copy), firstId = 1): SeedRows["pages"] {
  const pages = copy as Record<string, PageCopy>;
  return paths.map((path, i) => pageRow(path, pages[path]!, firstId + i));
}

/**
 * A first install's documents of the pages whose route shows live content (DEMO_CONTENT=off):
 * their default heading and no intro, as those pages showed without copy of their own.
 */
export function defaultWordsRows(titles: Readonly<Record<string, string>>, firstId: number): SeedRows["pages"] {
  return Object.entries(titles).map(([path, title], i) =>
    pageRow(
      path,
      {
        title,
        blocks: [
          { type: "hero", eyebrow: "", title, lead: "", imageKey: null, imageAlt: "", ctaLabel: "", ctaHref: "" },
        ],
      },
      firstId + i,
    ),
  );
}

export function buildBlockPages({ rows }: SeedKit): void {
  rows.pages.push(...blockPageRows());
}
