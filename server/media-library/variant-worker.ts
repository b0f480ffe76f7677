/**
 * Runs in the variant pool's worker threads (server/media-library/variants.ts):
 * decodes an original once, cuts the focal-point frame and encodes every width
 * and format into the cache directory. sharp writes no metadata unless asked
 * (no keepMetadata/withMetadata), so EXIF, GPS and XMP never reach a variant;
 * it applies the EXIF orientation first so the picture still stands upright.
 */
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

// One libvips thread per worker: the pool's size is then the number of cores encoding,
// and the rest stay free for the thread that answers requests.
sharp.concurrency(1);

export interface VariantJob {
  original: Uint8Array;
  crop: { left: number; top: number; width: number; height: number };
  /** Each variant to write: width, format and the file name in `dir`. */
  outputs: Array<{ width: number; format: "avif" | "webp" | "jpeg"; file: string }>;
  dir: string;
  limitInputPixels: number;
}

export default async function makeVariants(job: VariantJob): Promise<{ color: string }> {
  const upright = await sharp(job.original, { limitInputPixels: job.limitInputPixels, animated: false })
    .rotate()
    .extract(job.crop)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels } };
  const { dominant } = await sharp(upright.data, raw).stats();
  for (const out of job.outputs) {
    const height = Math.round((upright.info.height * out.width) / upright.info.width);
    let image = sharp(upright.data, raw).resize(out.width, height);
    if (out.format === "avif") image = image.avif({ quality: 55, effort: 2 });
    else if (out.format === "webp") image = image.webp({ quality: 78 });
    else image = image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true });
    const data = await image.toBuffer();
    // Written under a temporary name and renamed: a reader never sees half a file.
    const target = path.join(job.dir, out.file);
    const temporary = path.join(
      job.dir,
      ".partial",
      `${out.file}.${process.pid}.${Math.random().toString(36).slice(2)}`,
    );
    await writeFile(temporary, data);
    await rename(temporary, target);
  }
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  return { color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
}
