/**
 * Turning what a visitor typed into a safe full-text query. The user's text never
 * reaches the query syntax of either database: it is cut into words (letters and
 * digits only), and the words are quoted (FTS5) or joined with operators we write
 * ourselves (tsquery). Anything else (quotes, stars, NEAR(, OR, NUL bytes) is
 * simply not a word.
 */
import sanitizeHtml from "sanitize-html";
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_TERMS, type TextPart } from "../../app/kernel/search-types.ts";

/** Markers the databases put around matched words; stripped from indexed text. */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_TERM_LENGTH = 40;

/**
 * Chinese is written without spaces, so neither database's tokenizer finds its words: a
 * run of letters holding Chinese characters is cut into words by the platform's dictionary
 * segmenter (ICU, through Intl.Segmenter), in the index and in the query alike. In the
 * index the words are parted by a zero-width space, which both tokenizers treat as a
 * separator and a reader never sees (it is taken out of titles and snippets).
 */
const HAN_WORD = /[\p{L}\p{N}]*\p{Script=Han}[\p{L}\p{N}]*/gu;
const HAS_HAN = /\p{Script=Han}/u;
const WORD_BREAK = "\u200b";
const segmenter = new Intl.Segmenter("zh", { granularity: "word" });
const hanWords = (run: string) =>
  [...segmenter.segment(run)].filter((s) => s.isWordLike).map((s) => s.segment.toLowerCase());
const segmentHan = (text: string) => text.replace(HAN_WORD, (run) => hanWords(run).join(WORD_BREAK));

interface ParsedQuery {
  /** The query as shown back to the visitor: trimmed, control characters removed, shortened. */
  text: string;
  /** Lower-case words, unique, at most SEARCH_MAX_TERMS. */
  terms: string[];
}

export function parseQuery(raw: unknown): ParsedQuery {
  const input = typeof raw === "string" ? raw : Array.isArray(raw) && typeof raw[0] === "string" ? raw[0] : "";
  const text = input
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_MAX_QUERY_LENGTH);
  const terms: string[] = [];
  for (const match of text.normalize("NFKC").toLowerCase().matchAll(WORD)) {
    for (const word of HAS_HAN.test(match[0]) ? hanWords(match[0]) : [match[0]]) {
      const term = word.slice(0, MAX_TERM_LENGTH);
      if (!terms.includes(term)) terms.push(term);
      if (terms.length >= SEARCH_MAX_TERMS) return { text, terms };
    }
  }
  return { text, terms };
}

/** Another name for a word or phrase of a query (the site settings' `synonyms`). */
export interface Synonym {
  term: string;
  means: string[];
}

/**
 * One part of a query: the phrases (each one or more words) any of which must occur.
 * `prefix`: the first phrase is what the visitor typed last, matched as a prefix.
 */
export interface QueryGroup {
  phrases: string[][];
  prefix: boolean;
}

const wordsOf = (text: string) => [...text.normalize("NFKC").toLowerCase().matchAll(WORD)].map((m) => m[0]);

/**
 * The query's words as groups: a run of words that is a synonym's term (the longest one
 * wins) also matches each of its meanings; every other word stands alone.
 */
export function expandTerms(terms: readonly string[], synonyms: readonly Synonym[] = []): QueryGroup[] {
  const known = synonyms
    .map((s) => ({ term: wordsOf(s.term), means: s.means.map(wordsOf).filter((m) => m.length > 0) }))
    .filter((s) => s.term.length > 0 && s.means.length > 0)
    .sort((a, b) => b.term.length - a.term.length);
  const groups: QueryGroup[] = [];
  for (let i = 0; i < terms.length;) {
    const found = known.find((s) => s.term.every((w, k) => terms[i + k] === w));
    const typed = found ? found.term : [terms[i]!];
    i += typed.length;
    const phrases = [typed, ...(found?.means ?? [])];
    const unique = phrases.filter((p, k) => phrases.findIndex((q) => q.join(" ") === p.join(" ")) === k);
    groups.push({ phrases: unique, prefix: i === terms.length });
  }
  return groups;
}

/** FTS5 MATCH expression: every group must occur; the last typed word may be a prefix (search as you type). */
export function toFtsMatch(groups: readonly QueryGroup[]): string {
  const phrase = (words: string[], prefix: boolean) => `"${words.join(" ").replace(/"/g, '""')}"${prefix ? "*" : ""}`;
  return groups
    .map((g) => {
      const alternatives = g.phrases.map((p, k) => phrase(p, g.prefix && k === 0));
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(" OR ")})`;
    })
    .join(" ");
}

/**
 * to_tsquery text: groups joined with &, a group's phrases with |. A phrase's words are
 * joined with & rather than <->: PostgreSQL's parser counts "sign-on" as three positions
 * (sign-on, sign, on), so "single <-> sign" would miss "single sign-on". Words hold only
 * letters and digits.
 */
export function toTsQuery(groups: readonly QueryGroup[]): string {
  const phrase = (words: string[], prefix: boolean) => {
    const text = words.map((w, k) => `'${w.replace(/'/g, "''")}'${prefix && k === words.length - 1 ? ":*" : ""}`);
    return text.length === 1 ? text[0] : `(${text.join(" & ")})`;
  };
  return groups
    .map((g) => {
      const alternatives = g.phrases.map((p, k) => phrase(p, g.prefix && k === 0));
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(" | ")})`;
    })
    .join(" & ");
}

/** Splits text with MARK_START/MARK_END markers into parts; unbalanced markers are tolerated. */
export function markedToParts(marked: string): TextPart[] {
  const parts: TextPart[] = [];
  let hit = false;
  let buffer = "";
  const flush = () => {
    if (!buffer) return;
    const last = parts[parts.length - 1];
    if (last && Boolean(last.hit) === hit) last.text += buffer;
    else parts.push(hit ? { text: buffer, hit: true } : { text: buffer });
    buffer = "";
  };
  for (const ch of marked) {
    if (ch === WORD_BREAK) continue;
    if (ch === MARK_START || ch === MARK_END) {
      flush();
      hit = ch === MARK_START;
    } else buffer += ch;
  }
  flush();
  return parts;
}

/** Put after each block's end so that a heading and the text after it do not run together. */
const BLOCK_END = "\u0001";
const BLOCK_CLOSE = /<\/(?:h[1-6]|p|li|dt|dd|td|th|tr|div|blockquote|figcaption|pre|section|article)\s*>/gi;

/** Text pieces joined for the index: a stop (" · ") after a piece that does not end a sentence. */
export function joinPieces(pieces: readonly string[]): string {
  return pieces
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, i, all) => (i === all.length - 1 || /[.!?:;…]$/.test(p) ? p : `${p} ·`))
    .join(" ");
}

/**
 * Plain text of sanitised HTML for the index. sanitize-html parses the markup
 * (so a ">" inside an attribute cannot leak), keeps only text and escapes it;
 * block boundaries become stops or spaces, so a heading does not run into its text.
 */
export function indexText(html: string): string {
  const escaped = sanitizeHtml(
    html.replace(/</g, " <").replace(BLOCK_CLOSE, (tag) => `${tag}${BLOCK_END}`),
    {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: ["script", "style", "textarea", "noscript"],
    },
  );
  const text = escaped
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  return segmentHan(
    joinPieces(
      text.split(BLOCK_END).map((piece) => piece.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ")), // eslint-disable-line no-control-regex -- also removes our markers
    ),
  );
}
