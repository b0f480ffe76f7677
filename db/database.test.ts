import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { overwriteInPlace } from "../tests/support/files.ts";
import {
  CONNECT_TIMEOUT_MS,
  IDLE_IN_TRANSACTION_TIMEOUT_MS,
  openDatabase,
  SQLITE_BUSY_TIMEOUT_MS,
  SQLITE_FILE,
  STATEMENT_TIMEOUT_MS,
  type Database,
} from "./database.ts";
import { FAILURES_TO_OPEN, RETRY_DATABASE_AFTER_MS } from "./postgres-pool.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const PG_URL = process.env.TEST_PG_SERVER
  ? `${process.env.TEST_PG_SERVER}/postgres`
  : "postgres://postgres@127.0.0.1:5432/postgres";

describe("SQLite ping", () => {
  let dir: string;
  let file: string;
  let db: Database;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-ping-"));
    file = path.join(dir, SQLITE_FILE);
    db = openDatabase({ databaseUrl: "", dataDir: dir });
    await sql`create table t (id integer primary key, v text)`.execute(db.kysely);
    for (let i = 0; i < 20; i++) await sql`insert into t (v) values (${"x".repeat(2000)})`.execute(db.kysely);
    // Move everything out of the WAL into the main file, as a long-running server ends up.
    const other = new DatabaseSync(file);
    other.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    other.close();
    await db.ping();
    await sql`select count(*) from t`.execute(db.kysely); // every page now in the connection's cache
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const [damage, bytes] of [
    ["garbage", (size: number) => Buffer.alloc(size, 0x5a)],
    ["truncation", () => Buffer.alloc(0)],
  ] as const) {
    it(`rejects while the file is damaged (${damage}) and resolves again once it is restored`, async () => {
      const saved = readFileSync(file);
      overwriteInPlace(file, bytes(saved.length));
      await expect(db.ping()).rejects.toThrow();
      await expect(sql`select v from t where id = 7`.execute(db.kysely)).rejects.toThrow();
      overwriteInPlace(file, saved);
      await expect(db.ping()).resolves.toBeUndefined();
      const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(db.kysely);
      expect(rows[0]?.n).toBe(20);
    });
  }

  it("answers for an in-memory database", async () => {
    const memory = openDatabase({ databaseUrl: "", dataDir: dir, sqliteFile: ":memory:" });
    await sql`create table t (id integer primary key)`.execute(memory.kysely);
    await expect(memory.ping()).resolves.toBeUndefined();
    await memory.close();
  });
});

describe("deadlines", () => {
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
  });
  const open = (options: Parameters<typeof openDatabase>[0]) => {
    const db = openDatabase(options);
    opened.push(db);
    return db;
  };

  it("SQLite waits SQLITE_BUSY_TIMEOUT_MS for a lock, then fails as unavailable", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-busy-"));
    try {
      const db = open({ databaseUrl: "", dataDir: dir });
      const { rows } = await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(db.kysely);
      expect(rows[0]?.timeout).toBe(SQLITE_BUSY_TIMEOUT_MS);
      await sql`create table t (id integer primary key)`.execute(db.kysely);
      // What the error looks like once the wait is over (without making this test wait for it).
      const holder = new DatabaseSync(path.join(dir, SQLITE_FILE));
      const impatient = new DatabaseSync(path.join(dir, SQLITE_FILE), { timeout: 0 });
      holder.exec("begin immediate; insert into t default values;");
      let busy: unknown;
      try {
        impatient.exec("insert into t default values");
      } catch (error) {
        busy = error;
      }
      holder.exec("rollback");
      holder.close();
      impatient.close();
      expect(busy).toMatchObject({ errcode: 5 });
      expect(isDatabaseUnavailable(busy)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("PostgreSQL connections carry the statement and idle-in-transaction timeouts; batch work goes without", async () => {
    const serving = open({ databaseUrl: PG_URL, dataDir: tmpdir(), poolSize: 1 });
    const settings = await sql<{
      s: string;
      i: string;
    }>`select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i`.execute(
      serving.kysely,
    );
    expect(settings.rows[0]).toEqual({
      s: `${STATEMENT_TIMEOUT_MS / 1000}s`,
      i: `${IDLE_IN_TRANSACTION_TIMEOUT_MS / 1000}s`,
    });
    const batch = open({ databaseUrl: PG_URL, dataDir: tmpdir(), poolSize: 1, deadlines: false });
    const none = await sql<{ s: string }>`select current_setting('statement_timeout') as s`.execute(batch.kysely);
    expect(none.rows[0]?.s).toBe("0");
  });

  it("PostgreSQL cancels a statement past its deadline, as unavailable, and the connection serves the next query", async () => {
    const db = open({ databaseUrl: PG_URL, dataDir: tmpdir(), poolSize: 1 });
    const started = performance.now();
    const error = await sql`select pg_sleep(${(STATEMENT_TIMEOUT_MS * 3) / 1000})`.execute(db.kysely).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "57014" });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(performance.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS * 2.5);
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db.kysely);
    expect(rows[0]?.n).toBe(1);
  });

  it("gives up on a PostgreSQL server that goes silent, then fails at once until it answers again", async () => {
    // In front of the real server: forwards, or (silent) accepts and reads but never answers.
    let silent = true;
    const front = net.createServer((socket) => {
      if (silent) return void socket.on("data", () => {});
      const upstream = net.connect(5432, "127.0.0.1");
      socket.pipe(upstream).pipe(socket);
      const drop = () => (socket.destroy(), upstream.destroy());
      socket.on("error", drop).on("close", drop);
      upstream.on("error", drop).on("close", drop);
    });
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = front.address() as net.AddressInfo;
      const db = open({
        databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
        dataDir: tmpdir(),
        poolSize: FAILURES_TO_OPEN,
      });
      const timed = async () => {
        const started = performance.now();
        const error = await sql`select 1`.execute(db.kysely).then(
          () => undefined,
          (e: unknown) => e,
        );
        return { error, ms: performance.now() - started };
      };
      const first = await Promise.all(Array.from({ length: FAILURES_TO_OPEN }, timed));
      for (const { error, ms } of first) {
        expect(isDatabaseUnavailable(error), String(error)).toBe(true);
        expect(ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS * 0.9);
        expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS * 2.5);
      }
      const broken = await timed();
      expect(isDatabaseUnavailable(broken.error)).toBe(true);
      expect(broken.ms, "the circuit is open: no wait").toBeLessThan(100);
      silent = false;
      await new Promise((r) => setTimeout(r, RETRY_DATABASE_AFTER_MS));
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db.kysely);
      expect(rows[0]?.n).toBe(1);
    } finally {
      front.close();
    }
  });
});
