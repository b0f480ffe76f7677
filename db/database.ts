/**
 * Opens the one database of the process: the embedded SQLite file under
 * DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both are driven by
 * Kysely, so everything above this file is written once.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { createRequire } from "node:module";
import type pg from "pg";
import type { DB } from "./schema.ts";
import { NodeSqliteDatabase } from "./sqlite-adapter.ts";

export type DialectKind = "sqlite" | "postgres";

export interface Database {
  kysely: Kysely<DB>;
  kind: DialectKind;
  /**
   * Resolves when the database answers a query that reaches its storage: the
   * PostgreSQL server, or the SQLite file itself rather than pages already in
   * memory. Cheap enough to run on every /readyz.
   */
  ping(): Promise<void>;
  /** Closes the pool or file. Safe to call twice. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL, or empty for SQLite. */
  databaseUrl: string;
  /** Directory of the SQLite file (created if missing). */
  dataDir: string;
  /** SQLite file name inside dataDir; ":memory:" for tests. */
  sqliteFile?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export const SQLITE_FILE = "vitrine.sqlite";

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  const file = options.sqliteFile ?? SQLITE_FILE;
  let filename = file;
  if (file !== ":memory:") {
    mkdirSync(options.dataDir, { recursive: true });
    filename = path.join(options.dataDir, file);
  }
  const raw = new NodeSqliteDatabase({ filename });
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: raw }) });
  let closed = false;
  return {
    kysely,
    kind: "sqlite",
    async ping() {
      // "select 1" never opens the file, and in WAL mode SQLite keeps serving pages
      // it read earlier for as long as the WAL index says nothing changed, so a
      // file that was corrupted, truncated or became unreadable behind our back
      // would go unnoticed. Dropping the connection's page cache first makes the
      // schema read below come from the file (the OS cache makes it cheap), and
      // an error there (SQLITE_NOTADB, SQLITE_CORRUPT, SQLITE_IOERR...) rejects
      // exactly like a PostgreSQL connection error. Queries after a ping re-read
      // their pages too, so they fail instead of answering from stale memory.
      if (file !== ":memory:") raw.raw.exec("PRAGMA shrink_memory");
      const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_master`.execute(kysely);
      // A file emptied under us reads as a valid database without tables.
      if (!rows[0]?.n) throw new Error(`SQLite database ${filename} has no schema`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy(); // closes the adapter, which closes the file
    },
  };
}

/** Loaded only when PostgreSQL is configured: a site on the embedded file never pays for the driver's memory. */
const requireDriver = createRequire(import.meta.url);

function openPostgres(url: string, max: number): Database {
  const { Pool } = requireDriver("pg") as typeof pg;
  const pool = new Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // A checked-out client whose socket dies between two queries emits "error" with
  // no listener of the pool's attached, which would be an uncaught exception; the
  // query in progress (if any) still fails on its own and the pool drops the client.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    kysely,
    kind: "postgres",
    async ping() {
      await sql`select 1`.execute(kysely);
    },
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy(); // ends the pool
    },
  };
}
