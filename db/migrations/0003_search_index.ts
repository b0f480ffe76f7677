/**
 * Migration 0003: the site search index (server/search): a documents table with the plain
 * text of every searchable item, the database's own full-text index over it (FTS5 on
 * SQLite, a generated tsvector with a GIN index on PostgreSQL), and a queue that
 * triggers on the content tables fill whenever an item is inserted, changed or
 * deleted, whoever writes it (seed, content service, a hand edit). The search
 * service drains the queue before it answers, so results follow the content.
 */
import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { AnyDb, MigrationContext } from "../migration-kit.ts";
import { FIRST_SOURCES, searchTriggers } from "../search-migration.ts";

export default function searchIndexMigration({ kind }: MigrationContext): Migration {
  return {
    async up(db: AnyDb) {
      if (kind === "postgres") await upPostgres(db);
      else await upSqlite(db);
      // Everything already in the content tables is indexed on the first search.
      for (const { section, table } of FIRST_SOURCES) {
        await sql`insert into search_queue (section, item_id, seq) select ${section}, id, 0 from ${sql.table(table)}`.execute(
          db,
        );
      }
    },
  };
}

async function upSqlite(db: AnyDb): Promise<void> {
  await sql`create table search_documents (
    doc_id integer primary key,
    section text not null,
    item_id integer not null,
    type text not null,
    title text not null,
    body text not null,
    published_at text not null,
    updated_at text not null
  )`.execute(db);
  await sql`create index search_documents_section on search_documents (section, published_at)`.execute(db);
  // External-content FTS5 table: the text lives once, in search_documents.
  await sql`create virtual table search_fts using fts5(
    title, body,
    content = 'search_documents', content_rowid = 'doc_id',
    tokenize = 'porter unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger search_documents_ai after insert on search_documents begin
    insert into search_fts (rowid, title, body) values (new.doc_id, new.title, new.body);
  end`.execute(db);
  await sql`create trigger search_documents_ad after delete on search_documents begin
    insert into search_fts (search_fts, rowid, title, body) values ('delete', old.doc_id, old.title, old.body);
  end`.execute(db);
  await sql`create trigger search_documents_au after update on search_documents begin
    insert into search_fts (search_fts, rowid, title, body) values ('delete', old.doc_id, old.title, old.body);
    insert into search_fts (rowid, title, body) values (new.doc_id, new.title, new.body);
  end`.execute(db);

  await createQueue(db);
  for (const source of FIRST_SOURCES) await searchTriggers(db, "sqlite", source);
}

async function upPostgres(db: AnyDb): Promise<void> {
  await sql`create table search_documents (
    doc_id bigint primary key,
    section text not null,
    item_id integer not null,
    type text not null,
    title text not null,
    body text not null,
    published_at text not null,
    updated_at text not null,
    tsv tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')
    ) stored
  )`.execute(db);
  await sql`create index search_documents_section on search_documents (section, published_at)`.execute(db);
  await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);

  await createQueue(db);
  // One trigger function for every table; the section comes as the trigger argument.
  // TRUNCATE fires no row triggers, so it queues a full rebuild ("*").
  await sql`create function search_enqueue() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'TRUNCATE' then
        insert into search_queue (section, item_id) values ('*', 0)
          on conflict (section, item_id) do update set seq = search_queue.seq + 1;
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        insert into search_queue (section, item_id) values (tg_argv[0], old.id)
          on conflict (section, item_id) do update set seq = search_queue.seq + 1;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into search_queue (section, item_id) values (tg_argv[0], new.id)
          on conflict (section, item_id) do update set seq = search_queue.seq + 1;
      end if;
      return null;
    end
  $fn$`.execute(db);
  for (const source of FIRST_SOURCES) await searchTriggers(db, "postgres", source);
}

async function createQueue(db: AnyDb): Promise<void> {
  // seq grows on every change, so a drain removes an entry only if nothing changed since it was read.
  await sql`create table search_queue (
    section text not null,
    item_id integer not null,
    seq integer not null default 0,
    primary key (section, item_id)
  )`.execute(db);
}
