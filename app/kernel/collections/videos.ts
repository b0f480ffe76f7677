import { z } from "zod";
import { VIDEO_TYPES, type VideoType } from "../content-constants.ts";
import { desktop, mobile } from "../links.ts";
import { json, time } from "../rows.ts";
import { defineCollection } from "./define.ts";
import type { ReadContext } from "./read.ts";
import { VideoDetail, VideoSource, VideoSummary } from "./videos.answers.ts";
import { listed, mediaKey, optionalText, text } from "./fields.ts";

export const VideoDocument = z
  .object({
    type: z.enum(VIDEO_TYPES),
    ...listed,
    posterKey: mediaKey,
    posterAlt: optionalText(300),
    sourceUrl: z.string().max(500).nullable(),
    sourceType: z.enum(["video/mp4", "video/webm"]).nullable(),
    // An MP4 (H.264/AAC) copy of a WebM clip, offered after it for browsers that play no WebM.
    fallbackUrl: z.string().max(500).nullable().optional(),
    captionsUrl: z.string().max(500).nullable(),
    durationSeconds: z.number().int().min(0).max(86_400),
    presenters: z.array(text(120)).max(10),
    featured: z.boolean(),
  })
  .strict();

/** The clip, then its MP4 copy when it has one, in the order a player tries them. */
function source(
  url: string,
  type: string | null,
  fallback: string | null,
  captions: string | null,
  { fileUrl }: ReadContext,
): VideoSource {
  const first = { url: fileUrl(url), type: type === "video/webm" ? "video/webm" : "video/mp4" } as const;
  const sources = fallback ? [first, { url: fileUrl(fallback), type: "video/mp4" as const }] : [first];
  return { ...first, captionsUrl: captions ? fileUrl(captions) : null, sources };
}

export const videos = defineCollection({
  name: "videos",
  position: 40,
  label: "Videos",
  document: VideoDocument,
  // Captions are a file per language, so their address is a word of the page too.
  localised: ["title", "summary", "body", "posterAlt", "captionsUrl"],
  table: "videos",
  json: ["presenters"],
  bools: ["featured"],
  titleColumn: "title",
  categoryColumn: "type",
  times: "both",
  tags: ["videos"],
  listColumns: ["featured", "product"],
  listUrl: { desktop: desktop.videos(), mobile: mobile.videos("product-tours") },
  search: {
    section: "videos",
    text: ["presenters"],
    code: 6,
    words: { area: "sections", label: "videos" },
    // Videos play in their category's list; the fragment scrolls to the clip.
    paths: (id, type) => ({
      path: `${desktop.videosList(type)}#video-${id}`,
      mobilePath: `${mobile.videos(type)}#video-${id}`,
    }),
  },
  // Videos play on their category pages, which the sitemap lists with their clips (server/seo/sitemaps.ts).
  sitemap: { section: "videos", listDocument: "videos" },
  api: {
    path: "/videos",
    tag: "Videos",
    categories: VIDEO_TYPES,
    categoryOf: "Video",
    list: ["listVideos", "List videos"],
    get: ["getVideo", "One video"],
    related: { count: 4 },
    components: {
      parts: [["VideoSource", VideoSource]],
      summary: ["VideoSummary", VideoSummary],
      detail: ["VideoDetail", VideoDetail],
      page: "VideoPage",
    },
  },
  // A poster, a clip (or none yet) and presenters.
  read: {
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
    summary: (r, c) => ({
      id: r.id,
      type: r.type as VideoType,
      title: r.title,
      summary: r.summary,
      poster: c.image(r.poster_key, r.poster_alt),
      durationSeconds: r.duration_seconds,
      source: r.source_url ? source(r.source_url, r.source_type, r.fallback_url, r.captions_url, c) : null,
      publishedAt: time(r.published_at),
      updatedAt: time(r.updated_at),
    }),
    fields: (r) => ({ presenters: json<string[]>(r.presenters) }),
  },
});
