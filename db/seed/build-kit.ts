/**
 * What the builders of the demo content share (build.ts runs them): the fixed
 * moment the content is dated from, the ids seeded as drafts, small HTML and
 * JSON helpers, and the kit each builder writes into.
 */
import type { Insertable } from "kysely";
import type { VideoType } from "../../app/kernel/content-constants.ts";
import { escapeHtml, sanitizeBody } from "../../app/kernel/sanitize.ts";
import { CONTENT_TABLES, type DB } from "../schema.ts";
import type { AccountsDB } from "../schema-accounts.ts";
import type { MediaDB } from "../schema-media.ts";
import type { EditorialDB } from "../schema-editorial.ts";
import type { LeadsInboxDB } from "../schema-leads.ts";
import type { AnalyticsDB } from "../schema-analytics.ts";
import type { MediaSpec } from "./artwork.ts";

type Rows = { [K in keyof DB]: Array<Insertable<DB[K]>> };
/** Content only: leads (and their notes and notifications), analytics, the version row, staff accounts, editorial history and uploads are never seeded. */
export type SeedRows = Omit<
  Rows,
  | "leads"
  | "content_version"
  | "cdn_purges"
  | keyof AccountsDB
  | keyof EditorialDB
  | keyof MediaDB
  | keyof LeadsInboxDB
  | keyof AnalyticsDB
>;

/** Every content table, empty (db/schema.ts `CONTENT_TABLES`: the types' tables from their definitions). */
export function emptyRows(): SeedRows {
  return Object.fromEntries(CONTENT_TABLES.map((table) => [table, []])) as unknown as SeedRows;
}

/** Where a builder writes: the rows, and the image registry (returns the key it was given). */
export interface SeedKit {
  rows: SeedRows;
  image: (key: string, kind: MediaSpec["kind"], palette: number) => string;
}

/** Demo content is dated relative to this fixed moment, never to "now". */
export const SEED_ANCHOR = Date.UTC(2026, 10, 16, 9, 0, 0);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const iso = (ms: number) => new Date(ms).toISOString();
export const json = (value: unknown) => JSON.stringify(value);
export const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;

/** Ids of items seeded as drafts: present in the database, never shown publicly. */
export const UNPUBLISHED = {
  news: [5, 29, 47],
  cases: [37, 38],
  solutions: [13],
  videos: [31],
  qas: [81, 82],
  help: [41],
  promotions: [4],
  services: [7],
  partners: [25],
} as const;

/** Length of each generated clip; scripts/generate-clips.ts records this long. */
export const CLIP_SECONDS = 7;

/**
 * The generated clip (public/clips/<name>.webm and .vtt, made by scripts/generate-clips.ts)
 * played by the first, newest and featured video of each category. Stored relative to
 * the base path; the content service prefixes BASE_PATH.
 */
export const SEEDED_CLIPS: Readonly<Record<VideoType, string>> = {
  "product-tours": "brightlane-oa",
  webinars: "brightlane-trade",
  "customer-stories": "brightlane-pm",
  tutorials: "brightlane-live",
};

/** A page block with nothing but its texts; callers spread in the rest. */
export function block(
  page: string,
  kind: string,
  position: number,
  title: string,
  summary: string,
  bodyHtml: string,
): Insertable<DB["blocks"]> {
  return {
    id: 0,
    page,
    kind,
    position,
    title,
    summary,
    body_html: bodyHtml ? sanitizeBody(bodyHtml) : "",
    image_key: null,
    image_alt: "",
    link_label: null,
    link_href: null,
    value: null,
    data: null,
    published: true,
  };
}
