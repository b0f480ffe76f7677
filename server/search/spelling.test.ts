import { describe, expect, it } from "vitest";
import { correctTerms, oneEditApart } from "./spelling.ts";

describe("one typo", () => {
  it("is a letter added, dropped, changed or two neighbours swapped", () => {
    expect(oneEditApart("aproval", "approval")).toBe(true);
    expect(oneEditApart("approvall", "approval")).toBe(true);
    expect(oneEditApart("approvel", "approval")).toBe(true);
    expect(oneEditApart("apporval", "approval")).toBe(true);
    expect(oneEditApart("approval", "approval")).toBe(false);
    expect(oneEditApart("aprovl", "approval")).toBe(false);
    expect(oneEditApart("paproval", "approvals")).toBe(false);
  });

  it("corrects unknown words to the most frequent close word, and leaves known and short words", () => {
    const words = new Map([
      ["approval", 40],
      ["approvals", 3],
      ["invoice", 12],
      ["form", 9],
    ]);
    expect(correctTerms(["aproval", "invoice"], words)).toEqual(["approval", "invoice"]);
    expect(correctTerms(["invoice"], words)).toBeNull();
    expect(correctTerms(["frm"], words)).toBeNull();
    expect(correctTerms(["zzzzzz"], words)).toBeNull();
  });
});
