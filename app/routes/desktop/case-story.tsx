import { CaseStoryView } from "~/components/desktop/case-story";
import { desktopMeta } from "~/components/desktop/meta";
import { caseStory } from "~/content/case-stories";
import { desktop } from "~/kernel/links";
import { pageOfMatches } from "~/kernel/pages";
import { staticCaseArticle } from "~/lib/structured-data";
import type { Route } from "./+types/case-story";

// Every customer story: the registry entry of the route names the story.
const storyOf = (matches: Parameters<typeof pageOfMatches>[0]) => caseStory(pageOfMatches(matches).copy!);

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const story = storyOf(args.matches);
  return desktopMeta(args, {
    title: story.metaTitle,
    description: story.description,
    image: story.hero.src,
    type: "article",
    breadcrumbs: [{ name: "Case studies", path: desktop.cases() }, { name: story.customer.name }],
    jsonLd: ({ siteUrl, url }) =>
      staticCaseArticle(
        siteUrl,
        { title: story.title, description: story.description, image: story.hero.src, customer: story.customer.name },
        url,
      ),
  });
}

export default function Page({ matches }: Route.ComponentProps) {
  return <CaseStoryView story={storyOf(matches)} />;
}
