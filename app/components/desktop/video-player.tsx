import { LazyImage } from "~/components/ui/lazy-image";
import type { VideoSummary } from "~/kernel/collections/videos.answers";
import { Duration } from "~/components/content/blocks";
import { VideoFiles } from "~/components/content/video-files";
import * as MEDIA from "~/kernel/ui-strings/media";

/**
 * The native player: controls, poster, no autoplay, nothing downloaded before the
 * visitor presses play. A video without a published clip shows its poster and a note.
 */
export function VideoPlayer({
  video,
  headingLevel = 2,
  eager = false,
}: {
  video: VideoSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const titleId = `video-${video.id}-title`;
  return (
    <figure className="video" id={`video-${video.id}`} aria-labelledby={titleId}>
      <div className="video-frame">
        {video.source ? (
          // The captions <track> is rendered whenever the video has a captions file.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            controls
            preload="none"
            playsInline
            poster={video.poster.src}
            width={video.poster.width}
            height={video.poster.height}
            aria-labelledby={titleId}
          >
            <VideoFiles source={video.source} />
            <p>
              {MEDIA.cannotPlay} <a href={(video.source.sources.at(-1) ?? video.source).url}>{MEDIA.downloadVideo}</a>.
            </p>
          </video>
        ) : (
          <div className="video-pending">
            <LazyImage image={video.poster} sizes="(min-width: 1200px) 760px, 100vw" eager={eager} />
            <p className="video-note">{MEDIA.publishedSoon}</p>
          </div>
        )}
      </div>
      <figcaption className="video-caption">
        <H id={titleId} className="video-title">
          {video.title}
        </H>
        <p className="card-meta">
          <Duration seconds={video.durationSeconds} template={MEDIA.length} />
        </p>
        <p className="card-text">{video.summary}</p>
      </figcaption>
    </figure>
  );
}
