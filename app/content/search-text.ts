/**
 * The searchable text of the product and about pages and the customer stories, whose copy lives in this
 * repository: the server indexes it with the pricing and service pages
 * (server/search/pages.ts). It reaches the server through the server build's entry
 * (app/entry.server.tsx), as the copy imports its illustrations through Vite.
 */
import { PAGES, type PageEntry } from "~/kernel/pages";
import type { SearchPageText } from "~/kernel/search-types";
import { caseStory } from "./case-stories";
import { STATIC_COPY } from "./static-pages";
import type { CaseStoryCopy, StaticCopy } from "./types";

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

function storyText(story: CaseStoryCopy): string[] {
  const { customer, quote } = story;
  return [
    story.lead,
    customer.name,
    customer.industry,
    customer.location,
    ...customer.products,
    ...[story.challenge, story.solution, story.results].flatMap((s) => [
      s.heading,
      ...s.paragraphs,
      ...(s.points ?? []),
    ]),
    ...story.figures.flatMap((f) => [f.value, f.label]),
    quote.text,
    quote.name,
    quote.role,
  ];
}

/** Each page under its registry key (the copy's key is the page's key). */
export const STATIC_PAGE_TEXT: SearchPageText[] = [
  ...Object.entries(STATIC_COPY).map(([key, page]) => ({ key, title: page.title, text: textOf(page) })),
  // The customer stories (/case/<slug>), under their registry keys.
  ...Object.entries(PAGES as Record<string, PageEntry>)
    .filter(([, entry]) => entry.desktop?.module === "case-story" && entry.copy)
    .map(([key, entry]) => {
      const story = caseStory(entry.copy!);
      return { key, title: story.title, text: storyText(story) };
    }),
];
