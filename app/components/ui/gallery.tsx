/**
 * Gallery: a grid of thumbnails that open a full-window image viewer (viewerjs).
 *
 * Usage:
 *   <Gallery label="Photos from the plant" images={caseStudy.gallery} />
 *   <Gallery label="Screenshots" images={shots} sizes="(min-width: 1024px) 240px, 45vw" className="shots" />
 *   // anything else that should open an image full-window:
 *   <button onClick={(e) => openImageViewer([image], 0, e.currentTarget)}>Enlarge</button>
 *
 * Props: images (ContentImage[], required), label (required: the list's accessible
 * name), sizes (thumbnail `sizes`, default "(min-width: 1024px) 25vw, 50vw"), className.
 *
 * - Thumbnails are LazyImage inside links to the largest rendition, so without
 *   JavaScript a thumbnail still opens the picture.
 * - With JavaScript a click opens the viewer at that image: zoom by buttons, wheel,
 *   Up/Down/+/- keys and pinch, in steps of VIEWER_ZOOM_STEP (0.1) within
 *   VIEWER_ZOOM_MIN..VIEWER_ZOOM_MAX (0.01..100); rotate left/right; flip
 *   horizontally/vertically; slideshow every VIEWER_SLIDESHOW_INTERVAL_MS (5000 ms);
 *   full screen; previous/next (buttons, Left/Right); Escape closes, and focus goes
 *   back to the thumbnail that opened it.
 * - viewerjs and its CSS are one chunk (gallery-viewer.ts), fetched the first time
 *   any viewer opens; pages that never open one never pay for it.
 */
import { useCallback, useState, type MouseEvent } from "react";
import type { ContentImage, ImageSource } from "~/kernel/content-schemas";
import { LazyImage } from "./lazy-image";
import type { openViewer, ViewerImage } from "./gallery-viewer";
import "./gallery.css";
import { message } from "~/kernel/ui-strings/message";
import * as MEDIA from "~/kernel/ui-strings/media";

interface GalleryProps {
  images: ContentImage[];
  label: string;
  sizes?: string;
  className?: string;
  /** A line under each picture, by position; empty ones show nothing. */
  captions?: readonly string[];
}

/** The URL of the widest rendition of one format in a srcset string. */
export function widest(srcset: string): { url: string; width: number } | undefined {
  let best: { url: string; width: number } | undefined;
  for (const candidate of srcset.split(",")) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const width = descriptor?.endsWith("w") ? Number.parseInt(descriptor, 10) : 0;
    if (!best || width > best.width) best = { url, width };
  }
  return best;
}

/** The narrowest rendition (for the viewer's thumbnail strip). */
function narrowest(srcset: string): string | undefined {
  let best: { url: string; width: number } | undefined;
  for (const candidate of srcset.split(",")) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const width = descriptor?.endsWith("w") ? Number.parseInt(descriptor, 10) : Number.POSITIVE_INFINITY;
    if (!best || width < best.width) best = { url, width };
  }
  return best?.url;
}

/** WebP where available (every current browser), else JPEG, else the fallback src. */
function preferred(image: ContentImage): ImageSource | undefined {
  return image.sources.find((s) => s.type === "image/webp") ?? image.sources.find((s) => s.type === "image/jpeg");
}

export function toViewerImage(image: ContentImage): ViewerImage {
  const source = preferred(image);
  return {
    full: (source && widest(source.srcset)?.url) ?? image.src,
    thumb: (source && narrowest(source.srcset)) ?? image.src,
    alt: image.alt,
  };
}

let viewerModule: Promise<{ openViewer: typeof openViewer }> | undefined;

/**
 * Opens the viewer on `images` at `index`. Focus returns to `returnFocus` (the
 * control that opened it) when the viewer closes. Resolves once it is open.
 */
export async function openImageViewer(
  images: ContentImage[],
  index: number,
  returnFocus?: HTMLElement | null,
): Promise<void> {
  viewerModule ??= import("./gallery-viewer").catch((error: unknown) => {
    viewerModule = undefined; // a failed chunk load may succeed on the next click
    throw error;
  });
  const viewer = await viewerModule;
  viewer.openViewer(images.map(toViewerImage), index, {
    onClose: () => returnFocus?.focus({ preventScroll: true }),
  });
}

export function Gallery({
  images,
  label,
  sizes = "(min-width: 1024px) 25vw, 50vw",
  className,
  captions,
}: GalleryProps) {
  const [opening, setOpening] = useState<number | null>(null);

  const onOpen = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, index: number) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const link = event.currentTarget;
      setOpening(index);
      openImageViewer(images, index, link).then(
        () => setOpening(null),
        () => {
          // The viewer could not load (offline?): follow the link to the picture instead.
          setOpening(null);
          window.location.assign(link.href);
        },
      );
    },
    [images],
  );

  if (images.length === 0) return null;
  return (
    <ul className={["gallery", className].filter(Boolean).join(" ")} aria-label={label}>
      {images.map((image, i) => (
        <li key={image.src} className="gallery__item">
          <a
            href={toViewerImage(image).full}
            className="gallery__thumb"
            aria-haspopup="dialog"
            aria-busy={opening === i ? true : undefined}
            onClick={(event) => onOpen(event, i)}
          >
            <LazyImage image={image} sizes={sizes} />
            <span className="visually-hidden">{message(MEDIA.openImage, { n: i + 1, total: images.length })}</span>
          </a>
          {captions?.[i] ? <p className="gallery__caption">{captions[i]}</p> : null}
        </li>
      ))}
    </ul>
  );
}
