import { MobileStaticPage } from "~/components/mobile/static-page";
import { oa } from "~/content/oa";
import { desktopCanonicalPath } from "~/lib/device-map";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/oa";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, { title: oa.metaTitle, description: oa.description, canonicalPath: desktopCanonicalPath(args), image: oa.hero.src, breadcrumbs: [{ name: "Brightlane OA" }] });
}

export default function Page() {
  return <MobileStaticPage page={oa} />;
}
