import { staticPageMeta } from "~/components/content/page-meta";
import { staticPageOf } from "~/components/content/page-of";
import { MobileStaticPage } from "~/components/mobile/static-page";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/context.server";
import type { Route } from "./+types/static-page";

// One module for the product pages and the about page: see the page registry. The desktop
// and mobile modules differ only in their view and meta.
/* jscpd:ignore-start */
export function loader({ pattern, context }: Route.LoaderArgs) {
  return staticPageOf(pattern, context.get(servicesContext).content);
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const { page, label } = args.loaderData;
  return pageMeta(args, { ...staticPageMeta(page, label), canonicalPath: desktopCanonicalPath(args) });
}
/* jscpd:ignore-end */

export default function Page({ loaderData: { page } }: Route.ComponentProps) {
  return <MobileStaticPage page={page} />;
}
