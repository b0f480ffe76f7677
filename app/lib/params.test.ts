import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_ID, parseId, parsePage, parseType, assertPageInRange } from "./params";

function status(fn: () => unknown): number | "ok" {
  try {
    fn();
    return "ok";
  } catch (e) {
    return (e as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("parseId", () => {
  it("accepts positive integers", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("42")).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });
  it.each(["0", "-1", "01", "1.5", "abc", "1e3", " 1", "", "99999999999", String(MAX_ID + 1), "+3", "0x10"])(
    "rejects %j with 404",
    (value) => {
      expect(status(() => parseId(value))).toBe(404);
    },
  );
  it("rejects undefined with 404", () => {
    expect(status(() => parseId(undefined))).toBe(404);
  });
  it("round-trips every valid id and rejects every string that is not one", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_ID }), (n) => parseId(String(n)) === n));
    fc.assert(
      fc.property(fc.string(), (s) => {
        const valid = /^[1-9][0-9]*$/.test(s) && Number(s) <= MAX_ID;
        return valid ? parseId(s) === Number(s) : status(() => parseId(s)) === 404;
      }),
    );
  });
});

describe("parsePage", () => {
  it("defaults to 1 and parses numbers", () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("1")).toBe(1);
    expect(parsePage("7")).toBe(7);
  });
  it.each(["0", "02", "-2", "x", "2 copy", "100000"])("rejects %j", (value) => {
    expect(status(() => parsePage(value))).toBe(404);
  });
});

describe("parseType and assertPageInRange", () => {
  const types = ["company", "industry"] as const;
  it("accepts known slugs only", () => {
    expect(parseType("company", types)).toBe("company");
    expect(status(() => parseType("Company", types))).toBe(404);
    expect(status(() => parseType("__proto__", types))).toBe(404);
    expect(status(() => parseType(undefined, types))).toBe(404);
  });
  it("allows page 1 of an empty list and 404s past the end", () => {
    expect(status(() => assertPageInRange(1, 0))).toBe("ok");
    expect(status(() => assertPageInRange(3, 3))).toBe("ok");
    expect(status(() => assertPageInRange(4, 3))).toBe(404);
  });
});
