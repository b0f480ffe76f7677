/**
 * Where each image is used. Content writers call setMediaUses() in the
 * transaction that saves the item, with every media id the item now shows; the
 * library then refuses to delete those images and lists the uses.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

import { MediaError, type MediaUse } from "../../app/kernel/refusals.ts";

export { MediaError, type MediaErrorCode, type MediaUse } from "../../app/kernel/refusals.ts";

export async function usesOf(db: Kysely<DB>, mediaId: number): Promise<MediaUse[]> {
  const rows = await db
    .selectFrom("media_uses")
    .select(["owner_type", "owner_id"])
    .where("media_id", "=", mediaId)
    .orderBy("owner_type")
    .orderBy("owner_id")
    .execute();
  return rows.map((r) => ({ ownerType: r.owner_type, ownerId: r.owner_id }));
}

/** The images one item uses, for addMediaUses. */
export interface ItemUses {
  ownerType: string;
  ownerId: string;
  mediaIds: readonly number[];
}

const CHUNK = 100;

/** Refuses unknown ids and images without alt text (an image is usable only once it has one). */
async function checkUsable(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  const rows: Array<{ id: number; alt: string }> = [];
  for (let i = 0; i < ids.length; i += CHUNK)
    rows.push(
      ...(await db
        .selectFrom("media_assets")
        .select(["id", "alt"])
        .where("id", "in", ids.slice(i, i + CHUNK))
        .execute()),
    );
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw new MediaError(404, "not_found", `No such media item: ${missing.join(", ")}.`);
  const withoutAlt = rows.filter((r) => !r.alt.trim()).map((r) => r.id);
  if (withoutAlt.length)
    throw new MediaError(
      400,
      "invalid_parameter",
      `Give these images alt text before using them: ${withoutAlt.join(", ")}.`,
    );
}

/**
 * setMediaUses for many items at once (a bulk import, such as the demo seed): their
 * lists replace what was recorded for them, in a few statements.
 */
export async function addMediaUses(db: Kysely<DB>, items: readonly ItemUses[]): Promise<void> {
  await checkUsable(db, [...new Set(items.flatMap((item) => item.mediaIds))]);
  const types = [...new Set(items.map((item) => item.ownerType))];
  for (const type of types) {
    const owners = items.filter((item) => item.ownerType === type).map((item) => item.ownerId);
    for (let i = 0; i < owners.length; i += CHUNK)
      await db
        .deleteFrom("media_uses")
        .where("owner_type", "=", type)
        .where("owner_id", "in", owners.slice(i, i + CHUNK))
        .execute();
  }
  const now = new Date().toISOString();
  const rows = items.flatMap((item) =>
    [...new Set(item.mediaIds)].map((id) => ({
      media_id: id,
      owner_type: item.ownerType,
      owner_id: item.ownerId,
      created_at: now,
    })),
  );
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto("media_uses")
      .values(rows.slice(i, i + CHUNK))
      .execute();
}

/**
 * Replaces the list of images `ownerType`/`ownerId` (such as "news", "42") uses.
 * Refuses unknown ids and images without alt text (an image is usable only once
 * it has one). Pass the content write's transaction as `db`.
 */
export async function setMediaUses(
  db: Kysely<DB>,
  ownerType: string,
  ownerId: string,
  mediaIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(mediaIds)];
  if (ids.length) await checkUsable(db, ids);
  await db.deleteFrom("media_uses").where("owner_type", "=", ownerType).where("owner_id", "=", ownerId).execute();
  if (ids.length)
    await db
      .insertInto("media_uses")
      .values(
        ids.map((id) => ({
          media_id: id,
          owner_type: ownerType,
          owner_id: ownerId,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
}
