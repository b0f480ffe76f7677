import { StaticPageView } from "~/components/desktop/static-page";
import { desktopMeta } from "~/components/desktop/meta";
import { STATIC_COPY } from "~/content/static-pages";
import { pageOfMatches } from "~/kernel/pages";
import type { Route } from "./+types/static-page";

// The product pages and the about page: the registry entry of the route names the copy.
function pageOf(matches: Parameters<typeof pageOfMatches>[0]) {
  const entry = pageOfMatches(matches);
  return { page: STATIC_COPY[entry.copy!]!, label: entry.label! };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const { page, label } = pageOf(args.matches);
  return desktopMeta(args, {
    title: page.metaTitle,
    description: page.description,
    image: page.hero.src,
    breadcrumbs: [{ name: label }],
  });
}

export default function Page({ matches }: Route.ComponentProps) {
  const { page, label } = pageOf(matches);
  return <StaticPageView page={page} crumbs={[{ label }]} />;
}
