/**
 * Migration 0040: the sentences the pricing, services, partner, solutions, videos and
 * questions pages wrote in their code (the note under the plans, the pitches over the
 * buttons, the overview's heading and leads, each category's heading and intro) are
 * blocks of those pages' documents (decision 0092). A database that already holds
 * content gets them in its documents, with the words the pages showed, so that no page
 * changes on upgrade. An empty database gets them from its first seed instead.
 */
import type { Migration } from "kysely/migration";
import { WRITTEN_WORDS_PATHS, withWrittenWords } from "../seed/written-words.ts";
import { rewritePageBlocks, type AnyDb } from "../migration-kit.ts";

export default function writtenWords(): Migration {
  return {
    async up(db: AnyDb) {
      await rewritePageBlocks(db, WRITTEN_WORDS_PATHS, withWrittenWords);
    },
  };
}
