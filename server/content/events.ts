/**
 * Events: a collection listed by its dates (collection.ts `byDates`), each shown in its
 * own time zone. The wall-clock times and the zone's name are worked out here, on the
 * server, so that pages write them without building an Intl object (decision 0043).
 * The recording appears, and registration closes, once the event has ended.
 */
import type { EventType } from "../../app/kernel/content-constants.ts";
import type { EventAgendaItem, EventSummary } from "../../app/kernel/content-schemas.ts";
import { bool, json, time } from "../../app/kernel/rows.ts";
import { wallClock } from "./zone-times.ts";
import { createCollection } from "./collection.ts";
import { seoOf, type Kit } from "./kit.ts";

interface StoredSpeaker {
  name: string;
  role: string;
  company: string;
  photoKey: string | null;
  photoAlt: string;
}

export const eventCollection = (kit: Kit) =>
  createCollection(kit, {
    table: "events",
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
    summary: (r, media): EventSummary => {
      const [startsAt, endsAt] = [time(r.starts_at), time(r.ends_at)];
      const [start, end] = [wallClock(startsAt, r.time_zone), wallClock(endsAt, r.time_zone)];
      return {
        id: r.id,
        type: r.type as EventType,
        title: r.title,
        summary: r.summary,
        cover: media.image(r.cover_key, r.cover_alt),
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
    fields: (r, media) => {
      const ended = time(r.ends_at) <= kit.now().toISOString();
      const venue = r.venue_name
        ? { name: r.venue_name, address: r.venue_address ?? "", city: r.venue_city ?? "" }
        : null;
      return {
        seo: seoOf(r, media),
        onlineUrl: r.online_url,
        venue,
        speakers: json<StoredSpeaker[]>(r.speakers).map((s) => ({
          name: s.name,
          role: s.role,
          company: s.company,
          photo: media.optionalImage(s.photoKey, s.photoAlt || s.name),
        })),
        agenda: json<EventAgendaItem[]>(r.agenda),
        ended,
        registrationOpen: !ended && bool(r.registration_open),
        capacity: r.capacity,
        recordingHref: ended ? r.recording_href : null,
      };
    },
  });
