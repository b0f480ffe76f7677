import { describe, expect, it } from "vitest";
import { actionRefusal, EditorialError } from "./editorial.server";

describe("the service's refusals as the admin pages see them", () => {
  it("answers the service's own refusal with its status and keeps what was typed", () => {
    const answer = actionRefusal(
      new EditorialError("stale", "Someone changed this item after you opened it."),
      "save",
      { title: "kept" },
    ) as unknown as { init: { status: number }; data: { values: Record<string, string> } };
    expect(answer.init.status).toBe(412);
    expect(answer.data.values.title).toBe("kept");
  });

  it("throws on an error that only looks like a refusal: one class per process, told apart by instanceof", () => {
    const lookalike = Object.assign(new Error("boom"), { name: "EditorialError", code: "stale" });
    expect(() => actionRefusal(lookalike, "save", { title: "kept" })).toThrow(lookalike);
  });
});
