import { CaseStoryView } from "~/components/desktop/case-story";
import { caseStoryMeta } from "~/components/content/page-meta";
import { caseJlb } from "~/content/case-jlb";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/case-jlb";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, caseStoryMeta(caseJlb));
}

export default function Page() {
  return <CaseStoryView story={caseJlb} />;
}
