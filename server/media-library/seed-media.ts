/**
 * The demo's pictures and narrated tours, where this instance serves them from
 * (decision 0051). On one machine (the "files" store) they are drawn or linked from
 * the media cache into DATA_DIR/media, as before. Where instances share a store
 * (PostgreSQL or S3), whoever finds them missing makes them once, under a lock, and
 * puts every file there with a marker in `settings`; every other instance only reads
 * the marker and copies files on first request (server/media.ts). A reseed empties
 * `settings`, so the next start publishes again, sending only the files that changed.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { ensureSeedMedia } from "../../db/seed/index.ts";
import type { MediaResult } from "../../db/seed/images.ts";
import type { SeedProgressListener } from "../../db/seed/progress.ts";
import { ensureSeedClips, type ClipResult } from "../../db/seed/videos.ts";
import { json } from "../../app/kernel/rows.ts";
import { isFileName, md5, type OriginalStore, type SharedFiles } from "./storage.ts";

const PUBLISH_LOCK = 7_245_054; // advisory lock id on PostgreSQL
const MARKER = "media_shared";
/** In DATA_DIR/media: which publication this instance's copies come from. */
const COPY_OF = ".shared-copy";
const PARALLEL = 4;

export interface SeedMediaResult {
  /** The pictures and tours made or linked on this machine; absent when nothing was needed. */
  media?: MediaResult;
  clips?: ClipResult;
  /** Files put into the shared store now. */
  published: number;
  ms: number;
}

async function setting<T>(db: Database, key: string): Promise<T | null> {
  const row = await db.kysely.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  try {
    return row ? json<T>(row.value) : null;
  } catch {
    return null; // an unreadable record only means publishing once more
  }
}

/** The publication id when the shared store holds the demo media of the seed in the database. */
async function publication(db: Database): Promise<string | null> {
  const [marker, wanted] = await Promise.all([
    setting<{ id?: string; digest?: string }>(db, MARKER),
    setting<{ digest?: string }>(db, "media_digest"),
  ]);
  return marker?.id && marker.digest === wanted?.digest ? marker.id : null;
}

/** Drops this instance's copies of an older publication (uploads' variants are named by content and stay). */
async function followPublication(mediaDir: string, id: string): Promise<void> {
  await mkdir(mediaDir, { recursive: true });
  const current = await readFile(path.join(mediaDir, COPY_OF), "utf8").catch(() => null);
  if (current === id) return;
  for (const name of await readdir(mediaDir))
    if (!name.startsWith("upload-") && name !== ".partial") await rm(path.join(mediaDir, name), { force: true });
  await writeFile(path.join(mediaDir, COPY_OF), id);
}

/** Puts every demo file of `mediaDir` the store lacks or holds other bytes for; answers how many. */
async function publish(files: SharedFiles, mediaDir: string, onProgress?: SeedProgressListener): Promise<number> {
  const stored = await files.list();
  const names = (await readdir(mediaDir)).filter((n) => isFileName(n) && !n.startsWith("upload-"));
  let done = 0;
  let sent = 0;
  const queue = [...names];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        const data = await readFile(path.join(mediaDir, name));
        if (stored.get(name) !== md5(data)) {
          await files.put(name, data);
          sent++;
        }
        onProgress?.({ step: "shared media", done: ++done, total: names.length, unit: "files" });
      }
    }),
  );
  return sent;
}

/** Runs `work` while no other instance publishes (PostgreSQL); SQLite is one machine. */
async function exclusively<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== "postgres") return work();
  return db.kysely.connection().execute(async (connection) => {
    // One lock per schema (a deployment): deployments sharing a database do not wait on each other.
    await sql`select pg_advisory_lock(${PUBLISH_LOCK}, hashtext(current_schema()))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${PUBLISH_LOCK}, hashtext(current_schema()))`.execute(connection);
    }
  });
}

/**
 * Makes sure this instance can serve the seed's pictures and tours. `db` must run
 * without visitors' deadlines (publishing writes tens of megabytes).
 */
export async function prepareSeedMedia(
  db: Database,
  store: OriginalStore,
  dataDir: string,
  options: { onProgress?: SeedProgressListener } = {},
): Promise<SeedMediaResult> {
  const started = performance.now();
  const mediaDir = path.join(dataDir, "media");
  const local = async () => ({
    media: await ensureSeedMedia(db, dataDir, options),
    clips: await ensureSeedClips(db, dataDir, {
      onProgress: (done, total) => options.onProgress?.({ step: "video tours", done, total, unit: "clips" }),
    }),
  });
  if (!store.files) return { ...(await local()), published: 0, ms: performance.now() - started };
  const files = store.files;
  const found = await publication(db);
  if (found) {
    await followPublication(mediaDir, found);
    return { published: 0, ms: performance.now() - started };
  }
  return exclusively(db, async () => {
    // Another instance may have published while this one waited for the lock.
    const meanwhile = await publication(db);
    if (meanwhile) {
      await followPublication(mediaDir, meanwhile);
      return { published: 0, ms: performance.now() - started };
    }
    const made = await local();
    const published = await publish(files, mediaDir, options.onProgress);
    const digest = (await setting<{ digest?: string }>(db, "media_digest"))?.digest;
    const id = randomUUID();
    await db.kysely.deleteFrom("settings").where("key", "=", MARKER).execute();
    await db.kysely
      .insertInto("settings")
      .values({ key: MARKER, value: JSON.stringify({ id, digest }) })
      .execute();
    await writeFile(path.join(mediaDir, COPY_OF), id);
    return { ...made, published, ms: performance.now() - started };
  });
}
