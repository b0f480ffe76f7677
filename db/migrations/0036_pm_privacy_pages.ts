/**
 * Migration 0036: the pages whose words were code (about, the product pages, the customer
 * stories, the PM page and the privacy notice) become pages of blocks (decisions 0082,
 * 0083). The PM page's seeded rows (its features, figures and questions in `blocks`, its
 * copy under the settings key "pages") had no editor and are dropped; a database that
 * already holds content gets the pages as the seed writes them, so that every address it
 * served keeps answering, unless a page has taken their path. An empty database gets them
 * from its first seed instead.
 */
import type { Migration } from "kysely/migration";
import { blockPageRows } from "../seed/build-block-pages.ts";
import type { AnyDb } from "../migration-kit.ts";

const PATHS = [
  "about",
  "oa",
  "live",
  "trade",
  "education",
  "pm",
  "case/fai",
  "case/foxwell",
  "case/geely",
  "case/jlb",
  "privacy",
] as const;

export default function pmPrivacyPages(): Migration {
  return {
    async up(db: AnyDb) {
      await db.deleteFrom("blocks").where("page", "=", "pm").execute();
      const copy = await db.selectFrom("settings").select("value").where("key", "=", "pages").executeTakeFirst();
      if (copy) {
        const pages = (typeof copy.value === "string" ? JSON.parse(copy.value) : copy.value) as Record<string, unknown>;
        if ("pm" in pages) {
          delete pages.pm;
          await db
            .updateTable("settings")
            .set({ value: JSON.stringify(pages) })
            .where("key", "=", "pages")
            .execute();
        }
      }
      if (!(await db.selectFrom("site_settings").select("id").executeTakeFirst())) return;
      const taken = await db.selectFrom("pages").select(["path"]).where("path", "in", PATHS).execute();
      const missing = PATHS.filter((path) => !taken.some((row) => row.path === path));
      if (!missing.length) return;
      const { max } = await db
        .selectFrom("pages")
        .select((eb) => eb.fn.max("id").as("max"))
        .executeTakeFirstOrThrow();
      await db
        .insertInto("pages")
        .values(blockPageRows(missing, Number(max ?? 0) + 1))
        .execute();
    },
  };
}
