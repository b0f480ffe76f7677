/**
 * The searchable text of the product and about pages, whose copy lives in this
 * repository: the server indexes it with the pricing and service pages
 * (server/search/pages.ts). It reaches the server through the server build's entry
 * (app/entry.server.tsx), as the copy imports its illustrations through Vite.
 */
import type { SearchPageText } from "~/kernel/search-types";
import { pm } from "./pm";
import { STATIC_COPY } from "./static-pages";
import type { StaticPage } from "./types";

function textOf(page: StaticPage): string[] {
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
export const STATIC_PAGE_TEXT: SearchPageText[] = Object.entries({ ...STATIC_COPY, pm }).map(([key, page]) => ({
  key,
  title: page.title,
  text: textOf(page),
}));
