/**
 * An event's iCalendar file (RFC 5545), read back: one VEVENT with its UID, stamps and UTC
 * times; CRLF line ends; no line over 75 octets, continuations starting with a space and
 * no character split; TEXT values escaped and unescaped to what was written.
 */
import { describe, expect, it } from "vitest";
import { eventCalendar } from "../../app/kernel/collections/events.ts";
import type { EventDetail } from "../../app/kernel/collections/events.answers.ts";
import { escapeText, fold } from "../../app/kernel/icalendar.ts";
import { wallClock } from "../../app/kernel/zone-times.ts";

const image = { src: "/media/x.jpg", width: 1440, height: 810, alt: "", sources: [], widths: [480] };
const event: EventDetail = {
  id: 12,
  type: "roadshow",
  title: "Brightlane on tour: Lisbon, Porto; and back \\ again",
  summary:
    "Live demos, customer stories; a long afternoon with the team from our Lisbon office, in 中文 and English too.",
  cover: image,
  startsAt: "2026-12-03T13:00:00.000Z",
  endsAt: "2026-12-03T17:00:00.000Z",
  when: wallClockPair("2026-12-03T13:00:00.000Z", "2026-12-03T17:00:00.000Z", "Europe/Lisbon"),
  online: false,
  city: "Lisbon",
  publishedAt: "2026-10-20T09:00:00.000Z",
  updatedAt: "2026-10-22T09:00:00.000Z",
  bodyHtml: "<p>x</p>",
  seo: { title: null, description: null, image: null, noindex: false },
  onlineUrl: null,
  venue: { name: "Brightlane office", address: "Avenida da Liberdade 110", city: "Lisbon" },
  speakers: [],
  agenda: [],
  ended: false,
  registrationOpen: true,
  capacity: 120,
  recordingHref: null,
  related: [],
};

function wallClockPair(start: string, end: string, timeZone: string): EventDetail["when"] {
  const [a, b] = [wallClock(start, timeZone), wallClock(end, timeZone)];
  return { timeZone, start: a.local, end: b.local, startOffset: a.offset, endOffset: b.offset, zoneLabel: a.label };
}

/** The content lines of a calendar: unfolded, each as [name, value] with its TEXT unescaped. */
function parse(text: string): Array<[string, string]> {
  return text
    .replace(/\r\n /g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(":");
      const value = line
        .slice(at + 1)
        .replace(/\\n/gi, "\n")
        .replace(/\\([,;\\])/g, "$1");
      return [line.slice(0, at), value];
    });
}

const written = eventCalendar(event, {
  url: "https://www.brightlane.example/events/12",
  host: "www.brightlane.example",
  words: { onlineEvent: "Online event" },
  now: new Date("2026-11-29T10:00:00.000Z"),
});

describe("an event's calendar file", () => {
  it("ends every line with CRLF and keeps lines within 75 octets", () => {
    expect(written.endsWith("\r\n")).toBe(true);
    expect(written.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = written.split("\r\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // The long description was folded.
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
  });

  it("reads back as one VEVENT with the event's own values", () => {
    const fields = parse(written);
    const names = fields.map(([n]) => n);
    expect(names[0]).toBe("BEGIN");
    expect(fields.filter(([n, v]) => n === "BEGIN" && v === "VEVENT")).toHaveLength(1);
    const value = (name: string) => fields.find(([n]) => n === name)?.[1];
    expect(value("VERSION")).toBe("2.0");
    expect(value("UID")).toBe("event-12@www.brightlane.example");
    expect(value("DTSTAMP")).toBe("20261129T100000Z");
    // 13:00 UTC is 13:00 in Lisbon in December (WET, +00:00); the times are written in UTC.
    expect(value("DTSTART")).toBe("20261203T130000Z");
    expect(value("DTEND")).toBe("20261203T170000Z");
    expect(value("X-WR-TIMEZONE")).toBe("Europe/Lisbon");
    expect(value("SUMMARY")).toBe(event.title);
    expect(value("LOCATION")).toBe("Brightlane office, Avenida da Liberdade 110, Lisbon");
    expect(value("URL")).toBe("https://www.brightlane.example/events/12");
    expect(value("DESCRIPTION")).toBe(`${event.summary}\n\nhttps://www.brightlane.example/events/12`);
  });

  it("escapes backslashes, semicolons, commas and line breaks in text", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
    expect(written).toContain("SUMMARY:Brightlane on tour: Lisbon\\, Porto\\; and back \\\\ again");
  });

  it("folds without splitting a character of several octets", () => {
    const line = `SUMMARY:${"活动".repeat(40)}`;
    const folded = fold(line);
    for (const part of folded.split("\r\n")) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("names an online event's place and its joining link", () => {
    const online = eventCalendar(
      { ...event, venue: null, online: true, onlineUrl: "https://live.brightlane.example/events/12" },
      {
        url: "https://x.example/events/12",
        host: "x.example",
        words: { onlineEvent: "Online event" },
        now: new Date(),
      },
    );
    const fields = parse(online);
    expect(fields.find(([n]) => n === "LOCATION")?.[1]).toBe("Online event");
    expect(fields.find(([n]) => n === "DESCRIPTION")?.[1]).toContain("https://live.brightlane.example/events/12");
  });
});

describe("an instant on the clocks of a time zone", () => {
  it.each([
    ["2026-12-03T07:00:00.000Z", "Asia/Singapore", "2026-12-03T15:00", "+08:00"],
    ["2026-12-03T07:00:00.000Z", "Europe/Berlin", "2026-12-03T08:00", "+01:00"],
    ["2026-07-03T07:00:00.000Z", "Europe/Berlin", "2026-07-03T09:00", "+02:00"],
    ["2026-12-03T20:30:00.000Z", "America/Toronto", "2026-12-03T15:30", "-05:00"],
    ["2026-12-03T23:30:00.000Z", "Asia/Kolkata", "2026-12-04T05:00", "+05:30"],
    ["2026-12-03T07:00:00.000Z", "UTC", "2026-12-03T07:00", "+00:00"],
  ])("%s in %s is %s (%s)", (iso, zone, local, offset) => {
    const clock = wallClock(iso, zone);
    expect(clock.local).toBe(local);
    expect(clock.offset).toBe(offset);
    expect(clock.label.length).toBeGreaterThan(0);
  });

  it("tells the offset on each side of a clock change", () => {
    // Europe/London leaves summer time at 01:00 UTC on 25 October 2026.
    expect(wallClock("2026-10-25T00:30:00.000Z", "Europe/London").offset).toBe("+01:00");
    expect(wallClock("2026-10-25T01:30:00.000Z", "Europe/London").offset).toBe("+00:00");
  });
});
