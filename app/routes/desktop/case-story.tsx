import { caseStoryMeta } from "~/components/content/page-meta";
import { caseStoryOf } from "~/components/content/page-of";
import { CaseStoryView } from "~/components/desktop/case-story";
import { desktopMeta } from "~/components/desktop/meta";
import { servicesContext } from "~/lib/context.server";
import type { Route } from "./+types/case-story";

// One module for every customer story (see the page registry); the skins differ in view and meta.
/* jscpd:ignore-start */
export function loader({ pattern, context }: Route.LoaderArgs) {
  return caseStoryOf(pattern, context.get(servicesContext).content);
}
/* jscpd:ignore-end */

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, caseStoryMeta(args.loaderData.story));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CaseStoryView story={loaderData.story} others={loaderData.others} />;
}
