import { describe, expect, it } from "vitest";
import { yearlyDiscountPercent } from "./pricing.ts";

describe("yearly discount", () => {
  it("is the saving every plan with both prices gives at least, in whole percent", () => {
    const plans = [
      { monthlyPrice: 8, yearlyPrice: 6 },
      { monthlyPrice: 15, yearlyPrice: 12 },
      { monthlyPrice: 24, yearlyPrice: 19 },
      { monthlyPrice: null, yearlyPrice: null },
    ];
    expect(yearlyDiscountPercent(plans)).toBe(20);
    expect(yearlyDiscountPercent([{ monthlyPrice: 10, yearlyPrice: 8 }])).toBe(20);
  });

  it("is 0 when no plan is sold yearly for less", () => {
    expect(yearlyDiscountPercent([])).toBe(0);
    expect(yearlyDiscountPercent([{ monthlyPrice: 0, yearlyPrice: 0 }])).toBe(0);
    expect(yearlyDiscountPercent([{ monthlyPrice: 10, yearlyPrice: 12 }])).toBe(0);
  });
});
