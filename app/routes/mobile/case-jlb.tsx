import { MobileCaseStory } from "~/components/mobile/case-story";
import { caseJlb } from "~/content/case-jlb";
import { desktopCanonicalPath } from "~/lib/device-map";
import { pageMeta } from "~/lib/seo";
import { staticCaseArticle } from "~/lib/structured-data";
import type { Route } from "./+types/case-jlb";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, {
    title: caseJlb.metaTitle,
    description: caseJlb.description,
    canonicalPath: desktopCanonicalPath(args),
    image: caseJlb.hero.src,
    type: "article",
    breadcrumbs: [{ name: "Case studies", path: "/cases_list/manufacturing" }, { name: caseJlb.customer.name }],
    jsonLd: ({ siteUrl, url }) =>
      staticCaseArticle(siteUrl, { title: caseJlb.title, description: caseJlb.description, image: caseJlb.hero.src, customer: caseJlb.customer.name }, url),
  });
}

export default function Page() {
  return <MobileCaseStory story={caseJlb} />;
}
