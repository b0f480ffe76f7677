/**
 * What the content service and the JSON API answer for videos (the definition's
 * `api.components`). Views import the types only (`import type`), so no public bundle loads zod.
 */
import { z } from "zod";
import { VIDEO_TYPES } from "../content-constants.ts";
import { ContentImage, Fallback, isoTime } from "../content-schemas.ts";

const VideoFile = z.object({
  url: z.string(),
  type: z.enum(["video/mp4", "video/webm"]),
});
/**
 * URLs are under the base path or absolute. `url` and `type` name the clip's first
 * file; `sources` every file it comes in, in the order a player should try them
 * (a WebM clip, then its MP4 copy for browsers that play no WebM).
 */
export const VideoSource = VideoFile.extend({
  captionsUrl: z.string().nullable().meta({ description: "WebVTT captions in English." }),
  sources: z.array(VideoFile).min(1).meta({ description: "Every file of the clip, first to try first." }),
});
export type VideoSource = z.infer<typeof VideoSource>;
export const VideoSummary = z.object({
  ...Fallback,
  id: z.number().int(),
  type: z.enum(VIDEO_TYPES),
  title: z.string(),
  summary: z.string(),
  poster: ContentImage,
  durationSeconds: z.number().int().min(0),
  // Pages show the poster with a "coming soon" note and no player when it is null.
  source: VideoSource.nullable().meta({
    description: "The clip, or null when none is published: show the poster without a player.",
  }),
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type VideoSummary = z.infer<typeof VideoSummary>;
export const VideoDetail = VideoSummary.extend({
  bodyHtml: z.string(),
  presenters: z.array(z.string()),
  related: z.array(VideoSummary),
});
export type VideoDetail = z.infer<typeof VideoDetail>;
