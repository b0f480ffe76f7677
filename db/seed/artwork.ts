/**
 * Generated artwork: each media key gets an abstract SVG (gradient, shapes, a
 * hint of a chart or a device) drawn from a seeded generator, then encoded by
 * sharp into WebP, AVIF (where affordable) and JPEG at several widths. No text
 * is drawn, so the result does not depend on the fonts of the machine.
 */
import { createRandom, hashString } from "./random.ts";

export type ArtKind = "cover" | "banner" | "poster" | "logo";

export interface MediaSpec {
  key: string;
  kind: ArtKind;
  /** Palette index, so items of one category share a look. */
  palette: number;
  width: number;
  height: number;
  widths: number[];
  formats: Array<"avif" | "webp" | "jpeg">;
}

const PALETTES: Array<[string, string, string]> = [
  ["#0b3d91", "#2f80ed", "#f2c94c"],
  ["#0f5132", "#27ae60", "#d4f5e0"],
  ["#5b2a86", "#9b51e0", "#f7c6ff"],
  ["#7a2e0e", "#eb5757", "#ffe3c2"],
  ["#0d4d5c", "#2d9cdb", "#c6f1ff"],
  ["#3d3d3d", "#828282", "#f2994a"],
  ["#1b2a4a", "#56ccf2", "#e0f7fa"],
  ["#4a2511", "#f2994a", "#fff1d6"],
];

export function paletteColor(palette: number): string {
  return PALETTES[palette % PALETTES.length]![0];
}

/** What the window in a cover or poster shows; chosen by key, so alt text can name it. */
const ART_SUBJECTS = ["a bar chart", "a line chart", "a list of records"] as const;
const artVariant = (key: string) => hashString(`${key}:subject`) % ART_SUBJECTS.length;
export const artSubject = (key: string): string => ART_SUBJECTS[artVariant(key)]!;

export function mediaSpec(key: string, kind: ArtKind, palette: number): MediaSpec {
  switch (kind) {
    case "banner":
      return { key, kind, palette, width: 1440, height: 600, widths: [480, 960, 1440], formats: ["webp", "jpeg"] };
    case "poster":
    case "cover":
      return { key, kind, palette, width: 1440, height: 810, widths: [480, 960, 1440], formats: ["webp", "jpeg"] };
    case "logo":
      return { key, kind, palette, width: 400, height: 200, widths: [200, 400], formats: ["webp", "jpeg"] };
  }
}

export function artworkSvg(spec: MediaSpec): string {
  const r = createRandom(hashString(spec.key));
  const [dark, mid, light] = PALETTES[spec.palette % PALETTES.length]!;
  const { width: w, height: h } = spec;
  if (spec.kind === "logo") return logoSvg(spec, r, dark, mid);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
      `<radialGradient id="glow" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>`,
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`);
  // Soft circles in the background.
  for (let i = 0; i < 6; i++) {
    const cx = r.int(0, w);
    const cy = r.int(0, h);
    const rad = r.int(Math.round(h / 10), Math.round(h / 2.5));
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${light}" fill-opacity="${(0.05 + r.next() * 0.1).toFixed(2)}"/>`,
    );
  }
  // A "window" card with a bar chart or list, hinting at software.
  const cw = Math.round(w * (0.42 + r.next() * 0.12));
  const ch = Math.round(h * 0.56);
  const cx = Math.round(w * (0.08 + r.next() * 0.1));
  const cy = Math.round((h - ch) / 2 + r.int(-20, 20));
  parts.push(
    `<rect x="${cx + 14}" y="${cy + 18}" width="${cw}" height="${ch}" rx="22" fill="#000" fill-opacity="0.18"/>`,
  );
  parts.push(`<rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="22" fill="#ffffff" fill-opacity="0.94"/>`);
  parts.push(`<rect x="${cx}" y="${cy}" width="${cw}" height="${Math.round(ch * 0.13)}" rx="22" fill="${light}"/>`);
  for (let i = 0; i < 3; i++)
    parts.push(
      `<circle cx="${cx + 28 + i * 24}" cy="${cy + Math.round(ch * 0.065)}" r="7" fill="${mid}" fill-opacity="0.7"/>`,
    );
  const variant = artVariant(spec.key);
  const innerX = cx + 32;
  const innerW = cw - 64;
  const top = cy + Math.round(ch * 0.22);
  const bottom = cy + ch - 32;
  if (variant === 0) {
    const bars = 7;
    const bw = innerW / (bars * 1.6);
    for (let i = 0; i < bars; i++) {
      const bh = Math.round((bottom - top) * (0.25 + r.next() * 0.75));
      parts.push(
        `<rect x="${Math.round(innerX + i * bw * 1.6)}" y="${bottom - bh}" width="${Math.round(bw)}" height="${bh}" rx="6" fill="${i % 3 === 0 ? mid : dark}" fill-opacity="${i % 3 === 0 ? 1 : 0.75}"/>`,
      );
    }
  } else if (variant === 1) {
    const pts: string[] = [];
    for (let i = 0; i <= 8; i++)
      pts.push(
        `${Math.round(innerX + (innerW * i) / 8)},${Math.round(bottom - (bottom - top) * (0.2 + r.next() * 0.7))}`,
      );
    parts.push(
      `<polyline points="${pts.join(" ")}" fill="none" stroke="${mid}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
    parts.push(
      `<line x1="${innerX}" y1="${bottom}" x2="${innerX + innerW}" y2="${bottom}" stroke="${dark}" stroke-opacity="0.3" stroke-width="3"/>`,
    );
  } else {
    const rows = 5;
    const rh = (bottom - top) / rows;
    for (let i = 0; i < rows; i++) {
      const y = Math.round(top + i * rh);
      parts.push(`<circle cx="${innerX + 14}" cy="${y + Math.round(rh / 2)}" r="12" fill="${i % 2 ? mid : dark}"/>`);
      parts.push(
        `<rect x="${innerX + 40}" y="${y + Math.round(rh / 2) - 8}" width="${Math.round(innerW * (0.4 + r.next() * 0.5))}" height="16" rx="8" fill="${dark}" fill-opacity="0.25"/>`,
      );
    }
  }
  // Floating accent shapes on the right.
  const ax = Math.round(w * (0.68 + r.next() * 0.1));
  const ay = Math.round(h * (0.25 + r.next() * 0.2));
  parts.push(
    `<rect x="${ax}" y="${ay}" width="${Math.round(w * 0.18)}" height="${Math.round(h * 0.22)}" rx="18" fill="${light}" fill-opacity="0.9"/>`,
  );
  parts.push(
    `<circle cx="${ax + Math.round(w * 0.09)}" cy="${ay + Math.round(h * 0.11)}" r="${Math.round(h * 0.06)}" fill="${mid}"/>`,
  );
  parts.push(
    `<rect x="${ax - 40}" y="${ay + Math.round(h * 0.3)}" width="${Math.round(w * 0.22)}" height="${Math.round(h * 0.12)}" rx="16" fill="#ffffff" fill-opacity="0.85"/>`,
  );
  parts.push(
    `<rect x="${ax - 16}" y="${ay + Math.round(h * 0.345)}" width="${Math.round(w * 0.14)}" height="14" rx="7" fill="${dark}" fill-opacity="0.35"/>`,
  );
  if (spec.kind === "poster") {
    // A play button, so a poster reads as a video even without a clip.
    const px = Math.round(w / 2);
    const py = Math.round(h / 2);
    parts.push(`<circle cx="${px}" cy="${py}" r="${Math.round(h * 0.11)}" fill="#000" fill-opacity="0.45"/>`);
    const s = Math.round(h * 0.05);
    parts.push(
      `<path d="M${px - s * 0.7} ${py - s} L${px + s * 1.1} ${py} L${px - s * 0.7} ${py + s} Z" fill="#fff"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join("")}</svg>`;
}

function logoSvg(spec: MediaSpec, r: ReturnType<typeof createRandom>, dark: string, mid: string): string {
  const { width: w, height: h } = spec;
  const shape = r.int(0, 3);
  const mx = 70;
  const my = h / 2;
  let mark: string;
  if (shape === 0)
    mark = `<circle cx="${mx}" cy="${my}" r="38" fill="${mid}"/><circle cx="${mx}" cy="${my}" r="18" fill="#fff"/>`;
  else if (shape === 1)
    mark = `<rect x="${mx - 36}" y="${my - 36}" width="72" height="72" rx="14" fill="${dark}"/><rect x="${mx - 12}" y="${my - 12}" width="24" height="24" rx="4" fill="${mid}"/>`;
  else if (shape === 2)
    mark = `<path d="M${mx} ${my - 42} L${mx + 40} ${my + 32} L${mx - 40} ${my + 32} Z" fill="${mid}"/><circle cx="${mx}" cy="${my + 8}" r="12" fill="#fff"/>`;
  else
    mark = `<path d="M${mx - 38} ${my} L${mx} ${my - 38} L${mx + 38} ${my} L${mx} ${my + 38} Z" fill="${dark}"/><path d="M${mx - 14} ${my} L${mx} ${my - 14} L${mx + 14} ${my} L${mx} ${my + 14} Z" fill="${mid}"/>`;
  const word = `<rect x="130" y="${my - 22}" width="${r.int(150, 220)}" height="22" rx="6" fill="${dark}"/><rect x="130" y="${my + 10}" width="${r.int(80, 150)}" height="12" rx="6" fill="${mid}" fill-opacity="0.7"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#ffffff"/>${mark}${word}</svg>`;
}
