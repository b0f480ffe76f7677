/**
 * The seed's translations (db/seed/build-translations.ts) published as a publish leaves them
 * (decision 0105): a revision by nobody, the locale's editorial row, and its live words made
 * from the source's published revision. Checked as an editor's translation is: a bad one
 * stops the seed with its type and id.
 */
import type { SeedTranslation } from "../../db/seed/build-translations.ts";
import { EditorialError } from "../../app/kernel/services/editorial.ts";
import { sourceOf, titleOf, TYPES } from "./registry.ts";
import { ensureMeta, insertRevision, nowIso, revisionNumber, rowOfDocument, type Tx } from "./store.ts";
import { validTranslation } from "./workflow.ts";

export async function publishSeedTranslations(trx: Tx, translations: readonly SeedTranslation[]): Promise<void> {
  for (const t of translations) {
    const info = { ...TYPES[t.type], locale: t.locale };
    const source = await ensureMeta(trx, sourceOf(info), t.id, false);
    if (!source) throw new Error(`Seed translation of ${t.type} ${t.id}: no such item`);
    let words;
    try {
      words = await validTranslation(trx, info, t.id, t.fields);
    } catch (error) {
      if (error instanceof EditorialError)
        throw new Error(
          `Seed translation of ${t.type} ${t.id} (${t.locale}): ${error.message} ${JSON.stringify(error.fields ?? {})}`,
        );
      throw error;
    }
    const revision = await insertRevision(trx, info, t.id, words, null, true);
    const now = nowIso();
    await trx
      .insertInto("editorial_translations")
      .values({
        type: t.type,
        item_id: t.id,
        locale: t.locale,
        version: 1,
        status: "published",
        title: titleOf(words) || source.title,
        published_revision_id: revision,
        draft_revision_id: null,
        created_by_id: null,
        updated_at: now,
        updated_by_id: null,
        updated_by_email: null,
      })
      .execute();
    await trx
      .insertInto("live_translations")
      .values({
        type: t.type,
        item_id: t.id,
        locale: t.locale,
        fields: JSON.stringify(rowOfDocument(info, words)),
        revision_id: revision,
        source_revision: await revisionNumber(trx, source.published_revision_id),
        published_at: now,
      })
      .execute();
  }
}
