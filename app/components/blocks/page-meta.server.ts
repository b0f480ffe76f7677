import type { BlockPage } from "~/kernel/page-blocks";
import type { PageMetaInput } from "~/lib/seo";

/**
 * What a page of blocks' head tags and JSON-LD (~/lib/block-page.server) are made of: its
 * hero, the description (the hero's lead, else the title), the sharing picture (its own
 * search settings', else the hero's) and its customer panel, if any.
 */
export function blockPageFacts(page: BlockPage) {
  const hero = page.blocks[0]?.type === "hero" ? page.blocks[0] : null;
  const image = page.seo.image?.src ?? hero?.image?.src;
  const customer = page.blocks.find((b) => b.type === "customer");
  return { hero, description: hero?.lead || page.title, image, customer };
}

/**
 * Head tags of a page of blocks: its own search settings, else its title and the hero's
 * lead and picture; a page with a customer panel is a customer story (an article).
 */
export function blockPageMeta(page: BlockPage): Omit<PageMetaInput, "canonicalPath"> {
  const { hero, description, image, customer } = blockPageFacts(page);
  return {
    title: page.title,
    description,
    seo: page.seo,
    ...(hero?.image ? { image: hero.image.src, imageAlt: hero.image.alt } : {}),
    breadcrumbs: [{ name: page.title }],
    ...(customer && image ? { type: "article" as const } : {}),
  };
}
