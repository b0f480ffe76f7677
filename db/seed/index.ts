/**
 * Writes the demo content: replaces every content table in one transaction
 * (leads are never touched), so readers see either the old or the new content,
 * and bumps the content version in it, so every running server drops its caches
 * once the new content is there (db/content-version.ts).
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
import { liveRowProblems, type LiveRow } from "../../app/kernel/editorial-rows.ts";

const CHUNK = 100;
const SEED_LOCK = 7_245_001; // advisory lock id on PostgreSQL

interface SeedResult {
  seeded: boolean;
  rows: number;
  ms: number;
}

/**
 * Replaces the content tables with `data` as given, without checking it or recording a
 * change (migration tests write old versions' content with it; seedDatabase checks).
 */
export async function writeContent(
  trx: Transaction<DB>,
  data: SeedData,
  onProgress?: SeedProgressListener,
): Promise<number> {
  return writeRows(trx, data.rows, mediaDigest(data.media), onProgress);
}

async function writeRows(
  trx: Transaction<DB>,
  rows: SeedRows,
  mediaKey: string,
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
  for (const table of [...tables].reverse()) {
    const list = rows[table] as unknown[];
    for (let i = 0; i < list.length; i += CHUNK) {
      await trx
        .insertInto(table)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table's rows were built for that table
        .values(list.slice(i, i + CHUNK) as any)
        .execute();
    }
    count += list.length;
    report(count);
  }
  // JSON columns always hold an object or array: a bare JSON string would come back
  // parsed from PostgreSQL (jsonb) but as text from SQLite, and the two look alike.
  await trx
    .insertInto("settings")
    .values({ key: "media_digest", value: JSON.stringify({ digest: mediaKey }) })
    .execute();
  report(count + 1);
  return count + 1;
}

/**
 * The editorial service's own check of what the seed writes: every row of an editable
 * type, read as the document an editor would save, passes its type's zod schema
 * (app/kernel/editorial-rows.ts). Throws naming each row that does not.
 */
export function checkContent(data: SeedData): void {
  const problems = Object.entries(data.rows).flatMap(([table, rows]) => liveRowProblems(table, rows as LiveRow[]));
  if (problems.length) throw new Error(`Demo content fails its schema:\n${problems.join("\n")}`);
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
    checkContent(data);
    const rows = await writeContent(trx, data, options.onProgress);
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
