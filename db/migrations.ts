/**
 * Versioned migrations, applied in name order by Kysely's Migrator (which takes
 * a lock on PostgreSQL, so instances starting together do not race). Each one
 * is written once for both databases; the few types that differ come from
 * `types(kind)`. Rules: never edit a migration that has shipped, only add; never
 * drop or rewrite a table that holds rows; new columns are nullable or have a default.
 */
import { sql, type Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from "kysely/migration";
import type { DialectKind } from "./database.ts";
import { searchIndexMigration } from "./search-migration.ts";

function types(kind: DialectKind) {
  const pg = kind === "postgres";
  return {
    bool: pg ? sql`boolean` : sql`integer`,
    ts: pg ? sql`timestamptz` : sql`text`,
    json: pg ? sql`jsonb` : sql`text`,
    falseValue: pg ? sql`false` : sql`0`,
  } as const;
}

// Kysely's migration API is untyped by design: a migration sees the schema as it
// was when the migration was written, not as db/schema.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function contentTables(kind: DialectKind): Migration {
  const t = types(kind);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("media")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("color", "text", (c) => c.notNull())
        .addColumn("formats", "text", (c) => c.notNull())
        .addColumn("widths", "text", (c) => c.notNull())
        .execute();

      // The four categorised, dated collections share one shape.
      const collection = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("type", "text", (c) => c.notNull())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("summary", "text", (c) => c.notNull())
          .addColumn("body_html", "text", (c) => c.notNull())
          .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
          .addColumn("published_at", t.ts, (c) => c.notNull())
          .addColumn("updated_at", t.ts, (c) => c.notNull());

      await collection("news")
        .addColumn("cover_key", "text", (c) => c.notNull().references("media.key"))
        .addColumn("cover_alt", "text", (c) => c.notNull())
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("reading_minutes", "integer", (c) => c.notNull())
        .addColumn("tags", t.json, (c) => c.notNull())
        .execute();
      await collection("cases")
        .addColumn("cover_key", "text", (c) => c.notNull().references("media.key"))
        .addColumn("cover_alt", "text", (c) => c.notNull())
        .addColumn("customer_name", "text", (c) => c.notNull())
        .addColumn("customer_logo_key", "text", (c) => c.notNull().references("media.key"))
        .addColumn("customer_location", "text", (c) => c.notNull())
        .addColumn("customer_employees", "text", (c) => c.notNull())
        .addColumn("customer_website", "text")
        .addColumn("product", "text", (c) => c.notNull())
        .addColumn("metrics", t.json, (c) => c.notNull())
        .addColumn("details", t.json, (c) => c.notNull())
        .addColumn("featured", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .execute();
      await collection("solutions")
        .addColumn("cover_key", "text", (c) => c.notNull().references("media.key"))
        .addColumn("cover_alt", "text", (c) => c.notNull())
        .addColumn("products", t.json, (c) => c.notNull())
        .addColumn("features", t.json, (c) => c.notNull())
        .addColumn("benefits", t.json, (c) => c.notNull())
        .addColumn("related_case_ids", t.json, (c) => c.notNull())
        .addColumn("featured", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .execute();
      await collection("videos")
        .addColumn("poster_key", "text", (c) => c.notNull().references("media.key"))
        .addColumn("poster_alt", "text", (c) => c.notNull())
        .addColumn("source_url", "text")
        .addColumn("source_type", "text")
        .addColumn("captions_url", "text")
        .addColumn("duration_seconds", "integer", (c) => c.notNull())
        .addColumn("presenters", t.json, (c) => c.notNull())
        .addColumn("featured", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .execute();
      await collection("qas").execute();

      for (const name of ["news", "cases", "solutions", "videos", "qas"]) {
        // Serves "published items of a type, newest first" without a sort step.
        await db.schema
          .createIndex(`${name}_listing`)
          .on(name)
          .columns(["published", "type", "published_at desc", "id desc"])
          .execute();
        await db.schema
          .createIndex(`${name}_recent`)
          .on(name)
          .columns(["published", "published_at desc", "id desc"])
          .execute();
      }

      await db.schema
        .createTable("help_categories")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("parent_id", "integer", (c) => c.references("help_categories.id"))
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("help_articles")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("category_id", "integer", (c) => c.notNull().references("help_categories.id"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("body_html", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("popular", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("published_at", t.ts, (c) => c.notNull())
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("help_articles_category")
        .on("help_articles")
        .columns(["category_id", "position", "id"])
        .execute();

      await db.schema
        .createTable("price_plans")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("tagline", "text", (c) => c.notNull())
        .addColumn("monthly_price", "integer")
        .addColumn("yearly_price", "integer")
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("highlighted", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("highlights", t.json, (c) => c.notNull())
        .addColumn("cta_label", "text", (c) => c.notNull())
        .addColumn("cta_href", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .execute();
      await db.schema
        .createTable("price_features")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("group_name", "text", (c) => c.notNull())
        .addColumn("label", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("plan_values", t.json, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("promotions")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("body_html", "text", (c) => c.notNull())
        .addColumn("cover_key", "text", (c) => c.notNull().references("media.key"))
        .addColumn("cover_alt", "text", (c) => c.notNull())
        .addColumn("offer", "text", (c) => c.notNull())
        .addColumn("code", "text")
        .addColumn("starts_at", t.ts, (c) => c.notNull())
        .addColumn("ends_at", t.ts, (c) => c.notNull())
        .addColumn("cta_label", "text", (c) => c.notNull())
        .addColumn("cta_href", "text", (c) => c.notNull())
        .addColumn("terms", "text", (c) => c.notNull())
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("published_at", t.ts, (c) => c.notNull())
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("services")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("body_html", "text", (c) => c.notNull())
        .addColumn("cover_key", "text", (c) => c.notNull().references("media.key"))
        .addColumn("cover_alt", "text", (c) => c.notNull())
        .addColumn("deliverables", t.json, (c) => c.notNull())
        .addColumn("duration", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("partners")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("tier", "text", (c) => c.notNull())
        .addColumn("region", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("logo_key", "text", (c) => c.notNull().references("media.key"))
        .addColumn("logo_alt", "text", (c) => c.notNull())
        .addColumn("website", "text")
        .addColumn("specialties", t.json, (c) => c.notNull())
        .addColumn("products", t.json, (c) => c.notNull())
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("blocks")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("page", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("body_html", "text", (c) => c.notNull())
        .addColumn("image_key", "text", (c) => c.references("media.key"))
        .addColumn("image_alt", "text", (c) => c.notNull())
        .addColumn("link_label", "text")
        .addColumn("link_href", "text")
        .addColumn("value", "text")
        .addColumn("data", t.json)
        .addColumn("published", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .execute();
      await db.schema.createIndex("blocks_page").on("blocks").columns(["page", "kind", "position"]).execute();

      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", t.json, (c) => c.notNull())
        .execute();
    },
  };
}

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

export function migrations(kind: DialectKind): Record<string, Migration> {
  return {
    "0001_content": contentTables(kind),
    "0002_leads": leadsTable(kind),
    "0003_search_index": searchIndexMigration(kind),
    "0004_qa_help_covers": qaHelpCovers(),
    "0005_lead_idempotency": leadIdempotency(),
  };
}

export class MigrationError extends Error {}

/**
 * A Kysely Migrator over this project's migrations, for migrateToLatest() and for
 * tests that step through the versions one at a time (migrateTo, migrateUp).
 */
export async function createMigrator(db: AnyDb, kind: DialectKind): Promise<Migrator> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind) };
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
export async function migrateToLatest(db: AnyDb, kind: DialectKind): Promise<string[]> {
  const migrator = await createMigrator(db, kind);
  return appliedMigrations(await migrator.migrateToLatest());
}
