/**
 * One typo tolerated (decision 0027): when a query finds nothing, each word the index
 * does not hold is replaced by the most frequent indexed word one edit away (a letter
 * added, dropped, changed or two swapped). The same code on SQLite and PostgreSQL: the
 * words come from the index's own text (a locale's entries' alone), read once and again
 * after the index changes.
 */
import { setImmediate } from "node:timers/promises";
import { sql } from "kysely";
import type { SearchDb } from "./indexer.ts";

const WORD = /[\p{L}\p{N}]+/gu;
/** Shorter words are left alone: one edit away from a short word is too many other words. */
const MIN_CORRECTED_LENGTH = 4;

/** True when b is a one letter added, dropped or changed, or two neighbours swapped, away from a. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The corrected terms, or null when every word is known or no word has a close match. */
export function correctTerms(terms: readonly string[], words: ReadonlyMap<string, number>): string[] | null {
  let changed = false;
  const out = terms.map((term) => {
    if (words.has(term) || term.length < MIN_CORRECTED_LENGTH) return term;
    let best: string | undefined;
    for (const [word, count] of words) {
      if (oneEditApart(term, word) && (best === undefined || count > words.get(best)!)) best = word;
    }
    if (best === undefined) return term;
    changed = true;
    return best;
  });
  return changed ? out : null;
}

/** Rows read per turn of the event loop while the words are counted. */
const WORDS_PAGE = 500;

/**
 * The index's words and how often each occurs; `stale()` makes them be read again. At
 * 10,000 items that is tens of megabytes of text: it is read a page of rows at a time,
 * letting other requests run in between, and a search meanwhile corrects with the words
 * read before (a word published a moment ago is corrected towards a moment later).
 */
export function createVocabulary(db: SearchDb, pageSize = WORDS_PAGE, locale?: string) {
  let current: Map<string, number> | undefined;
  let reading: Promise<Map<string, number>> | undefined;
  let stale = false;
  async function read(): Promise<Map<string, number>> {
    const words = new Map<string, number>();
    let after = -1;
    for (;;) {
      const { rows } = await sql<{ doc_id: number | string; title: string; body: string }>`
        select doc_id, title, body from search_documents where doc_id > ${after}
        ${locale === undefined ? sql`` : sql`and locale = ${locale}`}
        order by doc_id limit ${pageSize}`.execute(db);
      for (const row of rows)
        for (const m of `${row.title} ${row.body}`.normalize("NFKC").toLowerCase().matchAll(WORD))
          words.set(m[0], (words.get(m[0]) ?? 0) + 1);
      if (rows.length < pageSize) return words;
      after = Number(rows[rows.length - 1]!.doc_id);
      await setImmediate();
    }
  }
  function refresh(): Promise<Map<string, number>> {
    stale = false;
    reading ??= read().then(
      (words) => {
        reading = undefined;
        current = words;
        return words;
      },
      (error: unknown) => {
        reading = undefined;
        stale = true;
        throw error;
      },
    );
    return reading;
  }
  return {
    words: (): Promise<Map<string, number>> => {
      if (current === undefined) return reading ?? refresh();
      if (stale) refresh().catch(() => {});
      return Promise.resolve(current);
    },
    stale: () => {
      stale = true;
    },
  };
}
