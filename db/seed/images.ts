/**
 * Renders the media files of the seed under DATA_DIR/media. A manifest records
 * what was rendered (a hash of every spec and the generator version), so a start
 * with existing files costs one small file read, and never loads sharp (libvips
 * alone adds tens of megabytes to a server's resident memory).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Sharp, SharpOptions } from "sharp";
import { artworkSvg, type MediaSpec } from "./artwork.ts";

const GENERATOR_VERSION = 1;
const MANIFEST = ".manifest.json";

export function mediaFileName(key: string, width: number, format: string): string {
  return `${key}-${width}.${format === "jpeg" ? "jpg" : format}`;
}

export function mediaDigest(specs: readonly MediaSpec[]): string {
  return createHash("sha256")
    .update(JSON.stringify({ v: GENERATOR_VERSION, specs }))
    .digest("hex")
    .slice(0, 16);
}

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;

async function renderOne(sharp: SharpFactory, dir: string, spec: MediaSpec): Promise<void> {
  // Rasterise the SVG once at full size, then scale the pixels for each width.
  const full = await sharp(Buffer.from(artworkSvg(spec)))
    .raw()
    .toBuffer({ resolveWithObject: true });
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
      tasks.push(encoded.toFile(path.join(dir, mediaFileName(spec.key, width, format))));
    }
  }
  await Promise.all(tasks);
}

export interface MediaResult {
  generated: boolean;
  files: number;
  ms: number;
}

export async function readManifestDigest(dir: string): Promise<string | null> {
  try {
    const current = JSON.parse(await readFile(path.join(dir, MANIFEST), "utf8")) as { digest?: string };
    return current.digest ?? null;
  } catch {
    return null;
  }
}

/** Makes sure every file of `specs` exists in `dir`; renders them if the manifest differs. */
export async function ensureMedia(dir: string, specs: readonly MediaSpec[]): Promise<MediaResult> {
  const started = performance.now();
  const digest = mediaDigest(specs);
  const manifestPath = path.join(dir, MANIFEST);
  if ((await readManifestDigest(dir)) === digest)
    return { generated: false, files: 0, ms: performance.now() - started };
  await mkdir(dir, { recursive: true });
  const sharp = (await import("sharp")).default as SharpFactory;
  const queue = [...specs];
  const workers = Math.max(2, Math.min(8, os.availableParallelism()));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) await renderOne(sharp, dir, spec);
    }),
  );
  const files = specs.reduce((n, s) => n + s.widths.length * s.formats.length, 0);
  // Written last and atomically: a crash mid-way renders everything again next time.
  const tmp = `${manifestPath}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify({ digest, files, generatedAt: new Date().toISOString() }));
  await rename(tmp, manifestPath);
  return { generated: true, files, ms: performance.now() - started };
}
