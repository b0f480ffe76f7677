import { MobileCaseStory } from "~/components/mobile/case-story";
import { caseStoryMeta } from "~/components/content/page-meta";
import { caseGeely } from "~/content/case-geely";
import { desktopCanonicalPath } from "~/lib/device-map";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-geely";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { ...caseStoryMeta(caseGeely), canonicalPath: desktopCanonicalPath(args) });
}

export default function Page() {
  return <MobileCaseStory story={caseGeely} />;
}
