/**
 * An event as an iCalendar file (RFC 5545): one VCALENDAR holding one VEVENT, its times in
 * UTC (section 3.3.5, form 2), which every calendar shows in its reader's own zone, so no
 * VTIMEZONE is needed; the event's own zone is named in X-WR-TIMEZONE for the calendars
 * that show it. Written by hand: no calendar library is among the dependencies, and the
 * rules used are few (decision 0104): text escaping (3.3.11), CRLF line ends and lines
 * folded at 75 octets without splitting a character (3.1).
 */
import type { EventDetail } from "../../app/kernel/content-schemas.ts";

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

/** The event's place as one line: its venue, or "Online" with the event's page when it has none. */
function locationOf(event: EventDetail, online: string): string {
  if (!event.venue) return online;
  return [event.venue.name, event.venue.address, event.venue.city].filter(Boolean).join(", ");
}

export interface CalendarOptions {
  /** The event page's absolute URL. */
  url: string;
  /** The host that makes the UID unique to this site ("brightlane.example"). */
  host: string;
  /** What the location says of an online event. */
  online: string;
  /** The calendar file's DTSTAMP: when it was written (RFC 5545 3.8.7.2). */
  now: Date;
}

export function eventCalendar(event: EventDetail, { url, host, online, now }: CalendarOptions): string {
  const description = [event.summary, event.onlineUrl ?? "", url].filter(Boolean).join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Brightlane Software//Vitrine events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-TIMEZONE:${event.when.timeZone}`,
    "BEGIN:VEVENT",
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(locationOf(event, online))}`,
    `URL:${url}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
