/**
 * Narrated product tours for the demo videos: the two newest videos of each
 * category get a clip of three scenes (generated pictures from art/tours.ts),
 * spoken by espeak-ng, captioned in WebVTT with the same words, and encoded by
 * ffmpeg as WebM (VP9 and Opus). The length is measured with ffprobe and written
 * to the video's row, with its clip and captions, so the page states the true
 * length. Clips are cached by content hash next to the pictures (images.ts), so
 * only the first start of a checkout pays for them.
 *
 * Without ffmpeg, ffprobe or espeak-ng the videos keep what the seed gave them
 * (no tour is listed as playable) and the caller logs why.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PRODUCT_SLUGS, type ProductSlug } from "../../app/kernel/content-constants.ts";
import { bumpContentVersion } from "../content-version.ts";
import type { Database } from "../database.ts";
import { productIn } from "./art/assign.ts";
import { sceneSvg } from "./art/scenes.ts";
import { tourScenes, type TourScene } from "./art/tours.ts";
import { defaultMediaCacheDir, placeFile } from "./images.ts";

const TOUR_VERSION = 2;
const PER_CATEGORY = 2;
const WIDTH = 1280;
const HEIGHT = 720;
/** Silence after each sentence, in seconds. */
const PAUSE = 0.7;
const TYPE_PRODUCT: Record<string, ProductSlug> = {
  "product-tours": "oa",
  webinars: "live",
  "customer-stories": "pm",
  tutorials: "education",
};

export interface ClipResult {
  /** Why no tour was made, when none was. */
  skipped?: string;
  clips: Array<{ id: number; seconds: number; cached: boolean }>;
  ms: number;
}

export function missingTools(): string[] {
  return ["ffmpeg", "ffprobe", "espeak-ng"].filter(
    (tool) => spawnSync(tool, ["-version"], { stdio: "ignore" }).error !== undefined,
  );
}

function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} exited with ${code}: ${err.slice(-400)}`)),
    );
  });
}

const probe = async (file: string) =>
  Number((await run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file])).trim());

const stamp = (s: number) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, "0");
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, "0");
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, "0");
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, "0")}`;
};

/** Renders one tour into `dir` (clip.webm, clip.vtt, meta.json). */
async function renderTour(dir: string, key: string, title: string, scenes: TourScene[]): Promise<number> {
  const sharp = (await import("sharp")).default;
  const durations: number[] = [];
  for (const [i, scene] of scenes.entries()) {
    const svg = sceneSvg(`${key}-${i}`, "cover", scene.art, 1440, 810);
    await sharp(Buffer.from(svg))
      .resize(WIDTH, HEIGHT)
      .png()
      .toFile(path.join(dir, `frame-${i}.png`));
    const wav = path.join(dir, `say-${i}.wav`);
    await run("espeak-ng", ["-v", "en-gb", "-s", "160", "-w", wav, scene.says]);
    durations.push((await probe(wav)) + PAUSE);
  }
  const inputs = scenes.flatMap((_, i) => [
    ["-loop", "1", "-framerate", "5", "-t", durations[i]!.toFixed(3), "-i", path.join(dir, `frame-${i}.png`)],
  ]);
  const audio = scenes.map((_, i) => ["-i", path.join(dir, `say-${i}.wav`)]);
  const n = scenes.length;
  const filters = scenes.map(
    (_, i) =>
      `[${i}:v]scale=${WIDTH}:${HEIGHT},format=yuv420p,setsar=1[v${i}];` +
      `[${n + i}:a]aresample=48000,apad=whole_dur=${durations[i]!.toFixed(3)}[a${i}]`,
  );
  const concat = `${scenes.map((_, i) => `[v${i}][a${i}]`).join("")}concat=n=${n}:v=1:a=1[v][a]`;
  const clip = path.join(dir, "clip.webm");
  await run("ffmpeg", [
    "-y", "-loglevel", "error",
    ...inputs.flat(), ...audio.flat(),
    "-filter_complex", `${filters.join(";")};${concat}`,
    "-map", "[v]", "-map", "[a]",
    "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-b:v", "250k",
    "-c:a", "libopus", "-b:a", "40k",
    "-metadata", `title=${title}`,
    clip,
  ]); // prettier-ignore
  const seconds = await probe(clip);
  let at = 0;
  const cues = scenes.map((s, i) => {
    const cue = `${i + 1}\n${stamp(at)} --> ${stamp(Math.min(seconds, at + durations[i]!))}\n${s.says}\n`;
    at += durations[i]!;
    return cue;
  });
  await writeFile(path.join(dir, "clip.vtt"), `WEBVTT - ${title} (narrated tour)\n\n${cues.join("\n")}`);
  await writeFile(path.join(dir, "meta.json"), JSON.stringify({ seconds }));
  for (const [i] of scenes.entries()) {
    await rm(path.join(dir, `frame-${i}.png`), { force: true });
    await rm(path.join(dir, `say-${i}.wav`), { force: true });
  }
  return seconds;
}

interface VideoRow {
  id: number;
  type: string;
  title: string;
  summary: string;
}

/** The videos that get a tour: the `PER_CATEGORY` newest published ones of each category. */
function chooseTours<T extends VideoRow>(newestFirst: readonly T[]): T[] {
  const perType = new Map<string, number>();
  return newestFirst.filter((r) => {
    const n = perType.get(r.type) ?? 0;
    perType.set(r.type, n + 1);
    return n < PER_CATEGORY;
  });
}

/** Makes (or finds in the cache) the tour of each video; answers its cache folder and length. */
export async function makeTours(
  videos: readonly VideoRow[],
  options: { cacheDir?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<Array<{ video: VideoRow; dir: string; seconds: number; cached: boolean }>> {
  const cacheRoot = path.join(options.cacheDir ?? defaultMediaCacheDir(), "tours");
  await mkdir(cacheRoot, { recursive: true });
  const made = [];
  for (const video of videos) {
    const product = productIn(video.title, video.summary) ?? TYPE_PRODUCT[video.type] ?? PRODUCT_SLUGS[0];
    const key = `tour-${video.id}`;
    const scenes = tourScenes(video, product);
    const hash = createHash("sha256")
      .update(JSON.stringify({ v: TOUR_VERSION, key, scenes, WIDTH, HEIGHT }))
      .digest("hex")
      .slice(0, 24);
    const dir = path.join(cacheRoot, hash);
    const cached = existsSync(path.join(dir, "meta.json"));
    if (!cached) {
      const tmp = `${dir}.${process.pid}.tmp`;
      await rm(tmp, { recursive: true, force: true });
      await mkdir(tmp, { recursive: true });
      await renderTour(tmp, key, video.title, scenes);
      await rename(tmp, dir).catch(() => rm(tmp, { recursive: true, force: true }));
    }
    const { seconds } = JSON.parse(await readFile(path.join(dir, "meta.json"), "utf8")) as { seconds: number };
    made.push({ video, dir, seconds, cached });
    // Only work worth telling about: a start that finds every tour made stays quiet.
    if (!cached) options.onProgress?.(made.length, videos.length);
  }
  return made;
}

/** For the build: the tours of the seed's videos, into the cache only. */
export async function cacheSeedTours(
  videos: ReadonlyArray<VideoRow & { published: unknown; published_at: string }>,
  options: { cacheDir?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<number> {
  const newest = videos.filter((v) => v.published).sort((a, b) => (a.published_at < b.published_at ? 1 : -1));
  return (await makeTours(chooseTours(newest), options)).length;
}

/**
 * Makes the tours of the current video rows, places them under `dataDir/media`
 * and points their rows at them (once: a row already pointing there with the
 * measured length is left alone). Bumps the content version when a row changed.
 */
export async function ensureSeedClips(
  db: Database,
  dataDir: string,
  options: { cacheDir?: string; onProgress?: (done: number, total: number) => void } = {},
): Promise<ClipResult> {
  const started = performance.now();
  const missing = missingTools();
  if (missing.length) return { skipped: `${missing.join(", ")} not found`, clips: [], ms: 0 };
  const rows = await db.kysely
    .selectFrom("videos")
    .select(["id", "type", "title", "summary", "body_html", "source_url", "duration_seconds"])
    .where("published", "=", true)
    .orderBy("published_at", "desc")
    .orderBy("id")
    .execute();
  const mediaDir = path.join(dataDir, "media");
  await mkdir(mediaDir, { recursive: true });
  const made = await makeTours(chooseTours(rows), options);
  const updates: Array<{ id: number; seconds: number; body: string }> = [];
  for (const { video, dir, seconds } of made) {
    const row = rows.find((r) => r.id === video.id)!;
    const key = `tour-${row.id}`;
    await placeFile(path.join(dir, "clip.webm"), path.join(mediaDir, `${key}.webm`));
    await placeFile(path.join(dir, "clip.vtt"), path.join(mediaDir, `${key}.vtt`));
    const whole = Math.round(seconds);
    if (row.source_url !== `media/${key}.webm` || row.duration_seconds !== whole)
      updates.push({ id: row.id, seconds: whole, body: statedLength(row.body_html, whole) });
  }
  if (updates.length)
    await db.kysely.transaction().execute(async (trx) => {
      for (const u of updates)
        await trx
          .updateTable("videos")
          .set({
            source_url: `media/tour-${u.id}.webm`,
            source_type: "video/webm",
            captions_url: `media/tour-${u.id}.vtt`,
            duration_seconds: u.seconds,
            body_html: u.body,
          })
          .where("id", "=", u.id)
          .execute();
      await bumpContentVersion(trx, ["videos"]);
    });
  return {
    clips: made.map((m) => ({ id: m.video.id, seconds: m.seconds, cached: m.cached })),
    ms: performance.now() - started,
  };
}

/** The body's sentence about the running time, made true: "runs for 7 seconds" becomes the measured length. */
export function statedLength(html: string, seconds: number): string {
  return html.replace(/runs for \d+ (?:seconds|minutes)(?: including [^.<]*)?/g, `runs for ${seconds} seconds`);
}
