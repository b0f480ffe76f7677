/**
 * Which copy a route module that serves several pages shows: its registry entry names
 * it. Read by those routes' loaders, so a page's copy reaches the browser as its own
 * loader data and no route chunk carries the copy of every page it could serve.
 */
import { CASE_STORIES, caseStory } from "~/content/case-stories";
import { STATIC_COPY } from "~/content/static-pages";
import type { CaseStory, SeedPicture, StaticCopy, StaticPage, StoryLink } from "~/content/types";
import type { ContentImage } from "~/kernel/content-schemas";
import type { ContentReader } from "~/kernel/services";
import { pageOfPattern } from "~/kernel/pages";

/** The customer story a route shows (its registry entry names the story), and the others it links to. */
export async function caseStoryOf(
  pattern: string,
  content: Pick<ContentReader, "images">,
): Promise<{ story: CaseStory; others: StoryLink[] }> {
  const copy = caseStory(pageOfPattern(pattern).copy!);
  const [hero] = isSeedPicture(copy.hero) ? await content.images([copy.hero]) : [copy.hero];
  const others = CASE_STORIES.filter((s) => s.slug !== copy.slug).map(({ slug, customer: { industry, name } }) => ({
    slug,
    customer: { industry, name },
  }));
  return { story: { ...copy, hero: hero! }, others };
}

const isSeedPicture = (p: ContentImage | SeedPicture): p is SeedPicture => "key" in p;

/** A page's copy with the seed pictures it names turned into responsive images like the collections' ones. */
export async function withPictures(copy: StaticCopy, content: Pick<ContentReader, "images">): Promise<StaticPage> {
  const pictures = [copy.hero, ...copy.gallery];
  const seeded = await content.images(pictures.filter(isSeedPicture));
  const [hero, ...gallery] = pictures.map((p) => (isSeedPicture(p) ? seeded.shift()! : p));
  return { ...copy, hero: hero!, gallery };
}

/** The product or about page a route shows, and its breadcrumb label, named by its registry entry. */
export async function staticPageOf(
  pattern: string,
  content: Pick<ContentReader, "images">,
): Promise<{ page: StaticPage; label: string }> {
  const entry = pageOfPattern(pattern);
  return { page: await withPictures(STATIC_COPY[entry.copy!]!, content), label: entry.label! };
}
