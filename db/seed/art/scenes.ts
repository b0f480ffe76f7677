/**
 * Composes a whole picture from what an item says: a product screen in an
 * application window for product and case items, or an editorial scene (a
 * newsroom card, a question and answer, numbered help steps, a service plan, an
 * offer) for the rest; banners put the headline beside a smaller window. Video
 * posters are drawn like covers, with no words over them (never a play glyph
 * either: the player draws its own controls).
 */
import { createRandom, hashString } from "../random.ts";
import type { CoverMotif } from "./covers.ts";
import {
  approvalFlow,
  courseCatalogue,
  gantt,
  kpis,
  liveConsole,
  orderList,
  PEOPLE,
  type Area,
  type Figure,
  type ScreenInput,
} from "./products.ts";
import { appWindow, backdrop, box, chip, fit, lines, STATUS, text, wrap } from "./svg.ts";

export const PRODUCT_SCENES = ["oa", "pm", "trade", "live", "education"] as const;
export type ProductScene = (typeof PRODUCT_SCENES)[number];
export type Scene = ProductScene | "press" | "qa" | "help" | "service" | "promotion";

/** What a picture shows; stored in the media spec, so a change of copy redraws it. */
export interface ArtContent {
  scene: Scene;
  title: string;
  subtitle: string;
  figures?: Figure[];
  /** 0..3: another view of the same product (a case's gallery, a product page's pictures). */
  variant?: number;
  /** Poster strip or banner chip, e.g. "Video · 4 min" or "Code SPRING25". */
  badge?: string;
  /**
   * How a cover or banner is drawn: a wordless composition of its category
   * (art/covers.ts), or "screen", its product's screen (art/product-screens.ts).
   * Without it (video posters and tours), the scene above.
   */
  look?: CoverMotif | "screen";
}

const ACCENTS: Record<ProductScene, string> = {
  oa: "#1a63c6",
  pm: "#6d3fd6",
  trade: "#137a3a",
  live: "#c2271d",
  education: "#c05a06",
};
const BACKDROPS: Array<[string, string]> = [
  ["#0b2a55", "#2f6fd0"],
  ["#1f1147", "#7a4fe0"],
  ["#0c3b2a", "#2f9e63"],
  ["#4a0f0b", "#d0493d"],
  ["#4a2406", "#e08a2c"],
  ["#0d3a44", "#2aa0b8"],
  ["#26303d", "#6b7c93"],
  ["#2b1d4d", "#c2417a"],
];
const PRODUCT_LABEL: Record<ProductScene, string> = {
  oa: "Brightlane OA",
  pm: "Brightlane PM",
  trade: "Brightlane Trade",
  live: "Brightlane Live",
  education: "Brightlane Education",
};
const NAV: Record<ProductScene, string[]> = {
  oa: ["Inbox", "Approvals", "Forms", "Workflows", "Reports", "Settings"],
  pm: ["Portfolio", "Timeline", "Board", "Resources", "Reports", "Settings"],
  trade: ["Dashboard", "Orders", "Catalogue", "Customers", "Invoices", "Settings"],
  live: ["Events", "Console", "Speakers", "Audience", "Recordings", "Settings"],
  education: ["Catalogue", "My learning", "Paths", "Reports", "Authoring", "Settings"],
};
const SCREEN: Record<ProductScene, (a: Area, s: ScreenInput, r: ReturnType<typeof createRandom>) => string> = {
  oa: approvalFlow,
  pm: gantt,
  trade: orderList,
  live: liveConsole,
  education: courseCatalogue,
};

export const isProductScene = (s: Scene): s is ProductScene => (PRODUCT_SCENES as readonly string[]).includes(s);

/** The accent colour of a picture: its product's, or one picked by key. */
export function accentOf(art: ArtContent, key: string): string {
  if (isProductScene(art.scene)) return ACCENTS[art.scene];
  return Object.values(ACCENTS)[hashString(key) % PRODUCT_SCENES.length]!;
}

export function sceneSvg(key: string, kind: "cover" | "banner" | "poster", art: ArtContent, w: number, h: number) {
  const seed = hashString(key);
  const r = createRandom(seed);
  const accent = accentOf(art, key);
  const [dark, mid] = BACKDROPS[seed % BACKDROPS.length]!;
  const parts = [backdrop(w, h, dark, mid, seed)];
  if (kind === "banner") {
    parts.push(...lines(72, 150, wrap(art.title, 520, 44, 3, true), 56, { size: 44, weight: 700, fill: "#fff" }));
    parts.push(...lines(72, 360, wrap(art.subtitle, 500, 22, 3), 32, { size: 22, fill: "#fff", opacity: 0.85 }));
    if (art.badge) parts.push(chip(72, 470, art.badge, "#ffffff", 22));
    // Beside the headline, a product screen: the one the item names, or one picked by key.
    const product = isProductScene(art.scene) ? art.scene : PRODUCT_SCENES[seed % PRODUCT_SCENES.length]!;
    const beside = { ...art, scene: product, title: art.subtitle || art.title, subtitle: art.badge ?? "" };
    parts.push(screen({ x: 640, y: 60, w: 740, h: h - 120 }, beside, ACCENTS[product], r));
  } else {
    const pad = Math.round(w * 0.06);
    parts.push(screen({ x: pad, y: Math.round(h * 0.08), w: w - 2 * pad, h: h - Math.round(h * 0.14) }, art, accent, r)); // prettier-ignore
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join("")}</svg>`;
}

function screen(area: Area, art: ArtContent, accent: string, r: ReturnType<typeof createRandom>): string {
  const input: ScreenInput = {
    title: art.title,
    subtitle: art.subtitle,
    figures: art.figures ?? [],
    accent,
    variant: art.variant ?? 0,
  };
  const user = r.pick(PEOPLE);
  if (isProductScene(art.scene)) {
    const nav = NAV[art.scene];
    const win = appWindow(area, {
      product: PRODUCT_LABEL[art.scene],
      screen: nav[1 + (input.variant % 2)]!,
      nav,
      active: 1 + (input.variant % 2),
      accent,
      user,
    });
    return win.svg + SCREEN[art.scene](win, input, r);
  }
  const frame = (screenTitle: string, nav: string[], active: number) =>
    appWindow(area, { product: "Brightlane", screen: screenTitle, nav, active, accent, user });
  switch (art.scene) {
    case "qa": {
      const win = frame("Questions and answers", ["Popular", "Getting started", "Billing", "Security", "Ask us"], 0);
      return win.svg + questionAndAnswer(win, input, r);
    }
    case "help": {
      const win = frame("Help centre", ["Start here", "Guides", "Admin", "Integrations", "Contact"], 1);
      return win.svg + helpSteps(win, input);
    }
    case "service": {
      const win = frame("Project plan", ["Overview", "Plan", "Team", "Documents", "Status"], 1);
      return win.svg + servicePlan(win, input, r);
    }
    case "promotion":
    case "press":
      return editorial(area, input, art.scene, art.badge ?? "");
  }
}

function questionAndAnswer(a: Area, s: ScreenInput, r: ReturnType<typeof createRandom>): string {
  const asker = r.pick(PEOPLE);
  const q = wrap(s.title, a.w * 0.7 - 40, 22, 2, true);
  const ans = wrap(s.subtitle, a.w * 0.78 - 40, 18, 4);
  const qh = 60 + q.length * 30;
  const ah = 40 + ans.length * 28;
  return [
    box(a.x, a.y, a.w * 0.7, qh, "#eef3fb", 16),
    text(a.x + 20, a.y + 30, asker, { size: 15, weight: 700, fill: s.accent }),
    lines(a.x + 20, a.y + 62, q, 30, { size: 22, weight: 700 }),
    box(a.x + a.w * 0.22, a.y + qh + 28, a.w * 0.78, ah + 30, s.accent, 16, `fill-opacity="0.1"`),
    text(a.x + a.w * 0.22 + 20, a.y + qh + 58, "Brightlane support", { size: 15, weight: 700, fill: s.accent }),
    lines(a.x + a.w * 0.22 + 20, a.y + qh + 90, ans, 28, { size: 18 }),
    chip(a.x, a.y + a.h - 34, "Answered", STATUS.ok, 15),
    text(a.x + 130, a.y + a.h - 14, `${r.int(12, 480)} people found this useful`, { size: 16, fill: "#5f6b7a" }),
  ].join("");
}

function helpSteps(a: Area, s: ScreenInput): string {
  const parts = [text(a.x, a.y + 24, fit(s.title, a.w, 26, true), { size: 26, weight: 700 })];
  const steps = (s.figures.length ? s.figures.map((f) => f.label) : [s.subtitle]).slice(0, 4);
  const sh = (a.h - 60) / Math.max(3, steps.length);
  steps.forEach((step, i) => {
    const y = a.y + 52 + i * sh;
    parts.push(
      box(a.x, y, a.w, sh - 14, "#f6f8fb", 12, `stroke="#e1e6ed"`),
      `<circle cx="${a.x + 34}" cy="${y + (sh - 14) / 2}" r="20" fill="${s.accent}"/>`,
      text(a.x + 34, y + (sh - 14) / 2 + 7, String(i + 1), { size: 20, weight: 700, fill: "#fff", anchor: "middle" }),
      lines(a.x + 72, y + (sh - 14) / 2 - 4, wrap(step, a.w - 100, 18, 2), 24, { size: 18 }),
    );
  });
  return parts.join("");
}

function servicePlan(a: Area, s: ScreenInput, r: ReturnType<typeof createRandom>): string {
  const parts = [
    text(a.x, a.y + 24, fit(s.title, a.w, 26, true), { size: 26, weight: 700 }),
    text(a.x, a.y + 54, fit(s.subtitle, a.w, 17), { size: 17, fill: "#5f6b7a" }),
  ];
  const phases = (s.figures.length ? s.figures.map((f) => f.label) : ["Plan", "Configure", "Roll out"]).slice(0, 5);
  const done = r.int(1, phases.length - 1);
  const ph = (a.h - 90) / phases.length;
  phases.forEach((phase, i) => {
    const y = a.y + 80 + i * ph;
    const state = i < done ? "Done" : i === done ? "In progress" : "Planned";
    parts.push(
      box(a.x, y, a.w, ph - 12, i === done ? "#ffffff" : "#f6f8fb", 10, `stroke="${i === done ? s.accent : "#e1e6ed"}" stroke-width="2"`), // prettier-ignore
      text(a.x + 20, y + (ph - 12) / 2 + 7, fit(`${i + 1}. ${phase}`, a.w - 220, 18), { size: 18 }),
      chip(a.x + a.w - 170, y + (ph - 12) / 2 - 14, state, i < done ? STATUS.ok : i === done ? STATUS.wait : STATUS.muted, 14), // prettier-ignore
    );
  });
  return parts.join("");
}

/** News and offers: a card with the category, the headline, a summary and the item's figures. */
function editorial(a: Area, s: ScreenInput, scene: "press" | "promotion", badge: string): string {
  const parts = [
    box(a.x + 10, a.y + 16, a.w, a.h, "#000", 18, `fill-opacity="0.18"`),
    box(a.x, a.y, a.w, a.h, "#fff", 18),
  ];
  parts.push(box(a.x, a.y, 14, a.h, s.accent, 7));
  const pad = 56;
  if (badge) parts.push(chip(a.x + pad, a.y + 40, badge, s.accent, 18));
  const big = scene === "promotion" ? 54 : 44;
  const head = wrap(s.title, a.w - 2 * pad, big, 3, true);
  parts.push(lines(a.x + pad, a.y + 130, head, big * 1.25, { size: big, weight: 700 }));
  const after = a.y + 130 + head.length * big * 1.25;
  parts.push(lines(a.x + pad, after + 10, wrap(s.subtitle, a.w - 2 * pad, 22, 2), 32, { size: 22, fill: "#4a5563" }));
  if (s.figures.length)
    parts.push(kpis({ x: a.x + pad, y: a.y + a.h - 150, w: a.w - 2 * pad, h: 110 }, s.figures, s.accent));
  return parts.join("");
}
