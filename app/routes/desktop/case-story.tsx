import { caseStoryMeta } from "~/components/content/page-meta";
import { caseStoryOf } from "~/components/content/page-of";
import { CaseStoryView } from "~/components/desktop/case-story";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/case-story";

// One module for every customer story (see the page registry).
export function loader({ pattern }: Route.LoaderArgs) {
  return caseStoryOf(pattern);
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, caseStoryMeta(args.loaderData.story));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CaseStoryView story={loaderData.story} others={loaderData.others} />;
}
