/**
 * The fallback notice fitted to the words a page showed (decision 0105): kept as written when
 * none is the reader's, made partial when some are, gone when all are.
 */
import { describe, expect, it } from "vitest";
import { pageInItsLanguages } from "./locale-notice.ts";

const WRITTEN = [
  '<html lang="zh-Hans"><body lang="en"><div class="locale-bar" lang="zh-Hans">',
  "<p>本页内容暂以英文显示。</p><nav>…</nav></div><main>…</main></body></html>",
];

describe("the fallback notice of a page in zh-Hans", () => {
  it("stays as written when every word shown is English", () => {
    expect(pageInItsLanguages(WRITTEN, "zh-Hans", new Set(["en"]))).toBe(WRITTEN);
  });

  it("says part of the page is English, in Chinese, when some words are Chinese", () => {
    const html = pageInItsLanguages(WRITTEN, "zh-Hans", new Set(["en", "zh-Hans"]));
    expect(html).toContain('<body><div class="locale-bar" lang="zh-Hans"><p>本页部分内容暂以英文显示。</p><nav>');
  });

  it("goes when every word shown is Chinese, or the page shows no content", () => {
    for (const shown of [["zh-Hans"], []])
      expect(pageInItsLanguages(WRITTEN, "zh-Hans", new Set(shown))).toContain(
        '<body><div class="locale-bar" lang="zh-Hans"><nav>',
      );
  });
});
