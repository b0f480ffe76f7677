import { describe, expect, it } from "vitest";
import { leadsRefusal } from "./leads.server";

describe("the inbox's refusals as the lead pages see them", () => {
  it("answers a stale form from another copy of the class (server source vs route build) with 412, keeping the note", () => {
    // What the built route modules meet: the same class, loaded a second time.
    class CopyOfLeadsError extends Error {
      readonly status = 412;
      constructor() {
        super("Someone changed this lead meanwhile. Reload it, then make your change again.");
        this.name = "LeadsError";
      }
    }
    const copy = new CopyOfLeadsError();
    const answer = leadsRefusal(copy, "update", { note: "Sent the price list." }) as unknown as {
      init: { status: number };
      data: { formError: string; values: Record<string, string> };
    };
    expect(answer.init.status).toBe(412);
    expect(answer.data.formError).toContain("Someone changed this lead meanwhile");
    expect(answer.data.values.note).toBe("Sent the price list.");
  });

  it("lets anything else through to the error page", () => {
    expect(() => leadsRefusal(new Error("database down"), "update")).toThrow("database down");
  });
});
