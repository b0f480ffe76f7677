import { caseStoryMeta } from "~/components/content/page-meta";
import { caseStoryOf } from "~/components/content/page-of";
import { CaseStoryView } from "~/components/desktop/case-story";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/case-story";

// One module for every customer story (see the page registry).
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, caseStoryMeta(caseStoryOf(args.matches)));
}

export default function Page({ matches }: Route.ComponentProps) {
  return <CaseStoryView story={caseStoryOf(matches)} />;
}
