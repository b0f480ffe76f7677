/**
 * Product screens: an HTML mock-up of each product's main views (four each),
 * rendered by Chromium at twice its CSS size (db/seed/screenshots.ts) and laid
 * over a backdrop in the middle of the picture, where every frame the pages
 * use shows it whole (art/frames.ts). The mock-ups hold the product's own
 * vocabulary and sample data, never an item's headline. Without Chromium the
 * backdrop keeps a wordless window in their place.
 */
import { createRandom, hashString } from "../random.ts";
import { PRODUCT_SCREEN_VIEWS, type View } from "./product-views.ts";
import type { ProductScene } from "./scenes.ts";
import { r1 } from "./svg.ts";

export const SCREEN_VARIANTS = 4;
/** The mock-up's CSS size; rendered at twice this. */
export const SCREEN_CSS = { width: 1040, height: 585 } as const;

export const ACCENT: Record<ProductScene, string> = {
  oa: "#1a63c6",
  pm: "#6d3fd6",
  trade: "#137a3a",
  live: "#c2271d",
  education: "#c05a06",
};
const LABEL: Record<ProductScene, string> = {
  oa: "Brightlane OA",
  pm: "Brightlane PM",
  trade: "Brightlane Trade",
  live: "Brightlane Live",
  education: "Brightlane Education",
};
const BACKDROP: Record<ProductScene, [string, string]> = {
  oa: ["#0b2a55", "#3f86e0"],
  pm: ["#1f1147", "#8a63ea"],
  trade: ["#0c3b2a", "#36ad6f"],
  live: ["#4a0f0b", "#e0584b"],
  education: ["#4a2406", "#ec9a3c"],
};

/** Where the screen lies in a `w` x `h` picture: 72% of its width, 16:9, centred. */
export function screenArea(w: number, h: number) {
  const sw = Math.round(w * 0.7222);
  const sh = Math.round((sw * SCREEN_CSS.height) / SCREEN_CSS.width);
  return { x: Math.round((w - sw) / 2), y: Math.round((h - sh) / 2), w: sw, h: sh };
}

/** The picture around the screen: the product's colours, soft shapes, the window's shadow and a wordless stand-in. */
export function screenBackdropSvg(key: string, product: ProductScene, w: number, h: number): string {
  const r = createRandom(hashString(key));
  const [dark, mid] = BACKDROP[product];
  const a = screenArea(w, h);
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const left = i % 2 === 0;
    const cx = left ? r.int(0, a.x + 60) : r.int(a.x + a.w - 60, w);
    return `<circle cx="${cx}" cy="${r.int(0, h)}" r="${r.int(60, 220)}" fill="#ffffff" fill-opacity="${r1(0.05 + r.next() * 0.07)}"/>`;
  });
  const bars = Array.from({ length: 6 }, (_, i) => `<rect x="${a.x + 240}" y="${a.y + 110 + i * 56}" width="${r.int(260, 620)}" height="14" rx="7" fill="#d7dee8"/>`); // prettier-ignore
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${shapes.join("")}` +
    `<rect x="${a.x + 12}" y="${a.y + 22}" width="${a.w}" height="${a.h}" rx="14" fill="#000" fill-opacity="0.28"/>` +
    `<rect x="${a.x}" y="${a.y}" width="${a.w}" height="${a.h}" rx="12" fill="#ffffff"/>` +
    `<rect x="${a.x}" y="${a.y}" width="${a.w}" height="52" rx="12" fill="${ACCENT[product]}"/>` +
    `<rect x="${a.x}" y="${a.y + 52}" width="200" height="${a.h - 52}" fill="#f3f5f8"/>${bars.join("")}</svg>`
  );
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The whole HTML document of one view of a product, sized SCREEN_CSS. */
export function screenHtml(product: ProductScene, variant: number): string {
  const view: View = PRODUCT_SCREEN_VIEWS[product][variant % SCREEN_VARIANTS]!;
  const accent = ACCENT[product];
  const nav = view.nav.map((n, i) => `<li${i === view.active ? ' class="on"' : ""}><i></i>${esc(n)}</li>`).join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${SCREEN_CSS.width}px;height:${SCREEN_CSS.height}px;overflow:hidden}
body{font:14.5px/1.35 "DejaVu Sans",sans-serif;color:#1c2733;background:#fff;display:grid;grid-template:44px 1fr/190px 1fr}
header{grid-column:1/3;background:${accent};color:#fff;display:flex;align-items:center;gap:14px;padding:0 16px}
header b{font-size:15px;display:flex;align-items:center;gap:8px;white-space:nowrap}
header b::before{content:"";width:20px;height:20px;border-radius:6px;background:#fff;opacity:.9;box-shadow:inset -7px -7px 0 ${accent}55}
header .search{flex:1;max-width:330px;height:30px;border-radius:8px;background:#ffffff2b;padding:6px 12px;color:#ffffffcc;white-space:nowrap}
header .me{margin-left:auto;width:28px;height:28px;border-radius:50%;background:#fff;color:${accent};font-weight:700;display:grid;place-items:center;font-size:12px}
nav{background:#f4f6f9;border-right:1px solid #e3e8ee;padding:14px 10px}
nav li{list-style:none;display:flex;align-items:center;gap:10px;padding:9px 10px;border-radius:8px;color:#3c4652;white-space:nowrap}
nav li i{width:14px;height:14px;border-radius:4px;background:#c5cfdb}
nav li.on{background:${accent}1f;color:${accent};font-weight:700}
nav li.on i{background:${accent}}
main{padding:18px 22px;overflow:hidden;display:flex;flex-direction:column;gap:14px}
h1{font-size:22px;white-space:nowrap}
.sub{color:#5f6b7a;font-size:13px;margin-top:2px;white-space:nowrap}
.top{display:flex;align-items:flex-end;justify-content:space-between;gap:12px}
.btn{background:${accent};color:#fff;border-radius:8px;padding:7px 12px;font-weight:700;white-space:nowrap}
.kpis{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
.kpi{border:1px solid #e3e8ee;border-radius:10px;padding:10px 12px}
.kpi b{display:block;font-size:25px;color:${accent}}
.kpi span{color:#5f6b7a;font-size:12.5px;white-space:nowrap}
table{width:100%;border-collapse:collapse}
th{text-align:left;font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#5f6b7a;padding:7px 8px;background:#f6f8fb;white-space:nowrap}
td{padding:10px 8px;border-bottom:1px solid #eef1f5;white-space:nowrap}
.pill{display:inline-block;white-space:nowrap;border-radius:999px;padding:3px 10px;font-size:12.5px;font-weight:700}
.ok{background:#e3f4e8;color:#1e7b36}.wait{background:#fff1da;color:#9a5b00}.bad{background:#fde4e2;color:#b3261e}.info{background:#e4edfb;color:#1c5fc4}.mute{background:#eef1f5;color:#5f6b7a}
.av{display:inline-grid;place-items:center;width:26px;height:26px;border-radius:50%;color:#fff;font-size:10px;font-weight:700;margin-right:8px;vertical-align:middle}
.grid{display:grid;gap:12px}
.card{border:1px solid #e3e8ee;border-radius:10px;padding:12px;overflow:hidden}
.card h3{font-size:14.5px;margin-bottom:4px}
.muted{color:#5f6b7a;font-size:12.5px;white-space:nowrap}
.bar{height:8px;border-radius:4px;background:#eef1f5;overflow:hidden;margin-top:8px}.bar i{display:block;height:100%;background:${accent}}
.chart{display:flex;align-items:flex-end;gap:10px;height:var(--chart,190px);padding:10px 4px 0;border-bottom:1px solid #e3e8ee}
.chart i{flex:1;background:${accent};border-radius:5px 5px 0 0;opacity:.85}
.chart i:nth-child(odd){opacity:.55}
.row{display:flex;gap:14px;min-height:0}
.col{flex:1;min-width:0;display:flex;flex-direction:column;gap:10px}
</style></head><body>
<header><b>${esc(LABEL[product])}</b><div class="search">${esc(view.search)}</div><div class="me">${esc(view.me)}</div></header>
<nav><ul>${nav}</ul></nav>
<main><div class="top"><div><h1>${esc(view.title)}</h1><div class="sub">${esc(view.sub)}</div></div>${view.action ? `<span class="btn">${esc(view.action)}</span>` : ""}</div>${view.body(accent)}</main>
</body></html>`;
}
