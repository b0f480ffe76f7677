/**
 * Test support: the demo content migrated and seeded once per test run, then copied for each
 * test's services (decision 0107). A fresh database costs a test file a migration and the whole
 * seed (0.4 s of CPU on SQLite, 0.5 s plus the server's own on PostgreSQL, in a new process);
 * a copy of the seeded SQLite file, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL, costs a
 * few milliseconds and gives the same rows. Vitest's global setup (`setup` below) makes the
 * templates before any test file runs and names them in the environment, which its workers
 * inherit; outside Vitest, or when a template could not be made, every database is seeded as
 * before.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { SQLITE_FILE } from "../../db/database.ts";
import { parseConfig } from "../../server/config.ts";
import { createServices } from "../../server/services.ts";
import { ensurePostgresDatabase } from "./postgres.ts";

/** The seeded SQLite file of this run. */
const SQLITE_TEMPLATE = "VITRINE_TEST_SQLITE_TEMPLATE";
/** The seeded PostgreSQL database of this run, a template for the tests' own databases. */
const POSTGRES_TEMPLATE = "VITRINE_TEST_POSTGRES_TEMPLATE";

/** The PostgreSQL server of the tests, without a database. */
export const PG_SERVER = process.env.TEST_PG_SERVER ?? "postgres://postgres@127.0.0.1:5432";
const TMP_ROOT = process.env.TEST_DATA_ROOT ?? "/tmp/vitrine-a";

/**
 * Whether services made with these settings start from the template: the demo content with the
 * default locales, without the demo media (whose tours change the video rows) or a file name
 * of their own. Everything else is seeded by the services themselves, as a server would; a
 * setting that comes to change what the seed writes belongs in this list.
 */
export function seedsLikeTemplate(options: {
  seed?: boolean;
  media?: boolean;
  sqliteFile?: string;
  env?: Record<string, string>;
}): boolean {
  const env = options.env ?? {};
  return (
    options.seed !== false &&
    options.media !== true &&
    options.sqliteFile === undefined &&
    env.DEMO_CONTENT === undefined &&
    env.LOCALES === undefined
  );
}

/** Puts the seeded SQLite file into dataDir; false when this run has none. */
export function copySqliteTemplate(dataDir: string): boolean {
  const template = process.env[SQLITE_TEMPLATE];
  if (!template) return false;
  copyFileSync(template, path.join(dataDir, SQLITE_FILE));
  return true;
}

/** A new database holding the seeded content; undefined when this run has no template. */
export async function clonePostgresTemplate(name: string): Promise<string | undefined> {
  const template = process.env[POSTGRES_TEMPLATE];
  if (!template) return undefined;
  const database = `t_${name.replace(/\W/g, "_").slice(0, 30)}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withServer((client) => client.query(`create database ${database} template ${template}`));
  return `${PG_SERVER}/${database}`;
}

/** Drops a database clonePostgresTemplate made (any connection left is ended). */
export async function dropPostgresClone(url: string): Promise<void> {
  const database = new URL(url).pathname.slice(1);
  if (!/^t_\w+$/.test(database)) throw new Error(`not a test database: ${url}`);
  await withServer((client) => client.query(`drop database if exists ${database} with (force)`));
}

/** Runs fn on a connection to the server's maintenance database (creating and dropping databases). */
export async function withServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres`, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds a database the way createServices does for a test, then lets it go. */
async function seedOnce(dataDir: string, databaseUrl: string): Promise<void> {
  const config = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" });
  const services = await createServices(config, pino({ level: "silent" }), {
    media: false,
    leadJobs: false,
    analyticsJobs: false,
    purgeJobs: false,
    auditRetention: false,
  });
  await services.close();
}

/**
 * Vitest's global setup: makes this run's templates and returns their removal. PostgreSQL
 * unreachable leaves its tests to seed (and fail) as they would have; TEST_DATABASES=sqlite
 * makes none.
 */
export async function setup(project?: { config: { env?: Record<string, unknown> } }): Promise<() => Promise<void>> {
  mkdirSync(TMP_ROOT, { recursive: true });
  const dataDir = mkdtempSync(path.join(TMP_ROOT, "template-"));
  await seedOnce(dataDir, "");
  process.env[SQLITE_TEMPLATE] = path.join(dataDir, SQLITE_FILE);
  let database: string | undefined;
  // The quick tier's configuration sets TEST_DATABASES for its workers, not for this process.
  if ((project?.config.env?.TEST_DATABASES ?? process.env.TEST_DATABASES) !== "sqlite") {
    database = `vitrine_template_${process.pid}`;
    try {
      await withServer((client) => client.query(`drop database if exists ${database}`));
      await ensurePostgresDatabase(`${PG_SERVER}/${database}`);
      await seedOnce(dataDir, `${PG_SERVER}/${database}`);
      process.env[POSTGRES_TEMPLATE] = database;
    } catch (error) {
      process.stderr.write(`No PostgreSQL template (${String(error)}); each test seeds its own database.\n`);
    }
  }
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await withServer((client) => client.query(`drop database if exists ${database} with (force)`));
  };
}
