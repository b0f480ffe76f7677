import { describe, expect, it } from "vitest";
import * as c from "./constants";

// The values of the product specification, section 9. A change here is a change of the product.
describe("constants of the specification", () => {
  it("lazy images", () => {
    expect(c.LAZY_PRELOAD_FACTOR).toBe(1.3);
    expect(c.LAZY_ATTEMPTS).toBe(3);
    expect(c.LAZY_THROTTLE_MS).toBe(200);
    expect(c.LAZY_CACHE_SIZE).toBe(200);
  });
  it("image viewer", () => {
    expect(c.VIEWER_SLIDESHOW_INTERVAL_MS).toBe(5000);
    expect(c.VIEWER_ZOOM_STEP).toBe(0.1);
    expect(c.VIEWER_ZOOM_MIN).toBe(0.01);
    expect(c.VIEWER_ZOOM_MAX).toBe(100);
  });
  it("http client", () => {
    expect(c.HTTP_TIMEOUT_MS).toBe(0);
  });
  it("progress bar", () => {
    expect(c.PROGRESS_MINIMUM).toBe(0.08);
    expect(c.PROGRESS_SPEED_MS).toBe(200);
    expect(c.PROGRESS_TRICKLE_MS).toBe(800);
  });
});
