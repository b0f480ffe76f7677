// @vitest-environment happy-dom
import { act, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LAZY_ATTEMPTS, LAZY_CACHE_SIZE, LAZY_PRELOAD_FACTOR, LAZY_THROTTLE_MS } from "~/lib/constants";
import type { ContentImage } from "~/kernel/content-schemas";
import { inPreloadArea, LazyImage, LoadedSources, loadedSources, throttle, watcherState } from "./lazy-image";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function img(n: number): ContentImage {
  return {
    src: `/media/p${n}-960.jpg`,
    width: 1920,
    height: 1080,
    alt: `Picture ${n}`,
    color: "#aabbcc",
    widths: [480, 960, 1920],
    sources: [
      {
        type: "image/avif",
        srcset: `/media/p${n}-480.avif 480w, /media/p${n}-960.avif 960w, /media/p${n}-1920.avif 1920w`,
      },
      {
        type: "image/webp",
        srcset: `/media/p${n}-480.webp 480w, /media/p${n}-960.webp 960w, /media/p${n}-1920.webp 1920w`,
      },
      {
        type: "image/jpeg",
        srcset: `/media/p${n}-480.jpg 480w, /media/p${n}-960.jpg 960w, /media/p${n}-1920.jpg 1920w`,
      },
    ],
  };
}

// Every element reports this box; tests move it to simulate scrolling.
let box = { top: 0, bottom: 0, left: 0, right: 0 };
const VH = 1000;
const VW = 800;
let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(
    () =>
      ({
        ...box,
        width: box.right - box.left,
        height: box.bottom - box.top,
        x: box.left,
        y: box.top,
        toJSON: () => ({}),
      }) as DOMRect,
  );
  Object.defineProperty(window, "innerHeight", { value: VH, configurable: true });
  Object.defineProperty(window, "innerWidth", { value: VW, configurable: true });
  container = document.createElement("div");
  document.body.append(container);
  loadedSources.clear();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function render(element: ReactElement) {
  root = createRoot(container);
  act(() => root!.render(element));
}
const theImg = () => container.querySelector("img")!;
const picture = () => container.querySelector(".lazy-image")!;
function fire(target: EventTarget, type: string) {
  act(() => {
    target.dispatchEvent(new Event(type));
  });
}

describe("preload area", () => {
  it(`is ${LAZY_PRELOAD_FACTOR} viewports deep in both directions`, () => {
    expect(LAZY_PRELOAD_FACTOR).toBe(1.3);
    const at = (top: number, left = 0) => inPreloadArea({ top, bottom: top + 100, left, right: left + 100 }, VW, VH);
    expect(at(1299)).toBe(true);
    expect(at(1300)).toBe(false);
    expect(at(0, 1039)).toBe(true);
    expect(at(0, 1040)).toBe(false);
    // Entirely above or left of the viewport: not loaded.
    expect(inPreloadArea({ top: -200, bottom: 0, left: 0, right: 10 }, VW, VH)).toBe(false);
    expect(inPreloadArea({ top: 0, bottom: 10, left: -50, right: 0 }, VW, VH)).toBe(false);
  });
});

describe("throttle", () => {
  it(`runs at most once per ${LAZY_THROTTLE_MS} ms, with a trailing call`, () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, LAZY_THROTTLE_MS);
    t();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(19);
      t();
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LAZY_THROTTLE_MS - 190 - 1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe("loaded-source cache", () => {
  it(`keeps the last ${LAZY_CACHE_SIZE}, least recently used out first`, () => {
    expect(loadedSources.capacity).toBe(200);
    const cache = new LoadedSources(LAZY_CACHE_SIZE);
    for (let i = 0; i < LAZY_CACHE_SIZE; i++) cache.add(`s${i}`);
    expect(cache.size).toBe(200);
    expect(cache.has("s0")).toBe(true); // touched: now the most recent
    cache.add("new");
    expect(cache.size).toBe(200);
    expect(cache.has("s1")).toBe(false);
    expect(cache.has("s0")).toBe(true);
    expect(cache.has("s2")).toBe(true);
  });
});

describe("LazyImage in server HTML", () => {
  it("has a real <img> with src, srcset, sizes, width, height and native lazy loading", () => {
    const html = renderToString(<LazyImage image={img(1)} sizes="50vw" />);
    container.innerHTML = html;
    const el = theImg();
    expect(el.getAttribute("src")).toBe("/media/p1-960.jpg");
    expect(el.getAttribute("srcset")).toContain("/media/p1-1920.jpg 1920w");
    expect(el.getAttribute("sizes")).toBe("50vw");
    expect(el.getAttribute("width")).toBe("1920");
    expect(el.getAttribute("height")).toBe("1080");
    expect(el.getAttribute("alt")).toBe("Picture 1");
    expect(el.getAttribute("loading")).toBe("lazy");
    const sources = [...container.querySelectorAll("source")].map((s) => s.getAttribute("type"));
    expect(sources).toEqual(["image/avif", "image/webp"]);
    expect(container.querySelector("source")!.getAttribute("srcset")).toContain("p1-480.avif 480w");
  });

  it("eager: loading=eager and fetchpriority=high", () => {
    container.innerHTML = renderToString(<LazyImage image={img(1)} eager />);
    expect(theImg().getAttribute("loading")).toBe("eager");
    expect(theImg().getAttribute("fetchpriority")).toBe("high");
  });

  it("after hydration, promotes a far image to eager loading once it is within the preload area", () => {
    vi.useFakeTimers();
    // As in a browser: a lazy image far below has not completed.
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    box = { top: 3000, bottom: 3500, left: 0, right: 800 };
    container.innerHTML = renderToString(<LazyImage image={img(2)} />);
    act(() => {
      root = hydrateRoot(container, <LazyImage image={img(2)} />);
    });
    expect(theImg().getAttribute("src")).toBe("/media/p2-960.jpg");
    expect(theImg().getAttribute("loading")).toBe("lazy");
    box = { top: 1250, bottom: 1750, left: 0, right: 800 };
    act(() => vi.advanceTimersByTime(LAZY_THROTTLE_MS));
    fire(window, "scroll");
    expect(theImg().getAttribute("loading")).toBe("eager");
    expect(theImg().getAttribute("src")).toBe("/media/p2-960.jpg");
  });

  it("after hydration, counts an image that failed before hydration as a failed attempt", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    box = { top: 100, bottom: 300, left: 0, right: 800 };
    container.innerHTML = renderToString(<LazyImage image={img(10)} />);
    const setAttribute = vi.spyOn(HTMLImageElement.prototype, "setAttribute");
    act(() => {
      root = hydrateRoot(container, <LazyImage image={img(10)} />);
    });
    expect(setAttribute).toHaveBeenCalledWith("srcset", expect.stringContaining("/media/p10-480.jpg"));
    expect(picture().getAttribute("data-state")).toBe("loading");
  });

  it("after hydration, an image that loaded before hydration is cached", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(960);
    container.innerHTML = renderToString(<LazyImage image={img(11)} />);
    act(() => {
      root = hydrateRoot(container, <LazyImage image={img(11)} />);
    });
    expect(picture().getAttribute("data-state")).toBe("loaded");
    expect(loadedSources.has(img(11).src)).toBe(true);
  });
});

describe("LazyImage mounted in the browser", () => {
  it("has no source until within the preload area, checked on scroll at most every 200 ms", () => {
    vi.useFakeTimers();
    box = { top: 2000, bottom: 2500, left: 0, right: 800 };
    render(<LazyImage image={img(3)} />);
    expect(theImg().hasAttribute("src")).toBe(false);
    expect(theImg().hasAttribute("srcset")).toBe(false);
    expect(container.querySelector("source")!.hasAttribute("srcset")).toBe(false);
    expect(picture().getAttribute("data-state")).toBe("pending");
    expect(watcherState()).toEqual({ waiting: 1, listening: true });

    // First event: checked at once, still too far.
    act(() => vi.advanceTimersByTime(1000));
    fire(window, "scroll");
    box = { top: VH * LAZY_PRELOAD_FACTOR - 1, bottom: 2000, left: 0, right: 800 };
    // Scrolled into range, but inside the throttle window: no check yet.
    act(() => vi.advanceTimersByTime(LAZY_THROTTLE_MS - 50));
    fire(window, "scroll");
    expect(theImg().hasAttribute("src")).toBe(false);
    // The trailing check at the end of the window loads it.
    act(() => vi.advanceTimersByTime(50));
    expect(theImg().getAttribute("src")).toBe("/media/p3-960.jpg");
    expect(picture().getAttribute("data-state")).toBe("loading");
    expect(watcherState()).toEqual({ waiting: 0, listening: false });
  });

  it("loads at once when already in view", () => {
    box = { top: 100, bottom: 300, left: 0, right: 800 };
    render(<LazyImage image={img(4)} />);
    expect(theImg().getAttribute("src")).toBe("/media/p4-960.jpg");
  });

  it(`tries a failing source ${LAZY_ATTEMPTS} times, then shows the error placeholder`, () => {
    box = { top: 100, bottom: 300, left: 0, right: 800 };
    render(<LazyImage image={img(5)} />);
    const element = theImg();
    const setAttribute = vi.spyOn(element, "setAttribute");
    for (let i = 0; i < LAZY_ATTEMPTS - 1; i++) {
      fire(theImg(), "error");
      expect(container.querySelector('[data-state="error"]')).toBeNull();
    }
    // Each retry re-sets srcset on the same element, which makes the browser fetch again.
    expect(theImg()).toBe(element);
    expect(setAttribute.mock.calls.filter(([name]) => name === "srcset")).toHaveLength(LAZY_ATTEMPTS - 1);
    fire(theImg(), "error");
    const placeholder = container.querySelector('[data-state="error"]')!;
    expect(placeholder.getAttribute("role")).toBe("img");
    expect(placeholder.getAttribute("aria-label")).toBe("Picture 5");
    expect((placeholder as HTMLElement).style.aspectRatio).toBe("1920 / 1080");
    expect(container.querySelector("img")).toBeNull();
  });

  it("a load on the last attempt still shows the image", () => {
    box = { top: 100, bottom: 300, left: 0, right: 800 };
    render(<LazyImage image={img(6)} />);
    fire(theImg(), "error");
    fire(theImg(), "error");
    fire(theImg(), "load");
    expect(picture().getAttribute("data-state")).toBe("loaded");
  });

  it("a remounted, already loaded image shows at once, even far away", () => {
    box = { top: 100, bottom: 300, left: 0, right: 800 };
    render(<LazyImage image={img(7)} />);
    fire(theImg(), "load");
    act(() => root!.unmount());
    box = { top: 5000, bottom: 5300, left: 0, right: 800 };
    render(<LazyImage image={img(7)} />);
    expect(picture().getAttribute("data-state")).toBe("loaded");
    expect(theImg().getAttribute("src")).toBe("/media/p7-960.jpg");
    // An image not in the cache still waits.
    act(() => root!.unmount());
    render(<LazyImage image={img(8)} />);
    expect(picture().getAttribute("data-state")).toBe("pending");
  });

  it("the cache forgets the 201st most recent image", () => {
    box = { top: 100, bottom: 300, left: 0, right: 800 };
    for (let i = 0; i <= LAZY_CACHE_SIZE; i++) loadedSources.add(img(100 + i).src);
    box = { top: 5000, bottom: 5300, left: 0, right: 800 };
    render(<LazyImage image={img(100)} />);
    expect(picture().getAttribute("data-state")).toBe("pending");
    act(() => root!.unmount());
    render(<LazyImage image={img(101)} />);
    expect(picture().getAttribute("data-state")).toBe("loaded");
  });

  it("eager images never wait", () => {
    box = { top: 5000, bottom: 5300, left: 0, right: 800 };
    render(<LazyImage image={img(9)} eager />);
    expect(theImg().getAttribute("src")).toBe("/media/p9-960.jpg");
    expect(theImg().getAttribute("fetchpriority")).toBe("high");
  });
});
