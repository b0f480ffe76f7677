/**
 * Versioned migrations, one file each in db/migrations/, named by the migration:
 * `0046_lead_item.ts` is migration "0046_lead_item", the name a database records once
 * it has applied it. Kysely's Migrator applies them in name order (and takes a lock on
 * PostgreSQL, so instances starting together do not race). A new migration is one new
 * file there, numbered after the last, and nothing else: it default-exports a function
 * of the MigrationContext (db/migration-kit.ts, with what migrations share) returning
 * the Migration. Each one is written once for both databases; the few types that
 * differ come from `types(kind)`. Rules: never edit a migration that has shipped, only
 * add; never drop or rewrite a table that holds rows; new columns are nullable or have
 * a default.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { FileMigrationProvider, Migrator, type Migration, type MigrationResultSet } from "kysely/migration";
import type { DialectKind } from "./database.ts";
import type { AnyDb, MigrationContext } from "./migration-kit.ts";

const FOLDER = path.join(import.meta.dirname, "migrations");

/** A migration's file name: its number, its name, `.ts`. */
export const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.ts$/;

/** What a migration needs of the configuration: the default locale, the first of LOCALES ("en" without one). */
export interface MigrationOptions {
  defaultLocale?: string | undefined;
}

/**
 * Kysely's FileMigrationProvider over db/migrations/, taking only the files named as
 * migrations, in name order. A file exports a function of the context rather than the
 * migration itself, so the provider's import builds the migration from it; a file
 * named as a migration that is none stops the migrator instead of being skipped.
 */
function provider(kind: DialectKind, options: MigrationOptions): FileMigrationProvider {
  const context: MigrationContext = { kind, defaultLocale: options.defaultLocale ?? "en" };
  return new FileMigrationProvider({
    fs: { readdir: async (folder) => (await readdir(folder)).filter((name) => MIGRATION_FILE.test(name)).sort() },
    path,
    migrationFolder: FOLDER,
    import: async (file) => {
      // Named at run time: nothing for Vite (npm run dev) to analyse.
      const { default: build } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default?: unknown };
      if (typeof build !== "function")
        throw new Error(`${path.basename(file)} has no migration function as its default export`);
      return { default: (build as (context: MigrationContext) => Migration)(context) };
    },
    onFileIgnored: (file, reason) => {
      throw new Error(`${file} is named as a migration but is none (${reason})`);
    },
  });
}

/** Every migration by name, in the order they are applied. */
export function migrations(kind: DialectKind, options: MigrationOptions = {}): Promise<Record<string, Migration>> {
  return provider(kind, options).getMigrations();
}

class MigrationError extends Error {}

/**
 * A Kysely Migrator over this project's migrations, for migrateToLatest() and for
 * tests that step through the versions one at a time (migrateTo).
 */
export async function createMigrator(db: AnyDb, kind: DialectKind, options: MigrationOptions = {}): Promise<Migrator> {
  // On PostgreSQL, name the schema: Kysely otherwise looks for its bookkeeping
  // tables in every schema and may find another deployment's (or test's) copy.
  let migrationTableSchema: string | undefined;
  if (kind === "postgres") {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({
    db,
    provider: provider(kind, options),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/** Turns a failed MigrationResultSet into a MigrationError; returns the names applied. */
export function appliedMigrations({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new MigrationError(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied now. */
export async function migrateToLatest(db: AnyDb, kind: DialectKind, options: MigrationOptions = {}): Promise<string[]> {
  const migrator = await createMigrator(db, kind, options);
  return appliedMigrations(await migrator.migrateToLatest());
}
