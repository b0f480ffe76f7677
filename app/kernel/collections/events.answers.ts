/**
 * What the content service and the JSON API answer for events (the definition's
 * `api.components`): instants in UTC plus the event's own time zone, and its wall-clock times
 * there (worked out on the server: public pages build no Intl object, decision 0043). Views
 * import the types only (`import type`), so no public bundle loads zod.
 */
import { z } from "zod";
import { EVENT_TYPES } from "./events.site.ts";
import { ContentImage, isoTime, ItemSeo } from "../content-schemas.ts";

export const EventWhen = z.object({
  timeZone: z.string().meta({ description: "IANA time zone the event is held in (Asia/Shanghai)." }),
  start: z.string().meta({ description: "Wall-clock start in the event's zone: YYYY-MM-DDTHH:MM." }),
  end: z.string().meta({ description: "Wall-clock end in the event's zone: YYYY-MM-DDTHH:MM." }),
  startOffset: z.string().meta({ description: "UTC offset at the start, +08:00." }),
  endOffset: z.string().meta({ description: "UTC offset at the end (differs across a clock change)." }),
  zoneLabel: z.string().meta({ description: "Short name of the zone at the start: GMT+8, CET, PST." }),
});
export type EventWhen = z.infer<typeof EventWhen>;
export const EventVenue = z.object({ name: z.string(), address: z.string(), city: z.string() });
export type EventVenue = z.infer<typeof EventVenue>;
export const EventSpeaker = z.object({
  name: z.string(),
  role: z.string(),
  company: z.string(),
  photo: ContentImage.nullable(),
});
export type EventSpeaker = z.infer<typeof EventSpeaker>;
export const EventAgendaItem = z.object({ time: z.string(), title: z.string(), speakers: z.array(z.string()) });
export type EventAgendaItem = z.infer<typeof EventAgendaItem>;

export const EventSummary = z.object({
  id: z.number().int(),
  type: z.enum(EVENT_TYPES),
  title: z.string(),
  summary: z.string(),
  cover: ContentImage,
  startsAt: isoTime,
  endsAt: isoTime,
  when: EventWhen,
  online: z.boolean().meta({ description: "Held online (a link) rather than at a venue." }),
  city: z.string().nullable(),
  publishedAt: isoTime,
  updatedAt: isoTime,
});
export type EventSummary = z.infer<typeof EventSummary>;
export const EventDetail = EventSummary.extend({
  bodyHtml: z.string(),
  seo: ItemSeo,
  onlineUrl: z.string().nullable(),
  venue: EventVenue.nullable(),
  speakers: z.array(EventSpeaker),
  agenda: z.array(EventAgendaItem),
  ended: z.boolean(),
  registrationOpen: z.boolean().meta({ description: "Open until the event ends, unless closed by an editor." }),
  capacity: z.number().int().nullable(),
  recordingHref: z.string().nullable().meta({ description: "Only once the event has ended." }),
  related: z.array(EventSummary),
});
export type EventDetail = z.infer<typeof EventDetail>;
