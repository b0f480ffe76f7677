import { describe, expect, it } from "vitest";
import { actionRefusal, EditorialError, isEditorialError } from "./editorial.server";

describe("the service's refusals as the admin pages see them", () => {
  it("recognises a refusal made by another copy of the class (server source vs route build)", () => {
    // What the built route modules meet: the same class, loaded a second time.
    class CopyOfEditorialError extends Error {
      readonly code = "stale";
      constructor() {
        super("Someone changed this item after you opened it.");
        this.name = "EditorialError";
      }
    }
    const copy = new CopyOfEditorialError();
    expect(copy instanceof EditorialError).toBe(false);
    expect(isEditorialError(copy)).toBe(true);
    expect(isEditorialError(new Error("boom"))).toBe(false);
    const answer = actionRefusal(copy, "save", { title: "kept" }) as unknown as {
      init: { status: number };
      data: { values: Record<string, string> };
    };
    expect(answer.init.status).toBe(412);
    expect(answer.data.values.title).toBe("kept");
  });
});
