import { z } from "zod";
import { EVENT_TYPES } from "../content-constants.ts";
import {
  EventAgendaItem,
  EventDetail,
  EventSpeaker,
  EventSummary,
  EventVenue,
  EventWhen,
  isoTime,
} from "../content-schemas.ts";
import type { ChoosableLeadField } from "../lead-fields.ts";
import { desktop, mobile } from "../links.ts";
import { defineCollection } from "./define.ts";
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
    photoKey: mediaKey.nullable(),
    photoAlt: optionalText(300),
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
    timeZone,
    /** Where an online event is joined; null for one held at a venue. */
    onlineUrl: url.nullable(),
    venueName: optionalText(200).nullable(),
    venueAddress: optionalText(300).nullable(),
    venueCity: optionalText(120).nullable(),
    agenda: z.array(AgendaItem).max(40),
    speakers: z.array(Speaker).max(30),
    /** The recording, shown once the event has ended: a video page of the site or an https address. */
    recordingHref: href.nullable(),
    /** An editor may close registration early; it always closes when the event ends. */
    registrationOpen: z.boolean(),
    capacity: z.number().int().min(1).max(100_000).nullable(),
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

export const events = defineCollection({
  name: "events",
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
    text: ["venue_name", "venue_city", "speakers", "agenda"],
  },
  sitemap: {
    section: "events",
    listDocument: "events",
    // The upcoming list's length changes with the clock, not with an edit: its first page only.
    landing: desktop.events(),
    item: desktop.event,
  },
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
  // A lead sent from an event's page registers for it (decision 0114).
  registrations: { page: "event", label: "Event", fields: EVENT_REGISTRATION_FIELDS, listedBy: "starts_at" },
});
