import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { seedDatabase } from "./index.ts";
import { describeProgress, throttleProgress, type SeedProgress } from "./progress.ts";

describe("seed progress", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "seed-progress", { seed: false, media: false });
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it("reports the rows written, from none to all of them", async () => {
    const reports: SeedProgress[] = [];
    const result = await seedDatabase(s.db, { onProgress: (p) => reports.push(p) });
    expect(reports[0]).toMatchObject({ step: "content", done: 0, unit: "rows" });
    expect(reports.at(-1)).toEqual({ step: "content", done: result.rows, total: result.rows, unit: "rows" });
    const done = reports.map((r) => r.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(reports.length).toBeGreaterThan(5);
  });

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
