/**
 * What every part of the content service shares: the database, the one result
 * cache, the media table (for images), the clock, the paging rules, and the
 * blocks the home and pricing pages are built from.
 */
import type { Kysely } from "kysely";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PRODUCT_NAMES,
  type ProductSlug,
} from "../../app/kernel/content-constants.ts";
import type { MediaReader, SeoColumns } from "../../app/kernel/collections/read.ts";
import type { FaqItem, ItemSeo, Metric, Page, ProductRef } from "../../app/kernel/content-schemas.ts";
import { bool, contentImage, json, time, type MediaRow } from "../../app/kernel/rows.ts";
import { sanitizeBody } from "../../app/kernel/sanitize.ts";
import type { DB } from "../../db/schema.ts";
import { bodyWithPictures } from "./body-images.ts";
import type { ResultCache } from "./cache.ts";
import { contentLocale, listTag, recordDeps } from "./scope.ts";

/** Thrown for list arguments outside the documented bounds (the API validates first). */
export class ContentQueryError extends Error {}

/** The images of the media table, as pages show them. */
export interface Media extends MediaReader {
  /** A rich body, sanitised, with its media-library images as <picture> elements. */
  body(html: string): string;
}

/** An item's own search and sharing settings; empty ones stay null, for the page to derive. */
export function seoOf(row: SeoColumns, media: MediaReader): ItemSeo {
  return {
    title: row.seo_title?.trim() || null,
    description: row.seo_description?.trim() || null,
    image: media.optionalImage(row.seo_image_key ?? null, ""),
    noindex: bool(row.noindex ?? false),
  };
}

export interface Kit {
  db: Kysely<DB>;
  /** BASE_PATH, for image and clip URLs ("/" or "/site/"). */
  base: string;
  now: () => Date;
  /** The result cache: `load` runs only when `key` holds no fresh result. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
  media(): Promise<Media>;
}

export function createKit(db: Kysely<DB>, base: string, now: () => Date, cache: ResultCache): Kit {
  // A non-default locale's results are its own: its rows carry its words (./translations.ts).
  const cached = <T>(key: string, load: () => Promise<T>) => {
    const locale = contentLocale()?.tag;
    return cache.get(locale ? `${locale}|${key}` : key, load);
  };
  const media = () =>
    cached("media", async (): Promise<Media> => {
      // With each image's library id: a body names its pictures by id (data-media-id).
      const rows = await db
        .selectFrom("media")
        .leftJoin("media_assets", "media_assets.key", "media.key")
        .selectAll("media")
        .select("media_assets.id as asset_id")
        .execute();
      const map = new Map<string, MediaRow>(rows.map((r) => [r.key, r]));
      const keyOfId = new Map(rows.filter((r) => r.asset_id !== null).map((r) => [String(r.asset_id), r.key]));
      const image = (key: string, alt: string) => contentImage(base, map, key, alt);
      return {
        image,
        optionalImage: (key, alt) => (key ? image(key, alt ?? "") : null),
        body: (html) => bodyWithPictures(html, (id, alt) => image(keyOfId.get(id) ?? `upload-${id}`, alt)),
      };
    });
  return { db, base, now, cached, media };
}

// ---------------------------------------------------------------------------
// Paging

interface Paging {
  page: number;
  pageSize: number;
}

export function paging(query: { page?: number; pageSize?: number } | undefined): Paging {
  const page = query?.page ?? 1;
  const pageSize = query?.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isSafeInteger(page) || page < 1) throw new ContentQueryError("page must be a positive integer");
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new ContentQueryError(`pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  return { page, pageSize };
}

export function checkType(type: string | undefined, allowed: readonly string[]): void {
  if (type !== undefined && !allowed.includes(type)) throw new ContentQueryError(`unknown type "${type}"`);
}

export const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

export const pageOf = <T>(items: T[], total: number, { page, pageSize }: Paging): Page<T> => ({
  items,
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

// ---------------------------------------------------------------------------
// Values shared by several content types

export const product = (slug: string): ProductRef => ({
  slug: slug as ProductSlug,
  name: PRODUCT_NAMES[slug as ProductSlug] ?? slug,
});

/** A time already in the form time() gives: compared as it is, without parsing it again. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The latest of some times (ISO text or Date; empty values skipped), as ISO 8601. */
export function newest(values: ReadonlyArray<unknown>): string | undefined {
  let best: string | undefined;
  for (const value of values) {
    if (value === null || value === undefined || value === "") continue;
    // Sitemaps take the newest of some 10,000 times: parsing each cost about 10 ms.
    const canonical = typeof value === "string" && ISO_TIME.test(value);
    const t = canonical ? value : time(value);
    if (!canonical && Number.isNaN(Date.parse(t))) continue;
    if (!best || t > best) best = t;
  }
  return best;
}

// ---------------------------------------------------------------------------
// Settings, and the blocks of the home page and the pricing questions

export async function settingsValue<T>(db: Kysely<DB>, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row ? json<T>(row.value) : fallback;
}

/** The published blocks of one landing page, recorded as what that page shows (their edits name it). */
export function blocks(db: Kysely<DB>, page: string) {
  recordDeps([listTag("blocks", page)]);
  return db
    .selectFrom("blocks")
    .selectAll()
    .where("page", "=", page)
    .where("published", "=", true)
    .orderBy("kind")
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export const faqFrom = (rows: Array<{ kind: string; title: string; body_html: string }>): FaqItem[] =>
  rows.filter((b) => b.kind === "faq").map((b) => ({ question: b.title, answerHtml: sanitizeBody(b.body_html) }));
export const figuresFrom = (rows: Array<{ kind: string; title: string; value: string | null }>): Metric[] =>
  rows.filter((b) => b.kind === "figure").map((b) => ({ value: b.value ?? "", label: b.title }));
