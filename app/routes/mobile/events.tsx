import { eventKicker, EventTimes } from "~/components/content/event";
import { CategoryTabs } from "~/components/content/category-tabs";
import { LazyImage } from "~/components/ui/lazy-image";
import { Link } from "~/components/ui/link";
import { EVENT_TYPES } from "~/kernel/collections/events.site";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { mobile } from "~/kernel/links";
import * as EVENTS from "~/kernel/ui-strings/events";
import { PAGER } from "~/kernel/ui-strings/pager";
// Both skins' modules read the same loader; only their meta and views differ.
/* jscpd:ignore-start */
import { loadEventList } from "~/routes/event.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/events";

// The upcoming and the past events on a phone: one page of cards at a time, by kind.
export const loader = (args: Route.LoaderArgs) => loadEventList(args);

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  /* jscpd:ignore-end */
  return pageMeta(args, {
    title: data.title,
    description: data.words.intro,
    seo: data.words.seo,
    canonicalPath: desktopCanonicalPath(args),
  });
}

export default function Page({ loaderData: { past, type, list, words, title } }: Route.ComponentProps) {
  const at = past ? mobile.pastEvents : mobile.events;
  const kind = type ?? undefined;
  return (
    <div className="m-page">
      <h1>{title}</h1>
      {words.intro ? <p className="m-lead">{words.intro}</p> : null}
      <CategoryTabs
        className="m-tabs"
        label={EVENTS.eventKinds}
        tabs={[
          { to: mobile.events(kind), label: EVENTS.upcoming, current: !past },
          { to: mobile.pastEvents(kind), label: EVENTS.past, current: past },
          { to: at(), label: EVENTS.allKinds, current: type === null },
          ...EVENT_TYPES.map((t) => ({ to: at(t), label: EVENTS.KIND_LABELS[t], current: t === type })),
        ]}
      />
      {list.items.length ? (
        <ul className="m-list">
          {list.items.map((item) => (
            <li key={item.id} className="m-card">
              <LazyImage image={item.cover} sizes="100vw" />
              <p className="m-meta">{eventKicker(item)}</p>
              <h2>
                <Link to={mobile.event(item.id)}>{item.title}</Link>
              </h2>
              <p className="m-meta">
                <EventTimes item={item} short />
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="m-empty">{past ? EVENTS.noPast : EVENTS.noUpcoming}</p>
      )}
      <nav className="m-pager">
        {list.page > 1 ? <Link to={at(kind, list.page - 1)}>{PAGER.previousPage}</Link> : null}
        {list.page < list.totalPages ? <Link to={at(kind, list.page + 1)}>{PAGER.nextPage}</Link> : null}
      </nav>
    </div>
  );
}
