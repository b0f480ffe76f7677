import { z } from "zod";
import { NEWS_TYPES, type NewsType } from "../content-constants.ts";
import { desktop, mobile } from "../links.ts";
import { readingMinutes } from "../reading-time.ts";
import { json, time } from "../rows.ts";
import { defineCollection } from "./define.ts";
import { NewsDetail, NewsSummary } from "./news.answers.ts";
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
  position: 10,
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
  // Tags, related items and neighbours for "previous / next".
  read: {
    columns: [
      "id",
      "type",
      "title",
      "summary",
      "cover_key",
      "cover_alt",
      "author",
      // Lists show the reading time, which the body gives.
      "body_html",
      "published_at",
      "updated_at",
    ],
    summary: (r, c) => ({
      id: r.id,
      type: r.type as NewsType,
      title: r.title,
      summary: r.summary,
      cover: c.image(r.cover_key, r.cover_alt),
      author: r.author,
      readingMinutes: readingMinutes(r.body_html),
      publishedAt: time(r.published_at),
      updatedAt: time(r.updated_at),
    }),
    fields: (r, c) => ({ seo: c.seo(r), tags: json<string[]>(r.tags) }),
  },
});
