/**
 * What a change to one item tells the page cache (server/page-cache/keys.ts),
 * through the content version (db/content-version.ts).
 */
import { bool } from "../../app/kernel/rows.ts";
import { itemTag, listTag } from "../content/scope.ts";
import type { LiveRow, TypeInfo } from "./registry.ts";

/** The collections, whose pages record the items and queries they show (server/content/collection.ts). */
const EXACT_TABLES = new Set(["news", "cases", "solutions", "videos", "qas"]);
/** Columns that decide which lists an item is in: its category and the flags home blocks filter on. */
const LIST_COLUMNS = ["type", "featured", "product"];

/**
 * Page-cache tags of a change to one item: the item's own tag, and, when the
 * lists it belongs to may change (it appears, disappears, or changes category or
 * flags), the queries over its table and over its old and new category. Types
 * whose pages do not record their items yet fall back to their section tags.
 */
export function changeTags(
  info: TypeInfo,
  id: number,
  before: LiveRow | undefined,
  after: LiveRow | undefined,
): string[] {
  if (!EXACT_TABLES.has(info.table)) return [...info.tags];
  const tags = [itemTag(info.table, id)];
  const live = (row: LiveRow | undefined) => Boolean(row && bool(row.published));
  const moved = live(before) !== live(after) || LIST_COLUMNS.some((c) => String(before?.[c]) !== String(after?.[c]));
  if (moved) {
    tags.push(listTag(info.table));
    for (const row of [before, after]) if (row?.type) tags.push(listTag(info.table, String(row.type)));
  }
  return [...new Set(tags)];
}
