/**
 * LazyImage: a content image (ContentImage) as <picture>, loaded when it comes near.
 *
 * Usage:
 *   <LazyImage image={item.cover} sizes="(min-width: 1024px) 33vw, 100vw" />
 *   <LazyImage image={hero.image} sizes="100vw" eager />   // the largest above-the-fold image
 *   <LazyImage image={logo} alt="" className="logo" />     // decorative: empty alt
 *
 * Props: image (required), sizes (default "100vw"), eager (default false), alt
 * (overrides image.alt), className (added to the <picture>).
 *
 * Behaviour (numbers from app/lib/constants.ts):
 * - Server HTML always holds a real <img> with src, srcset, sizes, width, height and
 *   loading="lazy", so visitors without JavaScript and crawlers get the image, and
 *   width/height reserve its box (no layout shift).
 * - After hydration, an image that has not loaded yet is promoted to loading="eager"
 *   as soon as it is within LAZY_PRELOAD_FACTOR (1.3) viewport heights/widths.
 * - An image mounted later in the browser (client navigation) renders without a
 *   source until it is within that distance, so it costs nothing before.
 * - Position checks run on mount and, while images wait, on scroll/resize/swipe
 *   events at most once every LAZY_THROTTLE_MS (200 ms), for all images together.
 * - A failing source is tried LAZY_ATTEMPTS (3) times in all, then an error
 *   placeholder with the alt text takes the image's place and size.
 * - The last LAZY_CACHE_SIZE (200) loaded sources are remembered: a remounted image
 *   shows at once, without the placeholder colour.
 * - `eager`: for the LCP image only. loading="eager" and fetchpriority="high"; never
 *   waits. Use it for one image per page at most.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { LAZY_ATTEMPTS, LAZY_CACHE_SIZE, LAZY_PRELOAD_FACTOR, LAZY_THROTTLE_MS } from "~/lib/constants";
import type { ContentImage } from "~/kernel/content-schemas";
import "./lazy-image.css";
import * as MEDIA from "~/kernel/ui-strings/media";

// ---------------------------------------------------------------------------
// Loaded sources (least recently used first out)

export class LoadedSources {
  private readonly keys = new Map<string, true>();
  readonly capacity: number;
  constructor(capacity: number) {
    this.capacity = capacity;
  }
  has(key: string): boolean {
    if (!this.keys.has(key)) return false;
    this.keys.delete(key);
    this.keys.set(key, true);
    return true;
  }
  add(key: string): void {
    this.keys.delete(key);
    this.keys.set(key, true);
    while (this.keys.size > this.capacity) {
      const oldest = this.keys.keys().next().value;
      if (oldest === undefined) break;
      this.keys.delete(oldest);
    }
  }
  get size(): number {
    return this.keys.size;
  }
  clear(): void {
    this.keys.clear();
  }
}

export const loadedSources = new LoadedSources(LAZY_CACHE_SIZE);

// ---------------------------------------------------------------------------
// Position checks

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** True when the box starts within `factor` viewports below/right of the top-left and is not entirely above/left of it. */
export function inPreloadArea(
  box: Box,
  viewportWidth: number,
  viewportHeight: number,
  factor: number = LAZY_PRELOAD_FACTOR,
): boolean {
  return box.top < viewportHeight * factor && box.bottom > 0 && box.left < viewportWidth * factor && box.right > 0;
}

/** Runs fn at once, then at most once per `wait` ms; a call inside the window runs at its end. */
export function throttle(fn: () => void, wait: number): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const elapsed = Date.now() - last;
    if (elapsed >= wait) {
      last = Date.now();
      fn();
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait - elapsed);
    }
  };
}

// Events after which an element may have moved into view: page or container
// scrolls (captured, since scroll does not bubble), resizes, and the ends of
// transitions and animations (carousel slides move by transform).
const WATCH_EVENTS = ["scroll", "resize", "wheel", "touchmove", "transitionend", "animationend"] as const;
const waiting = new Map<Element, () => void>();

function checkAll(): void {
  const vw = window.innerWidth || document.documentElement.clientWidth;
  const vh = window.innerHeight || document.documentElement.clientHeight;
  for (const [element, onNear] of waiting) {
    if (inPreloadArea(element.getBoundingClientRect(), vw, vh)) {
      waiting.delete(element);
      onNear();
    }
  }
  if (waiting.size === 0) unlisten();
}

const throttledCheck = throttle(checkAll, LAZY_THROTTLE_MS);
let listening = false;
function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of WATCH_EVENTS) window.addEventListener(type, throttledCheck, { capture: true, passive: true });
}
function unlisten(): void {
  if (!listening) return;
  listening = false;
  for (const type of WATCH_EVENTS) window.removeEventListener(type, throttledCheck, { capture: true });
}

/** Calls onNear once when the element comes within the preload area; returns a cancel function. */
function whenNear(element: Element, onNear: () => void): () => void {
  waiting.set(element, onNear);
  listen();
  const vw = window.innerWidth || document.documentElement.clientWidth;
  const vh = window.innerHeight || document.documentElement.clientHeight;
  if (inPreloadArea(element.getBoundingClientRect(), vw, vh)) {
    waiting.delete(element);
    if (waiting.size === 0) unlisten();
    onNear();
  }
  return () => {
    waiting.delete(element);
    if (waiting.size === 0) unlisten();
  };
}

/** For tests: how many images are waiting and whether the shared listeners are on. */
export function watcherState(): { waiting: number; listening: boolean } {
  return { waiting: waiting.size, listening };
}

// ---------------------------------------------------------------------------
// The component

interface LazyImageProps {
  image: ContentImage;
  /** The `sizes` attribute: how wide the image is drawn. Default "100vw". */
  sizes?: string;
  /** The page's largest above-the-fold image: load at once with high priority. */
  eager?: boolean;
  /** Overrides image.alt; "" marks a decorative image. */
  alt?: string;
  className?: string;
}

/**
 * "pending": no source yet (client mount, not near); "loading": source set;
 * "loaded"; "error": every attempt failed.
 */
type Phase = "pending" | "loading" | "loaded" | "error";

const noSubscribe = () => () => {};

export function LazyImage(props: LazyImageProps) {
  // A new image is a new component: state never leaks from one source to another.
  return <LazyImageFor key={props.image.src} {...props} />;
}

function LazyImageFor({ image, sizes = "100vw", eager = false, alt, className }: LazyImageProps) {
  // True on the server and while hydrating server HTML; false for client mounts.
  const hydrating = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  const [fromServer] = useState(hydrating);
  // Client mounts start without sources and get them in a layout effect (before
  // paint): an <img> created with a srcset before it sits in its <picture> makes
  // Chromium fetch the JPEG candidate as well as the modern format.
  const [phase, setPhase] = useState<Phase>(fromServer ? "loading" : "pending");
  const [attempt, setAttempt] = useState(0);
  const [promoted, setPromoted] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const settled = useRef(false);

  const onLoad = useCallback(() => {
    if (settled.current) return;
    settled.current = true;
    loadedSources.add(image.src);
    // Only the placeholder colour goes: as a transition, React renders the many images that
    // report themselves loaded right after hydration in slices, not in one long task (decision 0108).
    startTransition(() => setPhase("loaded"));
  }, [image.src]);

  const onError = useCallback(() => {
    if (settled.current) return;
    if (attempt + 1 < LAZY_ATTEMPTS) {
      setAttempt(attempt + 1);
    } else {
      settled.current = true;
      setPhase("error");
    }
  }, [attempt]);

  useLayoutEffect(() => {
    if (fromServer) return;
    // The second pass is the point: the <img> must already be in its <picture>.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberate two-pass mount, before paint
    if (eager) setPhase("loading");
    else if (loadedSources.has(image.src)) setPhase("loaded");
  }, [fromServer, eager, image.src]);

  // A retry re-sets srcset on the same element: a "relevant mutation" that makes the
  // browser select and fetch the source again (a new element would fetch twice).
  useEffect(() => {
    const img = imgRef.current;
    if (!img || attempt === 0) return;
    const srcset = img.getAttribute("srcset");
    if (srcset !== null) img.setAttribute("srcset", srcset);
    else img.setAttribute("src", img.getAttribute("src") ?? image.src);
  }, [attempt, image.src]);

  // Server-rendered images may have finished (or failed) before React attached
  // its handlers; read the element's own state once after hydration.
  useEffect(() => {
    const img = imgRef.current;
    if (!img || !fromServer || attempt > 0 || !img.getAttribute("src")) return;
    if (img.complete) {
      if (img.naturalWidth > 0) onLoad();
      else onError();
    }
  }, [fromServer, attempt, onLoad, onError]);

  // Wait until near: client-mounted images get their source, server-rendered ones
  // still loading lazily are promoted to eager loading.
  useEffect(() => {
    const img = imgRef.current;
    if (!img || eager) return;
    if (phase === "pending") return whenNear(img, () => setPhase("loading"));
    if (phase === "loading" && fromServer && !promoted && !img.complete)
      return whenNear(img, () => startTransition(() => setPromoted(true)));
    return undefined;
  }, [phase, eager, fromServer, promoted]);

  const altText = alt ?? image.alt;
  const ratio = `${image.width} / ${image.height}`;

  if (phase === "error") {
    return (
      <span
        className={["lazy-image", "lazy-image--error", className].filter(Boolean).join(" ")}
        data-state="error"
        role="img"
        aria-label={altText || MEDIA.imageUnavailable}
        style={{ aspectRatio: ratio }}
      >
        <span className="lazy-image__error-text" aria-hidden="true">
          {altText || MEDIA.imageUnavailable}
        </span>
      </span>
    );
  }

  const withSource = phase !== "pending";
  const jpeg = image.sources.find((s) => s.type === "image/jpeg");
  const modern = image.sources.filter((s) => s.type !== "image/jpeg");
  return (
    <picture
      className={["lazy-image", className].filter(Boolean).join(" ")}
      data-state={phase}
      style={{ backgroundColor: phase === "loaded" ? undefined : image.color }}
    >
      {modern.map((s) => (
        <source key={s.type} type={s.type} srcSet={withSource ? s.srcset : undefined} sizes={sizes} />
      ))}
      <img
        ref={imgRef}
        src={withSource ? image.src : undefined}
        srcSet={withSource ? jpeg?.srcset : undefined}
        // `sizes` describes srcset candidates; an image with only a src (an SVG) takes none.
        sizes={withSource && jpeg?.srcset ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={altText}
        loading={eager || promoted ? "eager" : "lazy"}
        decoding={eager ? undefined : "async"}
        fetchPriority={eager ? "high" : undefined}
        onLoad={onLoad}
        onError={onError}
      />
    </picture>
  );
}
