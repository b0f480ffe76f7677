import { LeadFormBlock } from "~/components/blocks/lead-form";
import {
  EventAgenda,
  eventKicker,
  eventMeta,
  EventFacts,
  EventRecording,
  EventSpeakers,
} from "~/components/content/event";
import { HtmlBody } from "~/components/content/prose";
import { PageHeader } from "~/components/desktop/blocks";
import { desktopMeta } from "~/components/desktop/meta";
import { LazyImage } from "~/components/ui/lazy-image";
import { Link } from "~/components/ui/link";
import { eventCalendarPath } from "~/kernel/collections/events.site";
import { desktop, mobile } from "~/kernel/links";
import * as EVENTS from "~/kernel/ui-strings/events";
import { useHref } from "react-router";
// Both skins' modules read the same loader; only their meta and views differ.
/* jscpd:ignore-start */
import { loadEvent } from "~/routes/event.server";
import type { Route } from "./+types/event";

export const loader = (args: Route.LoaderArgs) => loadEvent(args);

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  /* jscpd:ignore-end */
  const { item, jsonLd } = data;
  return desktopMeta(
    args,
    {
      ...eventMeta(item),
      canonicalPath: desktop.event(item.id),
      breadcrumbs: [{ name: EVENTS.EVENTS_LABEL, path: desktop.events() }, { name: item.title }],
      jsonLd,
    },
    mobile.event(item.id),
  );
}

export default function Page({ loaderData: { item, form } }: Route.ComponentProps) {
  const calendar = useHref(eventCalendarPath(item.id));
  return (
    <>
      <PageHeader
        title={item.title}
        eyebrow={eventKicker(item)}
        lead={item.summary}
        crumbs={[{ to: desktop.events(), label: EVENTS.EVENTS_LABEL }, { label: item.title }]}
      />
      <div className="container with-aside event-page">
        <article aria-labelledby="event-about">
          <LazyImage image={item.cover} sizes="(min-width: 1200px) 760px, 100vw" className="item-cover" eager />
          <h2 id="event-about" className="visually-hidden">
            {item.title}
          </h2>
          <HtmlBody html={item.bodyHtml} className="prose" />
          <EventAgenda item={item} id="event-agenda" />
          <EventSpeakers item={item} id="event-speakers" />
        </article>
        <aside className="aside-card">
          <EventFacts item={item} calendarHref={calendar} />
          {item.ended ? <EventRecording item={item} id="event-recording" /> : null}
          {!item.ended && !form ? <p>{EVENTS.closed}</p> : null}
          <p>
            <Link to={item.ended ? desktop.pastEvents() : desktop.events()}>{EVENTS.moreEvents}</Link>
          </p>
        </aside>
      </div>
      {form ? (
        <div className="container">
          <LeadFormBlock
            block={form.block}
            submitLabel={EVENTS.registerButton}
            id="event-register"
            page={form.page}
            leadForm={form.data}
            variant="desktop"
            className="section block-lead-form"
          />
        </div>
      ) : null}
    </>
  );
}
