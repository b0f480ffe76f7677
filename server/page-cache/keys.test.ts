/**
 * The page cache's key and tags per locale (decisions 0096, 0102): a locale's page is kept
 * under its own URL, so it never answers for the same page in another locale; its tags name
 * the content it shows, which every locale shares for now, so one change purges them all.
 */
import { describe, expect, it } from "vitest";
import { parseLocales, requestBase } from "../locales.ts";
import { cacheKey } from "./keys.ts";

const LOCALES = parseLocales("en,zh-Hans");
if (typeof LOCALES === "string") throw new Error(LOCALES);

describe.each(["/", "/site/"])("the cache key under BASE_PATH=%s", (base) => {
  const key = (path: string) => cacheKey(path, requestBase({ BASE_PATH: base, LOCALES }, path), true);

  it("keeps the same page apart in each locale, on both skins, with the same tags", () => {
    for (const [en, zh, variant] of [
      [`${base}news`, `${base}zh/news`, "d"],
      [`${base}news?page=2`, `${base}zh/news?page=2`, "d"],
      [`${base}mobile/news/company`, `${base}zh/mobile/news/company`, "m"],
      [base, `${base}zh/`, "d"],
    ] as const) {
      const ours = key(en)!;
      const theirs = key(zh)!;
      expect(ours.key).toBe(`s|${variant}|${en}`);
      expect(theirs.key).toBe(`s|${variant}|${zh}`);
      expect(theirs.tags).toEqual(ours.tags);
      expect(theirs.pool).toBe(ours.pool);
    }
    expect(key(`${base}zh/news`)!.tags).toEqual(["news", "site"]);
    expect(key(`${base}zh/mobile/detail/3`)!.tags).toEqual(key(`${base}mobile/detail/3`)!.tags);
  });

  it("refuses a locale's per-visitor pages as it refuses the default's", () => {
    for (const path of ["zh/register", "zh/mobile/register", "zh/search?q=x", "zh/mobile/search", "zh/news.data"])
      expect(key(`${base}${path}`), path).toBeUndefined();
  });
});
