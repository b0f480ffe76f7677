import { describe, expect, it } from "vitest";
import { filterOf, leadsRefusal } from "./leads.server";

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

describe("the inbox filter of a URL", () => {
  it("keeps a source page that is a path of the site and drops any other", () => {
    const kept = filterOf(new URL("https://www.example.com/admin/leads?sourcePage=%2Fdetail%2F3&source=form"));
    expect(kept.filter).toEqual({ sourcePage: "/detail/3", source: "form" });
    expect(kept.dropped).toEqual([]);
    const foreign = filterOf(new URL("https://www.example.com/admin/leads?sourcePage=https%3A%2F%2Fevil.example%2F"));
    expect(foreign.filter).toEqual({});
    expect(foreign.dropped).toEqual(["sourcePage"]);
  });
});
