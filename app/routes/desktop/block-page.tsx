import { blockPageMeta } from "~/components/blocks/page-meta.server";
import { DESKTOP_BLOCKS, DESKTOP_LIVE, preloadLiveViews } from "~/components/blocks/desktop";
import { RenderBlocks } from "~/components/blocks/render-blocks";
import { PageHeader } from "~/components/desktop/blocks";
import { desktopMeta } from "~/components/desktop/meta";
import { MOBILE_HOME } from "~/kernel/device-map";
import { blockPageJsonLd, loadBlockPage } from "~/lib/block-page.server";
import type { Route } from "./+types/block-page";

// One module for every page of the pages collection (see the page registry); the
// mobile module differs only in its views and meta.
/* jscpd:ignore-start */
export async function loader(args: Route.LoaderArgs) {
  // The views of the home page's own blocks load apart; the server has them before it draws (decision 0097).
  const [data] = await Promise.all([loadBlockPage(args), preloadLiveViews()]);
  return { ...data, meta: { ...blockPageMeta(data.page), jsonLd: blockPageJsonLd(args, data.page) } };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  // Its twin is the same path under /mobile, at a registry line or an address its editor chose.
  const path = data.page.path;
  return desktopMeta(args, { ...data.meta, canonicalPath: `/${path}` }, `${MOBILE_HOME}/${path}`);
}

/* jscpd:ignore-end */

export default function Page({ loaderData: { page, leadForm } }: Route.ComponentProps) {
  return (
    <article className={`block-page page-${page.path.replace(/\//g, "-")}`}>
      {page.blocks[0]?.type === "hero" ? null : <PageHeader title={page.title} crumbs={[{ label: page.title }]} />}
      <RenderBlocks page={page} views={DESKTOP_BLOCKS} live={DESKTOP_LIVE} leadForm={leadForm} />
    </article>
  );
}
