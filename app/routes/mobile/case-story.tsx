import { MobileCaseStory } from "~/components/mobile/case-story";
import { caseStory } from "~/content/case-stories";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { desktop } from "~/kernel/links";
import { pageOfMatches } from "~/kernel/pages";
import { pageMeta } from "~/lib/seo";
import { staticCaseArticle } from "~/lib/structured-data";
import type { Route } from "./+types/case-story";

// Every customer story: the registry entry of the route names the story.
const storyOf = (matches: Parameters<typeof pageOfMatches>[0]) => caseStory(pageOfMatches(matches).copy!);

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const story = storyOf(args.matches);
  return pageMeta(args, {
    title: story.metaTitle,
    description: story.description,
    canonicalPath: desktopCanonicalPath(args),
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
  return <MobileCaseStory story={storyOf(matches)} />;
}
