import { StaticPageView } from "~/components/desktop/static-page";
import { live } from "~/content/live";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/live";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, { title: live.metaTitle, description: live.description, image: live.hero.src, breadcrumbs: [{ name: "Brightlane Live" }] });
}

export default function Page() {
  return <StaticPageView page={live} crumbs={[{ label: "Brightlane Live" }]} />;
}
