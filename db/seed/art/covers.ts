/**
 * Art-directed covers without words: each category has its own composition
 * (a skyline of offices for company news, floating interface cards for product
 * news, charts for industry news, a stage for events, rising steps for cases,
 * speech bubbles for questions, a path of waypoints for help, linked milestones
 * for services, tickets for offers, the product's cards for home banners), in
 * the item's colours and laid out by a generator seeded by its key, so no two
 * covers are alike and a cover never repeats the headline the page prints.
 * The main shapes stay in the middle of the picture, which every frame shows.
 */
import { createRandom, hashString } from "../random.ts";
import { r1 } from "./svg.ts";

type Random = ReturnType<typeof createRandom>;
export type CoverMotif =
  "company" | "product" | "industry" | "events" | "case" | "qa" | "help" | "service" | "promotion" | "banner";

interface Ink {
  dark: string;
  mid: string;
  accent: string;
  light: string;
}

/** Backdrop pairs and a contrasting accent: one set per picture, picked by key. */
const INKS: Ink[] = [
  { dark: "#0b2a55", mid: "#2f6fd0", accent: "#ffc857", light: "#dbe9ff" },
  { dark: "#1f1147", mid: "#7a4fe0", accent: "#5ce1e6", light: "#ece4ff" },
  { dark: "#0c3b2a", mid: "#2f9e63", accent: "#f9d65c", light: "#dcf5e7" },
  { dark: "#4a0f0b", mid: "#d0493d", accent: "#ffd6a5", light: "#ffe4df" },
  { dark: "#4a2406", mid: "#e08a2c", accent: "#7ee0c3", light: "#ffefd9" },
  { dark: "#0d3a44", mid: "#2aa0b8", accent: "#ff8fab", light: "#d9f6fb" },
  { dark: "#26303d", mid: "#6b7c93", accent: "#ffb347", light: "#e8edf3" },
  { dark: "#2b1d4d", mid: "#c2417a", accent: "#ffe066", light: "#fbe3ee" },
];

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = "") =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const op = (o: number) => `fill-opacity="${o}"`;

function backdrop(w: number, h: number, ink: Ink, r: Random): string {
  const angle = r.int(0, 3);
  const [x2, y2] = [
    [1, 1],
    [1, 0],
    [0, 1],
    [1, 0.4],
  ][angle]!;
  const glows = Array.from({ length: 3 }, () =>
    circle(r.int(0, w), r.int(0, h), r.int(h * 0.25, h * 0.6), "#ffffff", op(0.05 + r.next() * 0.05)),
  );
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${ink.dark}"/><stop offset="1" stop-color="${ink.mid}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${ink.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${ink.accent}" stop-opacity="0"/></radialGradient></defs>` +
    rect(0, 0, w, h, "url(#bg)") +
    glows.join("") +
    circle(w * (0.3 + r.next() * 0.4), h * (0.3 + r.next() * 0.4), h * 0.55, "url(#glow)")
  );
}

/** A card of an interface with bars for lines of text (never words). */
function uiCard(x: number, y: number, w: number, h: number, ink: Ink, r: Random): string {
  const parts = [
    rect(x + 8, y + 14, w, h, "#000", 18, op(0.18)),
    rect(x, y, w, h, "#ffffff", 18),
    circle(x + 34, y + 34, 14, ink.mid),
    rect(x + 58, y + 24, w * 0.42, 10, "#1f2a37", 5, op(0.8)),
    rect(x + 58, y + 40, w * 0.26, 8, "#94a3b8", 4),
  ];
  const rows = Math.max(1, Math.floor((h - 80) / 30));
  for (let i = 0; i < rows; i++) {
    const ry = y + 74 + i * 30;
    parts.push(rect(x + 22, ry, w * (0.3 + r.next() * 0.45), 9, "#cbd5e1", 4.5));
    if (r.next() > 0.5) parts.push(rect(x + w - 78, ry - 4, 56, 18, i % 2 ? ink.accent : ink.mid, 9, op(0.85)));
  }
  return parts.join("");
}

function company(w: number, h: number, ink: Ink, r: Random): string {
  const parts: string[] = [];
  const base = h * 0.78;
  let x = w * 0.16;
  while (x < w * 0.84) {
    const bw = r.int(70, 140);
    const bh = r.int(h * 0.22, h * 0.58);
    const tone = r.pick([ink.light, "#ffffff", ink.accent]);
    parts.push(rect(x, base - bh, bw, bh, tone, 6, op(tone === ink.accent ? 0.9 : 0.82)));
    for (let wy = base - bh + 18; wy < base - 24; wy += 30)
      for (let wx = x + 14; wx < x + bw - 22; wx += 26)
        parts.push(rect(wx, wy, 12, 16, ink.dark, 2, op(r.next() > 0.3 ? 0.55 : 0.2)));
    x += bw + r.int(8, 22);
  }
  parts.push(rect(0, base, w, h - base, ink.dark, 0, op(0.55)));
  parts.push(circle(w * 0.72, h * 0.22, 46, ink.accent, op(0.9)));
  return parts.join("");
}

function product(w: number, h: number, ink: Ink, r: Random): string {
  const cards = [
    uiCard(w * 0.22, h * 0.2, w * 0.34, h * 0.5, ink, r),
    uiCard(w * 0.42, h * 0.34, w * 0.36, h * 0.46, ink, r),
  ];
  const sparkles = Array.from({ length: 6 }, () => circle(r.int(w * 0.2, w * 0.8), r.int(h * 0.12, h * 0.88), r.int(4, 9), ink.accent)); // prettier-ignore
  return cards.join("") + sparkles.join("");
}

function industry(w: number, h: number, ink: Ink, r: Random): string {
  const parts: string[] = [];
  const left = w * 0.14;
  const right = w * 0.86;
  for (let layer = 0; layer < 3; layer++) {
    const pts: string[] = [];
    const n = 7;
    for (let i = 0; i <= n; i++) {
      const x = left + ((right - left) * i) / n;
      const y = h * (0.72 - layer * 0.1) - r.next() * h * 0.22 - i * h * 0.02;
      pts.push(`${r1(x)} ${r1(y)}`);
    }
    const fill = [ink.light, ink.mid, ink.accent][layer]!;
    parts.push(`<path d="M${r1(left)} ${r1(h * 0.86)}L${pts.join("L")}L${r1(right)} ${r1(h * 0.86)}Z" fill="${fill}" fill-opacity="${0.35 + layer * 0.2}"/>`); // prettier-ignore
  }
  for (let i = 0; i < 6; i++) parts.push(rect(left, h * (0.18 + i * 0.12), right - left, 1.5, "#ffffff", 0, op(0.18)));
  return parts.join("");
}

function events(w: number, h: number, ink: Ink, r: Random): string {
  const parts = [
    `<path d="M${w * 0.5 - 40} 0L${w * 0.28} ${h * 0.66}H${w * 0.5 + 10}Z" fill="${ink.accent}" fill-opacity="0.22"/>`,
    `<path d="M${w * 0.5 + 40} 0L${w * 0.72} ${h * 0.66}H${w * 0.5 - 10}Z" fill="#ffffff" fill-opacity="0.14"/>`,
    rect(w * 0.26, h * 0.62, w * 0.48, h * 0.06, ink.light, 6, op(0.9)),
    rect(w * 0.38, h * 0.22, w * 0.24, h * 0.3, "#ffffff", 10, op(0.92)),
    rect(w * 0.41, h * 0.27, w * 0.18, 12, ink.mid, 6),
    rect(w * 0.41, h * 0.33, w * 0.12, 10, "#94a3b8", 5),
    circle(w * 0.5, h * 0.44, 26, ink.accent),
  ];
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 11; i++) {
      const cx = w * 0.2 + i * w * 0.06 + (row % 2) * w * 0.03;
      parts.push(circle(cx, h * (0.78 + row * 0.07), 14 + r.int(0, 4), r.pick([ink.light, ink.accent, "#ffffff"]), op(0.5 + row * 0.15))); // prettier-ignore
    }
  return parts.join("");
}

function kase(w: number, h: number, ink: Ink, r: Random): string {
  const parts: string[] = [];
  const steps = 5;
  const sw = (w * 0.5) / steps;
  for (let i = 0; i < steps; i++) {
    const sh = h * (0.14 + i * 0.11) + r.int(0, 20);
    parts.push(rect(w * 0.25 + i * sw, h * 0.82 - sh, sw - 14, sh, i === steps - 1 ? ink.accent : ink.light, 10, op(i === steps - 1 ? 1 : 0.35 + i * 0.12))); // prettier-ignore
  }
  parts.push(
    `<path d="M${w * 0.24} ${h * 0.62}C${w * 0.4} ${h * 0.6} ${w * 0.55} ${h * 0.4} ${w * 0.74} ${h * 0.2}" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M${w * 0.74 - 34} ${h * 0.2 - 2}L${w * 0.74} ${h * 0.2}L${w * 0.74 - 8} ${h * 0.2 + 32}" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    circle(w * 0.3, h * 0.28, 54, "#ffffff", op(0.9)),
    circle(w * 0.3, h * 0.28, 30, ink.mid),
  );
  return parts.join("");
}

function qa(w: number, h: number, ink: Ink, r: Random): string {
  const bubble = (x: number, y: number, bw: number, bh: number, fill: string, tailRight: boolean) =>
    rect(x, y, bw, bh, fill, 28) +
    `<path d="M${r1(tailRight ? x + bw - 60 : x + 40)} ${r1(y + bh - 2)}l${tailRight ? 34 : -10} 40l${tailRight ? -4 : 40} -40z" fill="${fill}"/>`;
  const parts = [
    bubble(w * 0.2, h * 0.16, w * 0.4, h * 0.3, "#ffffff", false),
    bubble(w * (0.36 + r.next() * 0.08), h * 0.5, w * 0.38, h * 0.28, ink.accent, true),
  ];
  if (r.next() < 0.5) parts.unshift(bubble(w * 0.56, h * 0.1, w * 0.22, h * 0.2, ink.light, true));
  for (let i = 0; i < 3; i++) parts.push(rect(w * 0.24, h * (0.22 + i * 0.07), w * (0.18 + r.next() * 0.14), 12, ink.mid, 6, op(0.6))); // prettier-ignore
  for (let i = 0; i < 3; i++) parts.push(circle(w * 0.55 + i * 40, h * 0.64, 12, ink.dark, op(0.7)));
  return parts.join("");
}

function help(w: number, h: number, ink: Ink, r: Random): string {
  const pts = Array.from({ length: 5 }, (_, i) => [w * (0.2 + i * 0.15), h * (0.3 + r.next() * 0.4)] as const);
  const d = pts.map(([x, y], i) => `${i ? "L" : "M"}${r1(x)} ${r1(y)}`).join("");
  return (
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>` +
    pts
      .map(
        ([x, y], i) =>
          circle(x, y, i === pts.length - 1 ? 40 : 24, i === pts.length - 1 ? ink.accent : "#ffffff") +
          circle(x, y, 9, ink.dark, op(0.7)),
      )
      .join("") + // prettier-ignore
    circle(w * 0.5, h * 0.5, h * 0.38, "none", `stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"`)
  );
}

function service(w: number, h: number, ink: Ink, r: Random): string {
  const parts: string[] = [rect(w * 0.18, h * 0.5 - 3, w * 0.64, 6, "#ffffff", 3, op(0.5))];
  const n = 4;
  for (let i = 0; i < n; i++) {
    const x = w * 0.18 + (i * w * 0.64) / (n - 1);
    const up = i % 2 === 0;
    const cy = h * (up ? 0.3 : 0.7);
    parts.push(
      rect(x - 2, Math.min(cy, h * 0.5), 4, Math.abs(h * 0.5 - cy), "#ffffff", 2, op(0.5)),
      circle(x, h * 0.5, 16, i <= r.int(1, 2) ? ink.accent : "#ffffff"),
      rect(x - 90, cy - 36, 180, 72, "#ffffff", 14, op(0.95)),
      rect(x - 70, cy - 16, 90 + r.int(0, 40), 10, ink.dark, 5, op(0.8)),
      rect(x - 70, cy + 4, 60 + r.int(0, 50), 8, "#94a3b8", 4),
    );
  }
  return parts.join("");
}

function promotion(w: number, h: number, ink: Ink, r: Random): string {
  const ticket = (x: number, y: number, tw: number, th: number, fill: string, turn: number) =>
    `<g transform="rotate(${turn} ${r1(x + tw / 2)} ${r1(y + th / 2)})">${rect(x, y, tw, th, fill, 18)}` +
    circle(x, y + th / 2, 22, ink.dark) +
    circle(x + tw, y + th / 2, 22, ink.dark) +
    `<path d="M${r1(x + tw * 0.68)} ${r1(y + 14)}V${r1(y + th - 14)}" stroke="${ink.dark}" stroke-width="4" stroke-dasharray="8 8"/>` +
    circle(x + tw * 0.34, y + th / 2, th * 0.22, ink.dark, op(0.25)) +
    `</g>`;
  const confetti = Array.from(
    { length: 18 },
    () =>
    rect(r.int(w * 0.2, w * 0.8), r.int(h * 0.08, h * 0.9), 14, 6, r.pick([ink.accent, "#ffffff", ink.light]), 3, `transform="rotate(${r.int(0, 180)})" transform-origin="center"`), // prettier-ignore
  );
  return (
    confetti.join("") +
    ticket(w * 0.3, h * 0.28, w * 0.3, h * 0.32, "#ffffff", -8) +
    ticket(w * 0.42, h * 0.42, w * 0.28, h * 0.3, ink.accent, 6)
  );
}

function banner(w: number, h: number, ink: Ink, r: Random): string {
  // The copy sits over the left of the desktop slide: the cards fill the middle and right.
  return (
    uiCard(w * 0.46, h * 0.18, w * 0.26, h * 0.56, ink, r) +
    uiCard(w * 0.6, h * 0.3, w * 0.28, h * 0.5, ink, r) +
    circle(w * 0.44, h * 0.7, 40, ink.accent, op(0.9))
  );
}

const MOTIFS: Record<CoverMotif, (w: number, h: number, ink: Ink, r: Random) => string> = {
  company,
  product,
  industry,
  events,
  case: kase,
  qa,
  help,
  service,
  promotion,
  banner,
};

/** The cover of the item whose picture key is `key`, in the composition of `motif`; `tone` picks its colours (by default, the key). */
export function coverSvg(key: string, motif: CoverMotif, w: number, h: number, tone?: number): string {
  const seed = hashString(key);
  const r = createRandom(seed);
  const ink = INKS[(tone ?? seed) % INKS.length]!;
  // Each item's own arrangement: mirrored or not, a little larger or smaller, shifted around the middle.
  // Charts never mirror: a rising line must keep rising.
  const flip = r.next() < 0.5 && !["banner", "case", "industry"].includes(motif);
  const scale = 0.88 + r.next() * 0.18;
  const dx = (r.next() - 0.5) * w * 0.08;
  const dy = (r.next() - 0.5) * h * 0.08;
  const place = `translate(${r1(w / 2 + dx)} ${r1(h / 2 + dy)}) scale(${flip ? -r1(scale * 100) / 100 : r1(scale * 100) / 100} ${r1(scale * 100) / 100}) translate(${-w / 2} ${-h / 2})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${backdrop(w, h, ink, r)}<g transform="${place}">${MOTIFS[motif](w, h, ink, r)}</g></svg>`;
}
