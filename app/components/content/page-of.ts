/**
 * Which copy a route module that serves several pages shows: its registry entry names
 * it. Apart from page-meta.ts so that only these routes carry the copy in their chunk.
 */
import { caseStory } from "~/content/case-stories";
import { STATIC_COPY } from "~/content/static-pages";
import type { CaseStory, StaticPage } from "~/content/types";
import { pageOfMatches } from "~/kernel/pages";

type Matches = Parameters<typeof pageOfMatches>[0];

/** The customer story a route shows: its registry entry names the story. */
export const caseStoryOf = (matches: Matches): CaseStory => caseStory(pageOfMatches(matches).copy!);

/** The product or about page a route shows, and its breadcrumb label, named by its registry entry. */
export function staticPageOf(matches: Matches): { page: StaticPage; label: string } {
  const entry = pageOfMatches(matches);
  return { page: STATIC_COPY[entry.copy!]!, label: entry.label! };
}
