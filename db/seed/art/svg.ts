/**
 * Small SVG drawing helpers for the generated pictures: text with escaping and
 * rough wrapping, rounded boxes, status chips and an application window. Text is
 * set in DejaVu Sans (Debian's default fonts), with the generic family as fallback.
 */
export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Average advance of DejaVu Sans is about 0.6 em; bold a little more. */
const advance = (size: number, bold: boolean) => size * (bold ? 0.66 : 0.58);

/** Cuts `text` to fit `width` at `size`, with an ellipsis. */
export function fit(text: string, width: number, size: number, bold = false): string {
  const max = Math.max(4, Math.floor(width / advance(size, bold)));
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Greedy word wrap to at most `lines` lines of `width` pixels. */
export function wrap(text: string, width: number, size: number, lines: number, bold = false): string[] {
  const max = Math.max(4, Math.floor(width / advance(size, bold)));
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) line = next;
    else {
      if (line) out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = fit(`${kept[lines - 1]} ${out[lines]}`, width, size, bold);
    if (!kept[lines - 1]!.endsWith("…")) kept[lines - 1] += "…";
    return kept;
  }
  return out;
}

/**
 * The largest size from `max` down to `min` at which `text`, wrapped on whole words
 * into at most `lines` lines, fits `width` (measured, never cut); at `min`, as many
 * lines as it takes.
 */
export function fitText(
  text: string,
  width: number,
  max: number,
  min: number,
  lines: number,
  bold = false,
): { lines: string[]; size: number } {
  const wrapAt = (size: number) => {
    const out: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = out[out.length - 1];
      if (last !== undefined && textWidth(`${last} ${word}`, size, bold) <= width)
        out[out.length - 1] = `${last} ${word}`;
      else out.push(word);
    }
    return out;
  };
  for (let size = max; size > min; size--) {
    const out = wrapAt(size);
    if (out.length <= lines && out.every((l) => textWidth(l, size, bold) <= width)) return { lines: out, size };
  }
  return { lines: wrapAt(min), size: min };
}

interface TextOptions {
  size?: number;
  weight?: 400 | 700;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  opacity?: number;
}

/** A line of text a picture paints: where it lies (pixels of the picture) and what it says. */
export interface TextBox {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

let painted: TextBox[] | null = null;

/** Runs `draw` and answers what it drew with the box of every line of text it painted. */
export function recordingText<T>(draw: () => T): { result: T; texts: TextBox[] } {
  const outer = painted;
  painted = [];
  try {
    const result = draw();
    return { result, texts: painted };
  } finally {
    painted = outer;
  }
}

// Advance widths of DejaVu Sans in thousandths of an em (a-z, A-Z, digits alike); bold is wider.
const LOWER = [613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525]; // prettier-ignore
const UPPER = [684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685]; // prettier-ignore

/** The width `value` takes at `size` pixels in DejaVu Sans (bold: the Bold face), rounded up. */
export function textWidth(value: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (c >= 97 && c <= 122) units += LOWER[c - 97]!;
    else if (c >= 65 && c <= 90) units += UPPER[c - 65]!;
    else if (c >= 48 && c <= 57) units += 636;
    else if (ch === " ") units += 318;
    else if (".,:;'|!ilI".includes(ch)) units += 318;
    else units += 700;
  }
  return Math.ceil((units / 1000) * size * (bold ? 1.12 : 1));
}

export function text(x: number, y: number, value: string, o: TextOptions = {}): string {
  const size = o.size ?? 20;
  if (painted && value.trim()) {
    const w = textWidth(value, size, o.weight === 700);
    const left = o.anchor === "middle" ? x - w / 2 : o.anchor === "end" ? x - w : x;
    // Ascent and descent of DejaVu Sans: 0.93 and 0.24 em.
    painted.push({ text: value, x: left, y: y - size * 0.93, w, h: size * 1.17 });
  }
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${size}"` +
    (o.weight === 700 ? ` font-weight="700"` : "") +
    (o.anchor && o.anchor !== "start" ? ` text-anchor="${o.anchor}"` : "") +
    (o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : "") +
    ` fill="${o.fill ?? "#16202b"}">${esc(value)}</text>`
  );
}

/** Several lines of text, `lead` pixels apart. */
export function lines(x: number, y: number, values: string[], lead: number, o: TextOptions = {}): string {
  return values.map((v, i) => text(x, y + i * lead, v, o)).join("");
}

export function box(x: number, y: number, w: number, h: number, fill: string, radius = 10, extra = ""): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(Math.max(0, w))}" height="${r1(Math.max(0, h))}" rx="${radius}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** A rounded status label, e.g. "Approved" in green. */
export function chip(x: number, y: number, label: string, color: string, size = 15): string {
  const w = label.length * size * 0.62 + size * 1.4;
  const h = size * 1.8;
  return (
    box(x, y, w, h, color, h / 2, `fill-opacity="0.16"`) +
    text(x + w / 2, y + h * 0.68, label, { size, weight: 700, fill: color, anchor: "middle" })
  );
}

export const STATUS = { ok: "#1e8e3e", wait: "#b26a00", bad: "#c5221f", info: "#1967d2", muted: "#5f6b7a" } as const;

export interface WindowFrame {
  /** The content area inside the chrome and the sidebar. */
  x: number;
  y: number;
  w: number;
  h: number;
  svg: string;
}

/**
 * An application window: title bar with the product name and a screen title,
 * and a left navigation with the product's sections, the active one highlighted.
 */
export function appWindow(
  area: { x: number; y: number; w: number; h: number },
  o: { product: string; screen: string; nav: string[]; active: number; accent: string; user: string },
): WindowFrame {
  const { x, y, w, h } = area;
  const bar = 56;
  const side = Math.round(w * 0.19);
  const parts = [
    box(x + 10, y + 16, w, h, "#000", 18, `fill-opacity="0.18"`),
    box(x, y, w, h, "#ffffff", 18),
    `<path d="M${x} ${y + 18}a18 18 0 0 1 18 -18h${w - 36}a18 18 0 0 1 18 18v${bar - 18}h-${w}z" fill="${o.accent}"/>`,
    text(x + 24, y + 37, o.product, { size: 21, weight: 700, fill: "#ffffff" }),
    text(x + 24 + o.product.length * 14 + 18, y + 37, fit(o.screen, w * 0.5, 19), {
      size: 19,
      fill: "#ffffff",
      opacity: 0.85,
    }),
    `<circle cx="${x + w - 34}" cy="${y + bar / 2}" r="15" fill="#ffffff" fill-opacity="0.9"/>`,
    text(x + w - 34, y + bar / 2 + 6, initials(o.user), { size: 14, weight: 700, fill: o.accent, anchor: "middle" }),
    box(x, y + bar, side, h - bar, "#f3f5f8", 0),
  ];
  o.nav.forEach((label, i) => {
    const ny = y + bar + 24 + i * 46;
    if (ny + 30 > y + h) return;
    if (i === o.active) parts.push(box(x + 10, ny - 4, side - 20, 38, o.accent, 8, `fill-opacity="0.14"`));
    parts.push(
      text(x + 26, ny + 21, fit(label, side - 40, 17), {
        size: 17,
        weight: i === o.active ? 700 : 400,
        fill: i === o.active ? o.accent : "#3c4652",
      }),
    );
  });
  return { x: x + side + 28, y: y + bar + 24, w: w - side - 56, h: h - bar - 44, svg: parts.join("") };
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");
}

/** A soft diagonal background in the item's colours, with a few large circles. */
export function backdrop(w: number, h: number, dark: string, mid: string, seed: number): string {
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = ((seed >>> (i * 5)) % 100) / 100;
      const cy = ((seed >>> (i * 7 + 3)) % 100) / 100;
      return `<circle cx="${r1(cx * w)}" cy="${r1(cy * h)}" r="${r1(h * (0.25 + i * 0.12))}" fill="#ffffff" fill-opacity="0.07"/>`;
    })
    .join("");
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${circles}`
  );
}

export const r1 = (n: number) => Math.round(n * 10) / 10;
