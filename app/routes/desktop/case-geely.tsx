import { CaseStoryView } from "~/components/desktop/case-story";
import { caseGeely } from "~/content/case-geely";
import { desktopMeta } from "~/components/desktop/meta";
import { staticCaseArticle } from "~/lib/structured-data";
import type { Route } from "./+types/case-geely";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, { title: caseGeely.metaTitle, description: caseGeely.description, image: caseGeely.hero.src,
    type: "article",
    breadcrumbs: [{ name: "Case studies", path: "/cases_list/manufacturing" }, { name: caseGeely.customer.name }],
    jsonLd: ({ siteUrl, url }) =>
      staticCaseArticle(siteUrl, { title: caseGeely.title, description: caseGeely.description, image: caseGeely.hero.src, customer: caseGeely.customer.name }, url),
  });
}

export default function Page() {
  return <CaseStoryView story={caseGeely} />;
}
