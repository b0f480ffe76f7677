import { CaseStoryView } from "~/components/desktop/case-story";
import { caseStoryMeta } from "~/components/content/page-meta";
import { caseFai } from "~/content/case-fai";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/case-fai";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, caseStoryMeta(caseFai));
}

export default function Page() {
  return <CaseStoryView story={caseFai} />;
}
