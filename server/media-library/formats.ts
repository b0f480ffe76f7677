/**
 * What the media library accepts and what it makes of it: the formats recognised
 * by their bytes, the upload size limit, and the variants at the site's widths
 * (the seed's cover widths, db/seed/artwork.ts) in the 16:9 frame of its covers.
 */
import { createHash } from "node:crypto";
import { admin } from "../../app/kernel/admin-links.ts";
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from "../../app/kernel/media-limits.ts";

/** Formats accepted, by what sharp reads in the file's bytes (never its name). */
export const ACCEPTED_FORMATS: Readonly<Record<string, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heif: "image/avif",
  gif: "image/gif",
};

export { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES };
/** Largest multipart request: every file at the limit, plus room for the form's framing. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_FILES_PER_REQUEST * MAX_UPLOAD_BYTES + 64 * 1024;
/** Larger pictures cost too much memory to decode; phones give about 50 MP at most. */
export const MAX_PIXELS = 80_000_000;

/** The widths the site's <picture> sources use for covers. */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;
/** The frame every variant is cut to (the covers' 1440x810), around the focal point. */
export const FRAME = { width: 16, height: 9 } as const;
/** Modern formats first; JPEG stays for feeds and structured data (largestJpeg). */
export const VARIANT_FORMATS = ["avif", "webp", "jpeg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export const VARIANT_EXT: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const VARIANT_MIME: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** Uploads' keys in the `media` table. */
export const keyOf = (id: number) => `upload-${id}`;
/**
 * The tag in an upload's variant URLs: changes with the file and with the focal
 * point, so every URL names one picture forever and may be cached for a year.
 */
export function variantTag(hash: string, focalX: number, focalY: number): string {
  return createHash("sha256")
    .update(`${hash}:${focalX.toFixed(4)}:${focalY.toFixed(4)}`)
    .digest("hex")
    .slice(0, 16);
}

/** "upload-12.0123456789abcdef-960.avif" -> its parts; null for any other name. */
export function parseVariantName(name: string): { id: number; hash: string; width: number; ext: string } | null {
  const m = /^upload-([1-9][0-9]{0,9})\.([0-9a-f]{16})-([1-9][0-9]{1,4})\.(avif|webp|jpg)$/.exec(name);
  if (!m) return null;
  return { id: Number(m[1]), hash: m[2]!, width: Number(m[3]), ext: m[4]! };
}

/** The rectangle of the original, in the FRAME's proportions, centred on the focal point as far as the edges allow. */
export function cropAround(
  width: number,
  height: number,
  focal: { x: number; y: number },
): { left: number; top: number; width: number; height: number } {
  const ratio = FRAME.width / FRAME.height;
  let w = width;
  let h = height;
  if (width / height > ratio) w = Math.max(1, Math.round(height * ratio));
  else h = Math.max(1, Math.round(width / ratio));
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return {
    left: clamp(Math.round(focal.x * width - w / 2), width - w),
    top: clamp(Math.round(focal.y * height - h / 2), height - h),
    width: w,
    height: h,
  };
}

/** Variant widths for a crop this wide: the site's widths it can fill, or its own width when narrower than all. */
export function widthsFor(cropWidth: number): number[] {
  const fitting = VARIANT_WIDTHS.filter((w) => w <= cropWidth);
  return fitting.length ? fitting : [cropWidth];
}

/** Request paths that take uploads: the admin API's and the media page's form (path with the base path). */
export function isUploadPath(path: string, base: string): boolean {
  // Page forms posted by React Router after hydration go to "<path>.data".
  const p = path
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1")
    .replace(/\.data$/, "");
  const page = `${base}${admin.media().slice(1)}`;
  if (p === page || (p.startsWith(`${page}/`) && /^\/[1-9][0-9]{0,9}$/.test(p.slice(page.length)))) return true;
  const api = p.toLowerCase();
  const media = `${base}api/v1/admin/media`;
  return api === media || (api.startsWith(`${media}/`) && /^\/[^/]+\/file$/.test(api.slice(media.length)));
}
