/**
 * Loaders both skins share for a content page and its JSON-LD: the same item, with its
 * nodes at the skin's canonical path (the desktop page's own, or "desktop" from a mobile page).
 */
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "./context.server";
import { pageJsonLd } from "./page-json-ld.server";
import { notFound, parseId } from "./params";
import { caseArticle, faqPage, priceProduct } from "./structured-data.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A case study by the URL's id (404 when there is none), canonical at `canonical`. */
export async function loadCase(
  args: Args & { params: { id?: string } },
  canonical: (id: number) => string | "desktop",
) {
  const item = await args.context.get(servicesContext).content.getCase(parseId(args.params.id));
  if (!item) notFound();
  const jsonLd = pageJsonLd(
    args,
    canonical(item.id),
    ({ siteUrl, url }) => caseArticle(siteUrl, item, url),
    await args.context.get(servicesContext).content.languageOf("cases", item.id),
  );
  return { item, jsonLd };
}

/** The price page: its plans as a Product with an Offer each, then its questions. */
export async function loadPricePage(args: Args, canonical: string | "desktop") {
  const price = await args.context.get(servicesContext).content.getPricePage();
  const jsonLd = pageJsonLd(args, canonical, ({ siteUrl, url }) => [
    priceProduct(siteUrl, price, url),
    faqPage(price.faq),
  ]);
  return { price, jsonLd };
}
