/**
 * Items created in bulk, the demo seed's way in: the write path of createDraft and
 * publish, a few statements per type instead of a transaction per item. Each row is
 * read as its document and checked by validDocument, its live row is what
 * rowOfDocument renders of that document (as a publish writes it), and it gets
 * revision 1 by `by` and its editorial row: a published row as a publish leaves
 * it, an unpublished one as a new draft. The row's id, `published` and times, and
 * the columns outside the document, are kept as given, so the seed stays
 * deterministic. Runs in the caller's transaction; nothing is written unless
 * every row passes.
 */
import { typeOfRow } from "../../app/kernel/editorial-rows.ts";
import type { AnyDocument } from "../../app/kernel/editorial-schemas.ts";
import { bool } from "../../app/kernel/rows.ts";
import { documentOfRow, TYPES, titleOf, type LiveRow, type TypeInfo } from "./registry.ts";
import { RichTextError } from "./rich-text.ts";
import {
  addItemMediaUses,
  loose,
  mediaIdsOfDocument,
  mediaKeysOfDocument,
  nowIso,
  rowOfDocument,
  type Tx,
} from "./store.ts";
import type { ItemUses } from "../media-library/uses.ts";
import { EditorialError, type Actor } from "../../app/kernel/services/editorial.ts";
import { itemPaths, validDocument } from "./workflow.ts";

// Rows per insert: well under either database's limit on bound parameters.
const CHUNK = 100;

interface Prepared {
  info: TypeInfo;
  id: number;
  document: AnyDocument;
  live: LiveRow;
  published: boolean;
  at: string;
}

/** The rows to write, in their order, each editable one as its validated document renders it. */
function prepare(
  table: string,
  rows: readonly LiveRow[],
  problems: string[],
): { written: LiveRow[]; items: Prepared[] } {
  const written: LiveRow[] = [];
  const items: Prepared[] = [];
  const now = nowIso();
  for (const row of rows) {
    const type = typeOfRow(table, row);
    if (!type) {
      written.push(row);
      continue;
    }
    const info = TYPES[type];
    try {
      const document = validDocument(info, documentOfRow(info, row));
      const live = { ...row, ...rowOfDocument(info, document) };
      const at = String(row.updated_at ?? row.published_at ?? now);
      items.push({ info, id: Number(row.id), document, live, published: bool(row.published), at });
      written.push(live);
    } catch (error) {
      if (error instanceof EditorialError)
        problems.push(`${type} ${String(row.id)}: ${error.fields ? JSON.stringify(error.fields) : error.message}`);
      else if (error instanceof RichTextError) problems.push(`${type} ${String(row.id)}: ${error.message}`);
      else throw error;
    }
  }
  return { written, items };
}

async function inChunks<T>(list: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < list.length; i += CHUNK) await write(list.slice(i, i + CHUNK));
}

/** Rows checked and rendered by checkRows, by table, ready for writeCheckedRows. */
export type CheckedRows = ReadonlyMap<string, { written: LiveRow[]; items: Prepared[] }>;

/**
 * Checks every row of an editable type (other rows, such as blocks of pages without an
 * editor, pass as given). Throws one "invalid" error naming each row that fails; pure,
 * so a caller checks before it opens its transaction.
 */
export function checkRows(tables: Readonly<Record<string, readonly LiveRow[]>>): CheckedRows {
  const problems: string[] = [];
  const checked = new Map(Object.entries(tables).map(([table, rows]) => [table, prepare(table, rows, problems)]));
  if (problems.length)
    throw new EditorialError("invalid", `${problems.length} items fail their schema:\n${problems.join("\n")}`);
  return checked;
}

/**
 * Writes checked rows of the tables named, in that order (parents first): editable items
 * with their live row, revision 1 by `by` and editorial row. `onTable` hears of each table.
 */
export async function writeCheckedRows(
  trx: Tx,
  checked: CheckedRows,
  tables: readonly string[],
  by: Actor | null,
  onTable?: (rows: number) => void,
): Promise<void> {
  for (const table of tables) {
    const { written, items } = checked.get(table) ?? { written: [], items: [] };
    await writeTable(trx, table, written, items, by);
    onTable?.(written.length);
  }
}

async function writeTable(trx: Tx, table: string, written: LiveRow[], items: Prepared[], by: Actor | null) {
  await inChunks(written, (chunk) => loose(trx).insertInto(table).values(chunk).execute());
  await inChunks(items, async (chunk) => {
    const revisions = await trx
      .insertInto("editorial_revisions")
      .values(
        chunk.map((item) => ({
          type: item.info.type,
          item_id: item.id,
          number: 1,
          document: JSON.stringify(item.document),
          created_at: item.at,
          author_id: by?.id ?? null,
          author_email: by?.email ?? null,
          published: item.published,
        })),
      )
      .returning(["id", "type", "item_id"])
      .execute();
    const revisionOf = (item: Prepared) =>
      Number(revisions.find((r) => r.type === item.info.type && r.item_id === item.id)!.id);
    await trx
      .insertInto("editorial_items")
      .values(
        chunk.map((item) => ({
          type: item.info.type,
          item_id: item.id,
          version: 1,
          status: item.published ? ("published" as const) : ("draft" as const),
          title: titleOf(item.document),
          published_revision_id: item.published ? revisionOf(item) : null,
          draft_revision_id: item.published ? null : revisionOf(item),
          created_by_id: by?.id ?? null,
          updated_at: item.at,
          updated_by_id: by?.id ?? null,
          updated_by_email: by?.email ?? null,
        })),
      )
      .execute();
  });
  // What a publish also does: a live item's pages answer again where a take-down left a 410.
  const paths = items.filter((item) => item.published).flatMap((item) => itemPaths(item.info, item.id));
  await inChunks(paths, (chunk) =>
    trx.deleteFrom("redirects").where("from_path", "in", chunk).where("status", "=", 410).execute(),
  );
  // The demo pictures they name, looked up once for the table.
  const keysOf = new Map(
    items.map((item) => [item, mediaKeysOfDocument(item.live, mediaKeysOfDocument(item.document))]),
  );
  const library = new Map<string, number>();
  const named = [...new Set([...keysOf.values()].flatMap((keys) => [...keys]))];
  await inChunks(named, async (chunk) => {
    for (const row of await trx.selectFrom("media_assets").select(["id", "key"]).where("key", "in", chunk).execute())
      library.set(row.key, Number(row.id));
  });
  const uses: ItemUses[] = [];
  for (const item of items) {
    const ids = mediaIdsOfDocument(item.document);
    mediaIdsOfDocument(item.live, ids);
    for (const key of keysOf.get(item)!) if (library.has(key)) ids.add(library.get(key)!);
    if (ids.size) uses.push({ ownerType: item.info.type, ownerId: String(item.id), mediaIds: [...ids] });
  }
  await addItemMediaUses(trx, uses);
}
