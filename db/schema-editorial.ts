/** Table types of the editorial workflow (migration 0008, db/migrations/editorial-tables.ts). */
import type { ColumnType, Generated } from "kysely";
import type { Bool, Timestamp } from "./schema.ts";

type Json = ColumnType<unknown, string, string>;

export interface EditorialItemsTable {
  type: string;
  item_id: number;
  version: number;
  status: "draft" | "in_review" | "published" | "unpublished";
  title: string;
  published_revision_id: number | null;
  draft_revision_id: number | null;
  created_by_id: string | null;
  updated_at: Timestamp;
  updated_by_id: string | null;
  updated_by_email: string | null;
  submitted_at: Timestamp | null;
  submitted_by_email: string | null;
  editing_at: Timestamp | null;
  editing_by_id: string | null;
  editing_by_email: string | null;
  deleted_at: Timestamp | null;
  deleted_by_email: string | null;
  /** The last review's outcome (migration 0022); cleared when the item is submitted again or published. */
  review_state: "approved" | "changes" | null;
  reviewed_at: Timestamp | null;
  reviewed_by_email: string | null;
}

/** A comment on an item's draft (migration 0022): `field` null is about the whole item. */
export interface EditorialCommentsTable {
  id: Generated<number | string>;
  type: string;
  item_id: number;
  field: string | null;
  body: string;
  /** Set on the comment a review decision came with. */
  decision: "approve" | "changes" | null;
  resolved: Bool;
  version: Generated<number>;
  created_at: Timestamp;
  created_by_id: string | null;
  created_by_email: string | null;
  resolved_at: Timestamp | null;
  resolved_by_email: string | null;
}

export interface EditorialRevisionsTable {
  id: Generated<number | string>;
  type: string;
  item_id: number;
  number: number;
  document: Json;
  created_at: Timestamp;
  author_id: string | null;
  author_email: string | null;
  published: Bool;
}

export interface EditorialSchedulesTable {
  id: Generated<number | string>;
  type: string;
  item_id: number;
  action: "publish" | "unpublish";
  run_at: Timestamp;
  /** The revision a scheduled publish makes live (the draft when it was scheduled). */
  revision_id: number | null;
  created_at: Timestamp;
  created_by_id: string | null;
  created_by_email: string | null;
  done_at: Timestamp | null;
  outcome: string | null;
}

export interface PreviewLinksTable {
  id: Generated<number | string>;
  token_hash: string;
  type: string;
  item_id: number;
  created_at: Timestamp;
  created_by_id: string | null;
  created_by_email: string | null;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface RedirectsTable {
  id: Generated<number | string>;
  from_path: string;
  to_path: string | null;
  status: number;
  updated_at: Timestamp;
  updated_by_email: string | null;
}

export interface EditorialDB {
  editorial_items: EditorialItemsTable;
  editorial_revisions: EditorialRevisionsTable;
  editorial_comments: EditorialCommentsTable;
  editorial_schedules: EditorialSchedulesTable;
  preview_links: PreviewLinksTable;
  redirects: RedirectsTable;
}
