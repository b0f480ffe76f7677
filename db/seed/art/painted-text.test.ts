/**
 * Words painted into the demo's pictures: every line lies whole inside what the
 * pages show of its picture at every viewport width (frames.ts), none is cut
 * short with an ellipsis, and none repeats what the page writes beside the
 * picture (the item's title, summary or call to action). Video posters are the
 * video tours' own and have their own test.
 */
import { describe, expect, it } from "vitest";
import { artworkLayout, type MediaSpec } from "../artwork.ts";
import { buildSeed } from "../build.ts";
import { cropsAt, VIEWPORTS } from "./frames.ts";

const { media } = buildSeed();
const drawn = media.filter((m) => m.kind !== "poster");
const layouts = new Map(drawn.map((m) => [m.key, artworkLayout(m)]));

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, " ")
    .trim();

/** What the page writes next to the picture: its item's title, summary and call to action. */
function pageText(spec: MediaSpec): string[] {
  const art = spec.art;
  if (!art || "logo" in art || "svg" in art) return [];
  return [art.title, art.subtitle, art.badge ?? ""].map(words).filter(Boolean);
}

describe("words painted into the demo's pictures", () => {
  it("draws every picture of the seed", () => {
    expect(drawn.length).toBeGreaterThan(300);
    expect(drawn.some((m) => m.kind === "banner")).toBe(true);
    expect(drawn.some((m) => m.kind === "logo")).toBe(true);
  });

  it("are never cut: no ellipsis, and whole inside every frame the pages show the picture in, 320 to 1920 px", () => {
    // Each cut line once, with the first frame that cuts it.
    const cut = new Map<string, string>();
    for (const spec of drawn) {
      for (const t of layouts.get(spec.key)!.texts) {
        const line = `${spec.key}: "${t.text}"`;
        if (t.text.includes("…")) cut.set(line, "cut short");
        for (const vw of VIEWPORTS)
          for (const c of cropsAt(spec.kind, spec.width, spec.height, vw)) {
            const inside = t.x >= c.x - 0.5 && t.y >= c.y - 0.5 && t.x + t.w <= c.x + c.w + 0.5 && t.y + t.h <= c.y + c.h + 0.5; // prettier-ignore
            if (!inside && !cut.has(line)) cut.set(line, `${c.frame} at ${vw} px`);
          }
      }
    }
    expect([...cut].map(([line, why]) => `${line}: ${why}`).slice(0, 20)).toEqual([]);
  });

  it("never repeat what the page writes beside the picture", () => {
    const twice: string[] = [];
    for (const spec of drawn) {
      const page = pageText(spec);
      for (const t of layouts.get(spec.key)!.texts) {
        const line = words(t.text);
        // One word ("Approvals", "Inbox") is an interface label, not the page's copy.
        if (line.split(" ").length < 2) continue;
        if (page.some((p) => p.includes(line) || line.includes(p))) twice.push(`${spec.key}: "${t.text}"`);
      }
    }
    expect(twice.slice(0, 20)).toEqual([]);
  });
});
