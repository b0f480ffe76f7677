/** Table types of the leads inbox and its notification outbox (migration 0009, db/migrations/0009_leads_inbox.ts). */
import type { Generated } from "kysely";
import type { Timestamp } from "./schema.ts";

export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  author_id: string | null;
  author_email: string | null;
  created_at: Timestamp;
  body: string;
}

export interface LeadOutboxTable {
  id: Generated<number>;
  lead_id: number;
  channel: "mail" | "webhook";
  /** JSON of the notification as it was when the lead was stored (scrubbed by an erasure). */
  payload: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  /** Set when it gave up (24 hours of retries) or the person was erased first. */
  dead_at: Timestamp | null;
  last_error: string | null;
}

export interface LeadsInboxDB {
  lead_notes: LeadNotesTable;
  lead_outbox: LeadOutboxTable;
}
