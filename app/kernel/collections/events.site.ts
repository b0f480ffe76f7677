/**
 * The events' part of the site that public pages read: their pages in the page registry
 * (../pages.ts), their area's page-cache tags, their link builders of both skins (../links.ts),
 * the feed's and calendar file's paths, and the kinds of event. No zod and nothing that
 * imports the generated index: public browser code loads this file (the JavaScript budgets).
 * The kinds' names are words of the events area (../ui-strings/events.ts).
 */
import { at, nth, withMobile } from "../path-template.ts";

/** Events by kind: online briefings, conferences, city roadshows and days at a customer's site. */
export const EVENT_TYPES = ["webinar", "conference", "roadshow", "customer-day"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const EVENTS_QUERY = ["type", "page"] as const;

// Upcoming events soonest first, then past ones newest first; both filtered by kind (?type).
export const pages = {
  events: withMobile(
    { area: "events", words: "events", desktop: { path: "/events?type=:type?&page=:page?", query: EVENTS_QUERY } },
    { query: EVENTS_QUERY },
  ),
  eventsPast: withMobile(
    {
      area: "events",
      words: "events",
      desktop: { path: "/events/past?type=:type?&page=:page?", module: "events", query: EVENTS_QUERY },
    },
    { query: EVENTS_QUERY },
  ),
  // An event's page carries the lead form: registering posts to its own route action.
  event: withMobile({ area: "events", desktop: { path: "/events/:id" } }, { query: ["sent"] }),
} as const;

/** Their page-cache tags: an edit of an event drops the pages of the area. */
export const areaTags = { events: ["events"] } as const;

export const desktopLinks = {
  /** Upcoming events, soonest first; of one kind with `type`. */
  events: (type?: string, page = 1) => at(pages.events.desktop, { type, page: nth(page) }),
  pastEvents: (type?: string, page = 1) => at(pages.eventsPast.desktop, { type, page: nth(page) }),
  event: (id: number) => at(pages.event.desktop, { id }),
};

export const mobileLinks = {
  events: (type?: string, page = 1) => at(pages.events.mobile, { type, page: nth(page) }),
  pastEvents: (type?: string, page = 1) => at(pages.eventsPast.mobile, { type, page: nth(page) }),
  event: (id: number) => at(pages.event.mobile, { id }),
};

/** Router path of the upcoming events' feed (server/seo.ts). */
export const eventsFeedPath = () => "/feeds/events.xml";
/** Router path of an event's iCalendar file (server/seo.ts): its page's path with ".ics". */
export const eventCalendarPath = (id: number) => `${desktopLinks.event(id)}.ics`;
