import type { ShouldRevalidateFunctionArgs } from "react-router";
import { blockPageMeta } from "~/components/blocks/page-meta.server";
import { MOBILE_BLOCKS, MOBILE_LIVE, preloadLiveViews } from "~/components/blocks/mobile";
import { RenderBlocks } from "~/components/blocks/render-blocks";
import { blockPageJsonLd, loadBlockPage } from "~/lib/block-page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/block-page";

// One module for every page of the pages collection; see the desktop module.
/* jscpd:ignore-start */
export async function loader(args: Route.LoaderArgs) {
  // The views of the home page's own blocks load apart; the server has them before it draws (decision 0097).
  const [data] = await Promise.all([loadBlockPage(args), preloadLiveViews()]);
  return { ...data, meta: { ...blockPageMeta(data.page), jsonLd: blockPageJsonLd(args, data.page) } };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  return data ? pageMeta(args, { ...data.meta, canonicalPath: `/${data.page.path}` }) : [];
}

/* jscpd:ignore-end */

/** A plan table's billing switch only changes ?billing: no new data needed. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Page({ loaderData: { page, leadForm } }: Route.ComponentProps) {
  return (
    // Each block pads itself (m-section, m-hero), so the page adds no padding of its own.
    <article className="m-block-page">
      {page.blocks[0]?.type === "hero" ? null : <h1 className="m-page">{page.title}</h1>}
      <RenderBlocks page={page} views={MOBILE_BLOCKS} live={MOBILE_LIVE} leadForm={leadForm} />
    </article>
  );
}
