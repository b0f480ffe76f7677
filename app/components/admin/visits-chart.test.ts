import { describe, expect, it } from "vitest";
import { chartData } from "./visits-chart.tsx";

describe("the visits chart's points", () => {
  it("has a point for every day of the range, 0 on days without views, so one counted day is not drawn over years", () => {
    const [x, views, visitors] = chartData(
      [{ day: "2026-11-28", pageViews: 10, visitors: 1 }],
      "2026-11-26",
      "2026-11-28",
    );
    expect(x).toEqual([
      Date.parse("2026-11-26") / 1000,
      Date.parse("2026-11-27") / 1000,
      Date.parse("2026-11-28") / 1000,
    ]);
    expect(views).toEqual([0, 0, 10]);
    expect(visitors).toEqual([0, 0, 1]);
  });
});
