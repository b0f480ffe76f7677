/** Migration 0001: the content tables. */
import type { Migration } from "kysely/migration";
import { types, type AnyDb, type MigrationContext } from "../migration-kit.ts";

export default function contentTables({ kind }: MigrationContext): Migration {
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
