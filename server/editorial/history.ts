/**
 * Revisions of one item and the field-by-field difference between two of them.
 * Text fields carry word changes from the `diff` package for the history view; a
 * rich-text body compares as the text its page shows, other fields as JSON. Pruning keeps the newest REVISIONS_KEPT and every
 * revision that was ever published.
 */
import { diffWords } from "diff";
import type { Kysely } from "kysely";
import { REVISIONS_KEPT, RichText } from "../../app/kernel/editorial-schemas.ts";
import { bool, json, time } from "../../app/kernel/rows.ts";
import type { DB } from "../../db/schema.ts";
import type { TypeInfo } from "./registry.ts";
import { readMeta } from "./store.ts";
import { richTextAsText, RichTextError } from "./rich-text.ts";
import {
  EditorialError,
  type FieldDiff,
  type RevisionDiff,
  type RevisionSummary,
} from "../../app/kernel/services/editorial.ts";

type Doc = Record<string, unknown>;

/** An optional field left empty reads as absent: a form saves it as null or false, an older revision lacks it. */
const empty = (v: unknown) => v === undefined || v === null || v === false || v === "";
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** Names of the fields that differ, without computing how. */
function changedFields(before: Doc | null, after: Doc): string[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...fields].filter((field) => !same(before?.[field], after[field]));
}

/** A rich-text value's words, or null for anything else (or a body the renderer refuses, shown as JSON). */
function asText(value: unknown): string | null {
  if (!value || typeof value !== "object") return null;
  const body = RichText.safeParse(value);
  if (!body.success) return null;
  try {
    return richTextAsText(body.data);
  } catch (error) {
    if (error instanceof RichTextError) return null;
    throw error;
  }
}

export function diffDocuments(before: Doc | null, after: Doc): FieldDiff[] {
  return changedFields(before, after).map((field) => {
    const a = before?.[field] ?? null;
    const b = after[field] ?? null;
    const textA = a === null ? "" : asText(a);
    const textB = b === null ? "" : asText(b);
    const rich = textA !== null && textB !== null && (a ?? b) !== null;
    const text = (v: unknown) => (typeof v === "string" ? v : v === null ? "" : JSON.stringify(v));
    const [shownA, shownB] = rich ? [textA, textB] : [text(a), text(b)];
    return {
      field,
      before: rich ? shownA : a,
      after: rich ? shownB : b,
      ...(rich ? { kind: "rich-text" as const } : {}),
      parts: diffWords(shownA, shownB).map((p) => ({
        value: p.value,
        ...(p.added ? { added: true } : {}),
        ...(p.removed ? { removed: true } : {}),
      })),
    };
  });
}

/** Revisions of one locale of an item: `locale` is the revisions' column (the default's tag for the default). */
export async function listRevisions(
  db: Kysely<DB>,
  info: TypeInfo,
  id: number,
  locale: string,
): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom("editorial_revisions")
    .selectAll()
    .where("type", "=", info.type)
    .where("item_id", "=", id)
    .where("locale", "=", locale)
    .orderBy("number", "desc")
    .execute();
  return rows.map((r, i) => {
    const previous = rows[i + 1];
    return {
      id: Number(r.id),
      number: r.number,
      createdAt: time(r.created_at),
      author: { id: r.author_id, email: r.author_email },
      published: bool(r.published),
      changed: changedFields(previous ? json<Doc>(previous.document) : null, json<Doc>(r.document)),
    };
  });
}

export async function revisionDiff(
  db: Kysely<DB>,
  info: TypeInfo,
  id: number,
  to: number,
  from: number | null | undefined,
  locale: string,
): Promise<RevisionDiff> {
  const load = (revision: number) =>
    db
      .selectFrom("editorial_revisions")
      .select(["id", "number", "document"])
      .where("type", "=", info.type)
      .where("item_id", "=", id)
      .where("locale", "=", locale)
      .where("id", "=", revision)
      .executeTakeFirst();
  const target = await load(to);
  if (!target) throw new EditorialError("not_found", `No revision ${to} of this item.`);
  const base = from
    ? await load(from)
    : await db
        .selectFrom("editorial_revisions")
        .select(["id", "number", "document"])
        .where("type", "=", info.type)
        .where("item_id", "=", id)
        .where("locale", "=", locale)
        .where("number", "<", target.number)
        .orderBy("number", "desc")
        .limit(1)
        .executeTakeFirst();
  if (from && !base) throw new EditorialError("not_found", `No revision ${from} of this item.`);
  return {
    from: base ? Number(base.id) : null,
    to: Number(target.id),
    fields: diffDocuments(base ? json<Doc>(base.document) : null, json<Doc>(target.document)),
  };
}

/** Deletes revisions beyond the newest REVISIONS_KEPT that were never published and are not pointed at. */
export async function pruneRevisions(db: Kysely<DB>, info: TypeInfo, id: number, locale: string): Promise<number> {
  const keep = await db
    .selectFrom("editorial_revisions")
    .select("number")
    .where("type", "=", info.type)
    .where("item_id", "=", id)
    .where("locale", "=", locale)
    .orderBy("number", "desc")
    .offset(REVISIONS_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (!keep) return 0;
  const meta = await readMeta(db, info, id);
  const pinned = [meta?.draft_revision_id, meta?.published_revision_id].filter((v): v is number => v != null);
  let query = db
    .deleteFrom("editorial_revisions")
    .where("type", "=", info.type)
    .where("item_id", "=", id)
    .where("locale", "=", locale)
    .where("number", "<", keep.number)
    .where("published", "=", false);
  if (pinned.length) query = query.where("id", "not in", pinned);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
