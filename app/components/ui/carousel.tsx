/**
 * Carousel: one touch slider (Swiper) for banners and logo strips.
 *
 * Usage:
 *   <Carousel label="Featured" autoplay>
 *     {banners.map((b, i) => (
 *       <Link key={b.id} to={b.href}><LazyImage image={b.image} eager={i === 0} sizes="100vw" /></Link>
 *     ))}
 *   </Carousel>
 *   <Carousel label="Customers" slidesPerView={2} spaceBetween={16}
 *             breakpoints={{ 768: { slidesPerView: 4 }, 1200: { slidesPerView: 6, spaceBetween: 24 } }}
 *             pagination={false}>
 *     {logos.map((l) => <LazyImage key={l.src} image={l} sizes="200px" />)}
 *   </Carousel>
 *
 * Props: label (required, the region's accessible name), children (one per slide),
 * slidesPerView (number or "auto", default 1), spaceBetween (px, default 0),
 * breakpoints ({minWidth: {slidesPerView?, spaceBetween?}}), autoplay (false, true
 * for CAROUSEL_AUTOPLAY_DELAY_MS, or a delay in ms), rewind (wrap from the last slide
 * to the first, default false), navigation and pagination (default true), className.
 *
 * - The server HTML is the final layout: the slide widths Swiper will compute are
 *   given by CSS beforehand (including breakpoints), so the first slide(s) show
 *   before JavaScript and nothing moves on hydration.
 * - Swiper's code (90 KB) is in its own chunk, loaded once the page has loaded and the
 *   browser is idle, or at once when the visitor points at, touches or focuses the
 *   carousel: neither the first paint nor hydration needs it, and on a phone it would
 *   share the bandwidth with the page's largest image. Until then the controls are inert.
 * - Touch and mouse swipe (Swiper); Left/Right/Home/End when focus is inside;
 *   previous/next buttons and pagination bullets with accessible names.
 * - Autoplay pauses while hovered or focused, stays off under prefers-reduced-motion
 *   (slides then also change without animation), and has a pause/play button.
 * - Images inside should be LazyImage: they load as slides move within the preload area.
 * - slidesPerView "auto" sizes slides by their content; breakpoints should then keep "auto".
 * - Loop mode is not offered: it moves DOM nodes React owns. `rewind` gives the wrap.
 */
import { Children, useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import type * as SwiperModuleNs from "./carousel-swiper";
import { CAROUSEL_AUTOPLAY_DELAY_MS, CAROUSEL_IDLE_TIMEOUT_MS, CAROUSEL_SPEED_MS } from "~/lib/constants";
import "./carousel-styles.css";
import * as MEDIA from "~/kernel/ui-strings/media";

type SwiperModule = typeof SwiperModuleNs;

interface CarouselLayout {
  slidesPerView?: number | "auto";
  spaceBetween?: number;
}

interface CarouselProps extends CarouselLayout {
  label: string;
  children: ReactNode;
  breakpoints?: Record<number, CarouselLayout>;
  autoplay?: boolean | number;
  rewind?: boolean;
  navigation?: boolean;
  pagination?: boolean;
  className?: string;
}

/** The CSS custom properties that reproduce Swiper's slide sizes before it runs. */
export function layoutVars(layout: CarouselLayout): Record<string, string> {
  const vars: Record<string, string> = {};
  if (layout.slidesPerView !== undefined)
    vars["--carousel-per-view"] = layout.slidesPerView === "auto" ? "auto" : String(layout.slidesPerView);
  if (layout.spaceBetween !== undefined) vars["--carousel-gap"] = `${layout.spaceBetween}px`;
  return vars;
}

/** Media queries for the breakpoints, scoped to one carousel. */
export function breakpointCss(scope: string, breakpoints: Record<number, CarouselLayout> | undefined): string {
  if (!breakpoints) return "";
  return Object.entries(breakpoints)
    .map(([width, layout]) => [Number(width), layout] as const)
    .filter(([width]) => Number.isFinite(width) && width >= 0)
    .sort((a, b) => a[0] - b[0])
    .map(([width, layout]) => {
      const decls = Object.entries(layoutVars(layout))
        .map(([k, v]) => `${k}:${v}`)
        .join(";");
      return decls ? `@media (min-width:${width}px){[data-carousel="${scope}"]{${decls}}}` : "";
    })
    .join("");
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Runs `task` once, when the page has loaded and the browser is idle (within
 * CAROUSEL_IDLE_TIMEOUT_MS) or when the visitor reaches for `root`, whichever comes
 * first. Returns a function that cancels it.
 */
function whenIdleOrUsed(root: HTMLElement, task: () => void): () => void {
  const USE_EVENTS = ["pointerenter", "touchstart", "focusin"] as const;
  let idle: number | undefined;
  const idleCallbacks = typeof window.requestIdleCallback === "function";
  const stop = () => {
    for (const type of USE_EVENTS) root.removeEventListener(type, run);
    window.removeEventListener("load", whenLoaded);
    if (idle === undefined) return;
    if (idleCallbacks) window.cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
  function run() {
    stop();
    task();
  }
  function whenLoaded() {
    idle = idleCallbacks
      ? window.requestIdleCallback(run, { timeout: CAROUSEL_IDLE_TIMEOUT_MS })
      : window.setTimeout(run, 0);
  }
  for (const type of USE_EVENTS) root.addEventListener(type, run, { passive: true });
  if (document.readyState === "complete") whenLoaded();
  else window.addEventListener("load", whenLoaded);
  return stop;
}

export function Carousel({
  label,
  children,
  slidesPerView = 1,
  spaceBetween = 0,
  breakpoints,
  autoplay = false,
  rewind = false,
  navigation = true,
  pagination = true,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const scope = useId();
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const stoppedByUser = useRef(false);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const delay = autoplay === true ? CAROUSEL_AUTOPLAY_DELAY_MS : autoplay === false ? 0 : autoplay;
  const breakpointKey = JSON.stringify(breakpoints ?? null);

  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    let cancelled = false;
    let instance: SwiperInstance | undefined;
    const reduced = prefersReducedMotion();
    const init = ({ createSwiper }: SwiperModule) => {
      if (cancelled) return;
      const bp = JSON.parse(breakpointKey) as Record<number, CarouselLayout> | null;
      instance = createSwiper(el, rootRef.current ?? el, stoppedByUser, {
        slidesPerView,
        spaceBetween,
        ...(bp ? { breakpoints: bp } : {}),
        rewind,
        speed: reduced ? 0 : CAROUSEL_SPEED_MS,
        grabCursor: true,
        watchSlidesProgress: true,
        navigation:
          navigation && prevRef.current && nextRef.current
            ? { prevEl: prevRef.current, nextEl: nextRef.current, addIcons: false }
            : false,
        pagination:
          pagination && paginationRef.current
            ? { el: paginationRef.current, clickable: true, bulletElement: "button" }
            : false,
        autoplay: delay > 0 && !reduced ? { delay, pauseOnMouseEnter: false, disableOnInteraction: false } : false,
      });
      swiperRef.current = instance;
      setPlaying(delay > 0 && !reduced);
      setReady(true);
    };
    // The module's evaluation and the slider's set-up run as two tasks, not one long one.
    const cancelLoad = whenIdleOrUsed(rootRef.current ?? el, () => {
      void import("./carousel-swiper").then((swiper) => setTimeout(() => init(swiper), 0));
    });
    return () => {
      cancelled = true;
      cancelLoad();
      instance?.destroy(true, true);
      swiperRef.current = null;
      setReady(false);
    };
  }, [slidesPerView, spaceBetween, breakpointKey, rewind, navigation, pagination, delay, slides.length]);

  // Under prefers-reduced-motion turned on while the page is open, autoplay stops.
  useEffect(() => {
    if (typeof window === "undefined" || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onChange = () => {
      const s = swiperRef.current;
      if (query.matches && s?.autoplay.running) {
        s.autoplay.stop();
        setPlaying(false);
      }
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const togglePlay = useCallback(() => {
    const s = swiperRef.current;
    if (!s) return;
    if (s.autoplay.running) {
      stoppedByUser.current = true;
      s.autoplay.stop();
      setPlaying(false);
    } else {
      stoppedByUser.current = false;
      s.autoplay.start();
      setPlaying(true);
    }
  }, []);

  const style = { ...layoutVars({ slidesPerView, spaceBetween }) } as CSSProperties;
  const css = breakpointCss(scope, breakpoints);
  const hasControls = (navigation || pagination) && slides.length > 1;

  return (
    <section
      ref={rootRef}
      className={["carousel", className].filter(Boolean).join(" ")}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={scope}
      data-ready={ready ? "true" : "false"}
      data-per-view={slidesPerView === "auto" ? "auto" : undefined}
      style={style}
    >
      {css ? <style>{css}</style> : null}
      <div ref={viewportRef} className="swiper carousel__viewport" tabIndex={hasControls ? undefined : 0}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div
              className="swiper-slide carousel__slide"
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {navigation && slides.length > 1 ? (
        <>
          <button
            ref={prevRef}
            type="button"
            className="carousel__nav carousel__nav--prev"
            aria-label={MEDIA.previousSlide}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <button
            ref={nextRef}
            type="button"
            className="carousel__nav carousel__nav--next"
            aria-label={MEDIA.nextSlide}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </>
      ) : null}
      {pagination && slides.length > 1 ? <div ref={paginationRef} className="carousel__pagination" /> : null}
      {delay > 0 && slides.length > 1 ? (
        <button
          type="button"
          className="carousel__toggle"
          onClick={togglePlay}
          aria-label={playing ? MEDIA.pauseSlides : MEDIA.playSlides}
          hidden={!ready}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            {playing ? (
              <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
            ) : (
              <path d="M8 5l11 7-11 7z" fill="currentColor" />
            )}
          </svg>
        </button>
      ) : null}
    </section>
  );
}
