/**
 * Every video's poster shows something and cuts no word, as the pages show it:
 * the desktop cards crop it to their aspect ratio (object-fit: cover), the mobile
 * list and both players show it whole or nearly so. The stylesheets fix those
 * ratios, so a crop is the same at every width from 320 to 1920 px; the test reads
 * them from the stylesheets, so a change of layout is checked too.
 *
 * Where words are painted is found by drawing each poster twice, with and without
 * its text, and comparing the pixels: exact, whatever the font's metrics.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artworkSvg } from "../artwork.ts";
import { buildSeed } from "../build.ts";

/** Width the posters are checked at: the smallest file the pages offer. */
const WIDTH = 480;

/** The aspect ratio a stylesheet gives the rule `selector` (its first `aspect-ratio: a / b`). */
function aspectOf(file: string, selector: string): number {
  const css = readFileSync(new URL(`../../../app/styles/${file}`, import.meta.url), "utf8");
  const rule = new RegExp(`(?:^|\\n)${selector.replace(/[.]/g, "\\.")}[^{]*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  const m = /aspect-ratio:\s*([\d.]+)\s*\/\s*([\d.]+)/.exec(rule);
  if (!m) throw new Error(`no aspect-ratio for ${selector} in ${file}`);
  return Number(m[1]) / Number(m[2]);
}

/** The part of a w×h picture that object-fit: cover leaves visible in a box of `aspect`. */
function visible(w: number, h: number, aspect: number) {
  const vw = Math.min(w, h * aspect);
  const vh = Math.min(h, w / aspect);
  return { left: (w - vw) / 2, right: (w + vw) / 2, top: (h - vh) / 2, bottom: (h + vh) / 2 };
}

async function raw(svg: string, width: number) {
  // Drawn at the checked width straight from the SVG (1440 px wide), not drawn large and shrunk.
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * width) / 1440 })
    .resize(width)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The box around every pixel that the poster's words change. */
async function textBox(svg: string) {
  const withText = await raw(svg, WIDTH);
  const without = await raw(svg.replace(/<text\b[^>]*>[^<]*<\/text>/g, ""), WIDTH);
  let box: { left: number; right: number; top: number; bottom: number } | null = null;
  for (let y = 0; y < withText.height; y++)
    for (let x = 0; x < withText.width; x++) {
      const i = (y * withText.width + x) * 3;
      const diff = Math.max(...[0, 1, 2].map((c) => Math.abs(withText.data[i + c]! - without.data[i + c]!)));
      if (diff < 24) continue;
      box = box
        ? { left: Math.min(box.left, x), right: Math.max(box.right, x + 1), top: Math.min(box.top, y), bottom: Math.max(box.bottom, y + 1) } // prettier-ignore
        : { left: x, right: x + 1, top: y, bottom: y + 1 };
    }
  return { box, width: withText.width, height: withText.height };
}

describe("video posters", () => {
  const { rows, media } = buildSeed();
  const specs = new Map(media.map((m) => [m.key, m]));
  const posters = rows.videos.map((v) => ({ title: v.title, svg: artworkSvg(specs.get(v.poster_key)!) }));
  const crops = [
    { page: "/videos cards", aspect: aspectOf("desktop.css", ".card-media") },
    { page: "/mobile/videos", aspect: aspectOf("mobile.css", ".m-video img") },
    { page: "video players", aspect: aspectOf("desktop.css", ".video-frame") },
  ];

  it("are pictures, neither blank nor dark", async () => {
    expect(posters.length).toBe(31);
    for (const { title, svg } of posters) {
      const { data, width, height } = await raw(svg, WIDTH);
      const { channels, entropy } = await sharp(data, { raw: { width, height, channels: 3 } })
        .greyscale()
        .stats();
      const grey = channels[0]!;
      expect(grey.stdev, `${title}: contrast`).toBeGreaterThan(30);
      expect(entropy, `${title}: detail`).toBeGreaterThan(3);
      expect(grey.mean, `${title}: brightness`).toBeGreaterThan(60);
    }
  });

  it("cut no word: none shortened with an ellipsis, none outside what the pages show", async () => {
    const cut: string[] = [];
    for (const { title, svg } of posters) {
      const shortened = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!).filter((t) => t.endsWith("…")); // prettier-ignore
      for (const t of shortened) cut.push(`${title}: "${t}" is shortened`);
      const { box, width, height } = await textBox(svg);
      if (!box) continue;
      for (const { page, aspect } of crops) {
        const v = visible(width, height, aspect);
        if (box.left < v.left || box.right > v.right || box.top < v.top || box.bottom > v.bottom)
          cut.push(`${title}: words outside the part ${page} show`);
      }
    }
    expect(cut).toEqual([]);
  });
});
