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
    const term = match[0].slice(0, MAX_TERM_LENGTH);
    if (!terms.includes(term)) terms.push(term);
    if (terms.length >= SEARCH_MAX_TERMS) break;
  }
  return { text, terms };
}

/** FTS5 MATCH expression: every word must occur; the last one may be a prefix (search as you type). */
export function toFtsMatch(terms: readonly string[]): string {
  return terms.map((t, i) => `"${t.replace(/"/g, '""')}"${i === terms.length - 1 ? "*" : ""}`).join(" ");
}

/** to_tsquery text: words joined with &, the last as a prefix. Words hold only letters and digits. */
export function toTsQuery(terms: readonly string[]): string {
  return terms.map((t, i) => `'${t.replace(/'/g, "''")}'${i === terms.length - 1 ? ":*" : ""}`).join(" & ");
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
    if (ch === MARK_START || ch === MARK_END) {
      flush();
      hit = ch === MARK_START;
    } else buffer += ch;
  }
  flush();
  return parts;
}

/**
 * Plain text of sanitised HTML for the index. sanitize-html parses the markup
 * (so a ">" inside an attribute cannot leak), keeps only text and escapes it;
 * block boundaries become spaces so words of adjacent paragraphs stay apart.
 */
export function indexText(html: string): string {
  const escaped = sanitizeHtml(html.replace(/</g, " <"), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ["script", "style", "textarea", "noscript"],
  });
  return escaped
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[\u0000-\u001f\u007f]+/g, " ") // eslint-disable-line no-control-regex -- also removes our markers
    .replace(/\s+/g, " ")
    .trim();
}
