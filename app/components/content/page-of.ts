/**
 * Which copy a route module that serves several pages shows: its registry entry names
 * it. Read by those routes' loaders, so a page's copy reaches the browser as its own
 * loader data and no route chunk carries the copy of every page it could serve.
 */
import { CASE_STORIES, caseStory } from "~/content/case-stories";
import { STATIC_COPY } from "~/content/static-pages";
import type { CaseStory, StaticPage, StoryLink } from "~/content/types";
import { pageOfPattern } from "~/kernel/pages";

/** The customer story a route shows (its registry entry names the story), and the others it links to. */
export function caseStoryOf(pattern: string): { story: CaseStory; others: StoryLink[] } {
  const story = caseStory(pageOfPattern(pattern).copy!);
  const others = CASE_STORIES.filter((s) => s.slug !== story.slug).map(({ slug, customer: { industry, name } }) => ({
    slug,
    customer: { industry, name },
  }));
  return { story, others };
}

/** The product or about page a route shows, and its breadcrumb label, named by its registry entry. */
export function staticPageOf(pattern: string): { page: StaticPage; label: string } {
  const entry = pageOfPattern(pattern);
  return { page: STATIC_COPY[entry.copy!]!, label: entry.label! };
}
