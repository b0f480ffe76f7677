/** Videos: a collection by category, with a poster, a clip (or none yet) and presenters. */
import type { VideoType } from "../../app/kernel/content-constants.ts";
import type { VideoSource, VideoSummary } from "../../app/kernel/content-schemas.ts";
import { json, time } from "../../app/kernel/rows.ts";
import { createCollection } from "./collection.ts";
import type { Kit } from "./kit.ts";

export function videoCollection(kit: Kit) {
  /** Clip and captions URLs are stored relative to the base path, or absolute. */
  const mediaUrl = (url: string) => (/^https?:/.test(url) ? url : `${kit.base}${url.replace(/^\/+/, "")}`);
  /** The clip, then its MP4 copy when it has one, in the order a player tries them. */
  const source = (url: string, type: string | null, fallback: string | null, captions: string | null): VideoSource => {
    const first = { url: mediaUrl(url), type: type === "video/webm" ? "video/webm" : "video/mp4" } as const;
    const sources = fallback ? [first, { url: mediaUrl(fallback), type: "video/mp4" as const }] : [first];
    return { ...first, captionsUrl: captions ? mediaUrl(captions) : null, sources };
  };
  return createCollection(kit, {
    table: "videos",
    columns: [
      "id",
      "type",
      "title",
      "summary",
      "poster_key",
      "poster_alt",
      "duration_seconds",
      "source_url",
      "source_type",
      "fallback_url",
      "captions_url",
      "published_at",
      "updated_at",
    ],
    summary: (r, media): VideoSummary => ({
      id: r.id,
      type: r.type as VideoType,
      title: r.title,
      summary: r.summary,
      poster: media.image(r.poster_key, r.poster_alt),
      durationSeconds: r.duration_seconds,
      source: r.source_url ? source(r.source_url, r.source_type, r.fallback_url, r.captions_url) : null,
      publishedAt: time(r.published_at),
      updatedAt: time(r.updated_at),
    }),
    fields: (r) => ({ presenters: json<string[]>(r.presenters) }),
  });
}

export function videoMethods(kit: Kit, videos: ReturnType<typeof videoCollection>) {
  return {
    /** The newest videos flagged as featured (the home page plays the first). */
    featuredVideos: async (limit: number) => {
      const [media, rows] = await Promise.all([kit.media(), videos.newest(limit, { featured: true })]);
      return rows.map((r) => videos.summary(r, media));
    },
  };
}
