import { StaticPageView } from "~/components/desktop/static-page";
import { oa } from "~/content/oa";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/oa";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, { title: oa.metaTitle, description: oa.description, image: oa.hero.src, breadcrumbs: [{ name: "Brightlane OA" }] });
}

export default function Page() {
  return <StaticPageView page={oa} crumbs={[{ label: "Brightlane OA" }]} />;
}
