/**
 * The library's reading side: a media_assets row as the admin sees it (MediaItem),
 * the `media` row content renders for it, and the variant files served from it.
 * The writes (./service.ts) use the same mapping when they copy a change into `media`.
 */
import { access } from "node:fs/promises";
import path from "node:path";
import type { Kysely, Selectable } from "kysely";
import { contentImage } from "../../app/kernel/rows.ts";
import type { ContentImage } from "../../app/kernel/content-schemas.ts";
import type { DB } from "../../db/schema.ts";
import type { MediaAssetsTable } from "../../db/schema-media.ts";
import { cropAround, parseVariantName, variantTag, widthsFor } from "./formats.ts";
import type { OriginalStore } from "./storage.ts";
import { MediaError, usesOf, type MediaUse } from "./uses.ts";
import type { VariantPool } from "./variants.ts";

export interface MediaItem {
  id: number;
  fileName: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  alt: string;
  focalX: number;
  focalY: number;
  version: number;
  /** Alt text is set: the image may be used in content. */
  usable: boolean;
  createdAt: string;
  updatedAt: string;
  uses: MediaUse[];
  /** The variants as the site's <picture> describes them. */
  image: ContentImage;
}

export type Row = Selectable<MediaAssetsTable>;

export const num = (v: number | string) => Number(v);
const iso = (v: string | Date) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/** The tag in the variants' file names: it changes with the picture and its focal point. */
export const tagOf = (row: Pick<Row, "hash" | "focal_x" | "focal_y">) => variantTag(row.hash, row.focal_x, row.focal_y);

/** The `media` row content renders, for this upload as it stands. */
export function mediaRow(row: Pick<Row, "key" | "hash" | "focal_x" | "focal_y" | "width" | "height">) {
  const crop = cropAround(num(row.width), num(row.height), { x: row.focal_x, y: row.focal_y });
  const widths = widthsFor(crop.width);
  const widest = widths[widths.length - 1]!;
  return {
    key: row.key,
    width: widest,
    height: Math.round((crop.height * widest) / crop.width),
    formats: "avif,webp,jpeg",
    widths: widths.join(","),
    hash: tagOf(row),
  };
}

export interface ReaderDeps {
  db: () => Kysely<DB>;
  store: OriginalStore;
  pool: VariantPool;
  basePath: string;
}

export function createMediaReader({ db, store, pool, basePath }: ReaderDeps) {
  return {
    async toItem(row: Row, uses?: MediaUse[]): Promise<MediaItem> {
      const media = mediaRow(row);
      const stored = await db().selectFrom("media").select("color").where("key", "=", row.key).executeTakeFirst();
      const map = new Map([[row.key, { ...media, color: stored?.color ?? "#d9dee7" }]]);
      return {
        id: row.id,
        fileName: row.file_name,
        mime: row.mime,
        bytes: num(row.bytes),
        width: num(row.width),
        height: num(row.height),
        alt: row.alt,
        focalX: row.focal_x,
        focalY: row.focal_y,
        version: num(row.version),
        usable: row.alt.trim().length > 0,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        uses: uses ?? (await usesOf(db(), row.id)),
        image: contentImage(basePath, map, row.key, row.alt),
      };
    },

    async find(id: number): Promise<Row> {
      const row = await db().selectFrom("media_assets").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new MediaError(404, "not_found", "No such media item.");
      return row;
    },

    /**
     * The file of one variant for the public handler: from the local cache, or
     * rendered now from the original (another instance's upload, a cleared cache).
     * Null when the name does not describe a current variant.
     */
    async variantFile(name: string): Promise<string | null> {
      const parsed = parseVariantName(name);
      if (!parsed) return null;
      const row = await db().selectFrom("media_assets").selectAll().where("id", "=", parsed.id).executeTakeFirst();
      if (!row || tagOf(row) !== parsed.hash) return null;
      const crop = cropAround(num(row.width), num(row.height), { x: row.focal_x, y: row.focal_y });
      if (!widthsFor(crop.width).includes(parsed.width)) return null;
      const file = path.join(pool.dir, name);
      if (await exists(file)) return file;
      const original = await store.get(row.hash);
      if (!original) return null;
      await pool.render(
        {
          key: row.key,
          tag: parsed.hash,
          width: num(row.width),
          height: num(row.height),
          focalX: row.focal_x,
          focalY: row.focal_y,
        },
        original,
      );
      return file;
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
