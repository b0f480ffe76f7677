import type { BlockPage } from "~/kernel/page-blocks";
import type { PageMetaInput } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";

/**
 * Head tags of a page of blocks: its own search settings, else its title and the hero's
 * lead and picture; its FAQ blocks' questions as FAQPage structured data.
 */
export function blockPageMeta(page: BlockPage): Omit<PageMetaInput, "canonicalPath"> {
  const hero = page.blocks[0]?.type === "hero" ? page.blocks[0] : null;
  const questions = page.blocks.flatMap((b) => (b.type === "faq" ? b.items : []));
  return {
    title: page.title,
    description: hero?.lead || page.title,
    seo: page.seo,
    ...(hero?.image ? { image: hero.image.src, imageAlt: hero.image.alt } : {}),
    breadcrumbs: [{ name: page.title }],
    ...(questions.length ? { jsonLd: faqPage(questions) } : {}),
  };
}
