import { describe, expect, it } from "vitest";
import { createResultCache } from "./cache.ts";
import { everyItemTag, recordDeps, withContentScope } from "./scope.ts";

describe("result cache", () => {
  it("drops the results that recorded a named tag, keeps the others, and hands their tags to every caller", async () => {
    const cache = createResultCache({ ttlMs: 60_000 });
    let loads = 0;
    const load = (tags: string[]) => async () => {
      loads++;
      recordDeps(tags);
      return tags.join(" ");
    };
    await cache.get("news", load(["news:list", "news:1"]));
    await cache.get("partners", load(["partners:list", "partners:4"]));
    const deps = new Set<string>();
    await withContentScope({ deps }, () => cache.get("news", load([])));
    expect([...deps]).toEqual(["news:list", "news:1"]);
    cache.invalidate(new Set(["partners:4"]));
    expect([cache.has("news"), cache.has("partners")]).toEqual([true, false]);
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(loads).toBe(2);
  });

  it("drops a result that recorded every item of a table when a change names any one of them", async () => {
    const cache = createResultCache({ ttlMs: 60_000 });
    const load = (tags: string[]) => async () => {
      recordDeps(tags);
      return tags.join(" ");
    };
    await cache.get("sitemap", load(["news:list", everyItemTag("news")]));
    await cache.get("cases", load(["cases:list", "cases:3"]));
    cache.invalidate(new Set(["cases:4"]));
    expect([cache.has("sitemap"), cache.has("cases")]).toEqual([true, true]);
    cache.invalidate(new Set(["news:12"]));
    expect([cache.has("sitemap"), cache.has("cases")]).toEqual([false, true]);
    // A change naming another table keeps it.
    await cache.get("sitemap", load(["news:list", everyItemTag("news")]));
    cache.invalidate(new Set(["cases:list:retail"]));
    expect([cache.has("sitemap"), cache.has("cases")]).toEqual([true, true]);
  });
});
