/**
 * Migration 0037: the home page's words were code; they become the document of the pages
 * collection at the empty path (decision 0088), whose live blocks read the home blocks and
 * the newest items as the page did. A database that already holds content gets the document
 * as the seed writes it; an empty one gets it from its first seed (the demo's or, with
 * DEMO_CONTENT=off, the first install's).
 */
import type { Migration } from "kysely/migration";
import { HOME_PAGE_PATH } from "../../app/kernel/page-paths.ts";
import { blockPageRows } from "../seed/build-block-pages.ts";
import type { AnyDb } from "../migration-kit.ts";

export default function homePage(): Migration {
  return {
    async up(db: AnyDb) {
      if (!(await db.selectFrom("site_settings").select("id").executeTakeFirst())) return;
      const held = await db.selectFrom("pages").select("id").where("path", "=", HOME_PAGE_PATH).executeTakeFirst();
      if (held) return;
      const { max } = await db
        .selectFrom("pages")
        .select((eb) => eb.fn.max("id").as("max"))
        .executeTakeFirstOrThrow();
      await db
        .insertInto("pages")
        .values(blockPageRows([HOME_PAGE_PATH], Number(max ?? 0) + 1))
        .execute();
    },
  };
}
