import type { VideoSource } from "~/kernel/collections/videos.answers";
import * as MEDIA from "~/kernel/ui-strings/media";

/**
 * The inside of a `<video>` on both skins: every file of the clip in the order the
 * content gives (a WebM clip, then its MP4 copy, which older Safari picks as it plays
 * no WebM; a browser that fails to play one tries the next), and the captions.
 */
export function VideoFiles({ source }: { source: VideoSource }) {
  return (
    <>
      {source.sources.map((file) => (
        <source key={file.url} src={file.url} type={file.type} />
      ))}
      {source.captionsUrl ? (
        <track kind="captions" src={source.captionsUrl} srcLang="en" label={MEDIA.captionsLanguage} default />
      ) : null}
    </>
  );
}
