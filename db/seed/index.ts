/**
 * Replaces the demo content: empties every content table and writes it again (leads
 * are never touched) in the caller's transaction, so readers see either the old or
 * the new content. The seed (server/seed.ts) writes its items through the editorial
 * write path; writing rows as given is for tests of older versions' content.
 */
import type { Kysely, Transaction } from "kysely";
import path from "node:path";
import type { Database } from "../database.ts";
import { CONTENT_TABLES, type DB } from "../schema.ts";
import { buildSeed, type SeedData } from "./build.ts";
import { json } from "../../app/kernel/rows.ts";
import type { LiveRow } from "../../app/kernel/editorial-rows.ts";
import { ensureMedia, mediaDigest, readManifestDigest, type MediaResult } from "./images.ts";
import type { SeedProgressListener } from "./progress.ts";

const CHUNK = 100;

/** Writes each table's rows, in the order given, telling `done` the rows of each table written. */
export type WriteTables = (
  trx: Transaction<DB>,
  tables: Array<[table: string, rows: LiveRow[]]>,
  done: (rows: number) => void,
) => Promise<void>;

/** Writes each table's rows as given, unchecked. */
const insertRows: WriteTables = async (trx, tables, done) => {
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

/**
 * Replaces the content tables with `data`, written by `write`: by default as given,
 * unchecked and with no change recorded (migration tests write old versions' content
 * so). Returns the rows written.
 */
export async function writeContent(
  trx: Transaction<DB>,
  data: SeedData,
  onProgress?: SeedProgressListener,
  write: WriteTables = insertRows,
): Promise<number> {
  const rows = data.rows;
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
    .values({ key: "media_digest", value: JSON.stringify({ digest: mediaDigest(data.media) }) })
    .execute();
  report(count + 1);
  return count + 1;
}

/** Whether the database holds no demo content yet. */
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
  // Content without demo pictures (DEMO_CONTENT=off, db/seed/skeleton.ts) needs none drawn.
  if (wanted === mediaDigest([])) return { generated: false, files: 0, ms: 0 };
  if (wanted && (await readManifestDigest(dir)) === wanted) return { generated: false, files: 0, ms: 0 };
  const report = options.onProgress;
  return ensureMedia(dir, buildSeed().media, {
    onProgress: report && ((done, total) => report({ step: "media", done, total, unit: "images" })),
  });
}
