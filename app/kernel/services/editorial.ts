/**
 * The editorial workflow's service interface: what the admin pages (through
 * React Router's context, `services.editorial`) and the admin API
 * (server/api/admin-content-router.ts) call. Both pass the signed-in StaffUser;
 * the service checks app/kernel/admin-policy.ts itself and records every write in
 * the audit trail, so neither caller can forget.
 *
 * Model: every item keeps its live row in its content table (what visitors see,
 * read only by the content service) and, once edited, an editorial row with its
 * version, status and pointers to revisions. Every save is a revision holding the
 * whole document. Publishing copies the revision into the live row and bumps the
 * content version with the type's page-cache tags (the one invalidation path).
 *
 * Versions: `version` is the item's ETag. Every write takes the version it was
 * based on; a stale one throws EditorialError "stale" (412) naming who changed
 * the item and when.
 */
import type {
  AnyDocument,
  BulkAction,
  ContentType,
  ItemStatus,
  ListQuery,
  RedirectInput,
  ScheduleAction,
} from "../editorial-schemas.ts";
import type { ClientInfo, StaffUser } from "./accounts.ts";
import type { Actor, EditorialErrorCode } from "../refusals.ts";

export type { ContentType, ItemStatus, ScheduleAction };

export { type Actor, EDITORIAL_STATUS, EditorialError, type EditorialErrorCode } from "../refusals.ts";

export interface ScheduleSummary {
  id: number;
  action: ScheduleAction;
  /** ISO 8601 in UTC; the editor shows it in the user's time zone. */
  at: string;
  createdBy: Actor;
}

/** A pending schedule with what it will change, for the dashboard. */
export interface UpcomingSchedule extends ScheduleSummary {
  type: ContentType;
  itemId: number;
  title: string;
}

/** One row of the admin list. */
export interface ItemSummary {
  id: number;
  type: ContentType;
  title: string;
  /** The item's category (news type, partner tier, help category id...), or null for types without one. */
  category: string | null;
  status: ItemStatus;
  /** A saved draft differs from what is live. */
  hasDraft: boolean;
  version: number;
  updatedAt: string;
  updatedBy: Actor | null;
  /** Someone who saved or opened it within EDITING_WINDOW_MINUTES, other than the caller. */
  editing: (Actor & { since: string }) | null;
  scheduled: ScheduleSummary[];
}

export interface ItemList {
  items: ItemSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** One item for the editor: the document to edit is `draft ?? published`. */
export interface ItemDetail extends ItemSummary {
  /** The document the editor opens: the newest draft, else the published one. */
  document: AnyDocument;
  /** The live document, or null when never published. */
  published: AnyDocument | null;
  /** The pending draft, or null when the live document is the newest. */
  draft: AnyDocument | null;
  /** The revision `document` comes from (null until the first edit: then it is revision 1); a stale save merges against it. */
  revision: number | null;
  submittedBy: (Actor & { at: string }) | null;
  /** Public URLs of the item (desktop, mobile), or null for types without a page of their own. */
  urls: { desktop: string; mobile: string | null } | null;
  /** Router paths of the draft's preview for a signed-in writer (server/editorial/preview-page.ts). */
  previews: { desktop: string; mobile: string | null };
  deletedAt: string | null;
  /** The caller may change it: editors any item, authors only the drafts they created. */
  mayEdit: boolean;
  /** Opened in a non-default locale (decision 0105): what its translation stands on. */
  translation?: TranslationState;
}

/** One type's translations in one locale: the published items without live words, and those outdated. */
export interface TranslationGaps {
  type: ContentType;
  label: string;
  missing: Array<{ id: number; title: string }>;
  outdated: Array<{ id: number; title: string }>;
}

/** A translation of one item in one locale, beside the default locale's words it translates. */
export interface TranslationState {
  locale: string;
  /**
   * The default locale's live document: its words are shown beside each translated field, its
   * shared fields (prices, dates, images) read-only, as every locale shows them.
   */
  source: Record<string, unknown>;
  /** Whether the locale has published words of its own; false: its pages show the default's. */
  live: boolean;
  /** The number of the default locale's revision the live words were translated from, or null. */
  sourceRevision: number | null;
  /** The source was published again since: the live words may no longer say what it says. */
  outdated: boolean;
  /** When outdated: how the source's translated fields changed since the revision translated. */
  sourceChanges: FieldDiff[];
}

export interface BulkResult {
  done: number[];
  failed: Array<{ id: number; code: EditorialErrorCode; message: string }>;
}

export interface RevisionSummary {
  id: number;
  /** 1, 2, 3... per item. */
  number: number;
  createdAt: string;
  author: Actor;
  /** The revision is or was the published one (kept forever). */
  published: boolean;
  /** Names of the document fields that differ from the revision before it. */
  changed: string[];
}

export interface FieldDiff {
  field: string;
  before: unknown;
  after: unknown;
  /** "rich-text": before and after are the body's rendered text, not its JSON. */
  kind?: "rich-text";
  /** For text fields: the `diff` package's word changes, for the history view. */
  parts?: Array<{ value: string; added?: boolean; removed?: boolean }>;
}

export interface RevisionDiff {
  from: number | null;
  to: number;
  fields: FieldDiff[];
}

export interface PreviewLink {
  id: number;
  /** Absolute URL opening the desktop preview; the mobile one is `mobileUrl`. */
  url: string;
  mobileUrl: string | null;
  expiresAt: string;
  createdBy: Actor;
  revokedAt: string | null;
}

export interface Redirect {
  id: number;
  from: string;
  /** Null for a 410 the workflow set when it took an item down. */
  to: string | null;
  status: 301 | 302 | 410;
  updatedAt: string;
}

/** What a preview token unlocks: the site's own routes render this document. */
export interface PreviewGrant {
  type: ContentType;
  id: number;
  document: AnyDocument;
  /** The revision shown (its number in the item's history) and whether it is an unpublished draft. */
  revision: number;
  draft: boolean;
  title: string;
  /** Whether the item is on the site now (the banner then links to the live page). */
  live: boolean;
  /**
   * The non-default locale whose draft this is (decision 0117): `document` is then the live
   * item with the translation's words over it, shown on that locale's page.
   */
  locale?: string;
}

export type ReviewDecision = "approve" | "changes";

/** A comment on an item's draft: `field` null is about the whole item. */
export interface ReviewComment {
  id: number;
  field: string | null;
  body: string;
  /** The review decision the comment came with, if any. */
  decision: ReviewDecision | null;
  resolved: boolean;
  /** The comment's own version: resolving or reopening takes it (412 when stale). */
  version: number;
  createdAt: string;
  createdBy: Actor;
  resolvedAt: string | null;
  resolvedBy: string | null;
}

/** The review side of an item: the last decision and the comments, with what the caller may do. */
export interface ReviewSummary {
  state: "approved" | "changes" | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  comments: ReviewComment[];
  may: { review: boolean; comment: boolean; resolve: boolean };
}

/** An item on someone's dashboard list (waiting for review, sent back). */
export interface WorkItem {
  type: ContentType;
  id: number;
  title: string;
  status: ItemStatus;
  reviewState: "approved" | "changes" | null;
  /** When it was submitted (waiting) or reviewed (sent back). */
  at: string;
  by: string | null;
  openComments: number;
  /** A translation's review: its locale (absent for the default locale's). */
  locale?: string;
}

/**
 * Largest body of a content write, by the admin content API or the item editor's form:
 * a long article with tables. Only signed-in writers get it (server/body-allowance.ts).
 */
export const MAX_CONTENT_BODY_BYTES = 1024 * 1024;

/** Who acts and from where: every write is audited with it. */
export interface Caller {
  user: StaffUser;
  client: ClientInfo;
  /**
   * The content locale the caller works in (the admin API's `locale=<tag>`, decision 0105):
   * a non-default one works on that locale's translation of each item. Absent: the default.
   */
  locale?: string;
}

export interface EditorialService {
  list(caller: Caller, type: ContentType, query: ListQuery): Promise<ItemList>;
  get(caller: Caller, type: ContentType, id: number): Promise<ItemDetail>;
  /** Marks the caller as editing the item (the list shows it); cheap, no revision. */
  touch(caller: Caller, type: ContentType, id: number): Promise<void>;

  /** A new item with its first draft revision (status draft; nothing public changes). */
  createDraft(caller: Caller, type: ContentType, document: unknown): Promise<ItemDetail>;
  /** Saves a draft revision; `version` is the If-Match the caller read. */
  saveDraft(
    caller: Caller,
    type: ContentType,
    id: number,
    version: number | null,
    document: unknown,
  ): Promise<ItemDetail>;
  /** Author asks for review; editors are mailed. */
  submitForReview(caller: Caller, type: ContentType, id: number, version: number | null): Promise<ItemDetail>;
  publish(caller: Caller, type: ContentType, id: number, version?: number | null): Promise<ItemDetail>;
  unpublish(caller: Caller, type: ContentType, id: number, version?: number | null): Promise<ItemDetail>;
  schedule(caller: Caller, type: ContentType, id: number, action: ScheduleAction, at: string): Promise<ScheduleSummary>;
  cancelSchedule(caller: Caller, type: ContentType, id: number, scheduleId: number): Promise<void>;

  revisions(caller: Caller, type: ContentType, id: number): Promise<RevisionSummary[]>;
  /** Field-by-field difference between two revisions (`from` null: the one before `to`). */
  diff(caller: Caller, type: ContentType, id: number, to: number, from?: number | null): Promise<RevisionDiff>;
  /** The document of one revision of the item (null: its first). */
  revisionDocument(caller: Caller, type: ContentType, id: number, revisionId: number | null): Promise<AnyDocument>;
  /** Copies an old revision into a new draft. */
  restoreRevision(caller: Caller, type: ContentType, id: number, revisionId: number): Promise<ItemDetail>;
  /** Drops the pending draft of a published item (revisions kept, the live page unchanged); `version` as read. */
  discardDraft(caller: Caller, type: ContentType, id: number, version: number | null): Promise<ItemDetail>;

  /** One action on several items, each checked and audited like the single step; refusals are listed, not thrown. */
  bulk(caller: Caller, type: ContentType, action: BulkAction, ids: readonly number[]): Promise<BulkResult>;
  /** To the trash: unpublished at once, restorable for TRASH_DAYS. */
  remove(caller: Caller, type: ContentType, id: number, version?: number | null): Promise<void>;
  restoreFromTrash(caller: Caller, type: ContentType, id: number): Promise<ItemDetail>;

  createPreviewLink(caller: Caller, type: ContentType, id: number, days?: number): Promise<PreviewLink>;
  previewLinks(caller: Caller, type: ContentType, id: number): Promise<PreviewLink[]>;
  revokePreviewLink(caller: Caller, type: ContentType, id: number, linkId: number): Promise<void>;
  /** The draft a preview token opens; "gone" for an expired or revoked one (or its item deleted), null for unknown. */
  openPreview(token: string): Promise<PreviewGrant | "gone" | null>;
  /** The draft of an item for a signed-in writer, as a share link would show it. */
  previewDraft(caller: Caller, type: ContentType, id: number): Promise<PreviewGrant>;

  listRedirects(caller: Caller): Promise<Redirect[]>;
  saveRedirect(caller: Caller, input: RedirectInput, id?: number): Promise<Redirect>;
  deleteRedirect(caller: Caller, id: number): Promise<void>;
  /** Before rendering: a redirect or 410 for a router path, from a cache the content version refreshes. */
  resolvePath(path: string): Promise<Redirect | null>;

  /** A reviewer's decision on an item waiting for review; "changes" needs a comment (on the item or one field). */
  review(
    caller: Caller,
    type: ContentType,
    id: number,
    version: number | null,
    input: { decision: ReviewDecision; comment: string; field?: string | null },
  ): Promise<ItemDetail>;
  /** The item's last review and its comments, oldest first. */
  reviewOf(caller: Caller, type: ContentType, id: number): Promise<ReviewSummary>;
  addComment(
    caller: Caller,
    type: ContentType,
    id: number,
    input: { body: string; field?: string | null },
  ): Promise<ReviewComment>;
  /** Resolves or reopens a comment; `version` is the comment's as read (412 when stale). */
  resolveComment(
    caller: Caller,
    type: ContentType,
    id: number,
    commentId: number,
    resolved: boolean,
    version: number | null,
  ): Promise<ReviewComment>;
  /** The dashboard's lists: items waiting for the caller's review, the caller's drafts sent back. */
  worklist(caller: Caller, limit?: number): Promise<{ waiting: WorkItem[]; sentBack: WorkItem[] }>;

  /** The next pending schedules of every type, soonest first, with the items' titles (the dashboard). */
  upcomingSchedules(caller: Caller, limit?: number): Promise<UpcomingSchedule[]>;
  /**
   * Per content type, the published items that the caller's locale (a non-default one) has
   * no live words for, and those whose words are outdated (decision 0105).
   */
  translationGaps(caller: Caller): Promise<TranslationGaps[]>;

  /** Runs due schedules now (the job runner calls it; tests too). Returns how many ran. */
  runDueSchedules(now?: Date): Promise<number>;
  /** Deletes items trashed more than TRASH_DAYS ago. */
  purgeTrash(now?: Date): Promise<number>;
  /** Starts the in-process job runner (schedules, trash purge); stop() ends it. */
  start(): void;
  stop(): void;
}
