/** List cards of the mobile site: one link per card, stretched over the whole card. */
import { LazyImage } from "~/components/ui/lazy-image";
import type { NewsSummary } from "~/kernel/collections/news.answers";
import type { QaSummary } from "~/kernel/collections/qas.answers";
import type { SolutionSummary } from "~/kernel/collections/solutions.answers";
import type { VideoSummary } from "~/kernel/collections/videos.answers";
import { Duration } from "~/components/content/blocks";
import { cardData, ContentCard } from "~/components/content/cards";
import { formatDate } from "~/components/content/format";
import { VideoFiles } from "~/components/content/video-files";
import { mobile } from "~/kernel/links";

import { CARD, TEXT_CARD, type Props } from "./case-card";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import * as MEDIA from "~/kernel/ui-strings/media";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";

// The case card has a module of its own, so that a page of blocks showing case studies
// does not carry every other card.
export { CaseCard } from "./case-card";

export function NewsCard({ item, headingLevel = 3, plain }: Props<NewsSummary>) {
  const date = <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, "short")}</time>;
  const kicker = (
    <>
      {CATEGORY_LABELS[item.type]} · {date}
    </>
  );
  return (
    <ContentCard
      {...(plain ? TEXT_CARD : CARD)}
      {...cardData(item, plain)}
      kicker={kicker}
      href={mobile.article(item.id)}
      heading={`h${headingLevel}`}
    />
  );
}

export function SolutionCard({ item, headingLevel = 3, plain }: Props<SolutionSummary>) {
  return (
    <ContentCard
      {...(plain ? TEXT_CARD : CARD)}
      {...cardData(item, plain)}
      href={mobile.solution(item.id)}
      heading={`h${headingLevel}`}
    />
  );
}

export function QaCard({ item }: { item: QaSummary }) {
  const classes = { root: "m-card is-text", kicker: "m-meta" };
  return (
    <ContentCard {...cardData({ ...item, cover: null })} classes={classes} href={mobile.qa(item.id)} heading="h3" />
  );
}

/** A video plays in place: the native player, nothing loaded until the visitor starts it. */
export function VideoCard({ item }: { item: VideoSummary }) {
  const titleId = `video-${item.id}`;
  return (
    <article className="m-video-card" aria-labelledby={titleId}>
      <div className="m-video">
        {item.source ? (
          // Captions are part of the content: the track is added whenever the clip has one.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            controls
            preload="none"
            poster={item.poster.src}
            width={item.poster.width}
            height={item.poster.height}
            aria-labelledby={titleId}
            playsInline
          >
            <VideoFiles source={item.source} />
          </video>
        ) : (
          <>
            <LazyImage image={item.poster} sizes="100vw" />
            <span className="m-soon">{LIST_WORDS.comingSoon}</span>
          </>
        )}
        <span className="m-duration">
          <Duration seconds={item.durationSeconds} template={MEDIA.duration} />
        </span>
      </div>
      <h3 id={titleId}>{item.title}</h3>
      <p className="m-meta">
        {CATEGORY_LABELS[item.type]} · <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, "short")}</time>
      </p>
      <p>{item.summary}</p>
    </article>
  );
}
