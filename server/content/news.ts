/** News: a collection with tags, related items and neighbours for "previous / next". */
import type { NewsType } from "../../app/kernel/content-constants.ts";
import type { NewsDetail, NewsSummary } from "../../app/kernel/content-schemas.ts";
import { readingMinutes } from "../../app/kernel/reading-time.ts";
import { json, time } from "../../app/kernel/rows.ts";
import { createCollection } from "./collection.ts";
import { seoOf, type Kit } from "./kit.ts";

export const newsCollection = (kit: Kit) =>
  createCollection(kit, {
    table: "news",
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
    summary: (r, media): NewsSummary => ({
      id: r.id,
      type: r.type as NewsType,
      title: r.title,
      summary: r.summary,
      cover: media.image(r.cover_key, r.cover_alt),
      author: r.author,
      readingMinutes: readingMinutes(r.body_html),
      publishedAt: time(r.published_at),
      updatedAt: time(r.updated_at),
    }),
  });

export function newsMethods(kit: Kit, news: ReturnType<typeof newsCollection>) {
  return {
    getNews: (id: number) =>
      news.get(id, async (r): Promise<NewsDetail> => {
        const [media, related, [newer, older]] = await Promise.all([
          kit.media(),
          news.related(r, 4),
          news.neighbours(r),
        ]);
        const summary = (x: Parameters<typeof news.summary>[0]) => news.summary(x, media);
        return {
          ...summary(r),
          bodyHtml: media.body(r.body_html),
          seo: seoOf(r, media),
          tags: json<string[]>(r.tags),
          related: related.map(summary),
          newer: newer ? summary(newer) : null,
          older: older ? summary(older) : null,
        };
      }),
  };
}
