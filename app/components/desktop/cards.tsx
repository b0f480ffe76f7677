import { Link } from "~/components/ui/link";
import { LazyImage } from "~/components/ui/lazy-image";
import { CATEGORY_LABELS } from "~/kernel/content-constants";
import type { CaseSummary, NewsSummary, QaSummary, SolutionSummary, VideoSummary } from "~/kernel/content-schemas";
import { formatDate, formatDuration, spokenDuration } from "./format";
import { articlePath, casePath, qaPath, solutionPath } from "~/kernel/links";

const CARD_SIZES = "(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw";

type Heading = "h2" | "h3";

/** Cards are articles whose title link covers the whole card (see .card-link::after). */
export function NewsCard({ item, as: H = "h2" }: { item: NewsSummary; as?: Heading }) {
  return (
    <article className="card">
      <LazyImage image={item.cover} alt="" sizes={CARD_SIZES} className="card-media" />
      <div className="card-body">
        <p className="card-kicker">{CATEGORY_LABELS[item.type]}</p>
        <H className="card-title">
          <Link to={articlePath(item.id)} className="card-link" prefetch="intent">
            {item.title}
          </Link>
        </H>
        <p className="card-text">{item.summary}</p>
        <p className="card-meta">
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time> · {item.readingMinutes} min read
        </p>
      </div>
    </article>
  );
}

export function CaseCard({ item, as: H = "h2" }: { item: CaseSummary; as?: Heading }) {
  return (
    <article className="card">
      <LazyImage image={item.cover} alt="" sizes={CARD_SIZES} className="card-media" />
      <div className="card-body">
        <p className="card-kicker">
          {item.customer.name} · {CATEGORY_LABELS[item.type]}
        </p>
        <H className="card-title">
          <Link to={casePath(item.id)} className="card-link" prefetch="intent">
            {item.title}
          </Link>
        </H>
        <p className="card-text">{item.summary}</p>
        {item.metrics.length ? (
          <dl className="card-metrics">
            {item.metrics.slice(0, 3).map((m) => (
              <div key={m.label}>
                <dt>{m.label}</dt>
                <dd>{m.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </article>
  );
}

export function SolutionCard({ item, as: H = "h2" }: { item: SolutionSummary; as?: Heading }) {
  return (
    <article className="card">
      <LazyImage image={item.cover} alt="" sizes={CARD_SIZES} className="card-media" />
      <div className="card-body">
        <p className="card-kicker">{CATEGORY_LABELS[item.type]}</p>
        <H className="card-title">
          <Link to={solutionPath(item.id)} className="card-link" prefetch="intent">
            {item.title}
          </Link>
        </H>
        <p className="card-text">{item.summary}</p>
        {item.products.length ? <p className="card-meta">With {item.products.map((p) => p.name).join(", ")}</p> : null}
      </div>
    </article>
  );
}

/** A video card opens the player on the video list page of its category (#video-<id>). */
export function VideoCard({ item, href, as: H = "h2" }: { item: VideoSummary; href: string; as?: Heading }) {
  return (
    <article className="card">
      <div className="card-media-wrap">
        <LazyImage image={item.poster} alt="" sizes={CARD_SIZES} className="card-media" />
        <span className="video-duration">
          <span aria-hidden="true">{formatDuration(item.durationSeconds)}</span>
          <span className="visually-hidden">{spokenDuration(item.durationSeconds)}</span>
        </span>
      </div>
      <div className="card-body">
        <p className="card-kicker">{CATEGORY_LABELS[item.type]}</p>
        <H className="card-title">
          <Link to={href} className="card-link">
            {item.title}
          </Link>
        </H>
        <p className="card-text">{item.summary}</p>
      </div>
    </article>
  );
}

export function QaItem({ item, as: H = "h2" }: { item: QaSummary; as?: Heading }) {
  return (
    <article className="qa-item">
      <H className="qa-question">
        <Link to={qaPath(item.id)} prefetch="intent">
          {item.title}
        </Link>
      </H>
      <p className="qa-summary">{item.summary}</p>
    </article>
  );
}
