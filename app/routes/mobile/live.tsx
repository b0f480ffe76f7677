import { MobileStaticPage } from "~/components/mobile/static-page";
import { live } from "~/content/live";
import { desktopCanonicalPath } from "~/lib/device-map";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/live";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { title: live.metaTitle, description: live.description, canonicalPath: desktopCanonicalPath(args), image: live.hero.src, breadcrumbs: [{ name: "Brightlane Live" }] });
}

export default function Page() {
  return <MobileStaticPage page={live} />;
}
