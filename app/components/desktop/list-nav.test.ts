import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pageWindow } from "./list-nav";
import { casesListPath, newsPath, newsTypePath } from "~/kernel/links";

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("puts gaps between the ends and the pages around the current one", () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
  });
  it("always holds the first, last and current page, ascending, without adjacent gaps", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 499 }), (total, offset) => {
        const page = (offset % total) + 1;
        const out = pageWindow(page, total);
        const nums = out.filter((p): p is number => p !== null);
        const ascending = nums.every((p, i) => i === 0 || p > nums[i - 1]!);
        const noDoubleGap = out.every((p, i) => p !== null || out[i + 1] !== null);
        return (
          nums.includes(1) && nums.includes(total) && nums.includes(page) && ascending && noDoubleGap && out.length <= 9
        );
      }),
    );
  });
});

describe("paths", () => {
  it("leave out page 1 and keep the specification's news category path", () => {
    expect(newsPath(1)).toBe("/news");
    expect(newsPath(3)).toBe("/news/3");
    expect(casesListPath("retail", 1)).toBe("/cases_list/retail");
    expect(newsTypePath("events")).toBe("/news/events%20copy");
    expect(newsTypePath("events", 2)).toBe("/news/events/2%20copy");
  });
});
