import { describe, expect, it } from "vitest";
import {
  API_TOKEN_PREFIX,
  hashSecret,
  isApiTokenShape,
  isSetupTokenShape,
  newApiToken,
  newSetupToken,
} from "./tokens.ts";

describe("API and set-up tokens", () => {
  it("makes distinct tokens with 256 random bits, stored as their SHA-256 only", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { token, hash, prefix } = newApiToken();
      expect(token.startsWith(API_TOKEN_PREFIX)).toBe(true);
      expect(isApiTokenShape(token)).toBe(true);
      expect(Buffer.from(token.slice(API_TOKEN_PREFIX.length), "base64url")).toHaveLength(32);
      expect(hash).toBe(hashSecret(token));
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).not.toContain(token.slice(4, 20));
      expect(token.startsWith(prefix)).toBe(true);
      seen.add(token);
    }
    expect(seen.size).toBe(200);
  });

  it("refuses malformed tokens before any lookup", () => {
    const { token } = newApiToken();
    for (const bad of [
      "",
      "vtr_",
      token.slice(0, -1),
      `${token}x`,
      token.replace("vtr_", "vtx_"),
      `${token.slice(0, -1)}!`,
      ` ${token}`,
    ])
      expect(isApiTokenShape(bad), bad).toBe(false);
  });

  it("makes set-up tokens of the same strength, hashed the same way", () => {
    const a = newSetupToken();
    const b = newSetupToken();
    expect(a.token).not.toBe(b.token);
    expect(isSetupTokenShape(a.token)).toBe(true);
    expect(isSetupTokenShape(`${a.token}=`)).toBe(false);
    expect(a.hash).toBe(hashSecret(a.token));
  });
});
