/**
 * Narrated product tours for the demo videos: every published video gets a clip
 * of its title and its own script (art/tours.ts), spoken by espeak-ng, captioned
 * in WebVTT with the same words, and encoded by ffmpeg as WebM and as MP4 for
 * browsers without WebM (tour-clip.ts).
 * Its length (the sum of its scenes, each padded to whole frames) goes into the
 * video's seed row, with its clip and captions, so the page states the true length. Clips are cached by
 * content hash next to the pictures (images.ts), so only the first start of a
 * checkout pays for them; two are made at a time.
 *
 * Without ffmpeg or espeak-ng the videos keep what the seed gave them
 * (no tour is listed as playable) and the caller logs why.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../database.ts";
import { tourProduct, tourScenes, type TourVideo } from "./art/tours.ts";
import { defaultMediaCacheDir, placeFile } from "./images.ts";
import { renderTour, TOUR_FORMAT } from "./tour-clip.ts";

/** 4: an MP4 copy beside the WebM, and step screens headed by their number (the poster's frame). */
const TOUR_VERSION = 4;
/** Tours made at once: each ffmpeg runs on one thread, and the machine may have two cores. */
const PARALLEL = 2;

export interface ClipResult {
  /** Why no tour was made, when none was. */
  skipped?: string;
  clips: Array<{ id: number; seconds: number; cached: boolean }>;
  ms: number;
}

export function missingTools(): string[] {
  return ["ffmpeg", "espeak-ng"].filter(
    (tool) => spawnSync(tool, ["-version"], { stdio: "ignore" }).error !== undefined,
  );
}

type VideoRow = TourVideo & { source_url?: string | null; fallback_url?: string | null };

/**
 * The videos that get a tour: every published one whose clip is the seed's (none,
 * a fallback clip under `clips/`, or a tour already). A clip an editor gave a
 * video is never replaced.
 */
function chooseTours<T extends VideoRow>(published: readonly T[]): T[] {
  return published.filter(
    (r) => !r.source_url || r.source_url.startsWith("clips/") || r.source_url.startsWith("media/tour-"),
  );
}

type Made<T> = { video: T; dir: string; seconds: number; cached: boolean };

/** Makes (or finds in the cache) the tour of each video, `PARALLEL` at a time; answers its cache folder and length. */
export async function makeTours<T extends TourVideo>(
  videos: readonly T[],
  options: { cacheDir?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<Array<Made<T>>> {
  const cacheRoot = path.join(options.cacheDir ?? defaultMediaCacheDir(), "tours");
  await mkdir(cacheRoot, { recursive: true });
  const made: Array<Made<T>> = [];
  let next = 0;
  let rendered = 0;
  const work = async () => {
    for (let i = next++; i < videos.length; i = next++) {
      const video = videos[i]!;
      const product = tourProduct(video);
      const key = `tour-${video.id}`;
      const scenes = tourScenes(video, product);
      const hash = createHash("sha256")
        .update(JSON.stringify({ v: TOUR_VERSION, key, scenes, TOUR_FORMAT }))
        .digest("hex")
        .slice(0, 24);
      const dir = path.join(cacheRoot, hash);
      const cached = existsSync(path.join(dir, "meta.json"));
      if (!cached) {
        const tmp = `${dir}.${process.pid}.${i}.tmp`;
        await rm(tmp, { recursive: true, force: true });
        await mkdir(tmp, { recursive: true });
        await renderTour(tmp, key, video.title, scenes);
        await rename(tmp, dir).catch(() => rm(tmp, { recursive: true, force: true }));
      }
      const { seconds } = JSON.parse(await readFile(path.join(dir, "meta.json"), "utf8")) as { seconds: number };
      made[i] = { video, dir, seconds, cached };
      // Only work worth telling about: a start that finds every tour made stays quiet.
      if (!cached) options.onProgress?.(++rendered, videos.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, work));
  return made;
}

/** For the build: the tours of the seed's published videos, into the cache only. */
export async function cacheSeedTours(
  videos: ReadonlyArray<VideoRow & { published: unknown }>,
  options: { cacheDir?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<number> {
  return (await makeTours(chooseTours(videos.filter((v) => v.published)), options)).length;
}

type SeedVideo = VideoRow & { published: unknown; body_html: string; duration_seconds: number };

/**
 * The seed's video rows with their tours, before they are written: each published
 * video whose clip is the seed's gets its narrated tour, placed under `dataDir/media`,
 * and its row points at it with the true length, in its fields and its text. So the
 * tours go through the same write as the rest of the seed (server/seed.ts).
 */
export async function withSeedTours<T extends SeedVideo>(
  videos: readonly T[],
  dataDir: string,
  options: { cacheDir?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ videos: T[]; result: ClipResult }> {
  const started = performance.now();
  const missing = missingTools();
  if (missing.length)
    return { videos: [...videos], result: { skipped: `${missing.join(", ")} not found`, clips: [], ms: 0 } };
  const made = await makeTours(chooseTours(videos.filter((v) => v.published)), options);
  await placeTours(made, dataDir);
  const seconds = new Map(made.map((m) => [m.video.id, Math.round(m.seconds)]));
  return {
    videos: videos.map((v) => {
      const whole = seconds.get(v.id);
      if (whole === undefined) return v;
      return {
        ...v,
        source_url: `media/tour-${v.id}.webm`,
        source_type: "video/webm",
        fallback_url: `media/tour-${v.id}.mp4`,
        captions_url: `media/tour-${v.id}.vtt`,
        duration_seconds: whole,
        body_html: statedLength(v.body_html, whole),
      };
    }),
    result: {
      clips: made.map((m) => ({ id: m.video.id, seconds: m.seconds, cached: m.cached })),
      ms: performance.now() - started,
    },
  };
}

async function placeTours(made: ReadonlyArray<Made<TourVideo>>, dataDir: string): Promise<void> {
  const mediaDir = path.join(dataDir, "media");
  await mkdir(mediaDir, { recursive: true });
  for (const { video, dir } of made) {
    await placeFile(path.join(dir, "clip.webm"), path.join(mediaDir, `tour-${video.id}.webm`));
    await placeFile(path.join(dir, "clip.mp4"), path.join(mediaDir, `tour-${video.id}.mp4`));
    await placeFile(path.join(dir, "clip.vtt"), path.join(mediaDir, `tour-${video.id}.vtt`));
  }
}

/**
 * On every start: the tour files of the videos whose rows point at one, placed in
 * this instance's `dataDir/media` when missing (instances sharing PostgreSQL each
 * have their own). Writes no row: the seed wrote them (withSeedTours).
 */
export async function ensureSeedClips(
  db: Database,
  dataDir: string,
  options: { cacheDir?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<ClipResult> {
  const started = performance.now();
  const rows = await db.kysely
    .selectFrom("videos")
    .select(["id", "type", "title", "summary", "body_html", "source_url", "fallback_url"])
    .where("source_url", "like", "media/tour-%")
    .orderBy("id")
    .execute();
  const absent = rows.filter((r) =>
    [r.source_url, r.fallback_url].some((file) => file && !existsSync(path.join(dataDir, file))),
  );
  if (absent.length === 0) return { clips: [], ms: performance.now() - started };
  const missing = missingTools();
  if (missing.length) return { skipped: `${missing.join(", ")} not found`, clips: [], ms: 0 };
  const made = await makeTours(absent, options);
  await placeTours(made, dataDir);
  return {
    clips: made.map((m) => ({ id: m.video.id, seconds: m.seconds, cached: m.cached })),
    ms: performance.now() - started,
  };
}

/** The body's sentence about the running time, made true: "runs for 7 seconds" becomes the clip's length. */
export function statedLength(html: string, seconds: number): string {
  return html.replace(/runs for \d+ (?:seconds|minutes)(?: including [^.<]*)?/g, `runs for ${seconds} seconds`);
}
