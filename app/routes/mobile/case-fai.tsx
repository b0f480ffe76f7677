import { MobileCaseStory } from "~/components/mobile/case-story";
import { caseStoryMeta } from "~/components/content/page-meta";
import { caseFai } from "~/content/case-fai";
import { desktopCanonicalPath } from "~/lib/device-map";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-fai";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { ...caseStoryMeta(caseFai), canonicalPath: desktopCanonicalPath(args) });
}

export default function Page() {
  return <MobileCaseStory story={caseFai} />;
}
