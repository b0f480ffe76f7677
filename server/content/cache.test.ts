import { describe, expect, it } from "vitest";
import { createResultCache } from "./cache.ts";
import { recordDeps, withContentScope } from "./scope.ts";

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
});
