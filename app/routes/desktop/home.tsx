import { DESKTOP_HOME_PAGE_BLOCKS } from "~/components/blocks/desktop-home";
import { RenderBlocks } from "~/components/blocks/render-blocks";
import { desktopMeta } from "~/components/desktop/meta";
import { loadBlockPage } from "~/lib/block-page.server";
import type { Route } from "./+types/home";

// The home page is the document of the pages collection at the empty path (app/kernel/page-paths.ts):
// its blocks say what it shows, in order; the live ones read the home blocks and the newest items.
/* jscpd:ignore-start */
export function loader(args: Route.LoaderArgs) {
  return loadBlockPage(args);
}

// Its search settings, else its title and its opening's lead; the top of every trail, so no breadcrumbs.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const page = args.loaderData?.page;
  if (!page) return [];
  const lead = page.blocks.find((b) => b.type === "highlights" && b.lead && b.skin !== "mobile");
  const description = lead?.type === "highlights" ? lead.lead : page.title;
  return desktopMeta(args, { title: page.title, description, seo: page.seo, canonicalPath: "/" });
}

/* jscpd:ignore-end */

export default function Page({ loaderData: { page, leadForm } }: Route.ComponentProps) {
  return (
    <div className="home">
      <RenderBlocks page={page} views={DESKTOP_HOME_PAGE_BLOCKS} leadForm={leadForm} />
    </div>
  );
}
