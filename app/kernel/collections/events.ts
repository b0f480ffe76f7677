import { z } from "zod";
import { isoTime } from "../content-schemas.ts";
import type { ChoosableLeadField } from "../lead-fields.ts";
import { calendarFile, escapeText, utcStamp } from "../icalendar.ts";
import { desktop, mobile } from "../links.ts";
import { bool, json, time } from "../rows.ts";
import { wallClock } from "../zone-times.ts";
import { defineCollection, type ItemFileContext } from "./define.ts";
import { EventAgendaItem, EventDetail, EventSpeaker, EventSummary, EventVenue, EventWhen } from "./events.answers.ts";
import { EVENT_TYPES, eventsFeedPath, type EventType } from "./events.site.ts";
import { cover, href, mediaKey, optionalText, ownPage, OWN_PAGE_WORDS, text, url } from "./fields.ts";

/** A zone the runtime knows by its IANA name ("Europe/Berlin"); "UTC" too. */
const timeZone = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        // The admin's browser and the server both know the IANA names; a misspelt one throws.
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone);
      } catch {
        return false;
      }
    },
    { message: "An IANA time zone such as Asia/Shanghai" },
  );

export const Speaker = z
  .object({
    name: text(120),
    role: optionalText(120),
    company: optionalText(120),
    photoKey: mediaKey.nullable().meta({ title: "Photo" }),
    photoAlt: optionalText(300).meta({ title: "Photo text alternative" }),
  })
  .strict();

export const AgendaItem = z
  .object({
    /** Wall-clock time in the event's zone, as its programme prints it. */
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time such as 09:30"),
    title: text(200),
    /** Names of the event's speakers who lead this part. */
    speakers: z.array(text(120)).max(10),
  })
  .strict();

export const EventDocument = z
  .object({
    type: z.enum(EVENT_TYPES),
    ...ownPage,
    ...cover,
    startsAt: isoTime,
    endsAt: isoTime,
    timeZone: timeZone.meta({ title: "Time zone where it is held (IANA, such as Europe/London)" }),
    /** Where an online event is joined; null for one held at a venue. */
    onlineUrl: url.nullable().meta({ title: "Link to join online" }),
    venueName: optionalText(200).nullable(),
    venueAddress: optionalText(300).nullable(),
    venueCity: optionalText(120).nullable(),
    agenda: z.array(AgendaItem).max(40),
    speakers: z.array(Speaker).max(30),
    /** The recording, shown once the event has ended: a video page of the site or an https address. */
    recordingHref: href.nullable().meta({ title: "Recording (shown once the event has ended)" }),
    /** An editor may close registration early; it always closes when the event ends. */
    registrationOpen: z.boolean().meta({ title: "Registration open (it closes when the event ends)" }),
    capacity: z.number().int().min(1).max(100_000).nullable().meta({ title: "Places" }),
  })
  .strict()
  .refine((d) => d.startsAt < d.endsAt, { path: ["endsAt"], message: "Ends after it starts" })
  .refine((d) => d.onlineUrl !== null || Boolean(d.venueName?.trim()), {
    path: ["venueName"],
    message: "An online link or a venue",
  })
  .refine(
    (d) => {
      const names = new Set(d.speakers.map((s) => s.name));
      return d.agenda.every((a) => a.speakers.every((n) => names.has(n)));
    },
    { path: ["agenda"], message: "Each agenda speaker is one of the event's speakers" },
  );

/** What an event's registration form asks besides name, email and consent (its page's lead form). */
export const EVENT_REGISTRATION_FIELDS: readonly ChoosableLeadField[] = ["phone", "jobTitle", "company"];

/** The event's place as one line: its venue, or what the words call an online event. */
function locationOf(event: EventDetail, online: string): string {
  if (!event.venue) return online;
  return [event.venue.name, event.venue.address, event.venue.city].filter(Boolean).join(", ");
}

/**
 * An event as an iCalendar file: one VCALENDAR holding one VEVENT, its times in UTC; the
 * event's own zone is named in X-WR-TIMEZONE for the calendars that show it.
 */
export function eventCalendar(event: EventDetail, { url, host, words, now }: ItemFileContext): string {
  const description = [event.summary, event.onlineUrl ?? "", url].filter(Boolean).join("\n\n");
  return calendarFile([
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
    `LOCATION:${escapeText(locationOf(event, String(words.onlineEvent)))}`,
    `URL:${url}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
}

export const events = defineCollection({
  name: "events",
  position: 60,
  label: "Events",
  document: EventDocument,
  localised: [...OWN_PAGE_WORDS, "coverAlt", "venueName", "venueAddress", "venueCity", "agenda", "speakers"],
  table: "events",
  json: ["agenda", "speakers"],
  bools: ["registration_open"],
  timestamps: ["starts_at", "ends_at"],
  titleColumn: "title",
  categoryColumn: "type",
  times: "both",
  tags: ["events"],
  // Which list an event is in follows its dates, which a publish records anyway.
  listColumns: ["starts_at", "ends_at"],
  urls: (id) => ({ desktop: desktop.event(id), mobile: mobile.event(id) }),
  listUrl: { desktop: desktop.events(), mobile: mobile.events() },
  nav: { group: "Content", order: 0 },
  search: {
    section: "events",
    code: 7,
    words: { area: "events", label: "EVENTS_LABEL" },
    text: ["venue_name", "venue_city", "speakers", "agenda"],
  },
  sitemap: {
    section: "events",
    listDocument: "events",
    // The upcoming list's length changes with the clock, not with an edit: its first page only.
    landing: desktop.events(),
    item: desktop.event,
  },
  // The upcoming events, soonest first, each with its times in its own zone.
  feed: {
    path: eventsFeedPath(),
    words: { area: "events", title: "EVENTS_LABEL", description: "registerIntro", categories: "KIND_LABELS" },
    describe: (e: EventSummary) =>
      `${e.when.start.replace("T", " ")} – ${e.when.end.replace("T", " ")} ${e.when.zoneLabel} (${e.when.timeZone}). ${e.summary}`,
  },
  itemFile: { ending: ".ics", contentType: "text/calendar; charset=utf-8", area: "events", write: eventCalendar },
  api: {
    // "/events" is the analytics beacon's (server/analytics/router.ts).
    path: "/company-events",
    tag: "Events",
    categories: EVENT_TYPES,
    categoryOf: "Event",
    list: ["listEvents", "List events: upcoming soonest first, or past (`when=past`) newest first"],
    get: ["getEvent", "One event with its speakers, agenda and, once it has ended, its recording"],
    related: { count: 3 },
    byDates: true,
    components: {
      parts: [
        ["EventWhen", EventWhen],
        ["EventVenue", EventVenue],
        ["EventSpeaker", EventSpeaker],
        ["EventAgendaItem", EventAgendaItem],
      ],
      summary: ["EventSummary", EventSummary],
      detail: ["EventDetail", EventDetail],
      page: "EventPage",
    },
  },
  // Each in its own time zone: the wall-clock times and the zone's name are worked out here,
  // on the server, so that pages write them without building an Intl object (decision 0043).
  // The recording appears, and registration closes, once the event has ended.
  read: {
    columns: [
      "id",
      "type",
      "title",
      "summary",
      "cover_key",
      "cover_alt",
      "starts_at",
      "ends_at",
      "time_zone",
      "online_url",
      "venue_city",
      "published_at",
      "updated_at",
    ],
    summary: (r, c) => {
      const [startsAt, endsAt] = [time(r.starts_at), time(r.ends_at)];
      const [start, end] = [wallClock(startsAt, r.time_zone), wallClock(endsAt, r.time_zone)];
      return {
        id: r.id,
        type: r.type as EventType,
        title: r.title,
        summary: r.summary,
        cover: c.image(r.cover_key, r.cover_alt),
        startsAt,
        endsAt,
        when: {
          timeZone: r.time_zone,
          start: start.local,
          end: end.local,
          startOffset: start.offset,
          endOffset: end.offset,
          zoneLabel: start.label,
        },
        online: r.online_url !== null,
        city: r.venue_city || null,
        publishedAt: time(r.published_at),
        updatedAt: time(r.updated_at),
      };
    },
    fields: (r, c) => {
      const ended = time(r.ends_at) <= c.now().toISOString();
      const venue = r.venue_name
        ? { name: r.venue_name, address: r.venue_address ?? "", city: r.venue_city ?? "" }
        : null;
      return {
        seo: c.seo(r),
        onlineUrl: r.online_url,
        venue,
        speakers: json<Array<z.infer<typeof Speaker>>>(r.speakers).map((s) => ({
          name: s.name,
          role: s.role,
          company: s.company,
          photo: c.optionalImage(s.photoKey, s.photoAlt || s.name),
        })),
        agenda: json<EventAgendaItem[]>(r.agenda),
        ended,
        registrationOpen: !ended && bool(r.registration_open),
        capacity: r.capacity,
        recordingHref: ended ? r.recording_href : null,
      };
    },
  },
  // A lead sent from an event's page registers for it (decision 0114).
  registrations: { page: "event", label: "Event", fields: EVENT_REGISTRATION_FIELDS, listedBy: "starts_at" },
});
