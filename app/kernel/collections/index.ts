/**
 * Every content type's definition, in the admin's order. The per-type lists of the
 * kernel, the workflow, the change tags, search and the sitemaps are read from this one.
 * Public pages' browser code never imports it (the JavaScript budgets): it holds every schema.
 */
import type { z } from "zod";
import type { ApiOf } from "./define.ts";
import { cases } from "./cases.ts";
import { events } from "./events.ts";
import { helpArticles } from "./help-articles.ts";
import { helpCategories } from "./help-categories.ts";
import { homeBlocks } from "./home-blocks.ts";
import { news } from "./news.ts";
import { pages } from "./pages.ts";
import { partners } from "./partners.ts";
import { plans } from "./plans.ts";
import { priceFaq } from "./price-faq.ts";
import { promotions } from "./promotions.ts";
import { qas } from "./qas.ts";
import { services } from "./services.ts";
import { siteSettings } from "./site-settings.ts";
import { solutions } from "./solutions.ts";
import { videos } from "./videos.ts";

export const COLLECTIONS = [
  news,
  cases,
  solutions,
  videos,
  qas,
  events,
  helpArticles,
  partners,
  promotions,
  services,
  plans,
  helpCategories,
  priceFaq,
  homeBlocks,
  siteSettings,
  pages,
] as const;

type Any = (typeof COLLECTIONS)[number];
/** A content type's name, as in the admin API (`/api/v1/admin/<type>`). */
export type ContentType = Any["name"];
/** The live tables of the content types. */
export type LiveTable = Any["table"];
/** Each type's document schema. */
export type SchemaOf = { [C in Any as C["name"]]: C["document"] };
/** Each type's document. */
export type DocumentOf = { [C in Any as C["name"]]: z.infer<C["document"]> };

/** The site search's sections: those the definitions' `search` name. */
export type SearchSection = NonNullable<Any["search"]>["section"];
/** The sitemap's sections of items, those the definitions' `sitemap` name ("pages", the landing pages, is the SEO router's). */
export type SitemapSection = NonNullable<Any["sitemap"]>["section"];

/** The types with public read endpoints of their own: those whose definition has an `api`. */
export type Readable = Extract<Any, { api: ApiOf }>;

export const COLLECTION_OF = Object.fromEntries(COLLECTIONS.map((c) => [c.name, c])) as {
  [C in Any as C["name"]]: C;
};

export type { ApiOf, Collection, HitPaths, RowShape, SearchOf, SitemapOf, SkinUrls } from "./define.ts";
