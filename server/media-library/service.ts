/**
 * The media library: uploads checked by their bytes, originals in the OriginalStore,
 * variants rendered off the request path by the VariantPool, alt text and focal
 * point with optimistic concurrency (the version is the ETag), the list of uses,
 * and every write in the audit trail. The admin API (server/api/admin-media-router.ts)
 * and the admin pages call it; content writers call setMediaUses(). The byte check
 * is ./inspect.ts, the reading side (items, variant files) ./items.ts.
 */
import { createHash } from "node:crypto";
import { sql, type Kysely, type Updateable } from "kysely";
import type { Logger } from "pino";
import { bumpContentVersion } from "../../db/content-version.ts";
import type { DB } from "../../db/schema.ts";
import type { MediaAssetsTable } from "../../db/schema-media.ts";
import type { AuditService } from "../../app/kernel/services/accounts.ts";
import { isUploadKey } from "./demo-items.ts";
import { keyOf } from "./formats.ts";
import { inspect } from "./inspect.ts";
import { readMultipart } from "./uploads.ts";
import { createMediaReader, mediaRow, num, tagOf, type Row } from "./items.ts";
import type { MediaActor as Actor, MediaItem, UploadFile } from "../../app/kernel/services/media.ts";
import type { OriginalStore } from "./storage.ts";
import { retireVariants, sweepRetired } from "./retired.ts";
import type { VariantPool } from "./variants.ts";
import { MediaError, setMediaUses, usesOf, type MediaUse } from "./uses.ts";

export { MediaError, setMediaUses, type MediaUse };

export interface MediaLibraryDeps {
  db: () => Kysely<DB>;
  store: OriginalStore;
  pool: VariantPool;
  audit: AuditService;
  basePath: string;
  logger: Logger;
  /** Called after a write that changes what content renders (server/content-changes.ts check()). */
  changed?: () => void;
}

const STALE = "This item changed since you loaded it; reload and try again.";
const PAGE_SIZE = 48;
const DEMO_FIXED =
  "A demo picture is drawn at the site's widths and cannot be replaced or recropped; upload a picture and choose it instead.";

export function createMediaLibrary(deps: MediaLibraryDeps) {
  const { db, store } = deps;
  const { toItem, find, variantFile, sharedFile, render } = createMediaReader(deps);

  /** Renders the variants in the pool, then records their colour; failures are logged, the next request retries. */
  function renderLater(row: Row, original: Uint8Array): void {
    const source = {
      key: row.key,
      tag: tagOf(row),
      width: num(row.width),
      height: num(row.height),
      focalX: row.focal_x,
      focalY: row.focal_y,
    };
    render(source, original)
      .then(({ color }) => db().updateTable("media").set({ color }).where("key", "=", row.key).execute())
      .catch((err: unknown) => deps.logger.warn({ err, key: row.key }, "media variants failed"));
  }

  /** Records a change content renders, in the write's transaction, then tells this process. */
  async function commitChange<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    const result = await db()
      .transaction()
      .execute(async (trx) => {
        const value = await work(trx);
        await bumpContentVersion(trx, undefined);
        return value;
      });
    deps.changed?.();
    return result;
  }

  function checkVersion(row: Row, ifMatch: number | undefined): void {
    if (ifMatch !== undefined && ifMatch !== num(row.version)) throw new MediaError(412, "precondition_failed", STALE);
  }

  /**
   * Writes `changes` over `row` unless someone changed it since it was read (412), and
   * copies the result into the site's media table, in one transaction the site learns of.
   */
  function saveVersion(row: Row, changes: Updateable<MediaAssetsTable>): Promise<Row> {
    return commitChange(async (trx) => {
      const saved = await trx
        .updateTable("media_assets")
        .set({ ...changes, version: num(row.version) + 1, updated_at: new Date().toISOString() })
        .where("id", "=", row.id)
        .where("version", "=", num(row.version))
        .returningAll()
        .executeTakeFirst();
      if (!saved) throw new MediaError(412, "precondition_failed", STALE);
      // A demo picture's `media` row names its drawn files, which no change here alters.
      if (isUploadKey(saved.key)) {
        const { key: _key, ...media } = mediaRow(saved);
        await trx.updateTable("media").set(media).where("key", "=", saved.key).execute();
      }
      return saved;
    });
  }

  const audit = (actor: Actor, action: string, id: number, before: unknown, after: unknown) =>
    deps.audit.record({
      actor: { id: actor.id, email: actor.email },
      ip: actor.ip ?? null,
      action,
      targetType: "media",
      targetId: String(id),
      before,
      after,
    });

  return {
    /** Refuses a file the library would not accept (415), without keeping anything. */
    async check(file: UploadFile): Promise<void> {
      await inspect(file);
    },

    async list(options: { page?: number; q?: string; usable?: boolean } = {}) {
      const page = Math.max(1, options.page ?? 1);
      let query = db().selectFrom("media_assets");
      if (options.q)
        query = query.where((eb) =>
          eb.or([eb("file_name", "like", `%${options.q}%`), eb("alt", "like", `%${options.q}%`)]),
        );
      if (options.usable) query = query.where(sql<boolean>`trim(alt) <> ''`);
      const total = num(
        (await query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n,
      );
      const rows = await query
        .selectAll()
        .orderBy("id", "desc")
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute();
      return { items: await Promise.all(rows.map((r) => toItem(r))), page, pageSize: PAGE_SIZE, total };
    },

    async get(id: number): Promise<MediaItem> {
      return toItem(await find(id));
    },

    async upload(file: UploadFile, actor: Actor): Promise<MediaItem> {
      const info = await inspect(file);
      const hash = createHash("sha256").update(file.data).digest("hex");
      await store.put(hash, file.data);
      const now = new Date().toISOString();
      const row = await db()
        .transaction()
        .execute(async (trx) => {
          const inserted = await trx
            .insertInto("media_assets")
            .values({
              key: `pending-${hash}-${now}`,
              file_name: file.fileName.slice(0, 200),
              mime: info.mime,
              bytes: file.data.byteLength,
              width: info.width,
              height: info.height,
              hash,
              created_by: actor.id,
              created_at: now,
              updated_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          const id = num(inserted.id);
          const stored = await trx
            .updateTable("media_assets")
            .set({ key: keyOf(id) })
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx
            .insertInto("media")
            .values({ ...mediaRow(stored), color: "#d9dee7" })
            .execute();
          return stored;
        });
      await audit(actor, "media.uploaded", row.id, null, {
        fileName: row.file_name,
        mime: row.mime,
        bytes: file.data.byteLength,
        hash,
      });
      renderLater(row, file.data);
      return toItem(row, []);
    },

    async update(
      id: number,
      patch: { alt?: string; focalX?: number; focalY?: number },
      ifMatch: number | undefined,
      actor: Actor,
      onlyOwn = false,
    ) {
      const row = await find(id);
      if (onlyOwn && row.created_by !== actor.id)
        throw new MediaError(403, "forbidden", "You may describe only pictures you uploaded.");
      checkVersion(row, ifMatch);
      const moved =
        (patch.focalX !== undefined && patch.focalX !== row.focal_x) ||
        (patch.focalY !== undefined && patch.focalY !== row.focal_y);
      if (moved && !isUploadKey(row.key)) throw new MediaError(409, "conflict", DEMO_FIXED);
      const next = {
        alt: patch.alt ?? row.alt,
        focal_x: patch.focalX ?? row.focal_x,
        focal_y: patch.focalY ?? row.focal_y,
      };
      const updated = await saveVersion(row, next);
      await retireVariants(db(), row, updated);
      await audit(
        actor,
        "media.updated",
        id,
        { alt: row.alt, focalX: row.focal_x, focalY: row.focal_y },
        { alt: updated.alt, focalX: updated.focal_x, focalY: updated.focal_y },
      );
      if (tagOf(updated) !== tagOf(row)) {
        const original = await store.get(updated.hash);
        if (original) renderLater(updated, original);
      }
      return toItem(updated);
    },

    /** A new file for the same item: every use keeps pointing at it, and shows the new picture. */
    async replace(id: number, file: UploadFile, ifMatch: number | undefined, actor: Actor) {
      const row = await find(id);
      checkVersion(row, ifMatch);
      if (!isUploadKey(row.key)) throw new MediaError(409, "conflict", DEMO_FIXED);
      const info = await inspect(file);
      const hash = createHash("sha256").update(file.data).digest("hex");
      await store.put(hash, file.data);
      const updated = await saveVersion(row, {
        file_name: file.fileName.slice(0, 200),
        mime: info.mime,
        bytes: file.data.byteLength,
        width: info.width,
        height: info.height,
        hash,
      });
      // A replaced picture goes at once, earlier crops of it too: it may have been replaced for a reason.
      await db().deleteFrom("media_retired_variants").where("media_id", "=", id).execute();
      await audit(
        actor,
        "media.replaced",
        id,
        { fileName: row.file_name, hash: row.hash },
        { fileName: updated.file_name, hash },
      );
      renderLater(updated, file.data);
      await forgetOriginal(row.hash);
      return toItem(updated);
    },

    /** Refused with the list of uses while the item is used anywhere. */
    async remove(id: number, ifMatch: number | undefined, actor: Actor): Promise<void> {
      const row = await find(id);
      checkVersion(row, ifMatch);
      const uses = await usesOf(db(), id);
      if (uses.length)
        throw new MediaError(409, "conflict", `Used in ${uses.length} place(s); remove it there first.`, uses);
      try {
        await commitChange(async (trx) => {
          await trx.deleteFrom("media_assets").where("id", "=", id).execute();
          await trx.deleteFrom("media").where("key", "=", row.key).execute();
        });
      } catch (error) {
        // Content that names the image without having listed it (a foreign key) still holds it.
        deps.logger.warn({ err: error, id }, "media delete refused by the database");
        throw new MediaError(409, "conflict", "Content still refers to this image; remove it there first.", []);
      }
      await audit(actor, "media.deleted", id, { fileName: row.file_name, hash: row.hash }, null);
      await forgetOriginal(row.hash);
    },

    /** The file of one variant for the public handler (./items.ts). */
    variantFile,
    /** Removes the earlier variants no cached page may name any more (./retired.ts); how many sets went. */
    async sweepRetiredVariants(now = new Date()): Promise<number> {
      const { forgotten, hashes } = await sweepRetired(db(), deps.pool.dir, now);
      for (const hash of hashes) await forgetOriginal(hash);
      return forgotten;
    },
    /** A demo picture or tour from the shared store, for the public handler (./items.ts). */
    sharedFile,
    /** The one reader of multipart uploads (./uploads.ts), for the media pages' forms. */
    readMultipart,
  };

  /** Drops an original no item points to any more, nor any variants still kept. */
  async function forgetOriginal(hash: string): Promise<void> {
    const still =
      (await db().selectFrom("media_assets").select("id").where("hash", "=", hash).executeTakeFirst()) ??
      (await db().selectFrom("media_retired_variants").select("media_id").where("hash", "=", hash).executeTakeFirst());
    if (!still) await store.delete(hash);
  }
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
