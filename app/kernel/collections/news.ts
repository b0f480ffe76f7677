import { z } from "zod";
import { NEWS_TYPES } from "../content-constants.ts";
import { desktop, mobile } from "../links.ts";
import { NewsDetail, NewsSummary } from "../content-schemas.ts";
import { defineCollection } from "./define.ts";
import { cover, ownPage, OWN_PAGE_WORDS, text } from "./fields.ts";

export const NewsDocument = z
  .object({
    type: z.enum(NEWS_TYPES),
    ...ownPage,
    ...cover,
    author: text(120),
    tags: z.array(text(60)).max(20),
  })
  .strict();

export const news = defineCollection({
  name: "news",
  label: "News",
  document: NewsDocument,
  localised: [...OWN_PAGE_WORDS, "coverAlt", "author", "tags"],
  table: "news",
  json: ["tags"],
  titleColumn: "title",
  categoryColumn: "type",
  times: "both",
  tags: ["news"],
  listColumns: ["featured", "product"],
  urls: (id) => ({ desktop: desktop.article(id), mobile: mobile.article(id) }),
  listUrl: { desktop: desktop.news(), mobile: mobile.news("company") },
  search: { section: "news", text: ["tags"], code: 1, words: { area: "sections", label: "news" } },
  sitemap: {
    section: "news",
    listDocument: "news",
    lists: { all: desktop.news, categories: NEWS_TYPES, path: desktop.newsType },
    item: desktop.article,
  },
  api: {
    path: "/news",
    tag: "News",
    categories: NEWS_TYPES,
    categoryOf: "News",
    list: ["listNews", "List news"],
    get: ["getNews", "One news item with related items and neighbours"],
    related: { count: 4, neighbours: true },
    components: {
      parts: [],
      summary: ["NewsSummary", NewsSummary],
      detail: ["NewsDetail", NewsDetail],
      page: "NewsPage",
    },
  },
});
