import { z } from "zod";
import { desktop, mobile } from "../links.ts";
import { defineCollection } from "./define.ts";
import { optionalCover, ownPage, OWN_PAGE_WORDS, position } from "./fields.ts";

export const HelpArticleDocument = z
  .object({
    categoryId: z.number().int().positive(),
    ...ownPage,
    position,
    popular: z.boolean(),
    ...optionalCover,
  })
  .strict();

export const helpArticles = defineCollection({
  name: "help-articles",
  position: 70,
  label: "Help articles",
  document: HelpArticleDocument,
  localised: [...OWN_PAGE_WORDS, "coverAlt"],
  table: "help_articles",
  bools: ["popular"],
  titleColumn: "title",
  categoryColumn: "category_id",
  times: "both",
  tags: ["help"],
  listColumns: ["popular", "position"],
  urls: (id) => ({ desktop: desktop.help(id), mobile: null }),
  listUrl: { desktop: desktop.help(), mobile: null },
  // Found with its topic's title; its category is the topic's slug (server/search/indexer.ts).
  search: {
    section: "help",
    code: 5,
    words: { area: "sections", label: "helpCentre" },
    // A hit leads to the mobile skin's page too, which `urls` leaves out.
    paths: (id) => ({ path: desktop.help(id), mobilePath: mobile.help(id) }),
  },
  // The help centre's home and topic pages come from its tree (server/seo/sitemaps.ts).
  sitemap: { section: "help", listDocument: "help", item: (id) => desktop.help(id) },
});
