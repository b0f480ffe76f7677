import { describe, expect, it } from "vitest";
import { AccountsError } from "~/kernel/refusals";
import { refusal } from "./guard.server";

/** A look-alike: same name and fields, another class. One module graph means it is not a refusal. */
class LookAlikeAccountsError extends Error {
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
  it("answers a conflict with 409 and keeps what was typed", () => {
    const conflict = new AccountsError("conflict", "That address already has an account.", { email: "Taken" });
    const answer = refusal(conflict, "invite", { email: "ana@example.com" }) as unknown as {
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
      (refusal(new AccountsError(code as "invalid", "No."), "x") as unknown as { init: { status: number } }).init
        .status;
    expect(status("invalid")).toBe(400);
    expect(status("not_found")).toBe(404);
  });

  it("lets anything else through to the error page, a look-alike of the class too", () => {
    expect(() => refusal(new Error("database down"), "invite")).toThrow("database down");
    expect(() => refusal(new LookAlikeAccountsError("conflict", "Forged."), "invite")).toThrow("Forged.");
  });
});
