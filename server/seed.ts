/**
 * The demo seed (`npm run db:seed`, and the first start on an empty database):
 * replaces the demo content of db/seed in one transaction and bumps the content
 * version in it, so every running server drops its caches once the new content is
 * there (db/content-version.ts). Every item of an editable type is created through
 * the editorial write path (server/editorial/import.ts): checked by its type's
 * schema, with its first revision, published as a publish leaves it; content that
 * fails is refused with one error naming each item, and nothing changes.
 */
import { sql } from "kysely";
import { bumpContentVersion } from "../db/content-version.ts";
import type { Database } from "../db/database.ts";
import type { DB } from "../db/schema.ts";
import { buildSeed, type SeedData } from "../db/seed/build.ts";
import { isEmpty, writeContent, type WriteTables } from "../db/seed/index.ts";
import type { SeedProgressListener } from "../db/seed/progress.ts";
import { withSeedTours, type ClipResult } from "../db/seed/videos.ts";
import type { LiveRow } from "../app/kernel/editorial-rows.ts";
import { checkRows, writeCheckedRows } from "./editorial/import.ts";
import { writeDemoItems } from "./media-library/demo-items.ts";
import { buildTranslations } from "../db/seed/build-translations.ts";
import { publishSeedTranslations } from "./editorial/seed-translations.ts";

const SEED_LOCK = 7_245_001; // advisory lock id on PostgreSQL

/** The history of the content a seed replaces: it describes items that are gone. */
const HISTORY_TABLES = [
  "editorial_schedules",
  "preview_links",
  "editorial_items",
  "editorial_translations",
  "live_translations",
  "editorial_revisions",
  "media_uses",
] as const satisfies ReadonlyArray<keyof DB>;

interface SeedResult {
  seeded: boolean;
  rows: number;
  ms: number;
  /** The narrated tours written with the videos, when `tours` was given. */
  tours?: ClipResult;
}

/** Where the videos' narrated tours go (db/seed/videos.ts); without it they get none. */
interface TourOptions {
  dataDir: string;
  onProgress?: (done: number, total: number) => void;
}

/** Replaces all demo content. With `onlyIfEmpty`, does nothing when content exists. */
export async function seedDatabase(
  db: Database,
  options: {
    onlyIfEmpty?: boolean;
    data?: SeedData;
    onProgress?: SeedProgressListener;
    tours?: TourOptions;
    /**
     * The configured locales (LOCALES), the default first. Every seed translation but the
     * default's own language is published whatever they are, so a locale switched on later
     * shows its words at once (decision 0110); only the default locale's are left out.
     */
    locales?: readonly string[];
  } = {},
): Promise<SeedResult> {
  const started = performance.now();
  // A start on a seeded database builds and checks nothing; the transaction asks again.
  if (options.onlyIfEmpty && !(await isEmpty(db.kysely)))
    return { seeded: false, rows: 0, ms: performance.now() - started };
  let data = options.data ?? buildSeed();
  let tours: ClipResult | undefined;
  if (options.tours) {
    const { dataDir, onProgress } = options.tours;
    const made = await withSeedTours(data.rows.videos, dataDir, { onProgress });
    data = { ...data, rows: { ...data.rows, videos: made.videos } };
    tours = made.result;
  }
  // Before the transaction: content that fails changes nothing and waits for no lock.
  const checked = checkRows(data.rows as unknown as Record<string, LiveRow[]>);
  // Revisions by nobody in particular: the admin's history says "by the system".
  // The demo pictures join the media library first, so the items showing them record their uses.
  const write: WriteTables = async (trx, tables, done) => {
    await writeDemoItems(trx, data.media, data.rows);
    await writeCheckedRows(
      trx,
      checked,
      tables.map(([table]) => table),
      null,
      done,
    );
  };
  const result = await db.kysely.transaction().execute(async (trx) => {
    // Per schema, like the media publish lock: another deployment's seed in the same database is no reason to wait.
    if (db.kind === "postgres")
      await sql`select pg_advisory_xact_lock(${SEED_LOCK}, hashtext(current_schema()))`.execute(trx);
    if (options.onlyIfEmpty && !(await isEmpty(trx))) return { seeded: false, rows: 0 };
    for (const table of HISTORY_TABLES) await trx.deleteFrom(table).execute();
    const rows = await writeContent(trx, data, options.onProgress, write);
    const main = options.locales?.[0] ?? "en";
    // The translations are of the demo content's items: the page skeleton of a real company's
    // first start (DEMO_CONTENT=off) has none of them, so it gets none.
    if (data.rows.news.length > 0)
      await publishSeedTranslations(
        trx,
        buildTranslations(data).filter((t) => t.locale !== main),
      );
    await bumpContentVersion(trx);
    return { seeded: true, rows };
  });
  return { ...result, tours, ms: performance.now() - started };
}
