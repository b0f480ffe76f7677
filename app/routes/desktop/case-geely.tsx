import { CaseStoryView } from "~/components/desktop/case-story";
import { caseStoryMeta } from "~/components/content/page-meta";
import { caseGeely } from "~/content/case-geely";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/case-geely";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, caseStoryMeta(caseGeely));
}

export default function Page() {
  return <CaseStoryView story={caseGeely} />;
}
