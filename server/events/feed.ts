/**
 * The upcoming events as RSS 2.0 (server/seo.ts serves it at feeds/events.xml, and under
 * each other locale's prefix), built like the news feeds: an item per event, soonest
 * first, dated by its publication, its times in its own zone in the description.
 */
import type * as FeedModule from "feed";
import type { EventSummary, Page } from "../../app/kernel/content-schemas.ts";
import { desktop, eventsFeedPath } from "../../app/kernel/links.ts";
import { largestJpeg } from "../../app/kernel/rows.ts";
import { areaWords } from "../../app/kernel/ui-strings/catalog.ts";
import { feedCopyright, requireLazily } from "../seo/documents.ts";

export interface EventFeedUrls {
  /** Absolute URL of a router path of the locale's pages. */
  at: (routerPath: string) => string;
  /** Absolute URL of a file every locale shares. */
  site: (path: string) => string;
  /** Absolute URL of a media file. */
  files: (url: string) => string;
}

const times = (e: EventSummary) =>
  `${e.when.start.replace("T", " ")} – ${e.when.end.replace("T", " ")} ${e.when.zoneLabel} (${e.when.timeZone})`;

export function eventsFeed(list: Page<EventSummary>, { at, site, files }: EventFeedUrls, tag: string): string {
  const words = areaWords(tag, "events");
  const labels = areaWords(tag, "labels").CATEGORY_LABELS;
  const { Feed } = requireLazily("feed") as typeof FeedModule;
  const feed = new Feed({
    title: `Brightlane: ${words.EVENTS_LABEL}`,
    description: words.registerIntro,
    id: at(desktop.events()),
    link: at(desktop.events()),
    language: tag,
    image: site("/og-default.png"),
    favicon: site("/favicon.svg"),
    copyright: feedCopyright(tag),
    generator: false,
    ttl: 60,
    feedLinks: { rss: at(eventsFeedPath()) },
  });
  for (const item of list.items) {
    const link = at(desktop.event(item.id));
    feed.addItem({
      title: item.title,
      id: link,
      guid: link,
      link,
      description: `${times(item)}. ${item.summary}`,
      date: new Date(item.publishedAt),
      category: [{ name: labels[item.type] }],
      enclosure: { url: files(largestJpeg(item.cover)), type: "image/jpeg", length: 0 },
    });
  }
  return feed.rss2();
}
