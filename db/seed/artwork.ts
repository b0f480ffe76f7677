/**
 * Generated artwork: each media key gets an SVG drawn from what its item says
 * (art/scenes.ts: product screens and editorial scenes; art/logos.ts: wordmarks),
 * then encoded by sharp into WebP and JPEG at several widths (images.ts). Text is
 * drawn in DejaVu Sans; another font on another machine only changes the pixels,
 * never the layout's meaning, and the cache key is the SVG itself.
 */
import { coverSvg } from "./art/covers.ts";
import { logoSvg } from "./art/logos.ts";
import { SCREEN_VARIANTS, screenArea, screenBackdropSvg } from "./art/product-screens.ts";
import { isProductScene, PRODUCT_SCENES, sceneSvg, type ArtContent, type ProductScene } from "./art/scenes.ts";
import { recordingText, type TextBox } from "./art/svg.ts";
import { hashString } from "./random.ts";

/** A logo's name and its number among the site's logos, an illustration drawn by hand, or what a picture shows. */
export type MediaArt = { logo: string; index: number } | { svg: string } | ArtContent;

export type ArtKind = "cover" | "banner" | "poster" | "logo";

export interface MediaSpec {
  key: string;
  kind: ArtKind;
  /** Palette index, so items of one category share a look. */
  palette: number;
  width: number;
  height: number;
  widths: number[];
  formats: Array<"avif" | "webp" | "jpeg">;
  /** What to draw; set from the item's row (art/assign.ts). */
  art?: MediaArt;
}

const PALETTES: Array<[string, string, string]> = [
  ["#0b3d91", "#2f80ed", "#f2c94c"],
  ["#0f5132", "#27ae60", "#d4f5e0"],
  ["#5b2a86", "#9b51e0", "#f7c6ff"],
  ["#7a2e0e", "#eb5757", "#ffe3c2"],
  ["#0d4d5c", "#2d9cdb", "#c6f1ff"],
  ["#3d3d3d", "#828282", "#f2994a"],
  ["#1b2a4a", "#56ccf2", "#e0f7fa"],
  ["#4a2511", "#f2994a", "#fff1d6"],
];

export function paletteColor(palette: number): string {
  return PALETTES[palette % PALETTES.length]![0];
}

/** What a generated screen shows, for alt texts written before the picture is assigned. */
const ART_SUBJECTS = ["an approval flow", "a project timeline", "a list of orders"] as const;
export const artSubject = (key: string): string => ART_SUBJECTS[hashString(`${key}:subject`) % ART_SUBJECTS.length]!;

export function mediaSpec(key: string, kind: ArtKind, palette: number): MediaSpec {
  switch (kind) {
    case "banner":
      return { key, kind, palette, width: 1440, height: 600, widths: [480, 960, 1440], formats: ["webp", "jpeg"] };
    case "poster":
    case "cover":
      return { key, kind, palette, width: 1440, height: 810, widths: [480, 960, 1440], formats: ["webp", "jpeg"] };
    case "logo":
      return { key, kind, palette, width: 400, height: 200, widths: [200, 400], formats: ["webp", "jpeg"] };
  }
}

export function artworkSvg(spec: MediaSpec): string {
  const { width: w, height: h } = spec;
  const art = spec.art ?? fallbackArt(spec);
  if ("logo" in art) return logoSvg(art.logo, art.index, w, h);
  if ("svg" in art) return art.svg;
  if (art.look === "screen") return screenBackdropSvg(spec.key, productOf(art), w, h);
  // A case's cover takes its product's colours; other covers, colours picked by key.
  if (art.look) return coverSvg(spec.key, art.look, w, h, art.look === "case" && isProductScene(art.scene) ? PRODUCT_SCENES.indexOf(art.scene) : undefined); // prettier-ignore
  return sceneSvg(spec.key, spec.kind === "logo" ? "cover" : spec.kind, art, w, h);
}

/** The product screen a picture shows over its backdrop (images.ts lays it in), if any. */
export function screenOf(spec: MediaSpec): { product: ProductScene; variant: number } | null {
  const art = spec.art ?? fallbackArt(spec);
  if ("logo" in art || "svg" in art || art.look !== "screen") return null;
  return { product: productOf(art), variant: (art.variant ?? 0) % SCREEN_VARIANTS };
}

const productOf = (art: ArtContent): ProductScene => (isProductScene(art.scene) ? art.scene : "oa");

/** For a key no item describes (none in the seed today): a product screen picked by key. */
function fallbackArt(spec: MediaSpec): MediaArt {
  if (spec.kind === "logo") return { logo: spec.key, index: hashString(spec.key) };
  const scene = PRODUCT_SCENES[hashString(spec.key) % PRODUCT_SCENES.length]!;
  return { scene, title: "Brightlane", subtitle: "Software for everyday work", look: "screen" };
}

/**
 * A picture's SVG and the box of every line of text it paints (for the painted-text
 * test). A product screen counts as one box, its whole area: every word of the screen
 * lies inside it.
 */
export function artworkLayout(spec: MediaSpec): { svg: string; texts: TextBox[] } {
  const { result: svg, texts } = recordingText(() => artworkSvg(spec));
  if (screenOf(spec)) texts.push({ text: "[screen]", ...screenArea(spec.width, spec.height) });
  return { svg, texts };
}
