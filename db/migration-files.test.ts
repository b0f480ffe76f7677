/**
 * The migrations are the files of db/migrations/ (db/migrations.ts): every file there is
 * one, named by its own number, and a fresh database migrated to the latest version has
 * applied each of them. A file misnamed, numbered twice or exporting no migration fails here
 * rather than being skipped by a deployment.
 */
import { readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { MIGRATION_FILE, migrateToLatest, migrations } from "./migrations.ts";

const FILES = readdirSync(path.join(import.meta.dirname, "migrations")).sort();
const NAMES = FILES.map((file) => file.replace(/\.ts$/, ""));

describe("the files of db/migrations/", () => {
  it("are all named as migrations: four digits, a name in lower case, .ts", () => {
    expect(FILES.filter((file) => !MIGRATION_FILE.test(file))).toEqual([]);
    expect(FILES).toContain("0001_content.ts");
  });

  it("each have a number of their own", () => {
    const numbers = FILES.map((file) => file.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it.each(["sqlite", "postgres"] as const)("each build a migration for %s, loaded in name order", async (kind) => {
    const loaded = await migrations(kind);
    expect(Object.keys(loaded)).toEqual(NAMES);
    for (const migration of Object.values(loaded)) expect(migration.up).toBeTypeOf("function");
  });

  it("are each applied to a fresh database", async () => {
    const db = openDatabase({ databaseUrl: "", dataDir: os.tmpdir(), sqliteFile: ":memory:", deadlines: false });
    try {
      expect(await migrateToLatest(db.kysely, db.kind)).toEqual(NAMES);
    } finally {
      await db.close();
    }
  });
});
