/** List cards of the mobile site: one link per card, stretched over the whole card. */
import { Link } from "~/components/ui/link";
import { LazyImage } from "~/components/ui/lazy-image";
import { CATEGORY_LABELS } from "~/kernel/content-constants";
import type { CaseSummary, NewsSummary, QaSummary, SolutionSummary, VideoSummary } from "~/kernel/content-schemas";
import { formatDate, formatDuration, spokenDuration } from "./format";
import { desktop, mobile } from "~/kernel/links";

export function NewsCard({ item, headingLevel = 3 }: { item: NewsSummary; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  return (
    <article className="m-card">
      <LazyImage image={item.cover} alt="" sizes="96px" />
      <div>
        <p className="m-meta">
          {CATEGORY_LABELS[item.type]} · <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </p>
        <H>
          <Link to={mobile.article(item.id)}>{item.title}</Link>
        </H>
        <p>{item.summary}</p>
      </div>
    </article>
  );
}

/** Case studies open on the desktop page (responsive); the mobile site has no case detail route. */
export function CaseCard({ item, headingLevel = 3 }: { item: CaseSummary; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  return (
    <article className="m-card">
      <LazyImage image={item.cover} alt="" sizes="96px" />
      <div>
        <p className="m-meta">
          {item.customer.name} · {CATEGORY_LABELS[item.type]}
        </p>
        <H>
          <Link to={desktop.case(item.id)}>{item.title}</Link>
        </H>
        {item.metrics[0] ? (
          <p>
            <strong>{item.metrics[0].value}</strong> {item.metrics[0].label}
          </p>
        ) : (
          <p>{item.summary}</p>
        )}
      </div>
    </article>
  );
}

export function SolutionCard({ item, headingLevel = 3 }: { item: SolutionSummary; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  return (
    <article className="m-card">
      <LazyImage image={item.cover} alt="" sizes="96px" />
      <div>
        <p className="m-meta">{CATEGORY_LABELS[item.type]}</p>
        <H>
          <Link to={mobile.solution(item.id)}>{item.title}</Link>
        </H>
        <p>{item.summary}</p>
      </div>
    </article>
  );
}

export function QaCard({ item }: { item: QaSummary }) {
  return (
    <article className="m-card is-text">
      <div>
        <p className="m-meta">{CATEGORY_LABELS[item.type]}</p>
        <h3>
          <Link to={mobile.qa(item.id)}>{item.title}</Link>
        </h3>
        <p>{item.summary}</p>
      </div>
    </article>
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
          <video controls preload="none" poster={item.poster.src} width={item.poster.width} height={item.poster.height} aria-labelledby={titleId} playsInline>
            <source src={item.source.url} type={item.source.type} />
            {item.source.captionsUrl && <track kind="captions" src={item.source.captionsUrl} srcLang="en" label="English" default />}
          </video>
        ) : (
          <>
            <LazyImage image={item.poster} sizes="100vw" />
            <span className="m-soon">Coming soon</span>
          </>
        )}
        <span className="m-duration">
          <span aria-hidden="true">{formatDuration(item.durationSeconds)}</span>
          <span className="visually-hidden">Duration {spokenDuration(item.durationSeconds)}</span>
        </span>
      </div>
      <h3 id={titleId}>{item.title}</h3>
      <p className="m-meta">
        {CATEGORY_LABELS[item.type]} · <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
      </p>
      <p>{item.summary}</p>
    </article>
  );
}
