/**
 * Answers of the editorial part of the admin API (admin-content-router.ts), as
 * components of the OpenAPI document. They describe server/editorial/types.ts;
 * the documents themselves are app/kernel/editorial-schemas.ts, the one source.
 */
import { z } from "zod";
import {
  DOCUMENT_SCHEMAS,
  ITEM_STATUSES,
  PREVIEW_LINK_MAX_DAYS,
  SCHEDULE_ACTIONS,
  CONTENT_TYPES,
} from "../../app/kernel/editorial-schemas.ts";
import { registry } from "./schemas.ts";

const Actor = z.object({ id: z.string().nullable(), email: z.string().nullable() });
const time = z.string().meta({ description: "ISO 8601 time in UTC." });

export const ContentDocument = z
  .union(Object.values(DOCUMENT_SCHEMAS) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]])
  .register(registry, {
    id: "ContentDocument",
    description: "An editable document: the schema of the item's type (news, cases, ...).",
  });

/** A draft may lack what publishing needs (app/kernel/draft-schemas.ts): described loosely. */
export const ContentDraft = z.record(z.string(), z.unknown()).register(registry, {
  id: "ContentDraft",
  description: "A draft document: the type's document, in which fields that publishing needs may still be missing.",
});

export const Schedule = z
  .object({ id: z.number().int(), action: z.enum(SCHEDULE_ACTIONS), at: time, createdBy: Actor })
  .register(registry, { id: "ContentSchedule", description: "A pending scheduled publish or unpublish." });

const summaryShape = {
  id: z.number().int(),
  type: z.enum(CONTENT_TYPES),
  title: z.string(),
  category: z.string().nullable(),
  status: z.enum(ITEM_STATUSES),
  hasDraft: z.boolean().meta({ description: "A saved draft differs from what is live." }),
  version: z.number().int().meta({ description: "The item's version; also its ETag." }),
  updatedAt: time,
  updatedBy: Actor.nullable(),
  editing: Actor.extend({ since: time })
    .nullable()
    .meta({ description: "Someone else editing the item just now, or null." }),
  scheduled: z.array(Schedule),
};

export const ContentItemSummary = z
  .object(summaryShape)
  .register(registry, { id: "ContentItemSummary", description: "One row of an admin content list." });

export const ContentItemList = z
  .object({
    items: z.array(ContentItemSummary),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .register(registry, { id: "ContentItemList", description: "A page of an admin content list." });

export const ContentItem = z
  .object({
    ...summaryShape,
    document: z
      .union([ContentDocument, ContentDraft])
      .meta({ description: "What the editor opens: the draft, else the live document." }),
    published: ContentDocument.nullable(),
    draft: z.union([ContentDocument, ContentDraft]).nullable(),
    revision: z.number().int().nullable().meta({
      description: "The revision `document` comes from (null before the first edit); a merge is based on it.",
    }),
    submittedBy: Actor.extend({ at: time }).nullable(),
    urls: z.object({ desktop: z.string(), mobile: z.string().nullable() }).nullable(),
    previews: z
      .object({ desktop: z.string(), mobile: z.string().nullable() })
      .meta({ description: "Paths (under the base path) of the draft's preview for a signed-in writer." }),
    deletedAt: time.nullable(),
    mayEdit: z.boolean().meta({
      description: "The caller may change the item: editors any, authors only the drafts they created.",
    }),
    translation: z
      .object({
        locale: z.string(),
        source: z.record(z.string(), z.unknown()).meta({ description: "The default locale's live document." }),
        live: z.boolean().meta({ description: "The locale has published words of this item." }),
        sourceRevision: z.number().int().nullable().meta({
          description: "The default locale's revision number the live words were translated from.",
        }),
        outdated: z.boolean().meta({ description: "The source was published again since." }),
        sourceChanges: z
          .array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() }).passthrough())
          .meta({ description: "When outdated: the translated fields' changes in the source since." }),
      })
      .optional()
      .meta({ description: "Opened with `locale=<tag>` of a non-default locale: where its translation stands." }),
  })
  .register(registry, {
    id: "ContentItem",
    description: "One item for the editor, with its live and draft documents.",
  });

export const Revision = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    createdAt: time,
    author: Actor,
    published: z.boolean(),
    changed: z.array(z.string()).meta({ description: "Fields that differ from the revision before." }),
  })
  .register(registry, { id: "ContentRevision", description: "One saved revision." });

export const RevisionList = z
  .object({ revisions: z.array(Revision) })
  .register(registry, { id: "ContentRevisionList", description: "An item's revisions, newest first." });

export const RevisionDiff = z
  .object({
    from: z.number().int().nullable(),
    to: z.number().int(),
    fields: z.array(
      z.object({
        field: z.string(),
        before: z.unknown(),
        after: z.unknown(),
        kind: z
          .literal("rich-text")
          .optional()
          .meta({ description: "A rich-text body: before and after are its rendered text, one line per block." }),
        parts: z
          .array(z.object({ value: z.string(), added: z.boolean().optional(), removed: z.boolean().optional() }))
          .optional(),
      }),
    ),
  })
  .register(registry, { id: "ContentRevisionDiff", description: "Field-by-field difference of two revisions." });

export const PreviewLink = z
  .object({
    id: z.number().int(),
    url: z
      .string()
      .meta({ description: "Opens the desktop preview without an account; empty for a revoked or expired link." }),
    mobileUrl: z.string().nullable(),
    expiresAt: time,
    createdBy: Actor,
    revokedAt: time.nullable(),
  })
  .register(registry, {
    id: "PreviewLink",
    description: `A share link to an item's draft: expires after at most ${PREVIEW_LINK_MAX_DAYS} days, revocable.`,
  });

export const PreviewLinkList = z
  .object({ links: z.array(PreviewLink) })
  .register(registry, { id: "PreviewLinkList", description: "An item's preview links, newest first." });

export const Redirect = z
  .object({
    id: z.number().int(),
    from: z.string(),
    to: z.string().nullable(),
    status: z.union([z.literal(301), z.literal(302), z.literal(410)]),
    updatedAt: time,
  })
  .register(registry, { id: "Redirect", description: "Old URL to new (301/302), or 410 for an item taken down." });

export const RedirectList = z
  .object({ redirects: z.array(Redirect) })
  .register(registry, { id: "RedirectList", description: "Every redirect, by path." });

export const StaleWrite = z
  .object({
    error: z.object({ code: z.literal("precondition_failed"), message: z.string() }),
    current: z.object({ version: z.number().int(), changedBy: Actor.nullable(), changedAt: time }),
  })
  .register(registry, {
    id: "StaleWrite",
    description: "The item changed since the version sent: who changed it, when, and its version now.",
  });
