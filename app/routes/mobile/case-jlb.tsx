import { MobileCaseStory } from "~/components/mobile/case-story";
import { caseStoryMeta } from "~/components/content/page-meta";
import { caseJlb } from "~/content/case-jlb";
import { desktopCanonicalPath } from "~/lib/device-map";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-jlb";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { ...caseStoryMeta(caseJlb), canonicalPath: desktopCanonicalPath(args) });
}

export default function Page() {
  return <MobileCaseStory story={caseJlb} />;
}
