/**
 * An upload's earlier variants, after its focal point moved: pages cached before
 * the change still name them (the page cache, a
 * CDN that keeps pages a day and may serve them stale a day more when this server
 * errs), so they keep answering for RETIRED_VARIANT_MS and are removed after.
 * Each instance removes its own copies: whatever upload variant in its media
 * directory is neither current nor still kept. A replaced file is not kept: it
 * may have been replaced because it must not be shown.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Kysely, Selectable } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { MediaAssetsTable, MediaRetiredVariantsTable } from "../../db/schema-media.ts";
import { CDN_STALE_IF_ERROR, PURGED_EDGE_SECONDS } from "../cdn/headers.ts";
import { parseVariantName, variantTag } from "./formats.ts";

type Asset = Pick<Selectable<MediaAssetsTable>, "id" | "hash" | "focal_x" | "focal_y" | "width" | "height">;
const tagOf = (row: Pick<Asset, "hash" | "focal_x" | "focal_y">) => variantTag(row.hash, row.focal_x, row.focal_y);

/** The longest any cache may still show a page that names a variant. */
export const RETIRED_VARIANT_MS = (PURGED_EDGE_SECONDS + CDN_STALE_IF_ERROR) * 1000;

export type Retired = Selectable<MediaRetiredVariantsTable>;

/** Keeps the variants of `before` when `after` no longer names them. */
export async function retireVariants(db: Kysely<DB>, before: Asset, after: Asset, now = new Date()): Promise<void> {
  const tag = tagOf(before);
  if (tag === tagOf(after)) return;
  const values = {
    media_id: before.id,
    tag,
    hash: before.hash,
    width: Number(before.width),
    height: Number(before.height),
    focal_x: before.focal_x,
    focal_y: before.focal_y,
    keep_until: new Date(now.getTime() + RETIRED_VARIANT_MS).toISOString(),
  };
  await db
    .insertInto("media_retired_variants")
    .values(values)
    .onConflict((oc) => oc.columns(["media_id", "tag"]).doUpdateSet({ keep_until: values.keep_until }))
    .execute();
}

/** The earlier variants of an item under `tag`, while they are kept. */
export function findRetired(db: Kysely<DB>, id: number, tag: string, now = new Date()): Promise<Retired | undefined> {
  return db
    .selectFrom("media_retired_variants")
    .selectAll()
    .where("media_id", "=", id)
    .where("tag", "=", tag)
    .where("keep_until", ">", now.toISOString())
    .executeTakeFirst();
}

/**
 * Forgets the variants kept past their time and removes from `dir` every upload
 * variant no page may name any more. Returns how many kept sets were forgotten,
 * and the originals they were cut from (to drop when nothing else uses them).
 */
export async function sweepRetired(db: Kysely<DB>, dir: string, now = new Date()) {
  const due = await db
    .selectFrom("media_retired_variants")
    .select(["media_id", "tag", "hash"])
    .where("keep_until", "<=", now.toISOString())
    .execute();
  if (due.length) await db.deleteFrom("media_retired_variants").where("keep_until", "<=", now.toISOString()).execute();
  const live = new Set<string>();
  for (const row of await db.selectFrom("media_assets").select(["id", "hash", "focal_x", "focal_y"]).execute())
    live.add(`${row.id}.${tagOf(row)}`);
  for (const row of await db.selectFrom("media_retired_variants").select(["media_id", "tag"]).execute())
    live.add(`${row.media_id}.${row.tag}`);
  for (const name of await readdir(dir)) {
    const parsed = parseVariantName(name);
    if (parsed && !live.has(`${parsed.id}.${parsed.hash}`)) await rm(path.join(dir, name), { force: true });
  }
  return { forgotten: due.length, hashes: [...new Set(due.map((d) => d.hash))] };
}
