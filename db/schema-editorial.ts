/** Table types of the editorial workflow (migration 0008, db/migrations/0008_editorial.ts). */
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
  /** The locale of the draft commented on (migration 0044). */
  locale: ColumnType<string, string | undefined, string>;
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
  /** The locale whose document this is (migration 0044); the default locale's for rows from before. */
  locale: ColumnType<string, string | undefined, string>;
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
  /** The locale the schedule publishes or takes down (migration 0044). */
  locale: ColumnType<string, string | undefined, string>;
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
  /** The locale the link previews (migration 0044). */
  locale: ColumnType<string, string | undefined, string>;
}

/** The workflow's row of one non-default locale of an item (migration 0044): editorial_items' columns and the locale. */
export interface EditorialTranslationsTable extends EditorialItemsTable {
  locale: string;
}

/**
 * The published words of one non-default locale of an item (migration 0044): the live row's
 * columns of the type's localised keys, and the default locale's revision number they translate.
 */
export interface LiveTranslationsTable {
  type: string;
  item_id: number;
  locale: string;
  fields: Json;
  revision_id: number | null;
  source_revision: number;
  published_at: Timestamp;
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
  editorial_translations: EditorialTranslationsTable;
  live_translations: LiveTranslationsTable;
  redirects: RedirectsTable;
}
