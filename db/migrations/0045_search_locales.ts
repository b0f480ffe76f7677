import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { TAG, type AnyDb, type MigrationContext } from "../migration-kit.ts";

/**
 * Migration 0045: the site search per locale (decision 0109). Every item is indexed once per
 * configured locale (server/search/indexer.ts): `locale` says which, `fallback` that the
 * entry holds the default locale's words because the item has no translation in it. The rows
 * already there are the default locale's. A published or withdrawn translation queues its
 * item for that locale alone (`<section>@<locale>`), through the queue the content tables'
 * triggers fill (db/search-migration.ts); a help topic's translation queues its articles,
 * which are found with its title.
 */

/** The content types the index follows, with their search sections, as they were named then. */
const SECTIONS: ReadonlyArray<readonly [type: string, section: string]> = [
  ["news", "news"],
  ["cases", "cases"],
  ["solutions", "solutions"],
  ["qas", "qas"],
  ["help-articles", "help"],
  ["videos", "videos"],
];

export default function searchLocales({ kind, defaultLocale }: MigrationContext): Migration {
  if (!TAG.test(defaultLocale)) throw new Error(`${JSON.stringify(defaultLocale)} is not a BCP 47 language tag`);
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable("search_documents")
        .addColumn("locale", "text", (c) => c.notNull().defaultTo(sql.lit(defaultLocale)))
        .execute();
      await db.schema
        .alterTable("search_documents")
        .addColumn("fallback", kind === "postgres" ? "boolean" : "integer", (c) =>
          c.notNull().defaultTo(kind === "postgres" ? sql.lit(false) : sql.lit(0)),
        )
        .execute();
      // Entries of the other locales are written once the search service finds them missing
      // (indexer.ts checkLocales), as when LOCALES gains a locale.
      if (kind === "postgres") await upPostgres(db);
      else await upSqlite(db);
    },
  };
}

const sectionCase = (ref: string) =>
  sql.raw(`case ${ref}.type ${SECTIONS.map(([type, section]) => `when '${type}' then '${section}'`).join(" ")} end`);

async function upSqlite(db: AnyDb): Promise<void> {
  const enqueue = (ref: "new" | "old") => sql`
    insert into search_queue (section, item_id)
      select s.section || '@' || ${sql.raw(ref)}.locale, ${sql.raw(ref)}.item_id
      from (select ${sectionCase(ref)} as section) s where s.section is not null
      on conflict (section, item_id) do update set seq = seq + 1;
    insert into search_queue (section, item_id)
      select 'help@' || ${sql.raw(ref)}.locale, a.id from help_articles a
      where ${sql.raw(ref)}.type = 'help-categories' and a.category_id = ${sql.raw(ref)}.item_id
      on conflict (section, item_id) do update set seq = seq + 1;`;
  await sql`create trigger live_translations_search_ai after insert on live_translations begin ${enqueue("new")} end`.execute(
    db,
  );
  await sql`create trigger live_translations_search_au after update on live_translations begin ${enqueue("old")} ${enqueue("new")} end`.execute(
    db,
  );
  await sql`create trigger live_translations_search_ad after delete on live_translations begin ${enqueue("old")} end`.execute(
    db,
  );
}

async function upPostgres(db: AnyDb): Promise<void> {
  const enqueue = (ref: "new" | "old") => sql`
    insert into search_queue (section, item_id)
      select s.section || '@' || ${sql.raw(ref)}.locale, ${sql.raw(ref)}.item_id
      from (select ${sectionCase(ref)} as section) s where s.section is not null
      on conflict (section, item_id) do update set seq = search_queue.seq + 1;
    insert into search_queue (section, item_id)
      select 'help@' || ${sql.raw(ref)}.locale, a.id from help_articles a
      where ${sql.raw(ref)}.type = 'help-categories' and a.category_id = ${sql.raw(ref)}.item_id
      on conflict (section, item_id) do update set seq = search_queue.seq + 1;`;
  await sql`create function search_enqueue_translation() returns trigger language plpgsql as $fn$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${enqueue("old")} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${enqueue("new")} end if;
      return null;
    end
  $fn$`.execute(db);
  await sql`create trigger live_translations_search after insert or update or delete on live_translations
    for each row execute function search_enqueue_translation()`.execute(db);
  await sql`create index search_documents_locale on search_documents (locale, section)`.execute(db);
}
