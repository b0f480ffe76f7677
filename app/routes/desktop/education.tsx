import { StaticPageView } from "~/components/desktop/static-page";
import { education } from "~/content/education";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/education";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { title: education.metaTitle, description: education.description, image: education.hero.src, breadcrumbs: [{ name: "Brightlane Education" }] });
}

export default function Page() {
  return <StaticPageView page={education} crumbs={[{ label: "Brightlane Education" }]} />;
}
