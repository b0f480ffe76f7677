import { CASE_STORY_PAGES } from "~/kernel/pages";
import type { CaseStoryCopy } from "./types";

// Each story's copy is ./case-<slug>.ts; the page registry lists the stories and their order.
const COPY = import.meta.glob<CaseStoryCopy>(["./case-*.ts", "!./case-stories.ts"], { eager: true, import: "default" });

/** The copy of one customer story. */
export function caseStory(slug: string): CaseStoryCopy {
  const story = COPY[`./case-${slug}.ts`];
  if (!story) throw new Error(`no copy for the customer story ${slug}`);
  return story;
}

/** The static customer stories, in the order the site lists them. */
export const CASE_STORIES: CaseStoryCopy[] = CASE_STORY_PAGES.map((page) => caseStory(page.slug));
