import { ContentCard, type CardProps } from "~/components/content/cards";
import { eventKicker, EventTimes } from "~/components/content/event";
import { ListLayout } from "~/components/desktop/list-layout";
import { desktopMeta } from "~/components/desktop/meta";
import { EVENT_TYPES, eventsFeedPath } from "~/kernel/collections/events.site";
import type { EventSummary } from "~/kernel/collections/events.answers";
import { desktop, mobile } from "~/kernel/links";
import * as EVENTS from "~/kernel/ui-strings/events";
// Both skins' modules read the same loader; only their meta and views differ.
/* jscpd:ignore-start */
import { loadEventList } from "~/routes/event.server";
import type { Route } from "./+types/events";

// One module for the upcoming and the past events (the registry's events and eventsPast).
export const loader = (args: Route.LoaderArgs) => loadEventList(args);

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  /* jscpd:ignore-end */
  const { past, type, list, words, title } = data;
  const path = (past ? desktop.pastEvents : desktop.events)(type ?? undefined, list.page);
  const mobilePath = (past ? mobile.pastEvents : mobile.events)(type ?? undefined, list.page);
  return desktopMeta(
    args,
    {
      title,
      description: words.intro,
      seo: words.seo,
      canonicalPath: path,
      breadcrumbs: [{ name: title }],
      feeds: [{ title: EVENTS.EVENTS_LABEL, path: eventsFeedPath() }],
    },
    mobilePath,
  );
}

const CARD = {
  classes: {
    root: "card",
    image: "card-media",
    body: "card-body",
    kicker: "eyebrow",
    title: "card-title",
    link: "card-link",
    text: "card-text",
  },
  sizes: "(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw",
} satisfies Partial<CardProps>;

export function EventCard({ item }: { item: EventSummary }) {
  return (
    <ContentCard
      {...CARD}
      image={item.cover}
      kicker={eventKicker(item)}
      title={item.title}
      text={item.summary}
      href={desktop.event(item.id)}
      heading="h2"
    >
      <p className="card-meta">
        <EventTimes item={item} />
      </p>
    </ContentCard>
  );
}

export default function Page({ loaderData: { past, type, list, words, title } }: Route.ComponentProps) {
  const at = past ? desktop.pastEvents : desktop.events;
  return (
    <ListLayout
      title={title}
      lead={words.intro}
      crumbs={[{ label: title }]}
      tabs={[
        { to: desktop.events(type ?? undefined), label: EVENTS.upcoming, current: !past },
        { to: desktop.pastEvents(type ?? undefined), label: EVENTS.past, current: past },
        { to: at(), label: EVENTS.allKinds, current: type === null },
        ...EVENT_TYPES.map((t) => ({ to: at(t), label: EVENTS.KIND_LABELS[t], current: t === type })),
      ]}
      tabsLabel={EVENTS.eventKinds}
      list={list}
      hrefFor={(p) => at(type ?? undefined, p)}
      empty={past ? EVENTS.noPast : EVENTS.noUpcoming}
    >
      {list.items.map((item) => (
        <EventCard key={item.id} item={item} />
      ))}
    </ListLayout>
  );
}
