import { describe, expect, it } from "vitest";
import { describeProgress, throttleProgress } from "./progress.ts";

describe("seed progress", () => {
  it("passes on the first and last report of a step and at most one in between per interval", () => {
    const seen: number[] = [];
    const report = throttleProgress((p) => seen.push(p.done), 60_000);
    for (let done = 0; done <= 100; done++) report({ step: "media", done, total: 100, unit: "images" });
    expect(seen).toEqual([0, 100]);
    expect(describeProgress({ step: "media", done: 310, total: 666, unit: "images" })).toBe(
      "demo content, media: 310 of 666 images (46%)",
    );
  });
});
