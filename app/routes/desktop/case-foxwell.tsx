import { CaseStoryView } from "~/components/desktop/case-story";
import { caseStoryMeta } from "~/components/content/page-meta";
import { caseFoxwell } from "~/content/case-foxwell";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/case-foxwell";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, caseStoryMeta(caseFoxwell));
}

export default function Page() {
  return <CaseStoryView story={caseFoxwell} />;
}
