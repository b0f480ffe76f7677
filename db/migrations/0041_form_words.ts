/**
 * Migration 0041: the lead forms' words per request, which the register page and the
 * partner application wrote in their code (the buttons, what happens next, the thank-you
 * state, the message field's hint), are lead form blocks of those pages' documents
 * (decision 0093). A database that already holds content gets them in its documents,
 * with the words the pages showed, so that no page changes on upgrade. An empty database
 * gets them from its first seed instead.
 */
import type { Migration } from "kysely/migration";
import { FORM_WORDS_PATHS, withFormWords } from "../seed/form-words.ts";
import { rewritePageBlocks, type AnyDb } from "../migration-kit.ts";

export default function formWords(): Migration {
  return {
    async up(db: AnyDb) {
      await rewritePageBlocks(db, FORM_WORDS_PATHS, withFormWords);
    },
  };
}
