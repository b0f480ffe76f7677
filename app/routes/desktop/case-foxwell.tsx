import { CaseStoryView } from "~/components/desktop/case-story";
import { caseFoxwell } from "~/content/case-foxwell";
import { desktopMeta } from "~/components/desktop/meta";
import { staticCaseArticle } from "~/lib/structured-data";
import type { Route } from "./+types/case-foxwell";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, { title: caseFoxwell.metaTitle, description: caseFoxwell.description, image: caseFoxwell.hero.src,
    type: "article",
    breadcrumbs: [{ name: "Case studies", path: "/cases_list/manufacturing" }, { name: caseFoxwell.customer.name }],
    jsonLd: ({ siteUrl, url }) =>
      staticCaseArticle(siteUrl, { title: caseFoxwell.title, description: caseFoxwell.description, image: caseFoxwell.hero.src, customer: caseFoxwell.customer.name }, url),
  });
}

export default function Page() {
  return <CaseStoryView story={caseFoxwell} />;
}
