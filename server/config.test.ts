import { availableParallelism } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, normaliseBasePath, parseConfig, servedPort } from "./config.ts";

describe("parseConfig", () => {
  it("applies defaults", () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.BASE_PATH).toBe("/");
    expect(c.DATABASE_URL).toBe("");
    expect(c.TRUST_PROXY).toBe(false);
    expect(c.SITE_URL).toBe("http://localhost:3000");
  });

  it("defaults SITE_URL to this machine at the port served", () => {
    expect(parseConfig({ PORT: "5310" }).SITE_URL).toBe("http://localhost:5310");
    expect(parseConfig({ PORT: "5310", SITE_URL: "https://www.example.com/" }).SITE_URL).toBe(
      "https://www.example.com",
    );
    // PORT=0: the system chooses; an unset SITE_URL follows the port once it is known.
    const chosen = parseConfig({ PORT: "0" });
    servedPort(chosen, 5311);
    expect(chosen.SITE_URL).toBe("http://localhost:5311");
    const given = parseConfig({ PORT: "0", SITE_URL: "https://www.example.com" });
    servedPort(given, 5311);
    expect(given.SITE_URL).toBe("https://www.example.com");
    const fixed = parseConfig({ PORT: "5310" });
    servedPort(fixed, 5310);
    expect(fixed.SITE_URL).toBe("http://localhost:5310");
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

  it("reads the document entry: fast by default, or React Router's stock one", () => {
    expect(parseConfig({}).DOCUMENT_ENTRY).toBe("fast");
    expect(parseConfig({ DOCUMENT_ENTRY: "stock" }).DOCUMENT_ENTRY).toBe("stock");
    expect(() => parseConfig({ DOCUMENT_ENTRY: "streaming" })).toThrow(
      /DOCUMENT_ENTRY: .*"fast".*"stock".*"streaming"/s,
    );
  });

  it("reads the script order: React Router's by default, or after the first paint (decision 0044)", () => {
    expect(parseConfig({}).SCRIPT_ORDER).toBe("stock");
    expect(parseConfig({ SCRIPT_ORDER: "after-paint" }).SCRIPT_ORDER).toBe("after-paint");
    expect(() => parseConfig({ SCRIPT_ORDER: "late" })).toThrow(/SCRIPT_ORDER/);
  });

  it("asks the lead form to be open 3 s before it is sent, unless a test server lowers it", () => {
    expect(parseConfig({}).FORM_MIN_FILL_MS).toBe(3000);
    expect(parseConfig({ FORM_MIN_FILL_MS: "0" }).FORM_MIN_FILL_MS).toBe(0);
    expect(() => parseConfig({ FORM_MIN_FILL_MS: "-1" })).toThrow(/FORM_MIN_FILL_MS/);
    expect(parseConfig({}).LEADS_PER_MINUTE).toBe(5);
    expect(parseConfig({ LEADS_PER_MINUTE: "500" }).LEADS_PER_MINUTE).toBe(500);
    expect(() => parseConfig({ LEADS_PER_MINUTE: "0" })).toThrow(/LEADS_PER_MINUTE/);
    expect(parseConfig({}).TOTP_PERIOD_SECONDS).toBe(30);
    expect(parseConfig({ TOTP_PERIOD_SECONDS: "5" }).TOTP_PERIOD_SECONDS).toBe(5);
    expect(() => parseConfig({ TOTP_PERIOD_SECONDS: "1" })).toThrow(/TOTP_PERIOD_SECONDS/);
  });

  it("hashes staff passwords at OWASP's cost unless a test server asks for its low one", () => {
    expect(parseConfig({}).PASSWORD_HASH_COST).toBe("owasp");
    expect(parseConfig({ PASSWORD_HASH_COST: "test" }).PASSWORD_HASH_COST).toBe("test");
    expect(() => parseConfig({ PASSWORD_HASH_COST: "low" })).toThrow(/PASSWORD_HASH_COST/);
  });

  it("parses the number of server processes", () => {
    expect(parseConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(parseConfig({ WEB_CONCURRENCY: "auto" }).WEB_CONCURRENCY).toBe(availableParallelism());
    for (const bad of ["0", "-1", "two", "1.5", "65"]) {
      expect(() => parseConfig({ WEB_CONCURRENCY: bad })).toThrow(
        new RegExp(`WEB_CONCURRENCY: expected a number of processes.*"${bad}"`, "s"),
      );
    }
  });

  it("allows outbound http and hosts inside the network only when told to", () => {
    expect(parseConfig({})).toMatchObject({ OUTBOUND_ALLOW_HTTP: false, OUTBOUND_ALLOW_HOSTS: [] });
    const c = parseConfig({
      OUTBOUND_ALLOW_HTTP: "true",
      OUTBOUND_ALLOW_HOSTS: " CRM.corp.example , [fd00::5],127.0.0.1",
    });
    expect(c.OUTBOUND_ALLOW_HTTP).toBe(true);
    expect(c.OUTBOUND_ALLOW_HOSTS).toEqual(["crm.corp.example", "fd00::5", "127.0.0.1"]);
    expect(() => parseConfig({ OUTBOUND_ALLOW_HTTP: "yes" })).toThrow(/OUTBOUND_ALLOW_HTTP/);
  });

  it("parses proxy trust", () => {
    expect(parseConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(
      parseConfig({ TRUST_PROXY: "linklocal,uniquelocal,192.0.2.7,2001:db8::1,fd00::/8,172.16.0.0/12" }).TRUST_PROXY,
    ).toBe("linklocal,uniquelocal,192.0.2.7,2001:db8::1,fd00::/8,172.16.0.0/12");
  });

  it.each([
    ["foo", /TRUST_PROXY: expected false, true, a hop count .* not understood: "foo" \(got "foo"\)/s],
    ["loopback, proxy.internal", /TRUST_PROXY: .*not understood: "proxy.internal"/s],
    ["10.0.0.0/33", /not understood: "10.0.0.0\/33"/],
    ["fd00::/129", /not understood: "fd00::\/129"/],
    ["0.0.0.0/0", /not understood: "0.0.0.0\/0"/],
    ["10.0.0.300", /not understood: "10.0.0.300"/],
    ["loopback,,10.0.0.1", /not understood: ""/],
    ["-1", /not understood: "-1"/],
    ["1.5", /not understood: "1.5"/],
  ])("rejects TRUST_PROXY=%s at start-up, naming what it expects", (value, message) => {
    expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it("rejects base paths with dot segments or unsafe characters", () => {
    for (const value of ["/a/../b/", "..", "/./", "/site/.", "/a%2e%2e/"]) {
      expect(() => parseConfig({ BASE_PATH: value }), value).toThrow(ConfigError);
    }
    expect(() => parseConfig({ BASE_PATH: "/a/../" })).toThrow(
      /BASE_PATH: expected a path without \. or \.\. segments/,
    );
    expect(() => parseConfig({ BASE_PATH: "/a?b/" })).toThrow(
      /BASE_PATH: expected a path such as \/ or \/site\/, made of letters/,
    );
    expect(parseConfig({ BASE_PATH: "/v1.2/my-site_~/" }).BASE_PATH).toBe("/v1.2/my-site_~/");
    expect(parseConfig({ BASE_PATH: "/.well/" }).BASE_PATH).toBe("/.well/");
  });

  it("reads the build directory, relative to the working directory", () => {
    expect(parseConfig({}).BUILD_DIR).toBe(path.resolve("build"));
    expect(parseConfig({ BUILD_DIR: "build-site" }).BUILD_DIR).toBe(path.resolve("build-site"));
    expect(() => parseConfig({ BUILD_DIR: " " })).toThrow(/BUILD_DIR/);
  });
});
