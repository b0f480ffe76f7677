import { CaseStoryView } from "~/components/desktop/case-story";
import { caseFai } from "~/content/case-fai";
import { desktopMeta } from "~/components/desktop/meta";
import { staticCaseArticle } from "~/lib/structured-data";
import type { Route } from "./+types/case-fai";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, { title: caseFai.metaTitle, description: caseFai.description, image: caseFai.hero.src,
    type: "article",
    breadcrumbs: [{ name: "Case studies", path: "/cases_list/manufacturing" }, { name: caseFai.customer.name }],
    jsonLd: ({ siteUrl, url }) =>
      staticCaseArticle(siteUrl, { title: caseFai.title, description: caseFai.description, image: caseFai.hero.src, customer: caseFai.customer.name }, url),
  });
}

export default function Page() {
  return <CaseStoryView story={caseFai} />;
}
