import type { BlockPage } from "~/kernel/page-blocks";
import type { PageMetaInput } from "~/lib/seo";

/** Head tags of a page of blocks: its own search settings, else its title and the hero's lead and picture. */
export function blockPageMeta(page: BlockPage): Omit<PageMetaInput, "canonicalPath"> {
  const hero = page.blocks[0]?.type === "hero" ? page.blocks[0] : null;
  return {
    title: page.title,
    description: hero?.lead || page.title,
    seo: page.seo,
    ...(hero?.image ? { image: hero.image.src, imageAlt: hero.image.alt } : {}),
    breadcrumbs: [{ name: page.title }],
  };
}
