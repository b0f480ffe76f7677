import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH } from "../../app/kernel/admin-policy.ts";
import { commonPasswords, hashPassword, OWASP_SCRYPT, passwordProblem, verifyPassword } from "./passwords.ts";

describe("password rules", () => {
  it("bundles a list of tens of thousands of common passwords", () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(40_000);
    for (const word of ["123456", "password", "qwerty", "iloveyou", "letmein"]) expect(list.has(word)).toBe(true);
  });

  it(`refuses passwords shorter than ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(passwordProblem("Xk3#pL9!qZ2")).toMatch(/at least 12/);
    expect(passwordProblem("Xk3#pL9!qZ2w")).toBeNull();
    expect(passwordProblem("x".repeat(129))).toMatch(/at most 128/);
  });

  it("refuses common passwords, also padded with digits and symbols, repeated, or with a different case", () => {
    const listed = [...commonPasswords()].find((word) => word.length >= 12)!;
    for (const password of [
      listed,
      listed.toUpperCase(),
      "Password2024!",
      "!!qwerty123456",
      "qwertyqwerty",
      "letmeinletmein",
      "Sunshine12345",
    ])
      expect(passwordProblem(password), password).toMatch(/too common/);
  });

  it("refuses passwords made of few characters or the email address", () => {
    expect(passwordProblem("aaaaaaaaaaaaaaab")).toMatch(/different characters/);
    expect(passwordProblem("jane.doe-Blue-Cactus", { email: "jane.doe@example.com" })).toMatch(/email/);
  });

  it("accepts a long passphrase", () => {
    expect(passwordProblem("correct horse battery staple 42")).toBeNull();
  });
});

describe("password hash", () => {
  it("uses OWASP's scrypt cost and keeps its parameters with the hash", async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword("correct horse battery staple 42");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword(hash, "correct horse battery staple 42")).toBe(true);
    expect(await verifyPassword(hash, "correct horse battery staple 43")).toBe(false);
  });

  it("salts each hash and verifies hashes made at another cost", async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const a = await hashPassword("same password here", cheap);
    const b = await hashPassword("same password here", cheap);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "same password here")).toBe(true);
    for (const bad of ["", "bcrypt$x", "scrypt$0$8$1$aa$bb", "scrypt$99999999$8$1$aa$bb", a.replace(/.$/, "")])
      expect(await verifyPassword(bad, "same password here"), bad).toBe(false);
  });
});
