import { caseStoryMeta } from "~/components/content/page-meta";
import { caseStoryOf } from "~/components/content/page-of";
import { MobileCaseStory } from "~/components/mobile/case-story";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-story";

// One module for every customer story (see the page registry).
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { ...caseStoryMeta(caseStoryOf(args.matches)), canonicalPath: desktopCanonicalPath(args) });
}

export default function Page({ matches }: Route.ComponentProps) {
  return <MobileCaseStory story={caseStoryOf(matches)} />;
}
