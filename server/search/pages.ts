/**
 * Whole pages in the search index, beside the content items: the product and about
 * pages and the pricing, service and partner pages (their words are documents of the
 * pages collection, decision 0089). They are not items of a content
 * table, so no trigger queues them: the search service writes them all at once
 * (writePages) before its first search, and again after a full reindex.
 */
import type { PartnerPage, PricePage, ServicePage } from "../../app/kernel/page-schemas.ts";
import type { BlockPage } from "../../app/kernel/page-blocks.ts";
import { HOME_PAGE_PATH, LIST_DOCUMENT_PATHS } from "../../app/kernel/page-paths.ts";
import { BLOCK_PAGES, DOCUMENT_PAGES } from "../../app/kernel/pages.ts";
import type { SearchPageText } from "../../app/kernel/search-types.ts";
import type { DialectKind } from "../../db/database.ts";
import { docIdOf, type SearchDb } from "./indexer.ts";
import { indexText, joinPieces } from "./query.ts";

export const PAGES_SECTION = "pages";
/** Prefix of the pages' document ids; the content sources use 1 to 6 (db/search-migration.ts). */
export const PAGES_CODE = 9;

/**
 * Page-cache tags of a change to what the pricing, service and partner pages show: their
 * sections, a plan, a service, a partner, or a block of theirs
 * (server/editorial/change-tags.ts).
 */
export const OFFERING_PAGE_SOURCES =
  /^(?:prices|services|partners|price_plans:.+|services:.+|partners:.+|pages:.+|blocks:list:price)$/;

/**
 * The words of a page's blocks: every text they hold, none of their types or addresses,
 * nor the plans and case studies a live block shows (those are searched as themselves).
 */
function blockWords(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return ["type", "href", "ctaHref", "linkHref", "src", "color", "product", "industry"].includes(key) ? [] : [value];
  if (Array.isArray(value)) return ["plans", "cases"].includes(key) ? [] : value.flatMap((v) => blockWords(v));
  if (value && typeof value === "object") {
    if (key === "image") return [];
    return Object.entries(value).flatMap(([k, v]) => blockWords(v, k));
  }
  return [];
}

/** The pricing, service and partner pages' text, from the content the pages render. */
export async function offeringPageText(content: {
  getPricePage(): Promise<PricePage>;
  getServicePage(): Promise<ServicePage>;
  getPartnerPage(): Promise<PartnerPage>;
  getBlockPage(path: string): Promise<BlockPage | null>;
  listBlockPagePaths(): Promise<string[]>;
}): Promise<SearchPageText[]> {
  // The pages of blocks the registry serves, found by its key (the pages definition's
  // search.paths), then those at addresses their editors chose, found by their path
  // ("/campaigns/spring").
  // Pages the registry serves (of blocks, live content around a document's words, the content
  // lists) are not chosen ones.
  // The home page (its document at the empty address) is not searched as a page, as before.
  const registry = new Set(
    [...BLOCK_PAGES, ...DOCUMENT_PAGES].map(([, path]) => path).concat(HOME_PAGE_PATH, LIST_DOCUMENT_PATHS),
  );
  const chosen = (await content.listBlockPagePaths()).filter((path) => !registry.has(path));
  const blockKeys = [...BLOCK_PAGES, ...chosen.map((path) => [`/${path}`, path] as const)];
  const [price, service, partner, ...blockPages] = await Promise.all([
    content.getPricePage(),
    content.getServicePage(),
    content.getPartnerPage(),
    ...blockKeys.map(([, path]) => content.getBlockPage(path)),
  ]);
  const blocks = blockKeys.flatMap(([key], i): SearchPageText[] => {
    const page = blockPages[i];
    return page && !page.seo.noindex ? [{ key, title: page.title, text: blockWords(page.blocks) }] : [];
  });
  const pages: Array<SearchPageText & { noindex?: boolean }> = [
    ...blocks,
    {
      key: "price",
      noindex: price.seo.noindex,
      title: price.title,
      text: [
        price.intro,
        ...price.plans.flatMap((p) => [p.name, p.tagline]),
        ...price.features.flatMap((f) => [f.group, f.label]),
        ...price.faq.flatMap((f) => [f.question, f.answerHtml]),
      ],
    },
    {
      key: "service",
      noindex: service.seo.noindex,
      title: service.title,
      text: [
        service.intro,
        ...service.services.flatMap((s) => [s.title, s.summary, s.bodyHtml, ...s.deliverables]),
        ...service.process.flatMap((p) => [p.title, p.description]),
      ],
    },
    {
      key: "partner",
      noindex: partner.seo.noindex,
      title: partner.title,
      text: [
        partner.intro,
        ...partner.tiers.flatMap((t) => [t.label, t.description, ...t.benefits]),
        ...partner.partners.flatMap((p) => [p.name, p.region, p.summary, ...p.specialties]),
      ],
    },
  ];
  // A page whose document asks search engines to pass it by is left out of the site search too.
  return pages.filter((p) => !p.noindex).map(({ noindex: _noindex, ...page }) => page);
}

/** The pages' words in one locale: its tag, its place in LOCALES, and each page, marked when its words are the default's. */
export interface PagesInLocale {
  tag: string;
  slot: number;
  pages: ReadonlyArray<SearchPageText & { fallback: boolean }>;
}

/** Replaces every page document of the index with `locales`' pages, in one transaction. */
export async function writePages(db: SearchDb, kind: DialectKind, locales: readonly PagesInLocale[]): Promise<number> {
  const now = new Date().toISOString();
  const docs = locales.flatMap(({ tag, slot, pages }) =>
    pages.map((p, i) => ({
      doc_id: docIdOf(slot, PAGES_CODE, i + 1),
      section: PAGES_SECTION,
      item_id: i + 1,
      type: p.key,
      title: indexText(p.title),
      body: joinPieces(p.text.map(indexText)),
      published_at: now,
      updated_at: now,
      locale: tag,
      fallback: kind === "postgres" ? p.fallback : Number(p.fallback),
    })),
  );
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("search_documents").where("section", "=", PAGES_SECTION).execute();
    for (const doc of docs) await trx.insertInto("search_documents").values(doc).execute();
  });
  return docs.length;
}
