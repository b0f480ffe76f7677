/**
 * Versioned migrations, applied in name order by Kysely's Migrator (which takes
 * a lock on PostgreSQL, so instances starting together do not race). Each one
 * is written once for both databases; the few types that differ come from
 * `types(kind)`. Rules: never edit a migration that has shipped, only add; never
 * drop or rewrite a table that holds rows; new columns are nullable or have a default.
 */
import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from "kysely/migration";
import type { DialectKind } from "./database.ts";
import { accountsTables } from "./migrations/accounts-tables.ts";
import { analyticsDailyVisitors, analyticsTables } from "./migrations/analytics-tables.ts";
import { callsToAction } from "./migrations/calls-to-action.ts";
import { cdnPurges } from "./migrations/cdn-purges.ts";
import { leadsInboxTables } from "./migrations/leads-inbox-tables.ts";
import { contentTables, types, type AnyDb } from "./migrations/content-tables.ts";
import { editablePages } from "./migrations/editable-pages.ts";
import { editorialTables } from "./migrations/editorial-tables.ts";
import { reviewTables } from "./migrations/review-tables.ts";
import { itemSeo } from "./migrations/item-seo.ts";
import { blockPages } from "./migrations/block-pages.ts";
import { homePage } from "./migrations/home-page.ts";
import { pmPrivacyPages } from "./migrations/pm-privacy-pages.ts";
import { pageWords } from "./migrations/page-words.ts";
import { listWords } from "./migrations/list-words.ts";
import { writtenWords } from "./migrations/written-words.ts";
import { formWords } from "./migrations/form-words.ts";
import { leadLocale } from "./migrations/lead-locale.ts";
import { eventsTable } from "./migrations/events.ts";
import { leadItem } from "./migrations/lead-item.ts";
import { contentLocales } from "./migrations/content-locales.ts";
import { searchLocales } from "./migrations/search-locales.ts";
import { mediaFilesTable, mediaTables, retiredVariantsTable } from "./migrations/media-tables.ts";
import { searchIndexMigration } from "./search-migration.ts";

function leadsTable(kind: DialectKind): Migration {
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("leads")
        .addColumn("id", kind === "postgres" ? "bigserial" : "integer", (c) =>
          kind === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("idempotency_key", "text", (c) => c.unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("job_title", "text", (c) => c.notNull())
        .addColumn("company_size", "text", (c) => c.notNull())
        .addColumn("product", "text", (c) => c.notNull())
        .addColumn("region", "text")
        .addColumn("message", "text")
        .addColumn("consent", t.bool, (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('api', 'form')`))
        .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("ip_hash", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("leads_created").on("leads").columns(["created_at", "id"]).execute();
    },
  };
}

/**
 * Q&A items and help articles get a cover image with alt text, like news. Nullable:
 * rows written before this version keep no cover (the service answers cover: null)
 * until the next seed gives them one. SQLite adds one column per statement.
 */
function qaHelpCovers(): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ["qas", "help_articles"]) {
        await db.schema
          .alterTable(table)
          .addColumn("cover_key", "text", (c) => c.references("media.key"))
          .execute();
        await db.schema.alterTable(table).addColumn("cover_alt", "text").execute();
      }
    },
  };
}

/**
 * Idempotency keys scoped to the client that sent them, with a fingerprint of the
 * request they answered (server/leads/service.ts), and the form token's nonce in a
 * column of its own, unique, so that one form stores at most one lead whatever key
 * comes with it. Rows from before keep their key; where the form nonce served as
 * the key ("form:<nonce>") it is copied into the new column, so those forms stay spent.
 */
function leadIdempotency(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("leads").addColumn("form_nonce", "text").execute();
      await db.schema.alterTable("leads").addColumn("request_hash", "text").execute();
      await sql`update leads set form_nonce = substr(idempotency_key, 6) where idempotency_key like 'form:%'`.execute(
        db,
      );
      await db.schema.createIndex("leads_form_nonce").on("leads").column("form_nonce").unique().execute();
    },
  };
}

/**
 * The content version (db/content-version.ts): one row every content write bumps
 * and every server process polls, so caches everywhere follow a change. Starts at
 * 1: a database migrated under running servers gets its row before they first read it.
 */
function contentVersion(kind: DialectKind): Migration {
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("content_version")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("types", "text")
        .addColumn("changed_at", t.ts, (c) => c.notNull())
        .execute();
      await db
        .insertInto("content_version")
        .values({ id: 1, version: 1, types: null, changed_at: new Date().toISOString() })
        .execute();
    },
  };
}

/**
 * The page of the site a lead came from (app/kernel/source-page.ts), for the inbox's
 * "Source page" filter. Nullable: leads from before, and API leads that name no page,
 * have none. Indexed for the filter and the list of pages it offers.
 */
function leadSourcePage(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("leads").addColumn("source_page", "text").execute();
      await db.schema.createIndex("leads_source_page").on("leads").column("source_page").execute();
    },
  };
}

/**
 * Personal API tokens made with `npm run admin -- create-token` (the server's own
 * access) are marked: they act for automation whatever two-step sign-in the owner's
 * role requires, where tokens made from a session need the owner to meet it.
 */
function automationTokens(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable("api_tokens")
        .addColumn("automation", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

/**
 * The UTM parameters of the visit that brought a lead (source, medium, campaign, term, content), for
 * conversion per campaign in the analytics dashboard and the inbox's filter. Nullable:
 * leads from before, and visits without UTM parameters, have none.
 */
function leadCampaign(): Migration {
  return {
    async up(db: AnyDb) {
      for (const column of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
        await db.schema.alterTable("leads").addColumn(column, "text").execute();
      await db.schema.createIndex("leads_utm_campaign").on("leads").column("utm_campaign").execute();
    },
  };
}

/**
 * The site search's synonyms live in the site settings (server/search/query.ts
 * expandTerms). Existing sites get the pairs the seed starts with (db/seed/build.ts
 * SEARCH_SYNONYMS as of this migration), so "sso" finds single sign-on at once.
 */
function searchSynonyms(kind: DialectKind): Migration {
  const t = types(kind);
  const pairs = [
    { term: "sso", means: ["single sign-on"] },
    { term: "case study", means: ["case", "customer story"] },
    { term: "case studies", means: ["cases", "customer stories"] },
    { term: "2fa", means: ["two-factor"] },
    { term: "mfa", means: ["two-factor"] },
    { term: "pm", means: ["project management"] },
    { term: "oa", means: ["office automation"] },
    { term: "po", means: ["purchase order"] },
    { term: "cost", means: ["pricing", "price"] },
  ];
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable("site_settings")
        .addColumn("synonyms", t.json, (c) => c.notNull().defaultTo(sql`'[]'`))
        .execute();
      await sql`update site_settings set synonyms = ${JSON.stringify(pairs)}`.execute(db);
    },
  };
}

/**
 * News reading time is worked out from the body (app/kernel/reading-time.ts), never
 * typed: the column that held a typed figure goes, and so does the field in the saved
 * revisions of news, so that publishing an old revision writes no such column.
 */
function newsReadingTimeFromBody(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("news").dropColumn("reading_minutes").execute();
      const without =
        kind === "postgres" ? sql`document - 'readingMinutes'` : sql`json_remove(document, '$.readingMinutes')`;
      await sql`update editorial_revisions set document = ${without} where type = 'news'`.execute(db);
    },
  };
}

/**
 * A video's clip may come in a second file, an MP4 (H.264 and AAC) offered after
 * the first for browsers that play no WebM. Nullable: a row without one offers its
 * one file, as before; the seed's tours get theirs on the next seed (db/seed/videos.ts).
 */
function videoFallback(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("videos").addColumn("fallback_url", "text").execute();
    },
  };
}

/** What a migration needs of the configuration: the default locale, the first of LOCALES ("en" without one). */
export interface MigrationOptions {
  defaultLocale?: string | undefined;
}

export function migrations(kind: DialectKind, options: MigrationOptions = {}): Record<string, Migration> {
  return {
    "0001_content": contentTables(kind),
    "0002_leads": leadsTable(kind),
    "0003_search_index": searchIndexMigration(kind),
    "0004_qa_help_covers": qaHelpCovers(),
    "0005_lead_idempotency": leadIdempotency(),
    "0006_content_version": contentVersion(kind),
    "0007_accounts": accountsTables(kind),
    "0008_editorial": editorialTables(kind),
    "0009_leads_inbox": leadsInboxTables(kind),
    "0010_media": mediaTables(kind),
    "0011_editable_pages": editablePages(kind),
    "0012_lead_source_page": leadSourcePage(),
    "0013_media_files": mediaFilesTable(kind),
    "0014_automation_tokens": automationTokens(),
    "0015_cdn_purges": cdnPurges(kind),
    "0016_analytics": analyticsTables(kind),
    "0017_lead_campaign": leadCampaign(),
    "0018_retired_variants": retiredVariantsTable(kind),
    "0020_analytics_daily_visitors": analyticsDailyVisitors(),
    "0021_item_seo": itemSeo(kind),
    "0022_review": reviewTables(kind),
    "0025_news_reading_time_from_body": newsReadingTimeFromBody(kind),
    "0027_search_synonyms": searchSynonyms(kind),
    "0029_block_pages": blockPages(kind),
    "0031_calls_to_action": callsToAction(kind),
    "0032_video_fallback": videoFallback(),
    "0036_pm_privacy_pages": pmPrivacyPages(),
    "0037_home_page": homePage(),
    "0038_page_words": pageWords(),
    "0039_list_words": listWords(),
    "0040_written_words": writtenWords(),
    "0041_form_words": formWords(),
    "0042_lead_locale": leadLocale(options.defaultLocale ?? "en"),
    "0043_events": eventsTable(kind),
    "0044_content_locales": contentLocales(kind, options.defaultLocale ?? "en"),
    "0045_search_locales": searchLocales(kind, options.defaultLocale ?? "en"),
    "0046_lead_item": leadItem(),
  };
}

class MigrationError extends Error {}

/**
 * A Kysely Migrator over this project's migrations, for migrateToLatest() and for
 * tests that step through the versions one at a time (migrateTo).
 */
export async function createMigrator(db: AnyDb, kind: DialectKind, options: MigrationOptions = {}): Promise<Migrator> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind, options) };
  // On PostgreSQL, name the schema: Kysely otherwise looks for its bookkeeping
  // tables in every schema and may find another deployment's (or test's) copy.
  let migrationTableSchema: string | undefined;
  if (kind === "postgres") {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

/** Turns a failed MigrationResultSet into a MigrationError; returns the names applied. */
export function appliedMigrations({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new MigrationError(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied now. */
export async function migrateToLatest(db: AnyDb, kind: DialectKind, options: MigrationOptions = {}): Promise<string[]> {
  const migrator = await createMigrator(db, kind, options);
  return appliedMigrations(await migrator.migrateToLatest());
}
