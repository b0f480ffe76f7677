/**
 * The searchable text of the PM page, whose copy lives in this repository: the server
 * indexes it with the pricing and service pages and the pages of blocks
 * (server/search/pages.ts). It reaches the server through the server build's entry
 * (app/entry.server.tsx).
 */
import type { SearchPageText } from "~/kernel/search-types";
import { pm } from "./pm";
import type { StaticCopy } from "./types";

function textOf(page: StaticCopy): string[] {
  return [
    page.lead,
    page.description,
    ...page.figures.flatMap((f) => [f.value, f.label]),
    ...page.features.flatMap((f) => [f.title, f.text]),
    ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.points ?? [])]),
    ...(page.milestones ?? []).flatMap((m) => [m.year, m.text]),
    ...(page.quote ? [page.quote.text, page.quote.name, page.quote.role] : []),
    page.cta.heading,
    page.cta.text,
  ];
}

/** Each page under its registry key (the copy's key is the page's key). */
export const STATIC_PAGE_TEXT: SearchPageText[] = [{ key: "pm", title: pm.title, text: textOf(pm) }];
