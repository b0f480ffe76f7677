/**
 * Where originals live (decision 0034). On one machine (SQLite): files under
 * DATA_DIR/media-originals, named by their SHA-256. With PostgreSQL, which several
 * instances may share: the media_originals table, so an upload made on one
 * instance is readable on every other; each instance renders its own variants from
 * it on demand into its local cache. Originals are content-addressed, so writing
 * the same file twice is harmless.
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export interface OriginalStore {
  readonly kind: "files" | "database";
  put(hash: string, data: Uint8Array): Promise<void>;
  /** The bytes, or null when the store does not hold them. */
  get(hash: string): Promise<Uint8Array | null>;
  delete(hash: string): Promise<void>;
}

const HASH = /^[0-9a-f]{64}$/;

export function fileStore(dir: string): OriginalStore {
  const file = (hash: string) => {
    if (!HASH.test(hash)) throw new Error("not a content hash");
    return path.join(dir, hash.slice(0, 2), hash);
  };
  return {
    kind: "files",
    async put(hash, data) {
      const target = file(hash);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.partial`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async get(hash) {
      try {
        return await readFile(file(hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(hash) {
      await rm(file(hash), { force: true });
    },
  };
}

export function databaseStore(db: () => Kysely<DB>): OriginalStore {
  return {
    kind: "database",
    async put(hash, data) {
      await db()
        .insertInto("media_originals")
        .values({ hash, data, created_at: new Date().toISOString() })
        .onConflict((c) => c.column("hash").doNothing())
        .execute();
    },
    async get(hash) {
      const row = await db().selectFrom("media_originals").select("data").where("hash", "=", hash).executeTakeFirst();
      return row ? new Uint8Array(row.data) : null;
    },
    async delete(hash) {
      await db().deleteFrom("media_originals").where("hash", "=", hash).execute();
    },
  };
}
