/**
 * Migration 0041: the lead forms' words per request, which the register page and the
 * partner application wrote in their code (the buttons, what happens next, the thank-you
 * state, the message field's hint), are lead form blocks of those pages' documents
 * (decision 0093). A database that already holds content gets them in its documents,
 * with the words the pages showed, so that no page changes on upgrade. An empty database
 * gets them from its first seed instead.
 */
import type { Migration } from "kysely/migration";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { json } from "../../app/kernel/rows.ts";
import { FORM_WORDS_PATHS, withFormWords } from "../seed/form-words.ts";
import type { AnyDb } from "./content-tables.ts";

export function formWords(): Migration {
  return {
    async up(db: AnyDb) {
      if (!(await db.selectFrom("site_settings").select("id").executeTakeFirst())) return;
      const rows = await db
        .selectFrom("pages")
        .select(["id", "path", "blocks"])
        .where("path", "in", FORM_WORDS_PATHS)
        .execute();
      for (const row of rows) {
        const blocks = withFormWords(row.path, json<PageBlock[]>(row.blocks));
        await db
          .updateTable("pages")
          .set({ blocks: JSON.stringify(blocks) })
          .where("id", "=", row.id)
          .execute();
      }
    },
  };
}
