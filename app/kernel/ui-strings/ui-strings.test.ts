import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { message } from "./message.ts";

describe("message", () => {
  it("fills each placeholder by name, as often as it occurs", () => {
    expect(message("Showing {first}–{last} of {total}", { first: 1, last: 12, total: 40 })).toBe("Showing 1–12 of 40");
    expect(message("{n} of {n}", { n: 2 })).toBe("2 of 2");
  });

  it("leaves a placeholder it has no value for as it is, so the gap shows", () => {
    expect(message("Page {page} of {pages}", { page: 3 })).toBe("Page 3 of {pages}");
  });
});

describe("the interface words files", () => {
  const dir = import.meta.dirname;
  const areas = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "message.ts");

  it.each(areas)("%s exports only words, with ICU-style placeholders", async (file) => {
    const exports = (await import(path.join(dir, file))) as Record<string, unknown>;
    const strings = Object.values(exports).flatMap((v) => (typeof v === "string" ? [v] : Object.values(v as object)));
    expect(strings.length).toBeGreaterThan(0);
    for (const value of strings) {
      expect(typeof value === "string" || typeof value === "object").toBe(true);
      if (typeof value !== "string") continue;
      expect(value.trim()).not.toBe("");
      // A template literal's "${" would be a value filled in code rather than by message().
      expect(value).not.toContain("${");
    }
  });
});
