import { MobileCaseStory } from "~/components/mobile/case-story";
import { caseFai } from "~/content/case-fai";
import { desktopCanonicalPath } from "~/lib/device-map";
import { pageMeta } from "~/lib/seo";
import { staticCaseArticle } from "~/lib/structured-data";
import type { Route } from "./+types/case-fai";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, {
    title: caseFai.metaTitle,
    description: caseFai.description,
    canonicalPath: desktopCanonicalPath(args),
    image: caseFai.hero.src,
    type: "article",
    breadcrumbs: [{ name: "Case studies", path: "/cases_list/manufacturing" }, { name: caseFai.customer.name }],
    jsonLd: ({ siteUrl, url }) =>
      staticCaseArticle(siteUrl, { title: caseFai.title, description: caseFai.description, image: caseFai.hero.src, customer: caseFai.customer.name }, url),
  });
}

export default function Page() {
  return <MobileCaseStory story={caseFai} />;
}
