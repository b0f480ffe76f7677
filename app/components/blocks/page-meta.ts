import type { BlockPage } from "~/kernel/page-blocks";
import type { PageMetaInput } from "~/lib/seo";
import { webPage } from "~/lib/structured-data";

/**
 * Head tags of a page of blocks: its own search settings, else its title and the hero's
 * lead and picture; a WebPage node with the same name and description.
 */
export function blockPageMeta(page: BlockPage): Omit<PageMetaInput, "canonicalPath"> {
  const hero = page.blocks[0]?.type === "hero" ? page.blocks[0] : null;
  const description = hero?.lead || page.title;
  const image = page.seo.image?.src ?? hero?.image?.src;
  return {
    title: page.title,
    description,
    seo: page.seo,
    ...(hero?.image ? { image: hero.image.src, imageAlt: hero.image.alt } : {}),
    breadcrumbs: [{ name: page.title }],
    jsonLd: ({ siteUrl, url }) =>
      webPage(siteUrl, {
        name: page.seo.title ?? page.title,
        description: page.seo.description ?? description,
        url,
        image,
      }),
  };
}
