/**
 * Every number of the product specification (section 9), in one place. Code
 * reads these; nothing repeats the literals. Each one has a test in
 * constants.test.ts and in the test of the component that uses it.
 */

/** Lazy images start loading within this many viewport heights (and widths). */
export const LAZY_PRELOAD_FACTOR = 1.3;
/** A failing image source is tried this many times in all before the error placeholder. */
export const LAZY_ATTEMPTS = 3;
/** Scroll/resize driven position checks run at most once per this many ms. */
export const LAZY_THROTTLE_MS = 200;
/** How many loaded image sources are remembered (least recently used dropped first). */
export const LAZY_CACHE_SIZE = 200;

/** Image viewer: slideshow interval in ms. */
export const VIEWER_SLIDESHOW_INTERVAL_MS = 5000;
/** Image viewer: zoom step (ratio added or removed per step). */
export const VIEWER_ZOOM_STEP = 0.1;
/** Image viewer: smallest and largest zoom ratio. */
export const VIEWER_ZOOM_MIN = 0.01;
export const VIEWER_ZOOM_MAX = 100;

/** HTTP client: default timeout in ms; 0 means none. */
export const HTTP_TIMEOUT_MS = 0;

/** Navigation progress bar (NProgress): starting fraction, animation speed and trickle interval. */
export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_SPEED_MS = 200;
export const PROGRESS_TRICKLE_MS = 800;

// Site choices (not in the specification), kept here so they live in one place too.

/** Carousel: delay between automatic slides when a carousel asks for autoplay without a delay. */
export const CAROUSEL_AUTOPLAY_DELAY_MS = 6000;
/** Carousel: slide transition in ms (0 under prefers-reduced-motion). */
export const CAROUSEL_SPEED_MS = 400;
/** Once the page has loaded, the longest a carousel waits for an idle moment to load Swiper. */
export const CAROUSEL_IDLE_TIMEOUT_MS = 1500;
