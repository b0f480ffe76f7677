/** Questions and answers: a collection by topic; the title is the question, the body the full answer. */
import type { QaType } from "../../app/kernel/content-constants.ts";
import type { QaSummary } from "../../app/kernel/content-schemas.ts";
import { time } from "../../app/kernel/rows.ts";
import { createCollection } from "./collection.ts";
import { seoOf, type Kit } from "./kit.ts";

export const qaCollection = (kit: Kit) =>
  createCollection(kit, {
    table: "qas",
    columns: ["id", "type", "title", "summary", "cover_key", "cover_alt", "published_at", "updated_at"],
    summary: (r, media): QaSummary => ({
      id: r.id,
      type: r.type as QaType,
      title: r.title,
      summary: r.summary,
      cover: media.optionalImage(r.cover_key, r.cover_alt),
      publishedAt: time(r.published_at),
      updatedAt: time(r.updated_at),
    }),
    fields: (r, media) => ({ seo: seoOf(r, media) }),
  });
