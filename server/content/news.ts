/** News: a collection with tags, related items and neighbours for "previous / next" (its definition's `api.related`). */
import type { NewsType } from "../../app/kernel/content-constants.ts";
import type { NewsSummary } from "../../app/kernel/content-schemas.ts";
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
    fields: (r, media) => ({ seo: seoOf(r, media), tags: json<string[]>(r.tags) }),
  });
