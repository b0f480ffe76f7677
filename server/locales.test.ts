import { describe, expect, it } from "vitest";
import { localeOfPath, localePrefixes, localisedPath } from "../app/kernel/locales.ts";
import { parseConfig } from "./config.ts";
import { localeBases, requestBase } from "./locales.ts";

describe("LOCALES", () => {
  it("is English alone by default: no prefix, no fallback", () => {
    expect(parseConfig({}).LOCALES).toEqual([{ tag: "en", prefix: "", fallback: [] }]);
  });

  it("takes two locales, the first the default, the others under their language's prefix falling back to it", () => {
    expect(parseConfig({ LOCALES: "en,zh-Hans" }).LOCALES).toEqual([
      { tag: "en", prefix: "", fallback: [] },
      { tag: "zh-Hans", prefix: "zh", fallback: ["en"] },
    ]);
  });

  it("takes a third locale and canonicalises every tag", () => {
    expect(parseConfig({ LOCALES: " EN , zh-hans,DE " }).LOCALES).toEqual([
      { tag: "en", prefix: "", fallback: [] },
      { tag: "zh-Hans", prefix: "zh", fallback: ["en"] },
      { tag: "de", prefix: "de", fallback: ["en"] },
    ]);
  });

  it("prefixes the whole tag when two locales share a language", () => {
    expect(localePrefixes(["en", "en-GB", "zh-Hans", "zh-Hant"])).toEqual(["", "en-gb", "zh-hans", "zh-hant"]);
    expect(parseConfig({ LOCALES: "en,en-GB" }).LOCALES[1]).toEqual({
      tag: "en-GB",
      prefix: "en-gb",
      fallback: ["en"],
    });
  });

  it("refuses a tag that is not BCP 47, a duplicate, or a prefix the site already uses", () => {
    expect(() => parseConfig({ LOCALES: "en,not a tag" })).toThrow(/LOCALES: "not a tag" is not a BCP 47 language tag/);
    expect(() => parseConfig({ LOCALES: "en,zh-Hans,zh-hans" })).toThrow(/LOCALES: zh-Hans is named twice/);
    expect(() => parseConfig({ LOCALES: "" })).toThrow(/LOCALES: expected at least one/);
    // "mobile" as a language subtag ("mobile" is 6 letters: a valid BCP 47 language) would take the mobile skin's path.
    expect(() => parseConfig({ LOCALES: "en,mobile" })).toThrow(/mobile would serve its pages under \/mobile\//);
    // A spec route's first segment ("oa", the product page) and a server prefix ("api").
    expect(() => parseConfig({ LOCALES: "en,oa" })).toThrow(/under \/oa\//);
    expect(() => parseConfig({ LOCALES: "en,api" })).toThrow(/under \/api\//);
  });
});

describe("a request's locale", () => {
  const config = { BASE_PATH: "/site/", LOCALES: parseConfig({ LOCALES: "en,zh-Hans,de" }).LOCALES };

  it("is read from the first segment under the base path, the default's otherwise", () => {
    expect(requestBase(config, "/site/zh/news")).toBe("/site/zh/");
    expect(requestBase(config, "/site/zh")).toBe("/site/zh/");
    expect(requestBase(config, "/site/zh/mobile/about")).toBe("/site/zh/");
    expect(requestBase(config, "/site/de/")).toBe("/site/de/");
    expect(requestBase(config, "/site/zhx/news")).toBe("/site/");
    expect(requestBase(config, "/site/news")).toBe("/site/");
    expect(requestBase(config, "/zh/news")).toBe("/site/");
    expect(localeOfPath(config.LOCALES, "/site/", "/site/de/about")?.locale.tag).toBe("de");
  });

  it("lists every locale's base path, and only BASE_PATH without LOCALES", () => {
    expect(localeBases(config)).toEqual(["/site/", "/site/zh/", "/site/de/"]);
    expect(localeBases({ BASE_PATH: "/" })).toEqual(["/"]);
  });

  it("maps a default router path to the same page's in a locale", () => {
    expect(localisedPath({ prefix: "zh" }, "/")).toBe("/zh/");
    expect(localisedPath({ prefix: "zh" }, "/mobile/news/company")).toBe("/zh/mobile/news/company");
    expect(localisedPath({ prefix: "" }, "/about")).toBe("/about");
  });
});
