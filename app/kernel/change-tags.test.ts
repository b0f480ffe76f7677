/**
 * The tags a change makes stale when it names one locale's words (decision 0105): that
 * locale's tags alone, its every page where the change reaches every page; a change of the
 * shared content as before, reaching every locale's pages through their plain tags.
 */
import { describe, expect, it } from "vitest";
import { inLocale, purgeTagsOf, tagsOfChange } from "./change-tags.ts";

describe("changes of one locale", () => {
  it("reach that locale's pages of the item alone", () => {
    expect([...tagsOfChange([inLocale("zh-Hans", "news:12")])!]).toEqual(["zh-Hans/news:12"]);
    expect(purgeTagsOf(["zh-Hans/news:12"])).toEqual(["documents", "zh-Hans/news:12"]);
  });

  it("reach the locale's section and home page, or every page of the locale, never the others'", () => {
    expect([...tagsOfChange(["zh-Hans/news"])!].sort()).toEqual(["zh-Hans/home", "zh-Hans/news"]);
    expect([...tagsOfChange(["zh-Hans/site"])!]).toEqual(["zh-Hans/site"]);
    expect(purgeTagsOf(["zh-Hans/site"])).not.toContain("all");
  });

  it("leave the shared content's changes as they were", () => {
    expect([...tagsOfChange(["news:12"])!]).toEqual(["news:12"]);
    expect(tagsOfChange(["site"])).toBeUndefined();
    expect([...tagsOfChange(["news:12", "zh-Hans/cases:3"])!].sort()).toEqual(["news:12", "zh-Hans/cases:3"]);
  });
});
