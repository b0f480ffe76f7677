/** Table type of the CDN purge outbox (migration 0015, db/migrations/0015_cdn_purges.ts). */
import type { Generated } from "kysely";
import type { Timestamp } from "./schema.ts";

export interface CdnPurgesTable {
  id: Generated<number>;
  /** JSON array of the edge tags to purge. */
  tags: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
}

export interface CdnDB {
  cdn_purges: CdnPurgesTable;
}
