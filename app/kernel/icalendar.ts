/**
 * The few rules of iCalendar (RFC 5545) a calendar file of one entry needs, written by hand: no
 * calendar library is among the dependencies. Text escaping (3.3.11), UTC times (3.3.5, form 2,
 * which every calendar shows in its reader's own zone, so no VTIMEZONE is needed), CRLF line
 * ends and lines folded at 75 octets without splitting a character (3.1).
 */

/** Octets per line before the CRLF, the fold's leading space included. */
const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > LINE_OCTETS) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n");
}

/** 2026-12-03T07:00:00.000Z -> 20261203T070000Z */
export const utcStamp = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** Content lines as a file: each folded, each ended by a CRLF. */
export const calendarFile = (lines: readonly string[]) => `${lines.map(fold).join("\r\n")}\r\n`;
