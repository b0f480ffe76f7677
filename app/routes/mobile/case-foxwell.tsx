import { MobileCaseStory } from "~/components/mobile/case-story";
import { caseFoxwell } from "~/content/case-foxwell";
import { desktopCanonicalPath } from "~/lib/device-map";
import { pageMeta } from "~/lib/seo";
import { staticCaseArticle } from "~/lib/structured-data";
import type { Route } from "./+types/case-foxwell";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, {
    title: caseFoxwell.metaTitle,
    description: caseFoxwell.description,
    canonicalPath: desktopCanonicalPath(args),
    image: caseFoxwell.hero.src,
    type: "article",
    breadcrumbs: [{ name: "Case studies", path: "/cases_list/manufacturing" }, { name: caseFoxwell.customer.name }],
    jsonLd: ({ siteUrl, url }) =>
      staticCaseArticle(siteUrl, { title: caseFoxwell.title, description: caseFoxwell.description, image: caseFoxwell.hero.src, customer: caseFoxwell.customer.name }, url),
  });
}

export default function Page() {
  return <MobileCaseStory story={caseFoxwell} />;
}
