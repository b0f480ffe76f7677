/** The event pages' own words: lists, an event's page, registration and the recording. */
import type { EventType } from "../collections/events.site.ts";

export const EVENTS_LABEL = "Events";
/** The lists' intro while no document of the pages collection at "events" gives one. */
export const listIntro =
  "Webinars, conferences, roadshows and customer days with the Brightlane team and our customers: register for the next one, or watch the recordings.";
export const upcoming = "Upcoming";
export const past = "Past events";
export const allKinds = "All";
export const eventKinds = "Kinds of event";
export const noUpcoming = "No events of this kind are planned yet. The recordings of past ones are open to everyone.";
export const noPast = "No past events of this kind yet.";
/** "3 December 2026, 15:00–17:00 GMT+8" */
export const sameDay = "{date}, {start}–{end} {zone}";
/** "3 December 2026, 09:00 – 4 December 2026, 17:00 CET" */
export const severalDays = "{startDate}, {start} – {endDate}, {end} {zone}";
export const localTimeNote = "Times are in {zone} (UTC{offset}), where the event is held.";
export const online = "Online";
export const onlineEvent = "Online event";
export const joinOnline = "Join online";
export const when = "When";
export const where = "Where";
export const agenda = "Agenda";
export const speakers = "Speakers";
export const addToCalendar = "Add to calendar (.ics)";
export const register = "Register for this event";
export const registerIntro = "Leave your details and we will send you the joining instructions and a reminder.";
export const registerButton = "Save my place";
export const capacity = "Capacity";
export const places = "{capacity} places";
export const closed = "Registration is closed.";
export const ended = "This event has ended.";
export const watchRecording = "Watch the recording";
export const recordingSoon = "The recording will be published here shortly.";
export const moreEvents = "More events";
export const registered = "Thank you for registering. We will be in touch with the details.";
/** The kinds of event (../collections/events.site.ts), as the lists' tabs, an event's kicker and the feed name them. */
export const KIND_LABELS: Readonly<Record<EventType, string>> = {
  webinar: "Webinars",
  conference: "Conferences",
  roadshow: "Roadshows",
  "customer-day": "Customer days",
};
