import { MobileStaticPage } from "~/components/mobile/static-page";
import { trade } from "~/content/trade";
import { desktopCanonicalPath } from "~/lib/device-map";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/trade";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { title: trade.metaTitle, description: trade.description, canonicalPath: desktopCanonicalPath(args), image: trade.hero.src, breadcrumbs: [{ name: "Brightlane Trade" }] });
}

export default function Page() {
  return <MobileStaticPage page={trade} />;
}
