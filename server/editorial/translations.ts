/**
 * Where the translations stand (decision 0105): per item, whether a locale has live words and
 * whether its source was published again since they were made ("outdated"); per locale and
 * type, which items are missing and outdated, for the translations dashboard.
 */
import type { Kysely } from "kysely";
import { COLLECTIONS } from "../../app/kernel/collections/index.ts";
import type { TranslationGaps, TranslationState } from "../../app/kernel/services/editorial.ts";
import type { DB } from "../../db/schema.ts";
import { json } from "../../app/kernel/rows.ts";
import { diffDocuments } from "./history.ts";
import { documentOfRow, type LiveRow, type TypeInfo } from "./registry.ts";
import { sourceOf } from "./registry.ts";
import { readMeta, revisionNumber, type Tx } from "./store.ts";

/** An outdated translation: made from a source revision older than the one published now. */
export const isOutdated = (sourceRevision: number | null, publishedSource: number) =>
  sourceRevision !== null && sourceRevision < publishedSource;

/** The translation of item `id` in `info.locale`, beside the default's live words (`live`). */
export async function translationState(db: Tx, info: TypeInfo, id: number, live: LiveRow): Promise<TranslationState> {
  const locale = info.locale!;
  const [row, source] = await Promise.all([
    db
      .selectFrom("live_translations")
      .select("source_revision")
      .where("type", "=", info.type)
      .where("item_id", "=", id)
      .where("locale", "=", locale)
      .executeTakeFirst(),
    readMeta(db, sourceOf(info), id),
  ]);
  // An item never edited has its live row as revision 1 (./store.ts ensureMeta).
  const published = source ? await revisionNumber(db, source.published_revision_id) : 1;
  const sourceRevision = row ? Number(row.source_revision) : null;
  const outdated = isOutdated(sourceRevision, published);
  return {
    locale,
    source: documentOfRow(info, live) as Record<string, unknown>,
    live: row !== undefined,
    sourceRevision,
    outdated,
    sourceChanges: outdated ? await sourceChanges(db, info, id, sourceRevision!, published) : [],
  };
}

/** The translated fields' changes in the source from revision number `from` to `to` (numbers are unique per item). */
async function sourceChanges(db: Tx, info: TypeInfo, id: number, from: number, to: number) {
  const rows = await db
    .selectFrom("editorial_revisions")
    .select(["number", "document"])
    .where("type", "=", info.type)
    .where("item_id", "=", id)
    .where("number", "in", [from, to])
    .execute();
  const doc = (n: number) => {
    const found = rows.find((r) => Number(r.number) === n);
    return found ? json<Record<string, unknown>>(found.document) : null;
  };
  const after = doc(to);
  if (!after) return [];
  return diffDocuments(doc(from), after).filter((d) => info.localised.includes(d.field));
}

/** Per type, the published items of the default locale that `locale` lacks or has outdated. */
export async function translationGaps(db: Kysely<DB>, locale: string): Promise<TranslationGaps[]> {
  const translated = await db
    .selectFrom("live_translations")
    .select(["type", "item_id", "source_revision"])
    .where("locale", "=", locale)
    .execute();
  const published = await db
    .selectFrom("editorial_items")
    .innerJoin("editorial_revisions", "editorial_revisions.id", "editorial_items.published_revision_id")
    .select(["editorial_items.type", "editorial_items.item_id", "editorial_revisions.number"])
    .execute();
  const sourceNumber = new Map(published.map((r) => [`${r.type}:${r.item_id}`, Number(r.number)]));
  const made = new Map(translated.map((r) => [`${r.type}:${r.item_id}`, Number(r.source_revision)]));
  const gaps: TranslationGaps[] = [];
  for (const c of COLLECTIONS) {
    const rows = (await (db as unknown as Kysely<Record<string, LiveRow>>)
      .selectFrom(c.table)
      .select(["id", c.titleColumn])
      .where("published", "=", true)
      .where((eb) => eb.and(Object.entries(c.scope).map(([column, value]) => eb(column, "=", value))))
      .orderBy("id")
      .execute()) as LiveRow[];
    const missing: TranslationGaps["missing"] = [];
    const outdated: TranslationGaps["outdated"] = [];
    for (const row of rows) {
      const key = `${c.name}:${row.id}`;
      const item = { id: Number(row.id), title: String(row[c.titleColumn] ?? "") };
      if (!made.has(key)) missing.push(item);
      else if (isOutdated(made.get(key)!, sourceNumber.get(key) ?? 1)) outdated.push(item);
    }
    gaps.push({ type: c.name, label: c.label, missing, outdated });
  }
  return gaps;
}
