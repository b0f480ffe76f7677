import { MobileCaseStory } from "~/components/mobile/case-story";
import { caseStoryMeta } from "~/components/content/page-meta";
import { caseFoxwell } from "~/content/case-foxwell";
import { desktopCanonicalPath } from "~/lib/device-map";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-foxwell";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { ...caseStoryMeta(caseFoxwell), canonicalPath: desktopCanonicalPath(args) });
}

export default function Page() {
  return <MobileCaseStory story={caseFoxwell} />;
}
