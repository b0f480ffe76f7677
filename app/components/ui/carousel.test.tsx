// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CAROUSEL_AUTOPLAY_DELAY_MS } from "~/lib/constants";
import { breakpointCss, Carousel, layoutVars } from "./carousel";

function html(element: React.ReactElement): HTMLElement {
  const div = document.createElement("div");
  div.innerHTML = renderToString(element);
  return div;
}

describe("Carousel server HTML", () => {
  it("is a labelled carousel region whose slides are all in the markup, first one first", () => {
    const root = html(
      <Carousel label="Featured">
        <p>one</p>
        <p>two</p>
        <p>three</p>
      </Carousel>,
    );
    const section = root.querySelector("section")!;
    expect(section.getAttribute("aria-roledescription")).toBe("carousel");
    expect(section.getAttribute("aria-label")).toBe("Featured");
    const slides = [...root.querySelectorAll(".swiper-wrapper > .swiper-slide")];
    expect(slides.map((s) => s.textContent)).toEqual(["one", "two", "three"]);
    expect(slides[0]!.getAttribute("aria-roledescription")).toBe("slide");
    expect(slides[0]!.getAttribute("aria-label")).toBe("1 / 3");
  });

  it("has previous/next buttons with accessible names and a place for the pagination", () => {
    const root = html(
      <Carousel label="x">
        <p>a</p>
        <p>b</p>
      </Carousel>,
    );
    const buttons = [...root.querySelectorAll("button.carousel__nav")];
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(["Previous slide", "Next slide"]);
    expect(buttons.every((b) => b.getAttribute("type") === "button")).toBe(true);
    expect(root.querySelector(".carousel__pagination")).not.toBeNull();
  });

  it("drops controls for one slide or when asked, and then makes the viewport focusable", () => {
    const single = html(
      <Carousel label="x">
        <p>a</p>
      </Carousel>,
    );
    expect(single.querySelector("button")).toBeNull();
    expect(single.querySelector(".swiper")!.getAttribute("tabindex")).toBe("0");
    const bare = html(
      <Carousel label="x" navigation={false} pagination={false}>
        <p>a</p>
        <p>b</p>
      </Carousel>,
    );
    expect(bare.querySelector(".carousel__nav, .carousel__pagination")).toBeNull();
  });

  it("carries the slide layout as CSS variables, with breakpoints as scoped media queries", () => {
    const root = html(
      <Carousel
        label="Logos"
        slidesPerView={2}
        spaceBetween={16}
        breakpoints={{ 1200: { slidesPerView: 6, spaceBetween: 24 }, 768: { slidesPerView: 4 } }}
      >
        <p>a</p>
        <p>b</p>
      </Carousel>,
    );
    const section = root.querySelector("section")!;
    expect(section.style.getPropertyValue("--carousel-per-view")).toBe("2");
    expect(section.style.getPropertyValue("--carousel-gap")).toBe("16px");
    const scope = section.getAttribute("data-carousel")!;
    expect(root.querySelector("style")!.textContent).toBe(
      `@media (min-width:768px){[data-carousel="${scope}"]{--carousel-per-view:4}}@media (min-width:1200px){[data-carousel="${scope}"]{--carousel-per-view:6;--carousel-gap:24px}}`,
    );
  });

  it("offers a pause button only with autoplay", () => {
    const plain = html(
      <Carousel label="x">
        <p>a</p>
        <p>b</p>
      </Carousel>,
    );
    expect(plain.querySelector(".carousel__toggle")).toBeNull();
    const auto = html(
      <Carousel label="x" autoplay>
        <p>a</p>
        <p>b</p>
      </Carousel>,
    );
    expect(auto.querySelector(".carousel__toggle")).not.toBeNull();
    expect(CAROUSEL_AUTOPLAY_DELAY_MS).toBeGreaterThan(0);
  });

  it("helpers", () => {
    expect(layoutVars({ slidesPerView: "auto" })).toEqual({ "--carousel-per-view": "auto" });
    expect(breakpointCss("s", undefined)).toBe("");
  });
});
