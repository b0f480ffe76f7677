import { describe, expect, it } from "vitest";
import { fieldsOf } from "./content-form.server";
import { mergeThreeWays } from "./merge.server";

const fields = fieldsOf("news").filter((f) => ["title", "summary", "author"].includes(f.name));
const base = { title: "Release 4", summary: "What changed.", author: "Press office" };

describe("a stale save merged three ways", () => {
  it("takes a colleague's title when only the summary was mine, and asks nothing", () => {
    const theirs = { ...base, title: "Release 4 is out" };
    const mine = { ...base, summary: "Everything that changed." };
    const merged = mergeThreeWays(fields, base, theirs, mine);
    expect(merged.conflicts).toEqual([]);
    expect(merged.values).toEqual({
      title: "Release 4 is out",
      summary: "Everything that changed.",
      author: "Press office",
    });
  });

  it("shows only the fields both changed differently, with both versions", () => {
    const theirs = { ...base, title: "Theirs", author: "Same" };
    const mine = { ...base, title: "Mine", author: "Same", summary: "Mine too" };
    const merged = mergeThreeWays(fields, base, theirs, mine);
    expect(merged.conflicts).toEqual([{ name: "title", label: expect.any(String), mine: "Mine", theirs: "Theirs" }]);
    expect(merged.values).toMatchObject({ author: "Same", summary: "Mine too" });
  });
});
