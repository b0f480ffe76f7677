/**
 * The editable documents of the back office: each type's schema is in its definition
 * (./collections/), and the lists here are read from those. The admin forms, the admin
 * API and the content write path validate with them (types inferred). A document is
 * what an editor changes; ids, the published flag and the times belong to the workflow
 * (server/editorial/), not to the document.
 *
 * Rich bodies (`body`) are the editor's JSON (a Tiptap document) or, for content
 * written before the editor existed, `{ html }`: the server renders either to
 * sanitised HTML (server/editorial/rich-text.ts); the editor loads the HTML and
 * saves JSON, which is the conversion path.
 *
 * The admin pages import the workflow's plain lists (statuses, schedule actions) from
 * here too: a separate module of them pulled zod into the editor's browser bundle.
 */
import { z } from "zod";
import { isoTime } from "./content-schemas.ts";
import { isReservedPath, SITE_PATH } from "./site-paths.ts";
import { COLLECTIONS, type ContentType, type DocumentOf, type SchemaOf } from "./collections/index.ts";
import { href } from "./collections/fields.ts";

/** The content types of the admin API, named as in the public API (`/api/v1/admin/<type>`). */
export const CONTENT_TYPES = COLLECTIONS.map((c) => c.name) as unknown as NamesOf<typeof COLLECTIONS>;
type NamesOf<T extends readonly unknown[]> = { readonly [K in keyof T]: T[K] extends { name: infer N } ? N : never };
export type { ContentType, DocumentOf };

export function isContentType(value: unknown): value is ContentType {
  return typeof value === "string" && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** How long a preview share link may live at most. */
export const PREVIEW_LINK_MAX_DAYS = 7;
/** How long a deleted item stays in the trash. */
export const TRASH_DAYS = 30;
/** Revisions kept per item at least (published ones are always kept). */
export const REVISIONS_KEPT = 50;
/** Someone who saved or opened an item for editing this recently is shown as editing it. */
export const EDITING_WINDOW_MINUTES = 5;

export { LegacyHtml, MAX_RICH_TEXT_DEPTH, RichText, TiptapDoc } from "./rich-text-schema.ts";
export { SEO_KEYS } from "./seo-fields.ts";

/** Each type's document schema: the one source for the form, the API and the write path. */
export const DOCUMENT_SCHEMAS = Object.fromEntries(COLLECTIONS.map((c) => [c.name, c.document])) as SchemaOf;

/** Any type's document (the service checks it against the type's schema). */
export type AnyDocument = DocumentOf[ContentType];

// ---------------------------------------------------------------------------
// Workflow

/**
 * draft: never published; in_review: submitted, waiting for an editor; published:
 * live (see `hasDraft` for unpublished changes); unpublished: was live, taken
 * down; trashed: deleted, restorable for TRASH_DAYS.
 */
export const ITEM_STATUSES = ["draft", "in_review", "published", "unpublished", "trashed"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export const LIST_SORTS = ["updated", "-updated", "title", "-title", "id", "-id"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

const whole = (max: number) => z.coerce.number().int().min(1).max(max);

/** The admin list's query (API query string and the list page's search params). */
export const ListQuery = z
  .object({
    q: z.string().trim().max(200).optional().meta({ description: "Words in the title or summary." }),
    status: z.enum(ITEM_STATUSES).optional(),
    category: z
      .string()
      .max(60)
      .optional()
      .meta({ description: "The item's category (`type`, tier, help category id, parent topic id or block kind)." }),
    mine: z.enum(["1"]).optional().meta({ description: "Only items the caller last changed." }),
    sort: z
      .enum(LIST_SORTS)
      .optional()
      .meta({ description: "Order; a leading minus sorts descending. Default -updated." }),
    page: whole(1_000_000).optional(),
    pageSize: whole(100).optional().meta({ description: "Items per page (default 25, maximum 100)." }),
  })
  .strict();
export type ListQuery = z.infer<typeof ListQuery>;

/** POST .../{id}/schedule */
export const ScheduleInput = z
  .object({ action: z.enum(SCHEDULE_ACTIONS), at: isoTime })
  .strict()
  .meta({ description: "What to do and when (ISO 8601, stored in UTC)." });
export type ScheduleInput = z.infer<typeof ScheduleInput>;

export const BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /{type}/bulk: one action on several items; each is checked and audited on its own. */
export const BulkInput = z
  .object({
    action: z.enum(BULK_ACTIONS),
    ids: z.array(z.number().int().positive()).min(1).max(100),
  })
  .strict()
  .meta({ description: "Publish, unpublish or move to the trash up to 100 items at once." });
export type BulkInput = z.infer<typeof BulkInput>;

/** POST .../{id}/preview-links */
export const PreviewLinkInput = z
  .object({ days: z.number().int().min(1).max(PREVIEW_LINK_MAX_DAYS).optional() })
  .strict()
  .meta({ description: `Lifetime in days (default and maximum ${PREVIEW_LINK_MAX_DAYS}).` });

/** POST/PUT /redirects */
export const RedirectInput = z
  .object({
    from: z
      .string()
      .max(500)
      .regex(SITE_PATH, "A site path starting with /")
      .regex(/^[^?#]*$/, "A path without ? or #")
      .refine((v) => !isReservedPath(v), "The back office, previews, the API and files cannot be redirected"),
    to: href,
    status: z.union([z.literal(301), z.literal(302)]),
  })
  .strict();
export type RedirectInput = z.infer<typeof RedirectInput>;
