import { StaticPageView } from "~/components/desktop/static-page";
import { trade } from "~/content/trade";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/trade";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, { title: trade.metaTitle, description: trade.description, image: trade.hero.src, breadcrumbs: [{ name: "Brightlane Trade" }] });
}

export default function Page() {
  return <StaticPageView page={trade} crumbs={[{ label: "Brightlane Trade" }]} />;
}
