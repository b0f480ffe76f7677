/**
 * The editorial tables inside one transaction: an item's editorial row (made on
 * its first edit, with the live row as revision 1), revisions, and the copy of a
 * revision into the live row that publishing is. Callers check permissions and
 * versions; everything here runs in the caller's transaction.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import { bool, json, time } from "../../app/kernel/rows.ts";
import { DOCUMENT_SCHEMAS, type AnyDocument } from "../../app/kernel/editorial-schemas.ts";
import type { DB } from "../../db/schema.ts";
import type { Selectable, Updateable } from "kysely";
import type { EditorialItemsTable } from "../../db/schema-editorial.ts";
import { documentOfRow, snake, sourceOf, titleOf, type LiveRow, type TypeInfo } from "./registry.ts";
import { renderRichText, withSanitisedBody } from "./rich-text.ts";
import { addMediaUses, MediaError, setMediaUses, type ItemUses } from "../media-library/uses.ts";
import { EditorialError, type Actor } from "../../app/kernel/services/editorial.ts";

export type Tx = Transaction<DB> | Kysely<DB>;
export type Meta = Selectable<EditorialItemsTable>;

// The live tables differ in columns; the workflow reads and writes them as plain rows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const loose = (db: Tx) => db as unknown as Kysely<any>;

export const nowIso = () => new Date().toISOString();

export async function liveRow(db: Tx, info: TypeInfo, id: number): Promise<LiveRow | undefined> {
  let query = loose(db).selectFrom(info.table).selectAll().where("id", "=", id);
  for (const [column, value] of Object.entries(info.scope)) query = query.where(column, "=", value);
  return (await query.executeTakeFirst()) as LiveRow | undefined;
}

export async function readMeta(db: Tx, info: TypeInfo, id: number, lock = false): Promise<Meta | undefined> {
  if (info.locale) {
    // A non-default locale's row (decision 0105): the same columns, in a table keyed by locale too.
    let query = db
      .selectFrom("editorial_translations")
      .selectAll()
      .where("type", "=", info.type)
      .where("item_id", "=", id)
      .where("locale", "=", info.locale);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  }
  let query = db.selectFrom("editorial_items").selectAll().where("type", "=", info.type).where("item_id", "=", id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Postgres `for update` only; SQLite serialises writers itself. */
export const lockable = (db: Tx, kind: "sqlite" | "postgres") => kind === "postgres" && db.isTransaction;

export async function insertRevision(
  trx: Tx,
  info: TypeInfo,
  id: number,
  document: AnyDocument,
  author: Actor | null,
  published = false,
): Promise<number> {
  // Numbers run on across an item's locales, so every revision of the item has its own.
  const last = await trx
    .selectFrom("editorial_revisions")
    .select((eb) => eb.fn.max("number").as("n"))
    .where("type", "=", info.type)
    .where("item_id", "=", id)
    .executeTakeFirst();
  const row = await trx
    .insertInto("editorial_revisions")
    .values({
      type: info.type,
      item_id: id,
      number: Number(last?.n ?? 0) + 1,
      document: JSON.stringify(document),
      created_at: nowIso(),
      author_id: author?.id ?? null,
      author_email: author?.email ?? null,
      published,
      ...(info.locale ? { locale: info.locale } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A translation's words name no picture of their own: images are shared by the locales.
  if (!info.locale) await recordMediaUses(trx, info, id, document);
  return Number(row.id);
}

/**
 * The media-library ids a document shows: images in rich bodies (the editor's JSON, or
 * HTML already rendered with data-media-id) and image fields holding an upload's key.
 */
export function mediaIdsOfDocument(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === "string") {
    const key = /^upload-([1-9]\d{0,14})$/.exec(value);
    if (key) into.add(Number(key[1]));
    for (const m of value.matchAll(/data-media-id="([1-9]\d{0,14})"/g)) into.add(Number(m[1]));
  } else if (Array.isArray(value)) {
    for (const v of value) mediaIdsOfDocument(v, into);
  } else if (value && typeof value === "object") {
    const node = value as { type?: unknown; attrs?: { mediaId?: unknown } };
    if (node.type === "image" && typeof node.attrs?.mediaId === "number") into.add(node.attrs.mediaId);
    for (const v of Object.values(value)) mediaIdsOfDocument(v, into);
  }
  return into;
}

/** A field naming a picture by its `media` key: coverKey, customer_logo_key, a gallery's key. */
const KEY_FIELD = /(?:^key|Key|_key)$/;

/**
 * The `media` keys in a document's image fields other than uploads' (those
 * mediaIdsOfDocument finds): the demo pictures' ("news-12"), in JSON columns too.
 */
export function mediaKeysOfDocument(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (/^[[{]/.test(value)) {
      try {
        mediaKeysOfDocument(JSON.parse(value), into);
      } catch {
        // Text that only starts like JSON names no picture.
      }
    }
  } else if (Array.isArray(value)) {
    for (const v of value) mediaKeysOfDocument(v, into);
  } else if (value && typeof value === "object") {
    for (const [field, v] of Object.entries(value)) {
      if (typeof v === "string" && KEY_FIELD.test(field) && v && !/^upload-/.test(v)) into.add(v);
      else mediaKeysOfDocument(v, into);
    }
  }
  return into;
}

/** The library ids of `keys`; a key of no library item (a picture outside it) is left out. */
export async function mediaIdsOfKeys(trx: Tx, keys: ReadonlySet<string>, into = new Set<number>()) {
  if (keys.size)
    for (const row of await trx
      .selectFrom("media_assets")
      .select("id")
      .where("key", "in", [...keys])
      .execute())
      into.add(Number(row.id));
  return into;
}

/**
 * Records which library images the item uses: those of the document just written and
 * those of its live row, so an image stays undeletable while a draft or the live page
 * shows it. An unknown image or one without alt text refuses the write (400).
 */
async function recordMediaUses(trx: Tx, info: TypeInfo, id: number, document: AnyDocument): Promise<void> {
  const ids = mediaIdsOfDocument(document);
  const keys = mediaKeysOfDocument(document);
  const live = await liveRow(trx, info, id);
  if (live) {
    mediaIdsOfDocument(live, ids);
    mediaKeysOfDocument(live, keys);
  }
  await setItemMediaUses(trx, info, id, await mediaIdsOfKeys(trx, keys, ids));
}

/** Records `ids` as the library images the item uses; an unknown one or one without alt text is refused (400). */
export async function setItemMediaUses(trx: Tx, info: TypeInfo, id: number, ids: ReadonlySet<number>): Promise<void> {
  try {
    await setMediaUses(trx as Kysely<DB>, info.type, String(id), [...ids]);
  } catch (error) {
    if (error instanceof MediaError) throw new EditorialError("invalid", error.message);
    throw error;
  }
}

/** Records the library images of many items at once (the bulk import); refusals as setItemMediaUses. */
export async function addItemMediaUses(trx: Tx, items: readonly ItemUses[]): Promise<void> {
  try {
    await addMediaUses(trx as Kysely<DB>, items);
  } catch (error) {
    if (error instanceof MediaError) throw new EditorialError("invalid", error.message);
    throw error;
  }
}

export async function revisionDocument(db: Tx, revisionId: number): Promise<AnyDocument | undefined> {
  const row = await db
    .selectFrom("editorial_revisions")
    .select("document")
    .where("id", "=", revisionId)
    .executeTakeFirst();
  return row ? json<AnyDocument>(row.document) : undefined;
}

/**
 * The item's editorial row, made from its live row when it has none yet (revision 1
 * is then the live document, by nobody: the seed or an import wrote it).
 */
export async function ensureMeta(trx: Tx, info: TypeInfo, id: number, lock: boolean): Promise<Meta | undefined> {
  if (info.locale) return ensureTranslationMeta(trx, info, id, lock);
  const found = await readMeta(trx, info, id, lock);
  if (found) return found;
  const live = await liveRow(trx, info, id);
  if (!live) return undefined;
  const published = bool(live.published);
  // A row written outside the editor (directly in the database) becomes revision 1 sanitised too.
  const document = withSanitisedBody(documentOfRow(info, live));
  const inserted = await trx
    .insertInto("editorial_items")
    .values({
      type: info.type,
      item_id: id,
      version: 1,
      status: published ? "published" : "unpublished",
      title: titleOf(document),
      published_revision_id: null,
      draft_revision_id: null,
      created_by_id: null,
      updated_at: live.updated_at ? time(live.updated_at) : nowIso(),
      updated_by_id: null,
      updated_by_email: null,
    })
    .onConflict((oc) => oc.columns(["type", "item_id"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
    const revision = await insertRevision(trx, info, id, document, null, published);
    await trx
      .updateTable("editorial_items")
      .set(published ? { published_revision_id: revision } : { draft_revision_id: revision })
      .where("type", "=", info.type)
      .where("item_id", "=", id)
      .execute();
  }
  return readMeta(trx, info, id, lock);
}

/**
 * The row of one non-default locale of an item, made on first use with no revision (nothing
 * translated yet). The item's trash is the default locale's: a translation is in the trash
 * when its item is.
 */
async function ensureTranslationMeta(trx: Tx, info: TypeInfo, id: number, lock: boolean): Promise<Meta | undefined> {
  const source = await ensureMeta(trx, sourceOf(info), id, false);
  if (!source) return undefined;
  if (!(await readMeta(trx, info, id)))
    await trx
      .insertInto("editorial_translations")
      .values({
        type: info.type,
        item_id: id,
        locale: info.locale!,
        version: 1,
        status: "draft",
        title: source.title,
        published_revision_id: null,
        draft_revision_id: null,
        created_by_id: null,
        updated_at: nowIso(),
        updated_by_id: null,
        updated_by_email: null,
      })
      .onConflict((oc) => oc.columns(["type", "item_id", "locale"]).doNothing())
      .execute();
  const found = await readMeta(trx, info, id, lock);
  return found && { ...found, deleted_at: source.deleted_at, deleted_by_email: source.deleted_by_email };
}

/** The number of a revision (0 for none): what a translation records of the source it was made from. */
export async function revisionNumber(db: Tx, revisionId: number | null): Promise<number> {
  if (revisionId === null) return 0;
  const row = await db
    .selectFrom("editorial_revisions")
    .select("number")
    .where("id", "=", revisionId)
    .executeTakeFirst();
  return Number(row?.number ?? 0);
}

/** The live row's columns for a validated document (bodies rendered to sanitised HTML). */
export function rowOfDocument(info: TypeInfo, document: AnyDocument): LiveRow {
  const row: LiveRow = {};
  for (const [key, value] of Object.entries(document)) {
    if (value === undefined) continue;
    const column = snake(key);
    if (column === "body_html") row[column] = renderRichText(value as Parameters<typeof renderRichText>[0]);
    else if (info.json.includes(column)) row[column] = JSON.stringify(value);
    else row[column] = value;
  }
  return row;
}

/** Writes a revision's document into the live row, published or not. */
export async function writeLive(
  trx: Tx,
  info: TypeInfo,
  id: number,
  document: AnyDocument,
  publish: { published: boolean; firstTime: boolean },
): Promise<void> {
  const now = nowIso();
  const row: LiveRow = { ...rowOfDocument(info, document), published: publish.published };
  if (info.times !== "none") row.updated_at = now;
  if (info.times === "both" && publish.firstTime) row.published_at = now;
  await loose(trx).updateTable(info.table).set(row).where("id", "=", id).execute();
  await recordMediaUses(trx, info, id, document);
}

/**
 * The image an unpublished item's row names while its draft has none yet: the image
 * columns may not be empty, and no visitor sees a row that was never published.
 */
export const NO_IMAGE_YET = "no-image-yet";

/** The kind of value a document field holds, under its nullable and optional wrappers. */
function kindOf(field: { _zod: { def: { type: string; innerType?: unknown } } }): string {
  let def = field._zod.def;
  while ((def.type === "optional" || def.type === "pipe") && def.innerType)
    def = (def.innerType as typeof field)._zod.def;
  return def.type;
}

/**
 * Values for the columns of a new row that its incomplete draft leaves out (a draft may
 * lack what publishing needs): the columns must hold something; publishing writes the rest.
 */
async function blanksFor(trx: Tx, info: TypeInfo, id: number, document: AnyDocument): Promise<LiveRow> {
  const shape = (DOCUMENT_SCHEMAS[info.type] as unknown as { shape: Record<string, never> }).shape;
  const row: LiveRow = {};
  for (const [key, field] of Object.entries(shape)) {
    if ((document as Record<string, unknown>)[key] !== undefined) continue;
    const column = snake(key);
    const kind = kindOf(field);
    if (kind === "nullable") row[column] = null;
    else if (/_key$/.test(column)) row[column] = NO_IMAGE_YET;
    // Slugs and page paths are unique: each draft without one holds its own until it is given one.
    else if (column === "slug" || column === "path") row[column] = `draft-${id}`;
    else if (column === "body_html") row[column] = "";
    else if (info.json.includes(column)) row[column] = kind === "object" ? "{}" : "[]";
    else if (info.timestamps.includes(column)) row[column] = nowIso();
    else if (kind === "number") row[column] = 0;
    else if (kind === "boolean") row[column] = false;
    else row[column] = "";
  }
  if (Object.values(row).includes(NO_IMAGE_YET))
    await trx
      .insertInto("media")
      .values({ key: NO_IMAGE_YET, width: 1, height: 1, color: "#e5e7eb", formats: "", widths: "" })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
  return row;
}

/** A new live row for a new item: not published, so no visitor sees it. Returns its id. */
export async function insertLive(trx: Tx, info: TypeInfo, document: AnyDocument): Promise<number> {
  const max = await loose(trx)
    .selectFrom(info.table)
    .select(sql<number>`max(id)`.as("m"))
    .executeTakeFirst();
  const metaMax = await trx
    .selectFrom("editorial_items")
    .select((eb) => eb.fn.max("item_id").as("m"))
    .where("type", "=", info.type)
    .executeTakeFirst();
  const id = Math.max(Number(max?.m ?? 0), Number(metaMax?.m ?? 0)) + 1;
  const now = nowIso();
  const row: LiveRow = {
    id,
    ...info.scope,
    ...info.extra,
    ...(await blanksFor(trx, info, id, document)),
    ...rowOfDocument(info, document),
    published: false,
  };
  if (info.times !== "none") row.updated_at = now;
  if (info.times === "both") row.published_at = now;
  await loose(trx).insertInto(info.table).values(row).execute();
  return id;
}

export async function setLivePublished(trx: Tx, info: TypeInfo, id: number, published: boolean): Promise<void> {
  await loose(trx).updateTable(info.table).set({ published }).where("id", "=", id).execute();
}

export async function updateMeta(
  trx: Tx,
  info: TypeInfo,
  id: number,
  changes: Updateable<EditorialItemsTable>,
  by: Actor | null,
): Promise<void> {
  const set = {
    ...changes,
    version: sql<number>`version + 1`,
    updated_at: nowIso(),
    ...(by ? { updated_by_id: by.id, updated_by_email: by.email } : {}),
  };
  if (info.locale) {
    await trx
      .updateTable("editorial_translations")
      .set(set)
      .where("type", "=", info.type)
      .where("item_id", "=", id)
      .where("locale", "=", info.locale)
      .execute();
    return;
  }
  await trx
    .updateTable("editorial_items")
    .set({
      ...changes,
      version: sql<number>`version + 1`,
      updated_at: nowIso(),
      ...(by ? { updated_by_id: by.id, updated_by_email: by.email } : {}),
    })
    .where("type", "=", info.type)
    .where("item_id", "=", id)
    .execute();
}
