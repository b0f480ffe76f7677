import { caseStoryMeta } from "~/components/content/page-meta";
import { caseStoryOf } from "~/components/content/page-of";
import { MobileCaseStory } from "~/components/mobile/case-story";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/context.server";
import type { Route } from "./+types/case-story";

// One module for every customer story (see the page registry); the skins differ in view and meta.
/* jscpd:ignore-start */
export function loader({ pattern, context }: Route.LoaderArgs) {
  return caseStoryOf(pattern, context.get(servicesContext).content);
}
/* jscpd:ignore-end */

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { ...caseStoryMeta(args.loaderData.story), canonicalPath: desktopCanonicalPath(args) });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MobileCaseStory story={loaderData.story} others={loaderData.others} />;
}
