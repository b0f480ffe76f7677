/**
 * Swiper with exactly the modules Carousel uses, as one chunk that carousel.tsx
 * imports after hydration (so only these four modules are bundled, not all of them),
 * with what the carousel adds to it: its accessible messages, autoplay that pauses
 * while the carousel is hovered or focused, and keys that move slides. All of it
 * acts on the slider, so it loads with the slider and not with the page.
 */
import Swiper from "swiper";
import { A11y, Autoplay, Navigation, Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";
import * as MEDIA from "~/kernel/ui-strings/media";

const A11Y: SwiperOptions["a11y"] = {
  enabled: true,
  prevSlideMessage: MEDIA.previousSlide,
  nextSlideMessage: MEDIA.nextSlide,
  paginationBulletMessage: MEDIA.goToSlide,
  slideLabelMessage: MEDIA.slideOfSlides,
  itemRoleDescriptionMessage: MEDIA.slide,
  scrollOnFocus: true,
};

/**
 * The slider on `element`, with focus, pointer and keys handled on `root` (the carousel's
 * region, so two carousels on a page never react to each other's keys). Autoplay resumes
 * only when neither pointer nor focus is inside any more, unless the visitor stopped it.
 */
export function createSwiper(
  element: HTMLElement,
  root: HTMLElement,
  stoppedByUser: { readonly current: boolean },
  options: SwiperOptions,
): Swiper {
  const s = new Swiper(element, { ...options, a11y: A11Y, modules: [A11y, Autoplay, Navigation, Pagination] });
  const pause = () => {
    if (s.autoplay.running && !s.autoplay.paused) s.autoplay.pause();
  };
  const resume = (leaving: Node | null, hovered: boolean) => {
    if (!s.autoplay.running || !s.autoplay.paused || stoppedByUser.current) return;
    if (hovered || (leaving === null ? root.contains(document.activeElement) : root.contains(leaving))) return;
    s.autoplay.resume();
  };
  const onFocusOut = (event: FocusEvent) => resume(event.relatedTarget as Node | null, root.matches(":hover"));
  const onLeave = () => resume(null, false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (s.destroyed || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.target as HTMLElement).closest("input, textarea, select, [contenteditable='true']")) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => s.slidePrev(),
      ArrowRight: () => s.slideNext(),
      Home: () => s.slideTo(0),
      End: () => s.slideTo(s.slides.length - 1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  root.addEventListener("focusin", pause);
  root.addEventListener("focusout", onFocusOut);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("mouseenter", pause);
  root.addEventListener("mouseleave", onLeave);
  s.on("destroy", () => {
    root.removeEventListener("mouseenter", pause);
    root.removeEventListener("mouseleave", onLeave);
    root.removeEventListener("focusin", pause);
    root.removeEventListener("focusout", onFocusOut);
    root.removeEventListener("keydown", onKeyDown);
  });
  return s;
}
