import { MOBILE_HOME_PAGE_BLOCKS } from "~/components/blocks/mobile-home";
import { RenderBlocks } from "~/components/blocks/render-blocks";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { loadBlockPage } from "~/lib/block-page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

// The home page's document, as on the desktop (app/routes/desktop/home.tsx), in the mobile views.
/* jscpd:ignore-start */
export function loader(args: Route.LoaderArgs) {
  return loadBlockPage(args);
}

// The desktop page's head (app/routes/desktop/home.tsx), with its canonical URL.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const page = args.loaderData?.page;
  if (!page) return [];
  const lead = page.blocks.find((b) => b.type === "highlights" && b.lead && b.skin !== "mobile");
  const description = lead?.type === "highlights" ? lead.lead : page.title;
  return pageMeta(args, { title: page.title, description, seo: page.seo, canonicalPath: desktopCanonicalPath(args) });
}

/* jscpd:ignore-end */

export default function Page({ loaderData: { page, leadForm } }: Route.ComponentProps) {
  return (
    <>
      {/* The page's title names it for screen readers; its blocks are drawn from the top of the screen. */}
      {page.blocks[0]?.type === "hero" ? null : <h1 className="visually-hidden">{page.title}</h1>}
      <RenderBlocks page={page} views={MOBILE_HOME_PAGE_BLOCKS} leadForm={leadForm} />
    </>
  );
}
