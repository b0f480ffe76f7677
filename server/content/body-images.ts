/**
 * Images inside rich bodies. A body keeps each image as `<img data-media-id alt>` (what
 * the allow-list lets through); on read it becomes a responsive <picture> built from the
 * media library's current variants (AVIF and WebP at the site's widths, cropped around
 * the focal point), so a replaced file or a new focal point shows on every page at once.
 */
import type { ContentImage } from "../../app/kernel/content-schemas.ts";
import { sanitizeBody } from "../../app/kernel/sanitize.ts";

/** Bodies are at most as wide as the reading column. */
const BODY_SIZES = "(min-width: 960px) 720px, 100vw";

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The sanitised body with its library images (`image` of a library id) as <picture> elements. */
export function bodyWithPictures(html: string, image: (mediaId: string, alt: string) => ContentImage): string {
  return sanitizeBody(html).replace(/<img\b[^>]*>/g, (tag) => {
    const id = attr(tag, "data-media-id");
    if (!id) return "";
    // The alt text comes out of the sanitiser already escaped for an attribute.
    const alt = attr(tag, "alt") ?? "";
    const picture = image(id, alt);
    const sources = picture.sources
      .filter((s) => s.type !== "image/jpeg")
      .map((s) => `<source type="${s.type}" srcset="${s.srcset}" sizes="${BODY_SIZES}">`)
      .join("");
    const jpeg = picture.sources.find((s) => s.type === "image/jpeg");
    const fallback = jpeg ? ` srcset="${jpeg.srcset}" sizes="${BODY_SIZES}"` : "";
    return (
      `<picture class="body-image">${sources}<img src="${picture.src}"${fallback} alt="${alt}"` +
      ` width="${picture.width}" height="${picture.height}" loading="lazy" decoding="async"></picture>`
    );
  });
}
