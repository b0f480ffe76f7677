/**
 * The live preview beside the editor (docs/decisions/0084): the admin route reads the
 * posted form into a document with the save's own code and answers it as this shape;
 * the server renders the item's page from it (server/editorial/live-preview.ts).
 */
import type { ContentType } from "./editorial-schemas.ts";

export const LIVE_PREVIEW_SKINS = ["desktop", "mobile"] as const;
export type LivePreviewSkin = (typeof LIVE_PREVIEW_SKINS)[number];

export const isLivePreviewSkin = (value: unknown): value is LivePreviewSkin =>
  (LIVE_PREVIEW_SKINS as readonly unknown[]).includes(value);

/** What the admin route hands the server: the unsaved document, read leniently (a draft may be incomplete). */
export interface LivePreviewDraft {
  type: ContentType;
  id: number;
  title: string;
  document: Record<string, unknown>;
}
