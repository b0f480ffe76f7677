import { describe, expect, it } from "vitest";
import { formatDate, formatDuration, formatPrice, spokenDuration } from "./format";

describe("formatDate", () => {
  it("writes the long form by default and the short form by name", () => {
    expect(formatDate("2026-11-22T23:30:00Z")).toBe("22 November 2026");
    expect(formatDate("2026-11-22T23:30:00Z", "short")).toBe("22 Nov 2026");
  });
  it("writes every month exactly as Intl's en-GB does in UTC, also late at night", () => {
    const intl = (month: "long" | "short") =>
      new Intl.DateTimeFormat("en-GB", { day: "numeric", month, year: "numeric", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const iso = new Date(Date.UTC(2026, month, day, 23, 59)).toISOString();
        expect(formatDate(iso)).toBe(intl("long").format(new Date(iso)));
        expect(formatDate(iso, "short")).toBe(intl("short").format(new Date(iso)));
      }
    }
  });
  it("gives nothing for a value that is not a date", () => {
    expect(formatDate("soon")).toBe("");
  });
});

describe("durations", () => {
  it("shows minutes and seconds, and hours when there are any", () => {
    expect(formatDuration(754)).toBe("12:34");
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(3723)).toBe("1:02:03");
    expect(formatDuration(-3)).toBe("0:00");
  });
  it("says the same length in words", () => {
    expect(spokenDuration(754)).toBe("12 minutes 34 seconds");
    expect(spokenDuration(60)).toBe("1 minute");
    expect(spokenDuration(1)).toBe("1 second");
    expect(spokenDuration(0)).toBe("0 seconds");
  });
});

describe("formatPrice", () => {
  it("writes dollars, cents only when there are some, and words for free and quoted plans", () => {
    expect(formatPrice(1240)).toBe("$1,240");
    expect(formatPrice(12.5)).toBe("$12.50");
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(null)).toBe("Custom price");
  });
  it("writes what Intl's en-US dollars write", () => {
    const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
    for (const amount of [1, 12, 999, 1000, 12_345, 999_999, 1_234_567, -3, -1500]) {
      expect(formatPrice(amount)).toBe(whole.format(amount));
    }
    for (const amount of [0.5, 9.99, 12.5, 1234.56, 999_999.99, -19.99]) {
      expect(formatPrice(amount)).toBe(cents.format(amount));
    }
  });
});
