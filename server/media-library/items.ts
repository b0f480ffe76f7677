/**
 * The library's reading side: a media_assets row as the admin sees it (MediaItem),
 * the `media` row content renders for it, and the variant files served from it.
 * The writes (./service.ts) use the same mapping when they copy a change into `media`.
 */
import { access, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely, Selectable } from "kysely";
import type { Logger } from "pino";
import { contentImage } from "../../app/kernel/rows.ts";
import type { MediaItem } from "../../app/kernel/services/media.ts";
import type { DB } from "../../db/schema.ts";
import type { MediaAssetsTable } from "../../db/schema-media.ts";
import { cropAround, parseVariantName, variantTag, widthsFor } from "./formats.ts";
import { isUploadKey } from "./demo-items.ts";
import { findRetired } from "./retired.ts";
import { isFileName, type OriginalStore } from "./storage.ts";
import { MediaError, usesOf, type MediaUse } from "./uses.ts";
import type { VariantPool, VariantSource } from "./variants.ts";

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
  logger: Logger;
}

export function createMediaReader({ db, store, pool, basePath, logger }: ReaderDeps) {
  /**
   * Renders every variant of `source` in the pool, then, where instances share a
   * store, puts them there so no other instance renders them again (decision 0051).
   */
  async function render(source: VariantSource, original: Uint8Array): Promise<{ color: string }> {
    const started = performance.now();
    const result = await pool.render(source, original);
    const names = pool.names(source);
    if (store.files) for (const name of names) await store.files.put(name, await readFile(path.join(pool.dir, name)));
    logger.info(
      { key: source.key, tag: source.tag, files: names.length, ms: Math.round(performance.now() - started) },
      "media variants rendered",
    );
    return result;
  }

  /** A shared file copied into this instance's media directory, or null when the store has none. */
  async function copyShared(name: string): Promise<string | null> {
    const data = isFileName(name) ? await store.files?.get(name) : null;
    if (!data) return null;
    const file = path.join(pool.dir, name);
    // Written under a temporary name and renamed: a reader never sees half a file.
    const temporary = path.join(pool.dir, ".partial", `${name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
    await writeFile(temporary, data);
    await rename(temporary, file);
    return file;
  }

  return {
    render,
    /**
     * A served file this instance does not hold yet (the demo's pictures and tours
     * on a shared store): copied from the store, or null.
     */
    sharedFile: (name: string): Promise<string | null> => copyShared(name),

    async toItem(row: Row, uses?: MediaUse[]): Promise<MediaItem> {
      const stored = await db().selectFrom("media").selectAll().where("key", "=", row.key).executeTakeFirst();
      const demo = !isUploadKey(row.key);
      // A demo picture's files are the drawn ones its `media` row names; an upload's follow its original.
      const media = demo && stored ? stored : { ...mediaRow(row), color: stored?.color ?? "#d9dee7" };
      const map = new Map([[row.key, media]]);
      return {
        id: row.id,
        key: row.key,
        demo,
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
        createdBy: row.created_by,
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
     * The file of one variant for the public handler: from the local copy, else from
     * the shared store (rendered by another instance), else rendered now from the
     * original. Null when the name does not describe a current variant.
     */
    async variantFile(name: string): Promise<string | null> {
      const parsed = parseVariantName(name);
      if (!parsed) return null;
      const current = await db().selectFrom("media_assets").selectAll().where("id", "=", parsed.id).executeTakeFirst();
      if (!current) return null;
      // An earlier focal point or file, while cached pages may still name it (./retired.ts).
      const row = tagOf(current) === parsed.hash ? current : await findRetired(db(), parsed.id, parsed.hash);
      if (!row) return null;
      const crop = cropAround(num(row.width), num(row.height), { x: row.focal_x, y: row.focal_y });
      if (!widthsFor(crop.width).includes(parsed.width)) return null;
      const file = path.join(pool.dir, name);
      if (await exists(file)) return file;
      if (await copyShared(name)) return file;
      const original = await store.get(row.hash);
      if (!original) return null;
      await render(
        {
          key: current.key,
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
