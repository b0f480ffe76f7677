import { Duration, Figures } from "~/components/content/blocks";
import { caseKicker, cardData, ContentCard, FallbackMark, type CardProps } from "~/components/content/cards";
import { formatDate } from "~/components/content/format";
import { Link } from "~/components/ui/link";
import { LazyImage } from "~/components/ui/lazy-image";
import type { CaseSummary } from "~/kernel/collections/cases.answers";
import type { NewsSummary } from "~/kernel/collections/news.answers";
import type { QaSummary } from "~/kernel/collections/qas.answers";
import type { SolutionSummary } from "~/kernel/collections/solutions.answers";
import type { VideoSummary } from "~/kernel/collections/videos.answers";
import { articlePath, casePath, qaPath, solutionPath } from "~/kernel/links";
import { message } from "~/kernel/ui-strings/message";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";

const CARD_SIZES = "(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw";

/** Cards are articles whose title link covers the whole card (see .card-link::after). */
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
  sizes: CARD_SIZES,
  linkProps: { prefetch: "intent" },
} satisfies Partial<CardProps>;

/** `plain`: without the picture (see cardData). */
type Props<T> = { item: T; as?: "h2" | "h3"; plain?: boolean };

export function NewsCard({ item, as = "h2", plain }: Props<NewsSummary>) {
  return (
    <ContentCard {...CARD} {...cardData(item, plain)} href={articlePath(item.id)} heading={as}>
      <p className="card-meta">
        <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time> ·{" "}
        {message(LIST_WORDS.minRead, { minutes: item.readingMinutes })}
      </p>
    </ContentCard>
  );
}

export function CaseCard({ item, as = "h2", plain }: Props<CaseSummary>) {
  return (
    <ContentCard {...CARD} {...cardData(item, plain)} kicker={caseKicker(item)} href={casePath(item.id)} heading={as}>
      {item.metrics.length ? <Figures figures={item.metrics.slice(0, 3)} classes={{ root: "card-metrics" }} /> : null}
    </ContentCard>
  );
}

export function SolutionCard({ item, as = "h2", plain }: Props<SolutionSummary>) {
  return (
    <ContentCard {...CARD} {...cardData(item, plain)} href={solutionPath(item.id)} heading={as}>
      {item.products.length ? (
        <p className="card-meta">
          {message(LIST_WORDS.withProducts, { products: item.products.map((p) => p.name).join(", ") })}
        </p>
      ) : null}
    </ContentCard>
  );
}

/** A video card opens the player on the video list page of its category (#video-<id>). */
export function VideoCard({ item, href, as = "h2" }: Props<VideoSummary> & { href: string }) {
  const media = (
    <div className="card-media-wrap">
      <LazyImage image={item.poster} alt="" sizes={CARD_SIZES} className="card-media" />
      {/* A length is stated only for a clip that plays. */}
      {item.source ? (
        <span className="video-duration">
          <Duration seconds={item.durationSeconds} />
        </span>
      ) : null}
    </div>
  );
  const data = { ...cardData({ ...item, cover: item.poster }), media, href, heading: as };
  return <ContentCard {...CARD} {...data} linkProps={undefined} />;
}

export function QaItem({ item, as: H = "h2" }: Props<QaSummary>) {
  return (
    <article className="qa-item">
      <H className="qa-question">
        <FallbackMark item={item} />
        <Link to={qaPath(item.id)} prefetch="intent">
          {item.title}
        </Link>
      </H>
      <p className="qa-summary">{item.summary}</p>
    </article>
  );
}
