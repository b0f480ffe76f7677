/**
 * SCRIPT_ORDER_SPLIT's halves (decision 0060): decided by the path alone, so every
 * visitor and every cache gets one document per URL, and both halves hold pages of the site.
 */
import { describe, expect, it } from "vitest";
import { scriptsAfterPaintFor } from "./script-order-split.ts";

describe("the script-order split", () => {
  it("gives a path the same half every time", () => {
    for (const path of ["/", "/price", "/cases/1", "/mobile/price"])
      expect(new Set(Array.from({ length: 5 }, () => scriptsAfterPaintFor(path))).size).toBe(1);
  });

  it("puts about half of the pages of a type with many pages in each half", () => {
    const paths = Array.from({ length: 36 }, (_, i) => [`/cases/${i + 1}`, `/mobile/cases/${i + 1}`]).flat();
    const after = paths.filter(scriptsAfterPaintFor).length;
    expect(after).toBeGreaterThan(paths.length * 0.25);
    expect(after).toBeLessThan(paths.length * 0.75);
  });
});
