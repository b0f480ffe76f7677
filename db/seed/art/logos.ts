/**
 * Customer and partner wordmarks: the organisation's own name set in one of
 * several logo styles (monogram tile, ring, underline swoosh, spaced capitals,
 * outlined pill), in a colour picked from its name, so no two look alike.
 */
import { fitText, initials, text } from "./svg.ts";

const INKS = [
  "#0b5cad", "#b3261e", "#137a3a", "#6d3fd6", "#c05a06", "#0f766e", "#9d174d", "#1e3a8a",
  "#854d0e", "#155e75", "#4d7c0f", "#7c2d12", "#334155", "#a21caf", "#0369a1", "#be123c",
]; // prettier-ignore
export const LOGO_STYLES = 5;

/** The short name a wordmark shows: legal suffixes and "(draft)" dropped. */
export function brandName(name: string): string {
  return name
    .replace(/\s*\(.*?\)\s*/g, " ")
    .replace(/\b(Ltd|Limited|GmbH|Inc|LLC|plc|S\.A\.|AG|B\.V\.)\.?$/i, "")
    .trim();
}

/** `index` numbers the logos of the site: consecutive logos differ in both style and colour. */
export function logoSvg(name: string, index: number, w: number, h: number): string {
  const style = index % LOGO_STYLES;
  const ink = INKS[index % INKS.length]!;
  const brand = brandName(name);
  const mono = initials(brand) || "B";
  const my = h / 2;
  let body: string;
  // Each style sets the whole name, wrapped and sized down to fit: a wordmark is never cut.
  const stack = (x: number, width: number, max: number, bold: boolean, fill: string, caps = false) => {
    const { lines, size } = fitText(caps ? brand.toUpperCase() : brand, width, max, 14, 2, bold);
    const lead = size * 1.2;
    const top = my + size * 0.36 - ((lines.length - 1) * lead) / 2;
    return { svg: lines.map((t, i) => text(x, top + i * lead, t, { size, weight: bold ? 700 : 400, fill })).join(""), top, lines, lead, size }; // prettier-ignore
  };
  switch (style) {
    case 0:
      body =
        `<rect x="24" y="${my - 42}" width="84" height="84" rx="18" fill="${ink}"/>` +
        text(66, my + 13, mono, { size: 36, weight: 700, fill: "#fff", anchor: "middle" }) +
        stack(126, w - 126 - 20, 28, true, ink).svg;
      break;
    case 1:
      body =
        `<circle cx="64" cy="${my}" r="40" fill="none" stroke="${ink}" stroke-width="8"/>` +
        `<circle cx="64" cy="${my}" r="14" fill="${ink}"/>` +
        stack(122, w - 122 - 20, 26, false, "#1f2937").svg;
      break;
    case 2: {
      const { lines, size } = fitText(brand, w - 48, 34, 14, 2, true);
      const lead = size * 1.15;
      const top = my - 6 - (lines.length - 1) * lead;
      body =
        lines
          .map((t, i) => text(w / 2, top + i * lead, t, { size, weight: 700, fill: ink, anchor: "middle" }))
          .join("") +
        `<path d="M${w * 0.2} ${my + 30}q${w * 0.3} 26 ${w * 0.6} 0" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.6"/>`;
      break;
    }
    case 3: {
      const s = stack(30, w - 60, 24, true, "#111827", true);
      const bottom = s.top + (s.lines.length - 1) * s.lead + s.size * 0.45;
      body =
        `<rect x="30" y="${s.top - s.size - 16}" width="60" height="10" fill="${ink}"/>` +
        s.svg +
        `<rect x="30" y="${bottom + 8}" width="${w - 60}" height="3" fill="${ink}" fill-opacity="0.5"/>`;
      break;
    }
    default: {
      const { lines, size } = fitText(brand, w - 96, 26, 14, 2, true);
      const lead = size * 1.15;
      const top = my + size * 0.36 - ((lines.length - 1) * lead) / 2;
      const pill = Math.max(80, lines.length * lead + 30);
      body =
        `<rect x="20" y="${my - pill / 2}" width="${w - 40}" height="${pill}" rx="${Math.min(40, pill / 2)}" fill="none" stroke="${ink}" stroke-width="5"/>` +
        lines
          .map((t, i) => text(w / 2, top + i * lead, t, { size, weight: 700, fill: ink, anchor: "middle" }))
          .join("");
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#ffffff"/>${body}</svg>`;
}
