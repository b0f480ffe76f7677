import { describe, expect, it } from "vitest";
import { createFormTokens, MAX_AGE_MS, MIN_FILL_MS } from "./form-token.ts";

describe("form tokens", () => {
  const tokens = createFormTokens("a-test-secret-that-is-long-enough");
  const t0 = 1_800_000_000_000;

  it("accepts a token from the minimum fill time until the maximum age", () => {
    const token = tokens.issue(t0);
    expect(tokens.verify(token, t0 + MIN_FILL_MS - 1)).toEqual({ ok: false, reason: "too-fast" });
    expect(tokens.verify(token, t0 + MIN_FILL_MS)).toMatchObject({ ok: true, issuedAt: t0 });
    expect(tokens.verify(token, t0 + MAX_AGE_MS)).toMatchObject({ ok: true });
    expect(tokens.verify(token, t0 + MAX_AGE_MS + 1)).toEqual({ ok: false, reason: "expired" });
  });

  it("gives every form its own nonce", () => {
    const a = tokens.verify(tokens.issue(t0), t0 + MIN_FILL_MS);
    const b = tokens.verify(tokens.issue(t0), t0 + MIN_FILL_MS);
    expect(a.ok && b.ok && a.nonce !== b.nonce).toBe(true);
  });

  it("refuses tokens whose time or nonce was changed, or signed with another key", () => {
    const token = tokens.issue(t0);
    const [v, , nonce, sig] = token.split(".");
    const backdated = `${v}.${(t0 - 60_000).toString(36)}.${nonce}.${sig}`;
    expect(tokens.verify(backdated, t0 + MIN_FILL_MS)).toEqual({ ok: false, reason: "forged" });
    const other = createFormTokens("another-secret-that-is-long-enough").issue(t0);
    expect(tokens.verify(other, t0 + MIN_FILL_MS)).toEqual({ ok: false, reason: "forged" });
    for (const bad of [undefined, 42, "", "v1", `${token}x`, "x".repeat(500)])
      expect(tokens.verify(bad, t0 + MIN_FILL_MS).ok).toBe(false);
  });

  it("hashes client addresses without revealing them", () => {
    expect(tokens.digest("203.0.113.7")).toBe(tokens.digest("203.0.113.7"));
    expect(tokens.digest("203.0.113.7")).not.toBe(tokens.digest("203.0.113.8"));
    expect(tokens.digest("203.0.113.7")).not.toContain("203");
  });

  it("tells a form's own token from a page's shared one", () => {
    const form = tokens.verify(tokens.issue(t0), t0 + MIN_FILL_MS);
    const page = tokens.verify(tokens.issue(t0, "page"), t0 + MIN_FILL_MS);
    expect(form).toMatchObject({ ok: true, kind: "form" });
    expect(page).toMatchObject({ ok: true, kind: "page" });
    const [, ...rest] = tokens.issue(t0, "page").split(".");
    expect(tokens.verify(["v1", ...rest].join("."), t0 + MIN_FILL_MS)).toEqual({ ok: false, reason: "forged" });
  });

  it("refuses a short secret", () => {
    expect(() => createFormTokens("short")).toThrow(/at least 16 bytes/);
  });
});
