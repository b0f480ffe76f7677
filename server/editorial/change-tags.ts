/**
 * What a change to one item tells the page cache (server/page-cache/keys.ts),
 * through the content version (db/content-version.ts).
 */
import { bool } from "../../app/kernel/rows.ts";
import { itemTag, listTag } from "../content/scope.ts";
import type { LiveRow, TypeInfo } from "./registry.ts";

/**
 * Page-cache tags of a change to one item: the item's own tag, and, when the
 * lists it belongs to may change (it appears, disappears, or changes category,
 * flags or place), the queries over its table and over its old and new category.
 * A block names the page it is read for (server/content/kit.ts blocks); site
 * settings keep their section tag, which every page carries.
 */
export function changeTags(
  info: TypeInfo,
  id: number,
  before: LiveRow | undefined,
  after: LiveRow | undefined,
): string[] {
  if (info.table === "blocks" && info.scope.page) return [listTag("blocks", info.scope.page)];
  // The tables whose reads record the items and queries they show (server/content/) name the
  // columns besides the category that decide which lists an item is in (its definition's listColumns).
  const columns = info.listColumns;
  if (!columns) return [...info.tags];
  const category = info.categoryColumn;
  const tags = [itemTag(info.table, id)];
  const live = (row: LiveRow | undefined) => Boolean(row && bool(row.published));
  const moved =
    live(before) !== live(after) ||
    [...(category ? [category] : []), ...columns].some((c) => String(before?.[c]) !== String(after?.[c]));
  if (moved) {
    tags.push(listTag(info.table));
    for (const row of [before, after]) {
      const value = category && row?.[category];
      if (value !== undefined && value !== null) tags.push(listTag(info.table, String(value)));
    }
  }
  return [...new Set(tags)];
}
