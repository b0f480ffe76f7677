/**
 * `npm run db:seed`: migrates, then replaces the demo content of the configured
 * database with a fresh copy (leads are kept) and renders the images if needed; where
 * instances share a media store (PostgreSQL or S3), puts the changed files there.
 * The seed bumps the content version, so every running server process drops its
 * caches within about a second (server/content-changes.ts, decision 0018).
 */
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrations.ts";
import { seedDatabase } from "../server/seed.ts";
import { describeProgress, throttleProgress } from "../db/seed/progress.ts";
import { ConfigError, parseConfig } from "../server/config.ts";
import { prepareSeedMedia } from "../server/media-library/seed-media.ts";
import { createOriginalStore } from "../server/media-library/storage.ts";

try {
  const config = parseConfig();
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, deadlines: false });
  try {
    await migrateToLatest(db.kysely, db.kind, { defaultLocale: config.LOCALES[0]?.tag });
    const onProgress = throttleProgress((p) => process.stdout.write(`${describeProgress(p)}\n`));
    const seeded = await seedDatabase(db, {
      onProgress,
      locales: config.LOCALES.map((l) => l.tag),
      tours: {
        dataDir: config.DATA_DIR,
        onProgress: (done, total) => onProgress({ step: "video tours", done, total, unit: "clips" }),
      },
    });
    const prepared = await prepareSeedMedia(db, createOriginalStore(config, db), config.DATA_DIR, { onProgress });
    const media = prepared.media ?? { generated: false, files: 0, ms: 0 };
    if (seeded.tours?.skipped)
      process.stdout.write(`Video tours not made (${seeded.tours.skipped}): those videos are not playable.\n`);
    process.stdout.write(
      `Seeded ${seeded.rows} rows into ${db.kind} in ${Math.round(seeded.ms)} ms; ` +
        (media.generated
          ? `rendered ${media.files} image files in ${Math.round(media.ms)} ms.\n`
          : "images were already up to date.\n") +
        (prepared.published ? `Stored ${prepared.published} media files for every instance.\n` : ""),
    );
  } finally {
    await db.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
}
