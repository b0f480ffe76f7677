/**
 * The pages made of blocks (copy/pages.json), as rows of `pages`. Blocks that state
 * the company's facts (its offices, figures) are made here from the fact sheet, where
 * the copy names them by a placeholder type; every page is checked against the
 * document schema the back office uses, so the seed cannot hold a page an editor
 * could not save.
 */
import copy from "./copy/pages.json" with { type: "json" };
import { parseDocument } from "../../app/kernel/editorial-rows.ts";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { COMPANY, FEATURE_FACTS, PM_FIGURES } from "../../app/kernel/facts.ts";
import { DAY, iso, json, SEED_ANCHOR, type SeedKit, type SeedRows } from "./build-kit.ts";

/** Placeholder blocks of the copy, and the blocks the fact sheet makes of them. */
const FROM_FACTS: Readonly<Record<string, () => PageBlock>> = {
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
};

/** When each page's copy last changed, in days before the seed's anchor (the privacy notice: 1 November 2026). */
const UPDATED: Readonly<Record<string, number>> = {
  contact: 6,
  careers: 4,
  terms: 15,
  security: 9,
  pm: 8,
  privacy: 15,
};

type PageCopy = { title: string; seo?: { title: string; description: string }; blocks: unknown[] };

/** The seed's pages of blocks at `paths` (every one by default), as rows with ids from `firstId`. */
export function blockPageRows(paths: readonly string[] = Object.keys(copy), firstId = 1): SeedRows["pages"] {
  const pages = copy as Record<string, PageCopy>;
  return paths.map((path, i) => {
    const page = pages[path]!;
    const blocks = (page.blocks as Array<{ type: string }>).map((b) => FROM_FACTS[b.type]?.() ?? b);
    const parsed = parseDocument("pages", { path, title: page.title, blocks });
    if (!parsed.ok) throw new Error(`The seed page "${path}" is not a valid page: ${JSON.stringify(parsed.fields)}`);
    return {
      id: firstId + i,
      path,
      title: page.title,
      blocks: json(blocks),
      seo_title: page.seo?.title || null,
      seo_description: page.seo?.description || null,
      published: true,
      updated_at: iso(SEED_ANCHOR - (UPDATED[path] ?? 30) * DAY),
    };
  });
}

export function buildBlockPages({ rows }: SeedKit): void {
  rows.pages.push(...blockPageRows());
}
