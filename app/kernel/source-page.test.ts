import { describe, expect, it } from "vitest";
import { pageOfReferer, SOURCE_PAGE_MAX, sourcePageOf } from "./source-page";

const SITE = "https://www.example.com";

describe("the page a lead came from", () => {
  it("keeps a path of this site as it is", () => {
    expect(sourcePageOf("/price")).toBe("/price");
    expect(sourcePageOf("/detail/3")).toBe("/detail/3");
    expect(sourcePageOf("/mobile/solution/7")).toBe("/mobile/solution/7");
    expect(sourcePageOf("/")).toBe("/");
  });

  it("refuses anything but a plain path: other sites, schemes, queries, dot segments, odd characters", () => {
    for (const value of [
      "https://evil.example/price",
      "//evil.example/price",
      "/\\evil.example",
      "javascript:alert(1)",
      "price",
      "/price?utm=x",
      "/price#top",
      "/a/../admin",
      "/a b",
      "/<script>",
      "/price\n",
      "",
      42,
      null,
      undefined,
    ])
      expect(sourcePageOf(value), String(value)).toBeNull();
  });

  it("refuses an over-long path rather than cutting it", () => {
    const longest = `/${"a".repeat(SOURCE_PAGE_MAX - 1)}`;
    expect(sourcePageOf(longest)).toBe(longest);
    expect(sourcePageOf(`${longest}a`)).toBeNull();
  });

  it("reads the path of a same-origin Referer, without its query, under the base path", () => {
    expect(pageOfReferer(`${SITE}/price?utm_source=mail#plans`, SITE, "/")).toBe("/price");
    expect(pageOfReferer(`${SITE}/site/detail/3`, SITE, "/site/")).toBe("/detail/3");
    expect(pageOfReferer(`${SITE}/site/`, SITE, "/site/")).toBe("/");
    expect(pageOfReferer(`${SITE}/site`, SITE, "/site/")).toBe("/");
  });

  it("gives null for a foreign, malformed or missing Referer, one outside the base path, and the register pages", () => {
    for (const referer of [
      "https://evil.example/price",
      "http://www.example.com/price",
      "https://www.example.com.evil.example/price",
      "not a url",
      "",
      null,
      undefined,
      `${SITE}/register`,
      `${SITE}/mobile/register?sent=1`,
      `${SITE}/${"a".repeat(SOURCE_PAGE_MAX)}`,
    ])
      expect(pageOfReferer(referer, SITE, "/"), String(referer)).toBeNull();
    expect(pageOfReferer(`${SITE}/other/price`, SITE, "/site/")).toBeNull();
    expect(pageOfReferer(`${SITE}/sitemap`, SITE, "/site/")).toBeNull();
  });
});
