import { StaticPageView } from "~/components/desktop/static-page";
import { staticPageMeta } from "~/components/content/page-meta";
import { staticPageOf } from "~/components/content/page-of";
import { desktopMeta } from "~/components/desktop/meta";
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
  return desktopMeta(args, staticPageMeta(page, label));
}
/* jscpd:ignore-end */

export default function Page({ loaderData: { page, label } }: Route.ComponentProps) {
  return <StaticPageView page={page} crumbs={[{ label }]} />;
}
