/**
 * How long an article takes to read, from its body: the one place the site
 * works it out, so no page or editor can state a time the text does not take.
 */

/** Words a visitor reads in a minute: a common figure for reading on screen. */
export const WORDS_PER_MINUTE = 230;

/** The words of some HTML: its text between tags, split at white space. */
export function wordCount(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:#x27|#39|apos|rsquo);/g, "'")
    .replace(/&[#\w]+;/g, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Whole minutes, rounded up, never less than one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}
