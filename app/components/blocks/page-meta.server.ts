import type { BlockPage } from "~/kernel/page-blocks";
import type { PageMetaInput } from "~/lib/seo";
import { absoluteFileUrl, absoluteUrl, faqPage, staticCaseArticle, type JsonLd } from "~/lib/structured-data";

/**
 * The WebPage node of a page of blocks. Kept here rather than in ~/lib/structured-data,
 * whose module every page loads, so that only the pages of blocks' chunk carries it.
 */
function webPage(siteUrl: string, page: { name: string; description: string; url: string; image?: string }): JsonLd {
  const home = absoluteUrl(siteUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    ...(page.image
      ? { primaryImageOfPage: { "@type": "ImageObject", url: absoluteFileUrl(siteUrl, page.image) } }
      : {}),
    isPartOf: { "@id": `${home}#website` },
    publisher: { "@id": `${home}#organization` },
    inLanguage: "en",
  };
}

/**
 * Head tags of a page of blocks: its own search settings, else its title and the hero's
 * lead and picture; a WebPage node with the same name and description (a page with a
 * customer panel is a customer story: an article about that customer), and its FAQ
 * blocks' questions as FAQPage structured data. Worked out by the page's loader, at the
 * page's canonical address on both skins, so the browser loads none of this code (decision 0097).
 */
export function blockPageMeta(page: BlockPage, siteUrl: string): Omit<PageMetaInput, "canonicalPath"> {
  const url = absoluteUrl(siteUrl, `/${page.path}`);
  const hero = page.blocks[0]?.type === "hero" ? page.blocks[0] : null;
  const description = hero?.lead || page.title;
  const image = page.seo.image?.src ?? hero?.image?.src;
  const customer = page.blocks.find((b) => b.type === "customer");
  const questions = page.blocks.flatMap((b) => (b.type === "faq" ? b.items : []));
  return {
    title: page.title,
    description,
    seo: page.seo,
    ...(hero?.image ? { image: hero.image.src, imageAlt: hero.image.alt } : {}),
    breadcrumbs: [{ name: page.title }],
    ...(customer && image ? { type: "article" as const } : {}),
    jsonLd: [
      customer && image
        ? staticCaseArticle(
            siteUrl,
            {
              title: hero?.title ?? page.title,
              description: page.seo.description ?? description,
              image,
              customer: customer.name,
            },
            url,
          )
        : webPage(siteUrl, {
            name: page.seo.title ?? page.title,
            description: page.seo.description ?? description,
            url,
            ...(image ? { image } : {}),
          }),
      questions.length ? faqPage(questions) : null,
    ],
  };
}
