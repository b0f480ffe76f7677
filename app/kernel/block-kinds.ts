/**
 * How the editor names and pictures each kind of block (./page-blocks.ts): its label and
 * a schematic of what it looks like, drawn from a few parts (app/components/admin/sketch.tsx)
 * so the picker needs no images. What a block is for is its schema's `.meta` description.
 * Keyed by every block type: a type added without an entry here fails the type check.
 */
import type { BlockType } from "./page-blocks.ts";

/** One row of a block's schematic, top to bottom. */
export type SketchPart =
  | "eyebrow"
  | "title"
  | "heading"
  | "lines"
  | "button"
  | "picture"
  | "figures"
  | "grid"
  | "rows"
  | "columns"
  | "quote"
  | "fields"
  | "cards";

export interface BlockKind {
  label: string;
  sketch: readonly SketchPart[];
}

export const BLOCK_KINDS: Record<BlockType, BlockKind> = {
  hero: { label: "Hero", sketch: ["eyebrow", "title", "lines", "button", "picture"] },
  text: { label: "Text", sketch: ["heading", "lines", "lines"] },
  figures: { label: "Key figures", sketch: ["heading", "figures"] },
  features: { label: "Features", sketch: ["heading", "grid"] },
  faq: { label: "Questions and answers", sketch: ["heading", "rows"] },
  cta: { label: "Call to action", sketch: ["heading", "lines", "button"] },
  "lead-form": { label: "Lead form", sketch: ["heading", "lines", "fields", "button"] },
  columns: { label: "Columns", sketch: ["heading", "columns"] },
  quote: { label: "Quote", sketch: ["quote", "lines"] },
  cards: { label: "Cards", sketch: ["heading", "cards"] },
  "plan-table": { label: "Plan table", sketch: ["heading", "button", "columns"] },
  "case-highlights": { label: "Case highlights", sketch: ["heading", "cards"] },
  "last-updated": { label: "Last updated", sketch: ["lines"] },
  gallery: { label: "Gallery", sketch: ["heading", "picture"] },
  timeline: { label: "Timeline", sketch: ["heading", "rows"] },
  customer: { label: "Customer panel", sketch: ["heading", "rows"] },
  banners: { label: "Banner carousel", sketch: ["picture", "title", "button"] },
  highlights: { label: "Highlights", sketch: ["title", "lines", "grid"] },
  "home-figures": { label: "Home figures", sketch: ["heading", "figures"] },
  logos: { label: "Customer logos", sketch: ["heading", "grid"] },
  "latest-news": { label: "Latest news", sketch: ["heading", "cards"] },
  "solution-highlights": { label: "Featured solutions", sketch: ["heading", "cards"] },
  "featured-video": { label: "Featured video", sketch: ["heading", "picture"] },
};
