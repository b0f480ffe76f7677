/**
 * Opens the one database of the process: the embedded SQLite file under
 * DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both are driven by
 * Kysely, so everything above this file is written once.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, SqliteDialect, sql } from "kysely";
import { OwnSchemaPostgresDialect } from "./postgres-introspector.ts";
import { createRequire } from "node:module";
import type pg from "pg";
import { guardedPool } from "./postgres-pool.ts";
import type { DB } from "./schema.ts";
import { NodeSqliteDatabase } from "./sqlite-adapter.ts";

export type DialectKind = "sqlite" | "postgres";

export interface Database {
  kysely: Kysely<DB>;
  kind: DialectKind;
  /** The SQLite file's path, for a second connection of its own (absent for PostgreSQL and ":memory:"). */
  file?: string;
  /**
   * Resolves when the database answers a query that reaches its storage: the
   * PostgreSQL server, or the SQLite file itself rather than pages already in
   * memory. Cheap enough to run on every /readyz.
   */
  ping(): Promise<void>;
  /** Closes the pool or file. Safe to call twice. */
  close(): Promise<void>;
}

interface DatabaseOptions {
  /** postgres:// URL, or empty for SQLite. */
  databaseUrl: string;
  /** Directory of the SQLite file (created if missing). */
  dataDir: string;
  /** SQLite file name inside dataDir; ":memory:" for tests. */
  sqliteFile?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /**
   * PostgreSQL: give every statement, query and pool checkout the deadlines below
   * (default true), as a server answering visitors must. Migrations, seeding and
   * exports pass false: they may wait for another instance's lock or read a
   * large table, and nobody is waiting on a page meanwhile.
   */
  deadlines?: boolean;
}

export const SQLITE_FILE = "vitrine.sqlite";

/*
 * Deadlines of a database that serves requests (docs/decisions/0013-database-deadlines.md).
 * A page gives up on a silent database within about 1.5 s and answers 503 with
 * Retry-After, instead of waiting for a server that may never answer; once a few
 * queries in a row went unanswered, at once (db/postgres-pool.ts).
 */
/** Opening a new connection, login included (pg's connectionTimeoutMillis). */
export const CONNECT_TIMEOUT_MS = 1000;
/**
 * Waiting for a free pooled connection (pg-pool's connectionTimeoutMillis). Longer than
 * the others: under a burst the pool's queue moves, slowly but surely; a silent
 * database opens the circuit instead, which ends every wait at once.
 */
const POOL_CHECKOUT_TIMEOUT_MS = 5000;
/** Server side: PostgreSQL cancels a statement that runs longer; the connection stays usable. */
export const STATEMENT_TIMEOUT_MS = 1000;
/**
 * Client side: a query with no answer at all (a silent peer, which no server-side
 * timeout can report) fails after this long, and its connection is discarded.
 * Longer than STATEMENT_TIMEOUT_MS, so a merely slow query gets the server's own error first.
 */
const QUERY_TIMEOUT_MS = 1500;
/** Server side: a transaction left open by a client that went away gives its locks back. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 5000;
/**
 * SQLite: how long a write waits for the lock another connection (a cluster worker,
 * a script) holds before it fails with SQLITE_BUSY. Reads never wait in WAL mode.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.deadlines ?? true);
  const file = options.sqliteFile ?? SQLITE_FILE;
  let filename = file;
  if (file !== ":memory:") {
    mkdirSync(options.dataDir, { recursive: true });
    filename = path.join(options.dataDir, file);
  }
  const raw = new NodeSqliteDatabase({ filename, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS });
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: raw }) });
  let closed = false;
  return {
    kysely,
    kind: "sqlite",
    ...(file !== ":memory:" && { file: filename }),
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

function openPostgres(url: string, max: number, deadlines: boolean): Database {
  const { Pool, Client } = requireDriver("pg") as typeof pg;
  // pg-pool hands its own connectionTimeoutMillis (the wait for a free connection) to
  // every client it opens; a client of this class keeps the shorter one for connecting.
  class QuicklyConnectingClient extends Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    }
  }
  // Settings the URL names itself (?statement_timeout=...) win over these.
  const pool = new Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: POOL_CHECKOUT_TIMEOUT_MS,
    ...(deadlines && {
      Client: QuicklyConnectingClient,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    }),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // A checked-out client whose socket dies between two queries emits "error" with
  // no listener of the pool's attached, which would be an uncaught exception; the
  // query in progress (if any) still fails on its own and the pool drops the client.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const kysely = new Kysely<DB>({
    dialect: new OwnSchemaPostgresDialect({ pool: deadlines ? guardedPool(pool) : pool }),
  });
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
