import { StaticPageView } from "~/components/desktop/static-page";
import { about } from "~/content/about";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { title: about.metaTitle, description: about.description, image: about.hero.src, breadcrumbs: [{ name: "About" }] });
}

export default function Page() {
  return <StaticPageView page={about} crumbs={[{ label: "About" }]} />;
}
