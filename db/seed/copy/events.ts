/**
 * The demo events (./events.json): past ones, most with their recordings, and upcoming
 * ones, dated from the seed's anchor, each at its local time in its own zone; the speakers
 * are the people the other pages quote. Beside its copy: the one seed module of the type,
 * run by the seed as every `copy/<name>.ts` is (../type-seeds.ts).
 */
import { EVENT_TYPES, type EventType } from "../../../app/kernel/collections/events.site.ts";
import { desktop } from "../../../app/kernel/links.ts";
import { sanitizeBody } from "../../../app/kernel/sanitize.ts";
import type { ArtworkKit } from "../art/assign.ts";
import { DAY, HOUR, iso, json, p, SEED_ANCHOR, type SeedKit, type SeedRows } from "../build-kit.ts";
import copy from "./events.json" with { type: "json" };

/** An event of the copy: dates in days from the seed's anchor, local start times in its zone. */
interface EventCopy {
  type: EventType;
  /** Days after the seed's anchor (negative: before it). */
  days: number;
  /** Wall-clock start in `timeZone`, HH:MM. */
  start: string;
  hours: number;
  timeZone: string;
  online: boolean;
  venue: { name: string; address: string; city: string } | null;
  title: string;
  summary: string;
  body: string;
  speakers: Array<{ name: string; role: string; company: string }>;
  agenda: Array<{ time: string; title: string; speakers: string[] }>;
  /** A past event whose recording is published. */
  recording: boolean;
}

const EVENTS_COPY = copy.EVENTS_COPY as EventCopy[];

/**
 * The instant a wall-clock time in `timeZone` names: the UTC reading corrected by the zone's
 * offset then (twice, so an offset that changes between the two readings settles).
 */
function zonedInstant(day: string, clock: string, timeZone: string): number {
  const wanted = Date.parse(`${day}T${clock}:00Z`);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const shown = (ms: number) => {
    const f = Object.fromEntries(format.formatToParts(ms).map((x) => [x.type, x.value]));
    return Date.parse(`${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}:00Z`);
  };
  let at = wanted;
  for (let i = 0; i < 2; i++) at += wanted - shown(at);
  return at;
}

/** Events around the seed's anchor: past ones (most with their recordings) and upcoming ones. */
export function build(kit: SeedKit): void {
  const { rows, image } = kit;
  EVENTS_COPY.forEach((e, i) => {
    const id = i + 1;
    const day = iso(SEED_ANCHOR + e.days * DAY).slice(0, 10);
    const starts = zonedInstant(day, e.start, e.timeZone);
    const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, "-");
    rows.events.push({
      id,
      type: e.type,
      title: e.title,
      summary: e.summary,
      body_html: sanitizeBody(p(e.body)),
      cover_key: image(`event-${e.type}-${(i % 3) + 1}`, "cover", EVENT_TYPES.indexOf(e.type) + 2),
      cover_alt: `Illustration for "${e.title}"`,
      starts_at: iso(starts),
      ends_at: iso(starts + e.hours * HOUR),
      time_zone: e.timeZone,
      online_url: e.online ? `https://live.brightlane.example/events/${id}` : null,
      venue_name: e.venue?.name ?? null,
      venue_address: e.venue?.address ?? null,
      venue_city: e.venue?.city ?? null,
      agenda: json(e.agenda),
      speakers: json(
        e.speakers.map((s) => ({
          ...s,
          photoKey: image(`speaker-${slug(s.name)}`, "logo", 1),
          photoAlt: s.name,
        })),
      ),
      recording_href: e.recording ? desktop.videosList("webinars") : null,
      registration_open: true,
      capacity: e.online ? null : 120,
      published: true,
      // Announced six weeks before it starts.
      published_at: iso(Math.min(starts - 42 * DAY, SEED_ANCHOR)),
      updated_at: iso(Math.min(starts - 40 * DAY, SEED_ANCHOR)),
    });
  });
}

/** An event's cover is drawn like an events news item's; its speakers' pictures are their name marks. */
export function artwork(rows: SeedRows, { put, logo, scene, parse }: ArtworkKit): void {
  for (const e of rows.events) {
    e.cover_key = put(e.cover_key, `event-${e.id}`, "cover", {
      scene: scene("press", e.title, e.summary),
      title: e.title,
      subtitle: e.summary,
      badge: e.venue_city ?? "Online",
      look: "events",
    });
    const speakers = parse<Array<{ name: string; photoKey: string | null }>>(e.speakers) ?? [];
    for (const s of speakers) if (s.photoKey) s.photoKey = logo(s.photoKey, s.name);
    e.speakers = JSON.stringify(speakers);
  }
}
