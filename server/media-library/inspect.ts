/**
 * What an uploaded file really is, read from its bytes by sharp: the library
 * accepts the raster formats of ./formats.ts and refuses everything else, SVG
 * included (decision 0033), before anything is kept.
 */
import sharp, { type Metadata } from "sharp";
import { ACCEPTED_FORMATS, MAX_PIXELS } from "./formats.ts";
import type { UploadFile } from "../../app/kernel/services/media.ts";
import { MediaError } from "./uses.ts";

/** The file's real type and its upright size; 415 for anything the library does not accept. */
export async function inspect(file: UploadFile): Promise<{ mime: string; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(file.data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new MediaError(
      415,
      "unsupported-media-type",
      `${file.fileName}: not an image in a format we accept (JPEG, PNG, WebP, AVIF, GIF).`,
    );
  }
  if (meta.format === "svg")
    throw new MediaError(
      415,
      "unsupported-media-type",
      `${file.fileName}: SVG is refused because it can carry script; export it as PNG or WebP.`,
    );
  const mime = meta.format === "heif" && meta.compression !== "av1" ? undefined : ACCEPTED_FORMATS[meta.format ?? ""];
  if (!mime || !meta.width || !meta.height)
    throw new MediaError(
      415,
      "unsupported-media-type",
      `${file.fileName}: ${meta.format ?? "this"} format is not accepted (JPEG, PNG, WebP, AVIF, GIF).`,
    );
  // EXIF orientations 5-8 turn the picture a quarter: the variants show it upright.
  const turned = (meta.orientation ?? 1) >= 5;
  return { mime, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}
