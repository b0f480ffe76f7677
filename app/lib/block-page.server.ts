/**
 * The loader of the pages made of blocks, for both skins: the page whose document path
 * is the registry entry's desktop path or, on the catch-all routes, the address asked
 * for (a page at a path its editor chose, app/kernel/page-paths.ts), or the home page's
 * document on the home routes; else the 404 page.
 * With only the blocks shown on the route's skin, and the lead form's choices and shared
 * token when one of them is the lead form.
 */
import type { RouterContextProvider } from "react-router";
import { blockPageFacts } from "~/components/blocks/page-meta.server";
import type { LeadFormData } from "~/components/blocks/render-blocks";
import { HOME_PAGE_PATH, isFreePagePath } from "~/kernel/page-paths";
import { bare, pageOfPattern } from "~/kernel/pages";
import type { BlockPage } from "~/kernel/page-blocks";
import { servicesContext } from "./context.server";
import { pageJsonLd } from "./page-json-ld.server";
import { notFound } from "./params";
import type { JsonLd } from "./seo";
import { faqPage, staticCaseArticle, webPage } from "./structured-data.server";

export async function loadBlockPage({
  context,
  pattern,
  params,
}: {
  context: Readonly<RouterContextProvider>;
  pattern: string;
  params: Readonly<Record<string, string | undefined>>;
}): Promise<{ page: BlockPage; leadForm: LeadFormData | null }> {
  const { content, leads } = context.get(servicesContext);
  const entry = pageOfPattern(pattern);
  const listed = entry.desktop?.module === "block-page" || entry.key === "home";
  const path = entry.key === "home" ? HOME_PAGE_PATH : listed ? bare(entry.desktop!.path) : (params["*"] ?? "");
  // An address no page may take never reaches the database.
  const page = listed || isFreePagePath(path) ? await content.getBlockPage(path) : null;
  if (!page) notFound();
  // A block kept for the other skin (its `skin`) is not this skin's: the two home pages differ so.
  const skin = /^\/?mobile(\/|$)/.test(pattern) ? "mobile" : "desktop";
  const blocks = page.blocks.filter((b) => !b.skin || b.skin === skin);
  const hasForm = blocks.some((b) => b.type === "lead-form");
  const leadForm = hasForm ? { options: await leads.options(), formToken: await leads.formToken("page") } : null;
  return { page: { ...page, blocks }, leadForm };
}

/**
 * A page of blocks' JSON-LD at its canonical path (`/` + its path, on both skins): a WebPage
 * with the head's name and description, or, with a customer panel and a picture, an Article
 * about that customer; then its FAQ blocks' questions as an FAQPage.
 */
export function blockPageJsonLd(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  page: BlockPage,
): JsonLd[] {
  const { hero, description, image, customer } = blockPageFacts(page);
  const questions = page.blocks.flatMap((b) => (b.type === "faq" ? b.items : []));
  return pageJsonLd(args, `/${page.path}`, ({ siteUrl, url }) => [
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
          image,
        }),
    questions.length ? faqPage(questions) : null,
  ]);
}
