/**
 * The full-window image viewer (viewerjs) behind Gallery. This module and its CSS
 * are one chunk, imported by gallery.tsx only when a visitor first opens an image.
 * Not for direct use: open images through <Gallery> or `openImageViewer` there.
 */
import Viewer from "viewerjs";
import { VIEWER_SLIDESHOW_INTERVAL_MS, VIEWER_ZOOM_MAX, VIEWER_ZOOM_MIN, VIEWER_ZOOM_STEP } from "~/lib/constants";
import "viewerjs/dist/viewer.css";
import "./gallery-viewer.css";
import * as MEDIA from "~/kernel/ui-strings/media";

export interface ViewerImage {
  /** Shown in the navbar strip (a small rendition). */
  thumb: string;
  /** Shown in the viewer (the largest rendition). */
  full: string;
  alt: string;
}

interface OpenOptions {
  /** Called once the viewer has closed and its DOM is gone. */
  onClose?: () => void;
}

/** The viewerjs options every gallery uses; exported for tests. */
export function viewerOptions(reducedMotion: boolean): Viewer.Options {
  return {
    zoomRatio: VIEWER_ZOOM_STEP,
    minZoomRatio: VIEWER_ZOOM_MIN,
    maxZoomRatio: VIEWER_ZOOM_MAX,
    interval: VIEWER_SLIDESHOW_INTERVAL_MS,
    url: "data-original",
    keyboard: true,
    focus: true,
    zoomable: true,
    zoomOnWheel: true,
    zoomOnTouch: true,
    rotatable: true,
    scalable: true,
    movable: true,
    fullscreen: true,
    loop: true,
    transition: !reducedMotion,
    backdrop: true,
    navbar: true,
    tooltip: true,
    zIndex: 2000,
  };
}

const LABELS: Record<string, string> = {
  "zoom-in": MEDIA.zoomIn,
  "zoom-out": MEDIA.zoomOut,
  "one-to-one": MEDIA.actualSize,
  reset: MEDIA.reset,
  prev: MEDIA.previousImage,
  play: MEDIA.playSlideshow,
  next: MEDIA.nextImage,
  "rotate-left": MEDIA.rotateLeft,
  "rotate-right": MEDIA.rotateRight,
  "flip-horizontal": MEDIA.flipHorizontally,
  "flip-vertical": MEDIA.flipVertically,
  fullscreen: MEDIA.fullScreen,
};

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/** Opens the viewer at `index`; resolves with the instance once it is shown. */
export function openViewer(images: ViewerImage[], index: number, options: OpenOptions = {}): Viewer {
  const source = document.createElement("ul");
  source.hidden = true;
  source.className = "gallery-viewer-source";
  for (const image of images) {
    const li = document.createElement("li");
    const img = document.createElement("img");
    img.src = image.thumb;
    img.alt = image.alt;
    img.dataset.original = image.full;
    li.append(img);
    source.append(li);
  }
  document.body.append(source);

  const reduced =
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let viewer: Viewer | undefined = undefined;
  const inerted: HTMLElement[] = [];
  const onKey = (event: KeyboardEvent) => {
    if (!viewer || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "+" || event.key === "=") viewer.zoom(VIEWER_ZOOM_STEP, true);
    else if (event.key === "-" || event.key === "_") viewer.zoom(-VIEWER_ZOOM_STEP, true);
  };

  viewer = new Viewer(source, {
    ...viewerOptions(reduced),
    initialViewIndex: index,
    // The caption says what the picture shows: its alt text, nothing else.
    title: [1, (image: HTMLImageElement) => image.alt],
    toolbar: {
      zoomIn: 1,
      zoomOut: 1,
      oneToOne: 1,
      reset: 1,
      prev: 1,
      play: { show: 1, size: "large" },
      next: 1,
      rotateLeft: 1,
      rotateRight: 1,
      flipHorizontal: 1,
      flipVertical: 1,
      fullscreen: { show: 1, click: toggleFullscreen },
    } as Viewer.ToolbarOptions,
    ready() {
      const root = (viewer as unknown as { viewer: HTMLElement }).viewer;
      root.setAttribute("role", "dialog");
      root.setAttribute("aria-modal", "true");
      root.setAttribute("aria-label", MEDIA.imageViewer);
      // Focus stays in the viewer while it is open: everything else on the page is inert.
      for (const element of document.body.children) {
        if (element !== root && !(element as HTMLElement).inert) {
          (element as HTMLElement).inert = true;
          inerted.push(element as HTMLElement);
        }
      }
      for (const item of root.querySelectorAll<HTMLElement>(".viewer-toolbar li")) {
        const name = [...item.classList].map((c) => c.replace(/^viewer-/, "")).find((c) => LABELS[c]);
        if (name) {
          item.setAttribute("aria-label", LABELS[name]!);
          item.title = LABELS[name]!;
        }
      }
      root.querySelector(".viewer-button")?.setAttribute("aria-label", MEDIA.close);
      root.addEventListener("keydown", onKey);
    },
    hidden() {
      for (const element of inerted.splice(0)) element.inert = false;
      const v = viewer;
      viewer = undefined;
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      v?.destroy();
      source.remove();
      options.onClose?.();
    },
  });
  viewer.show();
  return viewer;
}
