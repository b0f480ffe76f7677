import { describe, expect, it } from "vitest";
import { readingMinutes, wordCount } from "./reading-time.ts";

describe("reading time", () => {
  it("counts the words of the text, not of the markup", () => {
    expect(wordCount("<h2>What changes</h2><p>Orders don&#x27;t wait &amp; ship.</p>")).toBe(6);
    expect(wordCount("<p> </p><ul><li>—</li></ul>")).toBe(0);
  });

  it("is whole minutes at 230 words a minute, rounded up, at least one", () => {
    const words = (n: number) => `<p>${"word ".repeat(n)}</p>`;
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(words(230))).toBe(1);
    expect(readingMinutes(words(231))).toBe(2);
    expect(readingMinutes(words(700))).toBe(4);
  });
});
