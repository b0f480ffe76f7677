/**
 * Where media bytes live (decisions 0034 and 0051): the one seam between the media
 * code and its storage. Three stores:
 *
 * - "files" (SQLite, one machine): originals under DATA_DIR/media-originals, named by
 *   their SHA-256; the served files stay on this machine's disk (DATA_DIR/media).
 * - "database" (PostgreSQL, which several instances may share): originals in
 *   media_originals, and the served files (the demo's pictures and tours, every upload
 *   variant) in media_files, so whatever one instance made every other one serves.
 * - "s3" (MEDIA_S3_URL set): both in an S3-compatible bucket (./s3-store.ts).
 *
 * Originals are content-addressed, so writing the same file twice is harmless.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { Database } from "../../db/database.ts";
import { s3Store } from "./s3-store.ts";

export interface OriginalStore {
  readonly kind: "files" | "database" | "s3";
  put(hash: string, data: Uint8Array): Promise<void>;
  /** The bytes, or null when the store does not hold them. */
  get(hash: string): Promise<Uint8Array | null>;
  delete(hash: string): Promise<void>;
  /** The files every instance serves, or null where one machine serves its own disk. */
  readonly files: SharedFiles | null;
}

/** Served media files by name ("news-12-480.webp", "tour-3.webm", "upload-7.<tag>-960.avif"). */
export interface SharedFiles {
  /** Writes (or overwrites) one file. */
  put(name: string, data: Uint8Array): Promise<void>;
  get(name: string): Promise<Uint8Array | null>;
  /** Every file's name with the MD5 of its bytes (hex), to publish only what changed. */
  list(): Promise<Map<string, string>>;
}

const HASH = /^[0-9a-f]{64}$/;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function checkHash(hash: string): string {
  if (!HASH.test(hash)) throw new Error("not a content hash");
  return hash;
}

/** A served file's name: one path segment, no dot first, so it can be a key or a file name anywhere. */
export const isFileName = (name: string) => NAME.test(name);

export function checkName(name: string): string {
  if (!isFileName(name)) throw new Error(`not a media file name: ${JSON.stringify(name)}`);
  return name;
}

export const md5 = (data: Uint8Array) => createHash("md5").update(data).digest("hex");

/** The store this configuration keeps media in; `db` is the database the caller reads through. */
export function createOriginalStore(
  config: { MEDIA_S3_URL: string; DATA_DIR: string },
  db: Pick<Database, "kind" | "kysely">,
): OriginalStore {
  if (config.MEDIA_S3_URL) return s3Store(config.MEDIA_S3_URL);
  if (db.kind === "postgres") return databaseStore(() => db.kysely);
  return fileStore(path.join(config.DATA_DIR, "media-originals"));
}

export function fileStore(dir: string): OriginalStore {
  const file = (hash: string) => path.join(dir, hash.slice(0, 2), checkHash(hash));
  return {
    kind: "files",
    files: null,
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
        .values({ hash: checkHash(hash), data, created_at: new Date().toISOString() })
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
    files: {
      async put(name, data) {
        const row = { name: checkName(name), data, md5: md5(data), created_at: new Date().toISOString() };
        await db()
          .insertInto("media_files")
          .values(row)
          .onConflict((c) => c.column("name").doUpdateSet({ data, md5: row.md5, created_at: row.created_at }))
          .execute();
      },
      async get(name) {
        const row = await db().selectFrom("media_files").select("data").where("name", "=", name).executeTakeFirst();
        return row ? new Uint8Array(row.data) : null;
      },
      async list() {
        const rows = await db().selectFrom("media_files").select(["name", "md5"]).execute();
        return new Map(rows.map((r) => [r.name, r.md5]));
      },
    },
  };
}
