/** `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL or the SQLite file under DATA_DIR). */
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrations.ts";
import { ConfigError, parseConfig } from "../server/config.ts";

try {
  const config = parseConfig();
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, deadlines: false });
  try {
    const applied = await migrateToLatest(db.kysely, db.kind, { defaultLocale: config.LOCALES[0]?.tag });
    process.stdout.write(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${db.kind}: ${applied.join(", ")}\n`
        : `The ${db.kind} database is up to date.\n`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Migration failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
}
