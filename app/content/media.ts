/**
 * The static pages' illustrations: SVG files in ./media, imported by each content
 * file so Vite bundles them with hashed URLs that follow the base path. SVG scales
 * to every width, so one source serves all sizes.
 */
import type { ContentImage } from "~/kernel/content-schemas";

/** An illustration (an imported SVG URL) with its alt text. */
export function media(src: string, alt: string, color = "#0b5cad"): ContentImage {
  return { src, width: 1200, height: 750, alt, sources: [], widths: [1200], color };
}
