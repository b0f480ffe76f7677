import { CaseStoryView } from "~/components/desktop/case-story";
import { caseJlb } from "~/content/case-jlb";
import { desktopMeta } from "~/components/desktop/meta";
import { staticCaseArticle } from "~/lib/structured-data";
import type { Route } from "./+types/case-jlb";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, { title: caseJlb.metaTitle, description: caseJlb.description, image: caseJlb.hero.src,
    type: "article",
    breadcrumbs: [{ name: "Case studies", path: "/cases_list/manufacturing" }, { name: caseJlb.customer.name }],
    jsonLd: ({ siteUrl, url }) =>
      staticCaseArticle(siteUrl, { title: caseJlb.title, description: caseJlb.description, image: caseJlb.hero.src, customer: caseJlb.customer.name }, url),
  });
}

export default function Page() {
  return <CaseStoryView story={caseJlb} />;
}
