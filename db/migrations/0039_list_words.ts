/**
 * Migration 0039: the content lists (news, case studies, solutions, videos, questions and
 * answers, the help centre) take their headings, intros and search settings from documents
 * of `pages` at their base paths (decision 0090); their route modules held those words.
 * A database that already holds content gets the documents with the words the lists
 * showed (the seed's copy), so that no list changes on upgrade; a path a page has taken
 * keeps that page. An empty database gets the documents from its first seed instead.
 */
import type { Migration } from "kysely/migration";
import { blockPageRows } from "../seed/build-block-pages.ts";
import type { AnyDb } from "../migration-kit.ts";

/** The lists' document paths as this release names them (app/kernel/pages.ts `words`). */
const PATHS = ["news", "cases_list", "solution_list", "videos", "qas", "help"];

export default function listWords(): Migration {
  return {
    async up(db: AnyDb) {
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
