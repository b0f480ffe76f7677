import type { Migration } from "kysely/migration";
import type { AnyDb } from "../migration-kit.ts";

/**
 * A video's clip may come in a second file, an MP4 (H.264 and AAC) offered after
 * the first for browsers that play no WebM. Nullable: a row without one offers its
 * one file, as before; the seed's tours get theirs on the next seed (db/seed/videos.ts).
 */
export default function videoFallback(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable("videos").addColumn("fallback_url", "text").execute();
    },
  };
}
