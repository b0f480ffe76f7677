import { blockPageMeta } from "~/components/blocks/page-meta";
import { DESKTOP_BLOCKS } from "~/components/blocks/desktop";
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
  const data = await loadBlockPage(args);
  return { ...data, jsonLd: blockPageJsonLd(args, data.page) };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const page = args.loaderData?.page;
  if (!page) return [];
  // Its twin is the same path under /mobile, at a registry line or an address its editor chose.
  return desktopMeta(
    args,
    { ...blockPageMeta(page), jsonLd: args.loaderData.jsonLd, canonicalPath: `/${page.path}` },
    `${MOBILE_HOME}/${page.path}`,
  );
}

/* jscpd:ignore-end */

export default function Page({ loaderData: { page, leadForm } }: Route.ComponentProps) {
  return (
    <article className={`block-page page-${page.path.replace(/\//g, "-")}`}>
      {page.blocks[0]?.type === "hero" ? null : <PageHeader title={page.title} crumbs={[{ label: page.title }]} />}
      <RenderBlocks page={page} views={DESKTOP_BLOCKS} leadForm={leadForm} />
    </article>
  );
}
