import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { overwriteInPlace } from "../tests/support/files.ts";
import { openDatabase, SQLITE_FILE, type Database } from "./database.ts";

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
