/**
 * Writes the demo content: replaces every content table in one transaction
 * (leads are never touched), so readers see either the old or the new content,
 * and bumps the content version in it, so every running server drops its caches
 * once the new content is there (db/content-version.ts). Every item of an editable
 * type is created through the editorial write path (server/editorial/import.ts):
 * checked by its type's schema, with its first revision, published as a publish
 * leaves it; the seed refuses content that fails, naming each item.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import path from "node:path";
import { bumpContentVersion } from "../content-version.ts";
import type { Database } from "../database.ts";
import { CONTENT_TABLES, type DB } from "../schema.ts";
import { buildSeed, type SeedData, type SeedRows } from "./build.ts";
import { json } from "../../app/kernel/rows.ts";
import { ensureMedia, mediaDigest, readManifestDigest, type MediaResult } from "./images.ts";
import type { SeedProgressListener } from "./progress.ts";
import { importTables } from "../../server/editorial/import.ts";
import type { LiveRow } from "../../app/kernel/editorial-rows.ts";

const CHUNK = 100;
const SEED_LOCK = 7_245_001; // advisory lock id on PostgreSQL

/** The history of the content a seed replaces: it describes items that are gone. */
const HISTORY_TABLES = [
  "editorial_schedules",
  "preview_links",
  "editorial_items",
  "editorial_revisions",
  "media_uses",
] as const satisfies ReadonlyArray<keyof DB>;

interface SeedResult {
  seeded: boolean;
  rows: number;
  ms: number;
}

/** Writes each table's rows, in the order given, telling `done` the rows of each table written. */
type WriteTables = (
  trx: Transaction<DB>,
  tables: Array<[table: string, rows: LiveRow[]]>,
  done: (rows: number) => void,
) => Promise<void>;

/**
 * Replaces the content tables with `data` as given, without checking it or recording a
 * change (migration tests write old versions' content with it; seedDatabase checks).
 */
export async function writeContent(
  trx: Transaction<DB>,
  data: SeedData,
  onProgress?: SeedProgressListener,
): Promise<number> {
  const insert: WriteTables = async (trx, tables, done) => {
    for (const [table, rows] of tables) {
      for (let i = 0; i < rows.length; i += CHUNK)
        await trx
          .insertInto(table as keyof DB)
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table's rows were built for that table
          .values(rows.slice(i, i + CHUNK) as any)
          .execute();
      done(rows.length);
    }
  };
  return writeRows(trx, data.rows, mediaDigest(data.media), insert, onProgress);
}

async function writeRows(
  trx: Transaction<DB>,
  rows: SeedRows,
  mediaKey: string,
  write: WriteTables,
  onProgress?: SeedProgressListener,
): Promise<number> {
  // Uploads (the media library, "upload-<id>") are not demo content: a reseed keeps them.
  // Only the tables given: a test writing an older version's content leaves out tables added since.
  const tables = CONTENT_TABLES.filter((table) => Object.hasOwn(rows, table));
  for (const table of tables)
    await (
      table === "media" ? trx.deleteFrom(table).where("key", "not like", "upload-%") : trx.deleteFrom(table)
    ).execute();
  const total = Object.values(rows).reduce((n, list: unknown[]) => n + list.length, 0) + 1;
  const report = (done: number) => onProgress?.({ step: "content", done, total, unit: "rows" });
  report(0);
  let count = 0;
  // Parents before children: the reverse of the delete order.
  const ordered = [...tables].reverse().map((table): [string, LiveRow[]] => [table, rows[table] as LiveRow[]]);
  await write(trx, ordered, (written) => report((count += written)));
  // JSON columns always hold an object or array: a bare JSON string would come back
  // parsed from PostgreSQL (jsonb) but as text from SQLite, and the two look alike.
  await trx
    .insertInto("settings")
    .values({ key: "media_digest", value: JSON.stringify({ digest: mediaKey }) })
    .execute();
  report(count + 1);
  return count + 1;
}

/** Replaces all demo content. With `onlyIfEmpty`, does nothing when content exists. */
export async function seedDatabase(
  db: Database,
  options: { onlyIfEmpty?: boolean; data?: SeedData; onProgress?: SeedProgressListener } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const data = options.data ?? buildSeed();
  const result = await db.kysely.transaction().execute(async (trx) => {
    if (db.kind === "postgres") await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (options.onlyIfEmpty && !(await isEmpty(trx))) return { seeded: false, rows: 0 };
    for (const table of HISTORY_TABLES) await trx.deleteFrom(table).execute();
    // Revisions by nobody in particular: the admin's history shows "by the system".
    const write: WriteTables = (trx, tables, done) => importTables(trx, tables, null, done);
    const rows = await writeRows(trx, data.rows, mediaDigest(data.media), write, options.onProgress);
    await bumpContentVersion(trx);
    return { seeded: true, rows };
  });
  return { ...result, ms: performance.now() - started };
}

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom("site_settings").select("id").executeTakeFirst();
  return !row;
}

/**
 * Renders the media files unless the files in `dataDir/media` match what the
 * database refers to. Costs one query and one small file read when nothing changed.
 */
export async function ensureSeedMedia(
  db: Database,
  dataDir: string,
  options: { onProgress?: SeedProgressListener } = {},
): Promise<MediaResult> {
  const dir = path.join(dataDir, "media");
  const row = await db.kysely
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "media_digest")
    .executeTakeFirst();
  let wanted: string | undefined;
  try {
    wanted = row ? json<{ digest?: string }>(row.value).digest : undefined;
  } catch {
    wanted = undefined; // an unreadable record only means rendering once more
  }
  if (wanted && (await readManifestDigest(dir)) === wanted) return { generated: false, files: 0, ms: 0 };
  const report = options.onProgress;
  return ensureMedia(dir, buildSeed().media, {
    onProgress: report && ((done, total) => report({ step: "media", done, total, unit: "images" })),
  });
}
