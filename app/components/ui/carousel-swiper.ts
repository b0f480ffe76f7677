/**
 * Swiper with exactly the modules Carousel uses, as one chunk that carousel.tsx
 * imports after hydration (so only these four modules are bundled, not all of them).
 */
import Swiper from "swiper";
import { A11y, Autoplay, Navigation, Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";

export function createSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { ...options, modules: [A11y, Autoplay, Navigation, Pagination] });
}
