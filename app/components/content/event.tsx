/**
 * The parts of an event's page both skins show the same way, each skin giving its class
 * names: when and where, the speakers with their photos, the agenda, and what the page
 * offers after the event (the recording) or before it (the calendar file). Registration is
 * the site's lead form block (app/components/blocks/lead-form.tsx), given the event's page
 * as its source page, which is how the lead records the event.
 */
import type { EventDetail, EventSummary, EventWhen } from "~/kernel/collections/events.answers";
import * as DATES from "~/kernel/ui-strings/dates";
import * as EVENTS from "~/kernel/ui-strings/events";
import { message } from "~/kernel/ui-strings/message";
import { Link } from "~/components/ui/link";
import { descriptionFrom, htmlToText, type PageMetaInput } from "~/lib/seo";
import { LazyImage } from "~/components/ui/lazy-image";
import "./event.css";

// Here rather than in ./format.ts, which every page loads: only the event pages write these.
/** A wall-clock "YYYY-MM-DD" as a date, in the month names of this build. */
function localDate(day: string, short: boolean): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const months = short ? DATES.monthsShort : DATES.monthsLong;
  return message(DATES.date, { day: date, month: months[month - 1] ?? "", year });
}

/**
 * An event's span in its own zone, as the server worked it out (no Intl here, decision 0043):
 * "3 December 2026, 15:00–17:00 GMT+8", or both dates for an event over several days.
 */
export function formatEventTimes(when: Pick<EventWhen, "start" | "end" | "zoneLabel">, short = false): string {
  const [startDay = "", start = ""] = when.start.split("T");
  const [endDay = "", end = ""] = when.end.split("T");
  if (startDay === endDay)
    return message(EVENTS.sameDay, { date: localDate(startDay, short), start, end, zone: when.zoneLabel });
  return message(EVENTS.severalDays, {
    startDate: localDate(startDay, short),
    start,
    endDate: localDate(endDay, short),
    end,
    zone: when.zoneLabel,
  });
}

/** The head tags both skins give an event's page, but its canonical path and breadcrumbs. */
export function eventMeta(item: EventDetail): Omit<PageMetaInput, "canonicalPath"> {
  return {
    title: item.title,
    description: descriptionFrom(item.summary, htmlToText(item.bodyHtml)),
    image: item.cover.src,
    imageAlt: item.cover.alt,
    seo: item.seo,
  };
}

/** "Webinars · Online" or "Roadshows · Shenzhen". */
export function eventKicker(item: EventSummary): string {
  return `${EVENTS.KIND_LABELS[item.type]} · ${item.online ? EVENTS.online : (item.city ?? "")}`;
}

/** The event's times in its own zone, as a <time> for machines too. */
export function EventTimes({ item, short }: { item: EventSummary; short?: boolean }) {
  return <time dateTime={item.startsAt}>{formatEventTimes(item.when, short)}</time>;
}

export function EventFacts({ item, calendarHref }: { item: EventDetail; calendarHref: string }) {
  return (
    <dl className="event-facts">
      <dt>{EVENTS.when}</dt>
      <dd>
        <EventTimes item={item} />
        <br />
        <small>{message(EVENTS.localTimeNote, { zone: item.when.timeZone, offset: item.when.startOffset })}</small>
      </dd>
      <dt>{EVENTS.where}</dt>
      <dd>
        {item.venue ? (
          <>
            {item.venue.name}
            {item.venue.address ? `, ${item.venue.address}` : ""}
            {item.venue.city ? `, ${item.venue.city}` : ""}
          </>
        ) : null}
        {item.venue && item.onlineUrl ? <br /> : null}
        {item.onlineUrl ? (
          <>
            {EVENTS.onlineEvent}
            {!item.ended ? (
              <>
                {" · "}
                <a href={item.onlineUrl} rel="noopener">
                  {EVENTS.joinOnline}
                </a>
              </>
            ) : null}
          </>
        ) : null}
      </dd>
      {item.capacity ? (
        <>
          <dt>{EVENTS.capacity}</dt>
          <dd>{message(EVENTS.places, { capacity: item.capacity })}</dd>
        </>
      ) : null}
      <dd className="event-calendar">
        <a href={calendarHref} download>
          {EVENTS.addToCalendar}
        </a>
      </dd>
    </dl>
  );
}

export function EventSpeakers({ item, id }: { item: EventDetail; id: string }) {
  if (!item.speakers.length) return null;
  return (
    <section className="event-speakers" aria-labelledby={id}>
      <h2 id={id}>{EVENTS.speakers}</h2>
      <ul>
        {item.speakers.map((s) => (
          <li key={s.name}>
            {s.photo ? <LazyImage image={s.photo} sizes="96px" className="event-speaker-photo" /> : null}
            <strong>{s.name}</strong>
            <span>{[s.role, s.company].filter(Boolean).join(", ")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EventAgenda({ item, id }: { item: EventDetail; id: string }) {
  if (!item.agenda.length) return null;
  return (
    <section className="event-agenda" aria-labelledby={id}>
      <h2 id={id}>{EVENTS.agenda}</h2>
      <ol>
        {item.agenda.map((a, i) => (
          <li key={i}>
            <span className="event-agenda-time">{a.time}</span> {a.title}
            {a.speakers.length ? <em> · {a.speakers.join(", ")}</em> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * After the event: the recording, or word that it is on its way. A recording on this site is
 * linked on the reader's skin (`local`: the mobile twin of a desktop path).
 */
export function EventRecording({
  item,
  id,
  local = (path) => path,
}: {
  item: EventDetail;
  id: string;
  local?: (path: string) => string;
}) {
  return (
    <section className="event-recording" aria-labelledby={id}>
      <h2 id={id}>{EVENTS.ended}</h2>
      {item.recordingHref ? (
        item.recordingHref.startsWith("/") ? (
          <Link className="button button-primary" to={local(item.recordingHref)}>
            {EVENTS.watchRecording}
          </Link>
        ) : (
          <a className="button button-primary" href={item.recordingHref} rel="noopener">
            {EVENTS.watchRecording}
          </a>
        )
      ) : (
        <p>{EVENTS.recordingSoon}</p>
      )}
    </section>
  );
}
