/**
 * Customer and partner wordmarks: the organisation's own name set in one of
 * several logo styles (monogram tile, ring, underline swoosh, spaced capitals,
 * outlined pill), in a colour picked from its name, so no two look alike.
 */
import { fit, initials, text, wrap } from "./svg.ts";

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
  switch (style) {
    case 0: {
      const l = wrap(brand, w - 150, 28, 2, true);
      body =
        `<rect x="24" y="${my - 42}" width="84" height="84" rx="18" fill="${ink}"/>` +
        text(66, my + 13, mono, { size: 36, weight: 700, fill: "#fff", anchor: "middle" }) +
        l.map((t, i) => text(126, my + 10 - (l.length - 1) * 17 + i * 34, t, { size: 28, weight: 700, fill: ink })).join(""); // prettier-ignore
      break;
    }
    case 1: {
      const l = wrap(brand, w - 140, 26, 2);
      body =
        `<circle cx="64" cy="${my}" r="40" fill="none" stroke="${ink}" stroke-width="8"/>` +
        `<circle cx="64" cy="${my}" r="14" fill="${ink}"/>` +
        l.map((t, i) => text(122, my + 9 - (l.length - 1) * 16 + i * 32, t, { size: 26, fill: "#1f2937" })).join(""); // prettier-ignore
      break;
    }
    case 2: {
      const size = sizeToFit(brand, w - 48, 34);
      body =
        text(w / 2, my + 4, fit(brand, w - 48, size, true), { size, weight: 700, fill: ink, anchor: "middle" }) +
        `<path d="M${w * 0.2} ${my + 30}q${w * 0.3} 26 ${w * 0.6} 0" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.6"/>`;
      break;
    }
    case 3: {
      const caps = brand.toUpperCase();
      const l = wrap(caps, w - 60, 24, 2, true);
      body =
        `<rect x="30" y="${my - 52}" width="60" height="10" fill="${ink}"/>` +
        l.map((t, i) => text(30, my - 6 + i * 36, t, { size: 24, weight: 700, fill: "#111827" })).join("") +
        `<rect x="30" y="${my + 28 + (l.length - 1) * 36}" width="${w - 60}" height="3" fill="${ink}" fill-opacity="0.5"/>`;
      break;
    }
    default: {
      const size = sizeToFit(brand, w - 96, 26);
      body =
        `<rect x="20" y="${my - 40}" width="${w - 40}" height="80" rx="40" fill="none" stroke="${ink}" stroke-width="5"/>` +
        text(w / 2, my + size * 0.35, fit(brand, w - 96, size, true), {
          size,
          weight: 700,
          fill: ink,
          anchor: "middle",
        });
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#ffffff"/>${body}</svg>`;
}

/** The largest size up to `max` at which `name` fits on one line of `width` (bold DejaVu Sans). */
function sizeToFit(name: string, width: number, max: number): number {
  return Math.max(14, Math.min(max, Math.floor(width / (name.length * 0.66))));
}
