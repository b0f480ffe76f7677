// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { VIEWER_SLIDESHOW_INTERVAL_MS, VIEWER_ZOOM_MAX, VIEWER_ZOOM_MIN, VIEWER_ZOOM_STEP } from "~/lib/constants";
import type { ContentImage } from "~/kernel/content-schemas";
import { Gallery, toViewerImage, widest } from "./gallery";
import { viewerOptions } from "./gallery-viewer";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const image = (n: number): ContentImage => ({
  src: `/m/g${n}-960.jpg`,
  width: 1600,
  height: 1200,
  alt: `Shot ${n}`,
  widths: [480, 960, 1600],
  sources: [
    { type: "image/avif", srcset: `/m/g${n}-480.avif 480w, /m/g${n}-960.avif 960w, /m/g${n}-1600.avif 1600w` },
    { type: "image/webp", srcset: `/m/g${n}-480.webp 480w, /m/g${n}-1600.webp 1600w, /m/g${n}-960.webp 960w` },
    { type: "image/jpeg", srcset: `/m/g${n}-480.jpg 480w, /m/g${n}-960.jpg 960w, /m/g${n}-1600.jpg 1600w` },
  ],
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

describe("viewer settings", () => {
  it("zoom step, zoom range and slideshow interval come from the specification", () => {
    const o = viewerOptions(false);
    expect(o.zoomRatio).toBe(0.1);
    expect(o.minZoomRatio).toBe(0.01);
    expect(o.maxZoomRatio).toBe(100);
    expect(o.interval).toBe(5000);
    expect([o.zoomRatio, o.minZoomRatio, o.maxZoomRatio, o.interval]).toEqual([
      VIEWER_ZOOM_STEP,
      VIEWER_ZOOM_MIN,
      VIEWER_ZOOM_MAX,
      VIEWER_SLIDESHOW_INTERVAL_MS,
    ]);
    expect(o).toMatchObject({
      rotatable: true,
      scalable: true,
      zoomable: true,
      zoomOnWheel: true,
      zoomOnTouch: true,
      keyboard: true,
      fullscreen: true,
    });
    expect(viewerOptions(true).transition).toBe(false);
  });
});

describe("Gallery", () => {
  it("opens the widest WebP rendition; the strip uses the narrowest", () => {
    expect(widest("/a 480w, /b 1600w, /c 960w")).toEqual({ url: "/b", width: 1600 });
    expect(toViewerImage(image(1))).toEqual({ full: "/m/g1-1600.webp", thumb: "/m/g1-480.webp", alt: "Shot 1" });
    expect(toViewerImage({ ...image(1), sources: [] }).full).toBe("/m/g1-960.jpg");
  });

  it("server HTML: a labelled list of links to the full pictures, each with a real image", () => {
    const div = document.createElement("div");
    div.innerHTML = renderToString(<Gallery label="Plant photos" images={[image(1), image(2)]} />);
    const list = div.querySelector("ul")!;
    expect(list.getAttribute("aria-label")).toBe("Plant photos");
    const links = [...div.querySelectorAll("a.gallery__thumb")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/m/g1-1600.webp", "/m/g2-1600.webp"]);
    expect(links[0]!.getAttribute("aria-haspopup")).toBe("dialog");
    expect(links[0]!.querySelector("img")!.getAttribute("src")).toBe("/m/g1-960.jpg");
    expect(links[1]!.textContent).toContain("Open image 2 of 2");
  });

  it("renders nothing without images", () => {
    expect(renderToString(<Gallery label="x" images={[]} />)).toBe("");
  });

  it("a click opens the viewer at that image, with labelled controls", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<Gallery label="g" images={[image(1), image(2), image(3)]} />));
    const second = container.querySelectorAll<HTMLAnchorElement>("a.gallery__thumb")[1]!;
    second.focus();
    await act(async () => {
      second.click();
      await new Promise((r) => setTimeout(r, 300));
    });
    const viewer = document.querySelector<HTMLElement>(".viewer-container");
    expect(viewer).not.toBeNull();
    const source = document.querySelector(".gallery-viewer-source")!;
    expect([...source.querySelectorAll("img")].map((i) => i.dataset.original)).toEqual([
      "/m/g1-1600.webp",
      "/m/g2-1600.webp",
      "/m/g3-1600.webp",
    ]);
    const labels = [...viewer!.querySelectorAll(".viewer-toolbar li")].map((li) => li.getAttribute("aria-label"));
    expect(labels).toEqual(
      expect.arrayContaining([
        "Zoom in",
        "Zoom out",
        "Rotate left",
        "Rotate right",
        "Flip horizontally",
        "Flip vertically",
        "Play slideshow",
        "Full screen",
        "Previous image",
        "Next image",
      ]),
    );
    // A modal: the page behind cannot take focus while the viewer is open.
    expect(viewer!.getAttribute("role")).toBe("dialog");
    expect(viewer!.getAttribute("aria-modal")).toBe("true");
    expect(container.inert).toBe(true);
    expect(viewer!.inert).toBe(false);
  });
});
