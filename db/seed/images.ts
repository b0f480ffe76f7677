/**
 * Renders the media files of the seed under DATA_DIR/media. A manifest records
 * what was rendered (a hash of every spec and the generator version), so a start
 * with existing files costs one small file read, and never loads sharp (libvips
 * alone adds tens of megabytes to a server's resident memory).
 *
 * Every picture is also kept in a cache shared by all data directories of the
 * checkout (MEDIA_CACHE_DIR, by default node_modules/.cache/vitrine-media), under
 * the hash of its SVG and encodings: a fresh data directory, or a seed in which
 * few items changed, links the unchanged files instead of encoding them again.
 */
import { createHash } from "node:crypto";
import { copyFile, link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Sharp, SharpOptions } from "sharp";
import { screenArea } from "./art/product-screens.ts";
import { artworkSvg, screenOf, type MediaSpec } from "./artwork.ts";
import { ensureScreens, screenId, screensDigest, type Screen } from "./screenshots.ts";

const GENERATOR_VERSION = 3;
const ENCODER = "webp78e1-avif55e0-jpeg80p";
const root = path.resolve(import.meta.dirname, "../..");
export const defaultMediaCacheDir = () =>
  process.env.MEDIA_CACHE_DIR || path.join(root, "node_modules/.cache/vitrine-media");
const MANIFEST = ".manifest.json";

export function mediaFileName(key: string, width: number, format: string): string {
  return `${key}-${width}.${format === "jpeg" ? "jpg" : format}`;
}

/** What the pictures of `specs` look like: their specs, and the mock-ups of the product screens they show. */
export function mediaDigest(specs: readonly MediaSpec[]): string {
  const screens = specs.some((s) => screenOf(s) !== null) ? screensDigest() : "";
  return createHash("sha256")
    .update(JSON.stringify({ v: GENERATOR_VERSION, specs, screens }))
    .digest("hex")
    .slice(0, 16);
}

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;

/** Screens scaled to their place, per run of ensureMedia (then dropped: a server seeds in its own process). */
type Overlays = Map<string, Promise<Buffer>>;

/** A screen scaled to its place, with rounded corners: made once per screen and size, laid into every picture that shows it. */
function overlay(overlays: Overlays, sharp: SharpFactory, screen: Screen, w: number, h: number): Promise<Buffer> {
  const id = `${screen.png}@${w}x${h}`;
  let made = overlays.get(id);
  if (!made) {
    const corners = Buffer.from(`<svg width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="12"/></svg>`);
    made = readFile(screen.png).then(async (png) =>
      sharp(await sharp(png).resize(w, h).png().toBuffer())
        .composite([{ input: corners, blend: "dest-in" }])
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
    overlays.set(id, made);
  }
  return made;
}

async function renderOne(
  sharp: SharpFactory,
  dir: string,
  spec: MediaSpec,
  svg: string,
  screen: Screen | undefined,
  overlays: Overlays,
): Promise<void> {
  // Rasterise the SVG once at full size (with its product screen laid in), then scale the pixels for each width.
  let base = sharp(Buffer.from(svg));
  if (screen) {
    const a = screenArea(spec.width, spec.height);
    base = base.composite([{ input: await overlay(overlays, sharp, screen, a.w, a.h), left: a.x, top: a.y }]);
  }
  const full = await base.raw().toBuffer({ resolveWithObject: true });
  const source = { raw: { width: full.info.width, height: full.info.height, channels: full.info.channels } } as const;
  const tasks: Array<Promise<unknown>> = [];
  for (const width of spec.widths) {
    const height = Math.round((spec.height * width) / spec.width);
    const pixels =
      width === full.info.width
        ? full
        : await sharp(full.data, source).resize(width, height).raw().toBuffer({ resolveWithObject: true });
    const raw = {
      raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels },
    } as const;
    for (const format of spec.formats) {
      const img = sharp(pixels.data, raw);
      const encoded =
        format === "webp"
          ? img.webp({ quality: 78, effort: 1 })
          : format === "avif"
            ? img.avif({ quality: 55, effort: 0 })
            : img.flatten({ background: "#ffffff" }).jpeg({ quality: 80, progressive: true });
      tasks.push(encoded.toFile(path.join(dir, mediaFileName("img", width, format))));
    }
  }
  await Promise.all(tasks);
}

export interface MediaResult {
  generated: boolean;
  files: number;
  ms: number;
  /** Pictures encoded now, and pictures taken from the cache. */
  rendered?: number;
  cached?: number;
}

/** Called after each picture: how many of `total` are in place, and how many of those came from the cache. */
export type MediaProgress = (done: number, total: number, cached: number) => void;

export interface MediaOptions {
  cacheDir?: string;
  onProgress?: MediaProgress;
  /** Told once when something could not be drawn as intended (no Chromium for the product screens). */
  onNotice?: (message: string) => void;
}

export async function readManifestDigest(dir: string): Promise<string | null> {
  try {
    const current = JSON.parse(await readFile(path.join(dir, MANIFEST), "utf8")) as { digest?: string };
    return current.digest ?? null;
  } catch {
    return null;
  }
}

const cacheKey = (spec: MediaSpec, svg: string, screen: Screen | undefined) =>
  createHash("sha256")
    .update(JSON.stringify({ v: GENERATOR_VERSION, e: ENCODER, w: spec.widths, h: spec.height, f: spec.formats }))
    .update(svg)
    .update(screen ? path.basename(screen.png) : "")
    .digest("hex")
    .slice(0, 24);

const outputs = (spec: MediaSpec) => spec.widths.flatMap((w) => spec.formats.map((f) => ({ w, f })));

export async function placeFile(from: string, to: string): Promise<void> {
  const [a, b] = await Promise.all([stat(from), stat(to).catch(() => null)]);
  if (b && a.ino === b.ino && a.dev === b.dev) return; // already this file
  await rm(to, { force: true });
  // A hard link costs nothing; across file systems, a copy.
  await link(from, to).catch(() => copyFile(from, to));
}

/**
 * Makes sure every file of `specs` exists in `dir`; renders them if the manifest differs.
 * With `dir` null, only fills the cache (the build does, so a first start only links files).
 */
export async function ensureMedia(
  dir: string | null,
  specs: readonly MediaSpec[],
  options: MediaOptions = {},
): Promise<MediaResult> {
  const started = performance.now();
  const digest = mediaDigest(specs);
  if (dir !== null && (await readManifestDigest(dir)) === digest)
    return { generated: false, files: 0, ms: performance.now() - started };
  if (dir !== null) await mkdir(dir, { recursive: true });
  const cacheDir = options.cacheDir ?? defaultMediaCacheDir();
  await mkdir(cacheDir, { recursive: true });
  const inCache = new Set(await readdir(cacheDir));
  const { screens, skipped } = await ensureScreens(
    cacheDir,
    specs.map(screenOf).filter((s) => s !== null),
  );
  if (skipped) options.onNotice?.(`Product screens drawn without their mock-ups: ${skipped}.`);
  let sharp: SharpFactory | undefined;
  const overlays: Overlays = new Map();
  const queue = [...specs];
  let done = 0;
  let cached = 0;
  const workers = Math.max(2, Math.min(8, os.availableParallelism()));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) {
        const svg = artworkSvg(spec);
        const shown = screenOf(spec);
        const screen = shown ? screens.get(screenId(shown.product, shown.variant)) : undefined;
        const entry = path.join(cacheDir, cacheKey(spec, svg, screen));
        if (inCache.has(path.basename(entry))) cached++;
        else {
          // Rendered into a private folder, then renamed: a half-written entry is never used.
          const tmp = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
          await mkdir(tmp, { recursive: true });
          sharp ??= (await import("sharp")).default as SharpFactory;
          await renderOne(sharp, tmp, spec, svg, screen, overlays);
          await rename(tmp, entry).catch(() => rm(tmp, { recursive: true, force: true }));
        }
        if (dir !== null)
          for (const { w, f } of outputs(spec))
            await placeFile(
              path.join(entry, mediaFileName("img", w, f)),
              path.join(dir, mediaFileName(spec.key, w, f)),
            );
        options.onProgress?.(++done, specs.length, cached);
      }
    }),
  );
  const files = specs.reduce((n, s) => n + s.widths.length * s.formats.length, 0);
  if (dir !== null) {
    // Written last and atomically: a crash mid-way renders everything again next time.
    const manifestPath = path.join(dir, MANIFEST);
    const tmp = `${manifestPath}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify({ digest, files, generatedAt: new Date().toISOString() }));
    await rename(tmp, manifestPath);
  }
  return { generated: true, files, ms: performance.now() - started, rendered: specs.length - cached, cached };
}
