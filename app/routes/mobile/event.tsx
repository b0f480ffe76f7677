import { useHref } from "react-router";
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
import { LazyImage } from "~/components/ui/lazy-image";
import { Link } from "~/components/ui/link";
import { desktopCanonicalPath, toMobilePath } from "~/kernel/device-map";
import { eventCalendarPath } from "~/kernel/collections/events.site";
import { mobile } from "~/kernel/links";
import * as EVENTS from "~/kernel/ui-strings/events";
// Both skins' modules read the same loader; only their meta and views differ.
/* jscpd:ignore-start */
import { loadEvent } from "~/routes/event.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/event";

export const loader = (args: Route.LoaderArgs) => loadEvent(args);

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  /* jscpd:ignore-end */
  const { item, jsonLd } = data;
  return pageMeta(args, {
    ...eventMeta(item),
    canonicalPath: desktopCanonicalPath(args),
    jsonLd,
  });
}

export default function Page({ loaderData: { item, form } }: Route.ComponentProps) {
  const calendar = useHref(eventCalendarPath(item.id));
  return (
    <article className="m-page event-page">
      <p className="m-breadcrumb">
        <Link to={item.ended ? mobile.pastEvents() : mobile.events()}>← {EVENTS.EVENTS_LABEL}</Link>
      </p>
      <p className="m-meta">{eventKicker(item)}</p>
      <h1>{item.title}</h1>
      <div className="m-article-cover">
        <LazyImage image={item.cover} sizes="100vw" eager />
      </div>
      <p className="m-lead">{item.summary}</p>
      <EventFacts item={item} calendarHref={calendar} />
      {item.ended ? (
        <EventRecording item={item} id="m-event-recording" local={(path) => toMobilePath(path) ?? path} />
      ) : null}
      {!item.ended && !form ? <p>{EVENTS.closed}</p> : null}
      <HtmlBody html={item.bodyHtml} className="m-prose" />
      <EventAgenda item={item} id="m-event-agenda" />
      <EventSpeakers item={item} id="m-event-speakers" />
      {form ? (
        <LeadFormBlock
          block={form.block}
          submitLabel={EVENTS.registerButton}
          id="m-event-register"
          page={form.page}
          leadForm={form.data}
          variant="mobile"
          className="m-section"
        />
      ) : null}
    </article>
  );
}
