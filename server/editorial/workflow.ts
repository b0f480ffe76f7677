/**
 * The workflow's writes on one item: drafts, review, publish, unpublish, trash.
 * Each runs in one transaction that checks the caller's version against the
 * item's (412 "stale" naming who changed it and when), and, when what visitors
 * see changes, bumps the content version with the page-cache tags of what changed
 * (changeTags): the one invalidation path (server/content-changes.ts), so every
 * instance drops exactly the pages showing the item, and nothing else.
 */
import { isDeepStrictEqual } from "node:util";
import type { Kysely } from "kysely";
import type { AnyDocument, RichText } from "../../app/kernel/editorial-schemas.ts";
import { bool } from "../../app/kernel/rows.ts";
import { bumpContentVersion } from "../../db/content-version.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { renderRichText, RichTextError, withSanitisedBody } from "./rich-text.ts";
import { documentOfRow, localisedPart, parseDocument, sourceOf, titleOf, type TypeInfo } from "./registry.ts";
import { inLocale as tagInLocale } from "../../app/kernel/change-tags.ts";
import { changeTags } from "./change-tags.ts";
import { redirectMovedPage, refuseTakenPagePath, type PageLocales } from "./page-paths.ts";
import {
  ensureMeta,
  insertLive,
  liveRow,
  insertRevision,
  lockable,
  nowIso,
  revisionDocument,
  revisionNumber,
  rowOfDocument,
  setLivePublished,
  updateMeta,
  writeLive,
  type Meta,
  type Tx,
} from "./store.ts";
import { EditorialError, type Actor } from "../../app/kernel/services/editorial.ts";

export interface WorkflowDeps {
  db: () => Kysely<DB>;
  kind: DialectKind;
  /** The configured locales, whose prefixes no page may take (LOCALES). */
  locales?: PageLocales;
}

/** A refused body as the caller's error (400 with the field), never a failure of the server. */
const invalidBody = (error: RichTextError, field = "body") =>
  new EditorialError("invalid", error.message, { fields: { [field]: error.message } });

/** The rich bodies of a document: its own, and those of a page's text blocks, with their field names. */
function bodiesOf(document: AnyDocument): Array<[string, RichText]> {
  const own = (document as { body?: unknown }).body;
  const blocks = (document as { blocks?: unknown }).blocks;
  return [
    ...(own && typeof own === "object" ? [["body", own as RichText] as [string, RichText]] : []),
    ...(Array.isArray(blocks) ? blocks : []).flatMap((b: { body?: unknown }, i): Array<[string, RichText]> =>
      b.body && typeof b.body === "object" ? [[`blocks.${i}.body`, b.body as RichText]] : [],
    ),
  ];
}

/**
 * The document, checked by its schema and, for a rich body, by the editor's schema (unknown
 * nodes are refused). A draft may lack values; to publish, the message names what is missing.
 */
export function validDocument(info: TypeInfo, input: unknown, stage: "draft" | "publish" = "publish"): AnyDocument {
  const parsed = parseDocument(info.type, input, stage);
  if (!parsed.ok) {
    const missing = Object.entries(parsed.fields).filter(([, m]) => m === "Required" || m === "Choose an image");
    const message =
      stage === "publish" && missing.length
        ? `Not published: fill in ${missing.map(([name]) => name).join(", ")} first.`
        : "The document has errors.";
    throw new EditorialError("invalid", message, { fields: parsed.fields });
  }
  const document = withSanitisedBody(parsed.document);
  for (const [field, body] of bodiesOf(document)) {
    try {
      renderRichText(body);
    } catch (error) {
      throw error instanceof RichTextError ? invalidBody(error, field) : error;
    }
  }
  return document;
}

/**
 * A translation's document (decision 0105): its localised keys alone, checked as the whole
 * document they make with the shared keys of the item's live row. A shared key is refused:
 * it is edited in the default locale.
 */
export async function validTranslation(
  trx: Tx,
  info: TypeInfo,
  id: number,
  input: unknown,
  stage: "draft" | "publish" = "publish",
): Promise<AnyDocument> {
  if (!input || typeof input !== "object" || Array.isArray(input))
    throw new EditorialError("invalid", "The document has errors.", { fields: { document: "Expected an object" } });
  const shared = Object.keys(input).filter((key) => !info.localised.includes(key));
  if (shared.length)
    throw new EditorialError("invalid", "Only the words of an item are translated.", {
      fields: Object.fromEntries(shared.map((key) => [key, "Shared by every language: edit it in the default one"])),
    });
  const live = await liveRow(trx, info, id);
  const source = live ? documentOfRow(info, live) : {};
  const whole = validDocument(info, { ...source, ...input }, stage);
  // The keys given alone: a field not translated keeps falling back to the default's words.
  return localisedPart(info, whole, Object.keys(input)) as AnyDocument;
}

/** Throws "stale" unless `expected` is the item's version; "precondition_required" when it is missing and required. */
export function checkVersion(meta: Meta, expected: number | null | undefined, required: boolean): void {
  if (expected === null || expected === undefined) {
    if (required)
      throw new EditorialError("precondition_required", "Send the version you edited (If-Match) with every change.");
    return;
  }
  if (expected !== meta.version)
    throw new EditorialError("stale", "Someone changed this item after you opened it.", {
      current: {
        version: meta.version,
        changedBy:
          meta.updated_by_id || meta.updated_by_email ? { id: meta.updated_by_id, email: meta.updated_by_email } : null,
        changedAt: new Date(
          String(meta.updated_at instanceof Date ? meta.updated_at.toISOString() : meta.updated_at),
        ).toISOString(),
      },
    });
}

/** Router paths of the item's own pages: what a take-down answers 410 at. */
export const itemPaths = (info: TypeInfo, id: number): string[] => {
  const urls = info.urls?.(id);
  return urls ? [urls.desktop, ...(urls.mobile ? [urls.mobile] : [])] : [];
};

async function markGone(trx: Tx, info: TypeInfo, id: number, actor: Actor | null): Promise<void> {
  for (const path of itemPaths(info, id))
    await trx
      .insertInto("redirects")
      .values({
        from_path: path,
        to_path: null,
        status: 410,
        updated_at: nowIso(),
        updated_by_email: actor?.email ?? null,
      })
      .onConflict((oc) => oc.column("from_path").doNothing())
      .execute();
}

async function clearGone(trx: Tx, info: TypeInfo, id: number): Promise<void> {
  const paths = itemPaths(info, id);
  if (paths.length)
    await trx.deleteFrom("redirects").where("from_path", "in", paths).where("status", "=", 410).execute();
}

/** A unique column (a slug) already taken, as either database words it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}

/** A unique column taken: a page's path, any other item's slug. */
function taken(info: TypeInfo): EditorialError {
  const field = info.type === "pages" ? "path" : "slug";
  return new EditorialError("invalid", `Another item already uses this ${field}.`, {
    fields: { [field]: `Another item already uses this ${field}` },
  });
}

/** A page's address held by another page or a redirect (./page-paths.ts); other types keep unique slugs. */
const refusePathTaken = (trx: Tx, info: TypeInfo, id: number | null, document: AnyDocument, locales?: PageLocales) =>
  info.type === "pages" && !info.locale
    ? refuseTakenPagePath(trx, id, (document as { path?: unknown }).path, locales)
    : Promise.resolve();

/** Equal as stored: keys whose value is undefined are not written to JSON. */
const sameDocument = (a: unknown, b: unknown) =>
  a !== undefined && isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

export function createWorkflow(deps: WorkflowDeps) {
  /** The locale column of the revisions of `info`: its locale, or the default's. */
  const revisionLocale = (info: TypeInfo) => info.locale ?? deps.locales?.[0]?.tag ?? "en";

  /** Whether visitors see the item in `info`'s locale: its live row published, or its live translation. */
  async function isLive(trx: Tx, info: TypeInfo, id: number): Promise<boolean> {
    if (!info.locale) return bool((await liveRow(trx, info, id))?.published);
    const row = await trx
      .selectFrom("live_translations")
      .select("item_id")
      .where("type", "=", info.type)
      .where("item_id", "=", id)
      .where("locale", "=", info.locale)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Runs `work` on the item's editorial row, locked on PostgreSQL; 404 for unknown or trashed items. */
  async function withItem<T>(
    info: TypeInfo,
    id: number,
    work: (trx: Tx, meta: Meta) => Promise<T>,
    options: { trashed?: boolean; trx?: Tx } = {},
  ): Promise<T> {
    const run = async (trx: Tx) => {
      const meta = await ensureMeta(trx, info, id, lockable(trx, deps.kind));
      if (!meta || Boolean(meta.deleted_at) !== Boolean(options.trashed))
        throw new EditorialError("not_found", `No ${info.type} item ${id}${options.trashed ? " in the trash" : ""}.`);
      return work(trx, meta);
    };
    if (options.trx) return run(options.trx);
    return deps.db().transaction().execute(run);
  }

  /**
   * Publishes a translation's revision: its words go to live_translations with the number
   * of the source's published revision, and only that locale's pages are purged. The live
   * row, and with it every other locale, stays as it was.
   */
  async function publishTranslationIn(
    trx: Tx,
    info: TypeInfo,
    id: number,
    meta: Meta,
    by: Actor | null,
    target: number,
  ) {
    const document = await revisionDocument(trx, target);
    if (!document) throw new EditorialError("conflict", "The revision to publish no longer exists.");
    const words = await validTranslation(trx, info, id, document);
    let fields;
    try {
      fields = rowOfDocument(info, words);
    } catch (error) {
      if (error instanceof RichTextError) throw invalidBody(error);
      throw error;
    }
    const source = await ensureMeta(trx, sourceOf(info), id, false);
    const values = {
      fields: JSON.stringify(fields),
      revision_id: target,
      source_revision: await revisionNumber(trx, source?.published_revision_id ?? null),
      published_at: nowIso(),
    };
    await trx
      .insertInto("live_translations")
      .values({ type: info.type, item_id: id, locale: info.locale!, ...values })
      .onConflict((oc) => oc.columns(["type", "item_id", "locale"]).doUpdateSet(values))
      .execute();
    await markPublished(trx, info, id, meta, target, by);
    await bumpContentVersion(trx as never, await translationTags(trx, info, id));
  }

  /** Revision `target` is the live one: marked published, the item's state and review cleared. */
  async function markPublished(trx: Tx, info: TypeInfo, id: number, meta: Meta, target: number, by: Actor | null) {
    await trx.updateTable("editorial_revisions").set({ published: true }).where("id", "=", target).execute();
    const draftLeft =
      meta.draft_revision_id !== null && meta.draft_revision_id !== target ? meta.draft_revision_id : null;
    await updateMeta(
      trx,
      info,
      id,
      {
        status: "published",
        published_revision_id: target,
        draft_revision_id: draftLeft,
        submitted_at: null,
        submitted_by_email: null,
        review_state: null,
      },
      by,
    );
  }

  /** The tags of a translation's change: the item's own, under its locale alone. */
  async function translationTags(trx: Tx, info: TypeInfo, id: number): Promise<string[]> {
    const live = await liveRow(trx, info, id);
    return changeTags(info, id, live, live).map((tag) => tagInLocale(info.locale!, tag));
  }

  /** Publishes revision `revisionId` (default: the draft, else the published one) in `trx`. */
  async function publishIn(trx: Tx, info: TypeInfo, id: number, meta: Meta, by: Actor | null, revisionId?: number) {
    const target = revisionId ?? meta.draft_revision_id ?? meta.published_revision_id;
    if (!target) throw new EditorialError("conflict", "There is nothing to publish.");
    if (info.locale) return publishTranslationIn(trx, info, id, meta, by, target);
    const document = await revisionDocument(trx, target);
    if (!document) throw new EditorialError("conflict", "The revision to publish no longer exists.");
    const firstTime = meta.published_revision_id === null;
    const before = await liveRow(trx, info, id);
    const valid = validDocument(info, document);
    await refusePathTaken(trx, info, id, valid, deps.locales);
    try {
      await writeLive(trx, info, id, valid, { published: true, firstTime });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(info);
      if (error instanceof RichTextError) throw invalidBody(error);
      throw error;
    }
    await markPublished(trx, info, id, meta, target, by);
    await clearGone(trx, info, id);
    const after = await liveRow(trx, info, id);
    if (info.type === "pages" && before && bool(before.published) && before.path !== after?.path)
      await redirectMovedPage(trx, String(before.path), String(after?.path), by);
    await bumpContentVersion(trx as never, changeTags(info, id, before, after));
  }

  async function unpublishIn(trx: Tx, info: TypeInfo, id: number, meta: Meta, by: Actor | null, trash = false) {
    if (info.locale) {
      // A translation taken down: the locale's pages fall back to the default's words again.
      if (trash) throw new EditorialError("conflict", "A translation is not deleted: unpublish it instead.");
      await trx
        .deleteFrom("live_translations")
        .where("type", "=", info.type)
        .where("item_id", "=", id)
        .where("locale", "=", info.locale)
        .execute();
      const wasLive = meta.status === "published";
      await updateMeta(trx, info, id, { status: meta.published_revision_id ? "unpublished" : "draft" }, by);
      if (wasLive) await bumpContentVersion(trx as never, await translationTags(trx, info, id));
      return wasLive;
    }
    const before = await liveRow(trx, info, id);
    await setLivePublished(trx, info, id, false);
    const wasLive = meta.status === "published";
    const status = meta.published_revision_id ? "unpublished" : "draft";
    await updateMeta(
      trx,
      info,
      id,
      trash ? { status, deleted_at: nowIso(), deleted_by_email: by?.email ?? null } : { status },
      by,
    );
    if (wasLive) {
      await markGone(trx, info, id, by);
      // Only `published` changed: no second read of the row inside the locked step.
      await bumpContentVersion(trx as never, changeTags(info, id, before, before && { ...before, published: false }));
    }
    return wasLive;
  }

  return {
    withItem,
    revisionLocale,
    isLive,
    publishIn,
    unpublishIn,

    async createDraft(info: TypeInfo, input: unknown, by: Actor): Promise<number> {
      if (info.locale) throw new EditorialError("conflict", "An item is created in the default language first.");
      const document = validDocument(info, input, "draft");
      return deps
        .db()
        .transaction()
        .execute(async (trx) => {
          await refusePathTaken(trx, info, null, document, deps.locales);
          const id = await insertLive(trx, info, document);
          const revision = await insertRevision(trx, info, id, document, by);
          await trx
            .insertInto("editorial_items")
            .values({
              type: info.type,
              item_id: id,
              version: 1,
              status: "draft",
              title: titleOf(document),
              published_revision_id: null,
              draft_revision_id: revision,
              created_by_id: by.id,
              updated_at: nowIso(),
              updated_by_id: by.id,
              updated_by_email: by.email,
              editing_at: nowIso(),
              editing_by_id: by.id,
              editing_by_email: by.email,
            })
            .execute();
          return id;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? taken(info) : error;
        });
    },

    async saveDraft(
      info: TypeInfo,
      id: number,
      version: number | null,
      input: unknown,
      by: Actor,
      mayEdit: (meta: Meta) => boolean,
    ) {
      return withItem(info, id, async (trx, meta) => {
        if (!mayEdit(meta)) throw new EditorialError("forbidden", "Your role may edit only your own drafts.");
        checkVersion(meta, version, true);
        // After the version: a stale write is told so before anything about its fields.
        const document = info.locale
          ? await validTranslation(trx, info, id, input, "draft")
          : validDocument(info, input, "draft");
        await refusePathTaken(trx, info, id, document, deps.locales);
        // A save that changes nothing (a second click, an autosave after a publish) writes nothing.
        const head = meta.draft_revision_id ?? meta.published_revision_id;
        if (head && sameDocument(await revisionDocument(trx, head), document)) return head;
        const revision = await insertRevision(trx, info, id, document, by);
        await updateMeta(
          trx,
          info,
          id,
          {
            draft_revision_id: revision,
            title: titleOf(document) || meta.title,
            editing_at: nowIso(),
            editing_by_id: by.id,
            editing_by_email: by.email,
          },
          by,
        );
        return revision;
      });
    },

    async submit(info: TypeInfo, id: number, version: number | null, by: Actor, mayEdit: (meta: Meta) => boolean) {
      return withItem(info, id, async (trx, meta) => {
        if (!mayEdit(meta)) throw new EditorialError("forbidden", "Your role may submit only your own drafts.");
        checkVersion(meta, version, false);
        if (!meta.draft_revision_id) throw new EditorialError("conflict", "There is no draft to review.");
        await updateMeta(
          trx,
          info,
          id,
          { status: "in_review", submitted_at: nowIso(), submitted_by_email: by.email, review_state: null },
          by,
        );
        return meta.title;
      });
    },

    /** Drops the pending draft: the item opens on what is live again; the draft's revisions stay in the history. */
    async discardDraft(
      info: TypeInfo,
      id: number,
      version: number | null,
      by: Actor,
      mayEdit: (meta: Meta) => boolean,
    ) {
      return withItem(info, id, async (trx, meta) => {
        if (!mayEdit(meta)) throw new EditorialError("forbidden", "Your role may discard only your own drafts.");
        checkVersion(meta, version, false);
        if (!meta.draft_revision_id) throw new EditorialError("conflict", "There is no draft to discard.");
        if (!meta.published_revision_id)
          throw new EditorialError("conflict", "This item was never published: move it to the trash instead.");
        const live = await revisionDocument(trx, meta.published_revision_id);
        // Under review, the item goes back to the state of its live page.
        const status =
          meta.status === "in_review" ? ((await isLive(trx, info, id)) ? "published" : "unpublished") : meta.status;
        await updateMeta(
          trx,
          info,
          id,
          {
            draft_revision_id: null,
            title: titleOf(live!),
            status,
            submitted_at: null,
            submitted_by_email: null,
            review_state: null,
          },
          by,
        );
      });
    },

    async restoreRevision(info: TypeInfo, id: number, revisionId: number, by: Actor, mayEdit: (meta: Meta) => boolean) {
      return withItem(info, id, async (trx, meta) => {
        if (!mayEdit(meta)) throw new EditorialError("forbidden", "Your role may edit only your own drafts.");
        const old = await trx
          .selectFrom("editorial_revisions")
          .select(["document"])
          .where("id", "=", revisionId)
          .where("type", "=", info.type)
          .where("item_id", "=", id)
          .where("locale", "=", revisionLocale(info))
          .executeTakeFirst();
        if (!old) throw new EditorialError("not_found", `No revision ${revisionId} of this item.`);
        const document = await revisionDocument(trx, revisionId);
        const revision = await insertRevision(trx, info, id, document!, by);
        await updateMeta(trx, info, id, { draft_revision_id: revision, title: titleOf(document!) }, by);
        return revision;
      });
    },
  };
}

export type Workflow = ReturnType<typeof createWorkflow>;
