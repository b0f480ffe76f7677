/**
 * The sources of the site search index (server/search) and the triggers that queue their
 * changes: what migration 0003 (db/migrations/0003_search_index.ts), which made the index,
 * shares with the later migrations of searched types and with the search service.
 */
import { sql } from "kysely";
import { COLLECTIONS } from "../app/kernel/collections/index.ts";
import type { DialectKind } from "./database.ts";
import type { AnyDb } from "./migration-kit.ts";

/** The content tables migration 0003 indexes, with the search section each one feeds (as they were then). */
export const FIRST_SOURCES = [
  { section: "news", table: "news", code: 1 },
  { section: "cases", table: "cases", code: 2 },
  { section: "solutions", table: "solutions", code: 3 },
  { section: "qas", table: "qas", code: 4 },
  { section: "help", table: "help_articles", code: 5 },
  { section: "videos", table: "videos", code: 6 },
] as const;

/**
 * Every content table the index follows, from the definitions with a search `code`: those
 * above, and those whose own migration added its triggers (searchTriggers).
 */
export const SEARCH_SOURCES = COLLECTIONS.flatMap((c) =>
  c.search?.code ? [{ section: c.search.section, table: c.table, code: c.search.code }] : [],
);

interface Source {
  section: string;
  table: string;
}

async function sqliteTriggers(db: AnyDb, { section, table }: Source): Promise<void> {
  const enqueue = (ref: "new" | "old") =>
    sql`insert into search_queue (section, item_id) values (${sql.lit(section)}, ${sql.raw(ref)}.id)
      on conflict (section, item_id) do update set seq = seq + 1;`;
  await sql`create trigger ${sql.raw(`${table}_search_ai`)} after insert on ${sql.table(table)} begin ${enqueue("new")} end`.execute(
    db,
  );
  await sql`create trigger ${sql.raw(`${table}_search_au`)} after update on ${sql.table(table)} begin ${enqueue("old")} ${enqueue("new")} end`.execute(
    db,
  );
  await sql`create trigger ${sql.raw(`${table}_search_ad`)} after delete on ${sql.table(table)} begin ${enqueue("old")} end`.execute(
    db,
  );
}

async function postgresTriggers(db: AnyDb, { section, table }: Source): Promise<void> {
  await sql`create trigger ${sql.raw(`${table}_search`)} after insert or update or delete on ${sql.table(table)}
    for each row execute function search_enqueue(${sql.lit(section)})`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_search_truncate`)} after truncate on ${sql.table(table)}
    for each statement execute function search_enqueue(${sql.lit(section)})`.execute(db);
}

/** The triggers that queue a table's changes for the index: migration 0003's tables, and a later migration's. */
export function searchTriggers(db: AnyDb, kind: DialectKind, source: Source): Promise<void> {
  return kind === "postgres" ? postgresTriggers(db, source) : sqliteTriggers(db, source);
}
