/**
 * The content types' definitions (app/kernel/collections/) against the hand-written
 * migrations and the Kysely table types (db/schema.ts): a fresh database, migrated to the
 * latest version, holds each type's table, a column for every document field, and the
 * column kinds the definition says (JSON, booleans, times); and db/schema.ts names the same columns.
 */
import type { ColumnType } from "kysely";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { COLLECTIONS, type ContentType } from "../app/kernel/collections/index.ts";
import { documentKeys } from "../app/kernel/collections/define.ts";
import { snake } from "../app/kernel/editorial-rows.ts";
import { BACKENDS, dropPostgresSchema, freshPostgresUrl, tempDataDir } from "../tests/support/databases.ts";
import { openDatabase, type Database } from "./database.ts";
import { migrateToLatest } from "./migrations.ts";
import { FIRST_SOURCES, SEARCH_SOURCES } from "./search-migration.ts";
import type { Bool, ColumnOf, DB, Timestamp } from "./schema.ts";

/** Columns the workflow owns, never part of a document. */
const WORKFLOW = ["id", "published", "published_at", "updated_at"];
/** The column kinds each database gives JSON, booleans and times (db/migration-kit.ts `types`). */
const KINDS = {
  postgres: { json: ["jsonb"], bool: ["bool", "boolean"], time: ["timestamptz", "timestamp with time zone"] },
  sqlite: { json: ["text"], bool: ["integer"], time: ["text"] },
};

// The Kysely types hold a column for every document field of every type: a field without
// one fails the type check here, naming its type.
type Any = (typeof COLLECTIONS)[number];
type MissingInTypes = {
  [C in Any as C["name"]]: Exclude<ColumnOf<keyof z.infer<C["document"]> & string>, keyof DB[C["table"]]>;
};
const noneMissing: Record<ContentType, never> = {} as MissingInTypes;

// The JSON, boolean and time columns a definition names have those kinds' types: a row type
// written or derived otherwise fails the type check here, naming its type.
type Is<T, U> = [T] extends [U] ? ([U] extends [T] ? true : false) : false;
type Kinds<C extends Any> = {
  [K in C["json"][number] | C["bools"][number] | C["timestamps"][number]]: K extends C["json"][number]
    ? Is<DB[C["table"]][K & keyof DB[C["table"]]], ColumnType<unknown, string, string>>
    : K extends C["bools"][number]
      ? Is<DB[C["table"]][K & keyof DB[C["table"]]], Bool>
      : Is<DB[C["table"]][K & keyof DB[C["table"]]], Timestamp>;
};
type WrongKinds = { [C in Any as C["name"]]: { [K in keyof Kinds<C> as Kinds<C>[K] extends true ? never : K]: K } };
const noneWrong: { [C in ContentType]: Record<never, never> } = {} as WrongKinds;

describe("the Kysely table types", () => {
  it("name a column for every document field (checked by the type check; the keys here make it run)", () => {
    expect(Object.keys(noneMissing)).toEqual([]);
    expect(Object.keys(noneWrong)).toEqual([]);
    // The runtime column names agree with the type-level ones.
    expect(snake("coverAlt")).toBe("cover_alt");
    expect(snake("body")).toBe("body_html");
  });

  it("are derived from the definitions: db/schema.ts writes out no type's table but the shared blocks", () => {
    const source = readFileSync(path.join(import.meta.dirname, "schema.ts"), "utf8");
    const shared = new Set(COLLECTIONS.filter((c) => Object.keys(c.scope).length > 0).map((c) => c.table));
    // A table written out is an entry of DB: "  news: NewsTable;".
    const named = COLLECTIONS.filter((c) => !shared.has(c.table) && new RegExp(`^\\s+${c.table}:`, "m").test(source));
    expect(named.map((c) => c.table)).toEqual([]);
  });
});

describe("the search index's sources (db/search-migration.ts)", () => {
  it("are the tables of the types that say they are searched", () => {
    // "pages" is indexed by the search service itself, from the pages it renders.
    const searched = COLLECTIONS.flatMap((c) =>
      c.search && c.search.section !== "pages" ? [{ section: c.search.section, table: c.table }] : [],
    );
    expect(SEARCH_SOURCES.map(({ section, table }) => ({ section, table }))).toEqual(expect.arrayContaining(searched));
    expect(SEARCH_SOURCES).toHaveLength(searched.length);
  });

  it("keep the codes stored in the index's document ids: those of the first migration, each once", () => {
    for (const first of FIRST_SOURCES) expect(SEARCH_SOURCES).toContainEqual(first);
    const codes = SEARCH_SOURCES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe.each(BACKENDS)("the definitions against a migrated %s database", (backend) => {
  let db: Database;
  let url = "";
  let columns: Map<string, Map<string, string>>;

  beforeAll(async () => {
    url = backend === "postgres" ? await freshPostgresUrl("collections") : "";
    db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("collections"), deadlines: false });
    await migrateToLatest(db.kysely, db.kind);
    const tables = await db.kysely.introspection.getTables();
    columns = new Map(
      tables.map((t) => [t.name, new Map(t.columns.map((c) => [c.name, c.dataType.toLowerCase()]))] as const),
    );
  });
  afterAll(async () => {
    await db?.close();
    if (url) await dropPostgresSchema(url);
  });

  it.each(COLLECTIONS.map((c) => [c.name, c] as const))("%s: its table holds its document", (_name, c) => {
    const table = columns.get(c.table);
    expect(table, `table ${c.table}`).toBeDefined();
    const kinds = KINDS[backend];
    const problems: string[] = [];
    const document = documentKeys(c).map(snake);
    for (const column of document) if (!table!.has(column)) problems.push(`no column ${column}`);
    const kindOf = (column: string) => table!.get(column);
    for (const column of c.json) if (!kinds.json.includes(kindOf(column)!)) problems.push(`${column} is not JSON`);
    for (const column of c.bools) if (!kinds.bool.includes(kindOf(column)!)) problems.push(`${column} is no boolean`);
    for (const column of c.timestamps) if (!kinds.time.includes(kindOf(column)!)) problems.push(`${column} is no time`);
    for (const column of [c.titleColumn, c.searchColumn, c.categoryColumn, ...Object.keys(c.scope)])
      if (column && !table!.has(column)) problems.push(`no column ${column} to list by`);
    // Every column is the document's, the workflow's, or the definition's scope and extra.
    const known = new Set([...document, ...WORKFLOW, ...Object.keys(c.scope), ...Object.keys(c.extra)]);
    for (const column of table!.keys()) if (!known.has(column)) problems.push(`column ${column} in no document`);
    if (backend === "postgres") {
      // On PostgreSQL the kinds are told apart: a JSON, boolean or time column of the
      // document must be declared so, or the document would read text, 0/1 or Dates.
      const declared = new Set([...c.json, ...c.bools, ...c.timestamps, "noindex"]);
      for (const column of document) {
        const kind = kindOf(column);
        const special = [...kinds.json, ...kinds.bool, ...kinds.time].includes(kind ?? "");
        if (special && !declared.has(column)) problems.push(`${column} (${kind}) is not declared`);
      }
    }
    // The workflow's times are the ones the definition says.
    const times = { both: ["published_at", "updated_at"], updated: ["updated_at"], none: [] }[c.times];
    expect(["published_at", "updated_at"].filter((column) => table!.has(column))).toEqual(times);
    expect(problems).toEqual([]);
  });
});
