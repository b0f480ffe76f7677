/**
 * The loaders of the event pages, for both skins: the upcoming or past list (by the
 * registry entry of the route), of one kind with ?type, paged with ?page; and an event's
 * page with its JSON-LD (schema.org Event) and, while registration is open, the lead form
 * block's data. Server only, beside the event views it serves.
 */
import type { RouterContextProvider } from "react-router";
import type { LeadFormData } from "~/components/blocks/render-blocks";
import { EVENT_REGISTRATION_FIELDS } from "~/kernel/collections/events";
import { EVENT_TYPES, type EventType } from "~/kernel/collections/events.site";
import type { EventDetail } from "~/kernel/collections/events.answers";
import { desktop } from "~/kernel/links";
import type { BlockPage, ServedBlock } from "~/kernel/page-blocks";
import { bare, pageOfPattern, PAGES } from "~/kernel/pages";
import * as EVENTS from "~/kernel/ui-strings/events";
import { servicesContext } from "~/lib/context.server";
import { describedAt, listWords } from "~/lib/list-words.server";
import { pageJsonLd } from "~/lib/page-json-ld.server";
import { assertPageInRange, notFound, parseId, parsePage, parseType } from "~/lib/params";
import { absoluteUrl, type JsonLd } from "~/lib/seo";
import { largestImageUrl, ORGANIZATION_NAME, orgRef } from "~/lib/structured-data.server";

/** An instant with its offset in the event's zone: "2026-12-03T15:00:00+08:00" (the wall clock the page shows). */
const zoned = (local: string, offset: string) => `${local}:00${offset}`;

/**
 * An event: its dates with the offset of its own zone, online (a VirtualLocation) or at a
 * venue (a Place), Brightlane as organiser and the speakers as performers. Always
 * "scheduled": an event that moves is edited to its new dates, which is what the property
 * says when no eventStatus change is announced.
 */
export function eventNode(siteUrl: string, item: EventDetail, pageUrl: string): JsonLd {
  const online = item.onlineUrl ? { "@type": "VirtualLocation", url: item.onlineUrl } : null;
  const place = item.venue
    ? {
        "@type": "Place",
        name: item.venue.name,
        address: {
          "@type": "PostalAddress",
          streetAddress: item.venue.address,
          addressLocality: item.venue.city,
        },
      }
    : null;
  const mode =
    online && place ? "MixedEventAttendanceMode" : online ? "OnlineEventAttendanceMode" : "OfflineEventAttendanceMode";
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: item.title.slice(0, 110),
    description: item.summary,
    image: [largestImageUrl(siteUrl, item.cover)],
    startDate: zoned(item.when.start, item.when.startOffset),
    endDate: zoned(item.when.end, item.when.endOffset),
    eventAttendanceMode: `https://schema.org/${mode}`,
    eventStatus: "https://schema.org/EventScheduled",
    location: online && place ? [online, place] : (online ?? place),
    organizer: { ...orgRef(siteUrl), "@type": "Organization", name: ORGANIZATION_NAME, url: absoluteUrl(siteUrl, "/") },
    ...(item.speakers.length
      ? {
          performer: item.speakers.map((s) => ({
            "@type": "Person",
            name: s.name,
            ...(s.role ? { jobTitle: s.role } : {}),
          })),
        }
      : {}),
    url: pageUrl,
    ...(item.registrationOpen
      ? {
          offers: {
            "@type": "Offer",
            url: pageUrl,
            price: 0,
            priceCurrency: "USD",
            availability: "https://schema.org/InStock",
            validFrom: item.publishedAt,
          },
        }
      : {}),
    ...(item.recordingHref
      ? { recordedIn: { "@type": "CreativeWork", url: absoluteUrl(siteUrl, item.recordingHref) } }
      : {}),
  };
}

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  pattern: string;
}

export async function loadEventList({ request, context, pattern }: Args) {
  const past = pageOfPattern(pattern).key === "eventsPast";
  const query = new URL(request.url).searchParams;
  const type: EventType | undefined = query.has("type")
    ? parseType(query.get("type") ?? undefined, EVENT_TYPES)
    : undefined;
  const page = parsePage(query.get("page") ?? undefined);
  const content = context.get(servicesContext).content;
  const list = await content.listEvents({ type, page, when: past ? "past" : "upcoming" });
  assertPageInRange(page, list.totalPages);
  const label = type ? EVENTS.KIND_LABELS[type] : null;
  const name = (heading: string) => [heading, past ? EVENTS.past : null, label].filter(Boolean).join(": ");
  const words = await listWords(content, PAGES.events.words, EVENTS.EVENTS_LABEL, {
    title: name,
    description: describedAt(label, page),
  });
  // The intro is the list document's (decision 0090), or the interface's own while it has none.
  const intro = words.intro || EVENTS.listIntro;
  return { past, type: type ?? null, list, words: { ...words, intro }, title: name(words.heading) };
}

/** The router path of an event's page without its leading slash, as a lead's source page names it. */
const eventPagePath = (id: number) => bare(desktop.event(id));

export async function loadEvent({ request, context, params }: Omit<Args, "pattern"> & { params: { id?: string } }) {
  const services = context.get(servicesContext);
  const item: EventDetail | null = await services.content.getEvent(parseId(params.id));
  if (!item) notFound();
  const jsonLd = pageJsonLd({ request, context }, desktop.event(item.id), ({ siteUrl, url }) =>
    eventNode(siteUrl, item, url),
  );
  let form: { page: BlockPage; block: Extract<ServedBlock, { type: "lead-form" }>; data: LeadFormData } | null = null;
  if (item.registrationOpen) {
    const { leads } = services;
    const block = {
      type: "lead-form" as const,
      heading: EVENTS.register,
      intro: EVENTS.registerIntro,
      fields: ["name", "email", ...EVENT_REGISTRATION_FIELDS] as Extract<ServedBlock, { type: "lead-form" }>["fields"],
    } as Extract<ServedBlock, { type: "lead-form" }>;
    // The form's source page is the event's, so the lead records the event (server/leads/service.ts).
    const page: BlockPage = {
      id: item.id,
      path: eventPagePath(item.id),
      title: item.title,
      seo: item.seo,
      blocks: [block],
      updatedAt: item.updatedAt,
    };
    form = { page, block, data: { options: await leads.options(), formToken: await leads.formToken("page") } };
  }
  return { item, jsonLd, form };
}
