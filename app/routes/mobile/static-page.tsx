import { MobileStaticPage } from "~/components/mobile/static-page";
import { STATIC_COPY } from "~/content/static-pages";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { pageOfMatches } from "~/kernel/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/static-page";

// The product pages: the registry entry of the route names the copy.
function pageOf(matches: Parameters<typeof pageOfMatches>[0]) {
  const entry = pageOfMatches(matches);
  return { page: STATIC_COPY[entry.copy!]!, label: entry.label! };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const { page, label } = pageOf(args.matches);
  return pageMeta(args, {
    title: page.metaTitle,
    description: page.description,
    canonicalPath: desktopCanonicalPath(args),
    image: page.hero.src,
    breadcrumbs: [{ name: label }],
  });
}

export default function Page({ matches }: Route.ComponentProps) {
  return <MobileStaticPage page={pageOf(matches).page} />;
}
