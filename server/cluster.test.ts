import { describe, expect, it } from "vitest";
import { restartDelay } from "./cluster.ts";

describe("cluster primary", () => {
  it("waits longer before each replacement while workers keep dying right after they start", () => {
    expect(restartDelay(0)).toBe(0);
    expect(restartDelay(1)).toBe(250);
    expect(restartDelay(2)).toBe(500);
    expect(restartDelay(5)).toBe(4000);
    expect(restartDelay(20)).toBe(30_000);
  });
});
