import type { BlockPage } from "~/kernel/page-blocks";
import type { PageMetaInput } from "~/lib/seo";
import { staticCaseArticle } from "~/lib/structured-data";

/**
 * Head tags of a page of blocks: its own search settings, else its title and the hero's
 * lead and picture. A page with a customer panel is a customer story, an article about
 * that customer.
 */
export function blockPageMeta(page: BlockPage): Omit<PageMetaInput, "canonicalPath"> {
  const hero = page.blocks[0]?.type === "hero" ? page.blocks[0] : null;
  const customer = page.blocks.find((b) => b.type === "customer");
  const description = hero?.lead || page.title;
  const image = page.seo.image?.src ?? hero?.image?.src;
  return {
    title: page.title,
    description,
    seo: page.seo,
    ...(hero?.image ? { image: hero.image.src, imageAlt: hero.image.alt } : {}),
    breadcrumbs: [{ name: page.title }],
    ...(customer && image
      ? {
          type: "article" as const,
          jsonLd: ({ siteUrl, url }: { siteUrl: string; url: string }) =>
            staticCaseArticle(
              siteUrl,
              {
                title: hero?.title ?? page.title,
                description: page.seo.description ?? description,
                image,
                customer: customer.name,
              },
              url,
            ),
        }
      : {}),
  };
}
