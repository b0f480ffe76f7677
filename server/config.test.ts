import { describe, expect, it } from "vitest";
import { ConfigError, normaliseBasePath, parseConfig } from "./config.ts";

describe("parseConfig", () => {
  it("applies defaults", () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.BASE_PATH).toBe("/");
    expect(c.DATABASE_URL).toBe("");
    expect(c.TRUST_PROXY).toBe(false);
    expect(c.SITE_URL).toBe("http://localhost:3000");
  });

  it("normalises the base path", () => {
    expect(parseConfig({ BASE_PATH: "site" }).BASE_PATH).toBe("/site/");
    expect(normaliseBasePath("/a//b")).toBe("/a/b/");
  });

  it("names the variable and the expectation on a bad value", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT: .*number.*"eighty"/s);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: expected empty/);
    expect(() => parseConfig({ BASE_PATH: "/a b/" })).toThrow(/BASE_PATH/);
    expect(() => parseConfig({ SITE_URL: "ftp://x" })).toThrow(/SITE_URL/);
  });

  it("parses proxy trust", () => {
    expect(parseConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
  });
});
