/**
 * Test support: a fresh, migrated and seeded database of either kind. SQLite
 * gets a new directory under /tmp/vitrine-a; PostgreSQL gets its own schema in
 * the database `vitrine_content` (created when missing), or, for the demo content,
 * a database copied from the run's seeded template (seeded-templates.ts), so test
 * files can run in parallel. PostgreSQL must be reachable: these tests fail, never skip.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { parseConfig } from "../../server/config.ts";
import { createServices, type Services, type ServicesOptions } from "../../server/services.ts";
import { ensurePostgresDatabase } from "./postgres.ts";
import { clonePostgresTemplate, copySqliteTemplate, dropPostgresClone, seedsLikeTemplate } from "./seeded-templates.ts";

export type Backend = "sqlite" | "postgres";
/**
 * For tests of SQL that differs between the two: stores, queries, migrations, search, jobs.
 * TEST_DATABASES=sqlite (npm run test:quick) leaves PostgreSQL to the whole suite.
 */
export const BACKENDS: readonly Backend[] =
  process.env.TEST_DATABASES === "sqlite" ? ["sqlite"] : ["sqlite", "postgres"];
/**
 * For HTTP behaviour over those stores (status codes, guards, headers, document shapes): it does
 * not depend on the database, whose queries BACKENDS tests run on both (decision 0057).
 */
export const HTTP_BACKENDS: readonly Backend[] = ["sqlite"];

const PG_SERVER = process.env.TEST_PG_SERVER ?? "postgres://postgres@127.0.0.1:5432";
const PG_DATABASE = "vitrine_content";
const TMP_ROOT = process.env.TEST_DATA_ROOT ?? "/tmp/vitrine-a";

export function tempDataDir(name: string): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  return mkdtempSync(path.join(TMP_ROOT, `${name}-`));
}

/** A postgres:// URL whose connections use a fresh schema of their own. */
export async function freshPostgresUrl(name: string): Promise<string> {
  await ensurePostgresDatabase(`${PG_SERVER}/${PG_DATABASE}`);
  const schema = `t_${name.replace(/\W/g, "_")}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: `${PG_SERVER}/${PG_DATABASE}`, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  return `${PG_SERVER}/${PG_DATABASE}?options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
}

export async function dropPostgresSchema(url: string): Promise<void> {
  const schema = /search_path=(\w+)/.exec(decodeURIComponent(url))?.[1];
  if (!schema) return;
  const client = new pg.Client({ connectionString: `${PG_SERVER}/${PG_DATABASE}` });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

export interface TestServices extends Services {
  dataDir: string;
  /** Closes the services and removes the PostgreSQL schema. */
  dispose(): Promise<void>;
}

export async function createTestServices(
  backend: Backend,
  name: string,
  options: ServicesOptions & { basePath?: string; env?: Record<string, string> } = {},
): Promise<TestServices> {
  const dataDir = tempDataDir(`${name}-${backend}`);
  // The demo content seeded once per run, copied (seeded-templates.ts); otherwise seeded here.
  const template = seedsLikeTemplate(options);
  const clone = template && backend === "postgres" ? await clonePostgresTemplate(name) : undefined;
  if (template && backend === "sqlite") copySqliteTemplate(dataDir);
  const databaseUrl = backend === "postgres" ? (clone ?? (await freshPostgresUrl(name))) : "";
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    BASE_PATH: options.basePath ?? "/",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const services = await createServices(config, pino({ level: "silent" }), { media: false, ...options });
  return Object.assign(services, {
    dataDir,
    async dispose() {
      await services.close();
      if (clone) await dropPostgresClone(clone);
      else if (databaseUrl) await dropPostgresSchema(databaseUrl);
    },
  });
}
