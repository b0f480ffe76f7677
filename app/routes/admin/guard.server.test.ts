import { describe, expect, it } from "vitest";
import { refusal } from "./guard.server";

/** What the built route modules meet: the accounts error class, loaded a second time. */
class CopyOfAccountsError extends Error {
  readonly code: string;
  readonly fields?: Record<string, string>;
  constructor(code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "AccountsError";
    this.code = code;
    this.fields = fields;
  }
}

describe("account refusals as the admin pages see them", () => {
  it("answers a conflict from another copy of the class with 409 and keeps what was typed", () => {
    const copy = new CopyOfAccountsError("conflict", "That address already has an account.", { email: "Taken" });
    const answer = refusal(copy, "invite", { email: "ana@example.com" }) as unknown as {
      init: { status: number };
      data: { formError: string; fieldErrors: Record<string, string>; values: Record<string, string> };
    };
    expect(answer.init.status).toBe(409);
    expect(answer.data.formError).toBe("That address already has an account.");
    expect(answer.data.fieldErrors.email).toBe("Taken");
    expect(answer.data.values.email).toBe("ana@example.com");
  });

  it("answers invalid input with 400 and a missing account with 404", () => {
    const status = (code: string) =>
      (refusal(new CopyOfAccountsError(code, "No."), "x") as unknown as { init: { status: number } }).init.status;
    expect(status("invalid")).toBe(400);
    expect(status("not_found")).toBe(404);
  });

  it("lets anything else through to the error page", () => {
    expect(() => refusal(new Error("database down"), "invite")).toThrow("database down");
  });
});
