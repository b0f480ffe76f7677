/**
 * The five product screens, drawn into the content area of an application
 * window: an approval flow (OA), a Gantt chart (PM), an order list (Trade), a
 * live-event console (Live) and a course catalogue (Education). Each draws the
 * item's own title and figures; names, amounts and layout come from a generator
 * seeded by the picture's key, so no two pictures show the same data.
 */
import type { createRandom } from "../random.ts";
import { box, chip, fit, initials, STATUS, text } from "./svg.ts";

type Random = ReturnType<typeof createRandom>;
export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Figure {
  value: string;
  label: string;
}
export interface ScreenInput {
  title: string;
  subtitle: string;
  figures: Figure[];
  accent: string;
  variant: number;
}

export const PEOPLE = [
  "Amara Okafor", "Jonas Weber", "Priya Raman", "Lucas Martin", "Sofia Rossi", "Daniel Kim", "Elena Petrova",
  "Tom Becker", "Hannah Lee", "Marco Silva", "Nora Hansen", "Omar Haddad", "Grace Chen", "Liam Walsh",
]; // prettier-ignore
const COMPANIES = [
  "Northwind Supply", "Harbor & Vale", "Keystone Tools", "Alder Foods", "Bluepeak Retail", "Corvid Labs",
  "Meridian Parts", "Oakline Hotels", "Summit Pharma", "Tidewater Marine", "Granite Build", "Lumen Optics",
]; // prettier-ignore

/** KPI cards in a row; the item's own figures first. */
export function kpis(a: Area, figures: Figure[], accent: string): string {
  const n = Math.min(3, figures.length);
  if (!n) return "";
  const gap = 18;
  const w = (a.w - gap * (n - 1)) / n;
  return figures
    .slice(0, n)
    .map((f, i) => {
      const x = a.x + i * (w + gap);
      return (
        box(x, a.y, w, a.h, "#f6f8fb", 12, `stroke="#e1e6ed"`) +
        box(x, a.y, 6, a.h, accent, 3) +
        text(x + 22, a.y + a.h * 0.5, fit(f.value, w - 40, 30, true), { size: 30, weight: 700, fill: accent }) +
        text(x + 22, a.y + a.h * 0.5 + 28, fit(f.label, w - 40, 16), { size: 16, fill: "#4a5563" })
      );
    })
    .join("");
}

/** A table with a header row; a column named "Status" is drawn as chips. */
function table(a: Area, head: string[], rows: string[][], cols: number[], accent: string): string {
  const parts = [box(a.x, a.y, a.w, 42, accent, 8, `fill-opacity="0.1"`)];
  const xs = cols.reduce<number[]>((acc, c, i) => [...acc, i ? acc[i - 1]! + cols[i - 1]! * a.w : a.x + 16], []);
  head.forEach((h, i) => parts.push(text(xs[i]!, a.y + 27, h, { size: 16, weight: 700, fill: "#2b3440" })));
  const rh = Math.min(52, (a.h - 46) / rows.length);
  rows.forEach((row, ri) => {
    const y = a.y + 46 + ri * rh;
    if (ri % 2) parts.push(box(a.x, y, a.w, rh, "#f7f9fb", 0));
    row.forEach((cell, ci) => {
      if (head[ci] === "Status") parts.push(chip(xs[ci]!, y + rh / 2 - 14, cell, statusColor(cell), 14));
      else parts.push(text(xs[ci]!, y + rh / 2 + 6, fit(cell, cols[ci]! * a.w - 24, 17), { size: 17 }));
    });
  });
  return parts.join("");
}

function statusColor(label: string): string {
  if (/approved|shipped|delivered|done|paid|live|complete/i.test(label)) return STATUS.ok;
  if (/rejected|overdue|blocked|cancel/i.test(label)) return STATUS.bad;
  if (/draft|new/i.test(label)) return STATUS.info;
  return STATUS.wait;
}

const heading = (a: Area, title: string, sub: string) =>
  text(a.x, a.y + 24, fit(title, a.w, 26, true), { size: 26, weight: 700 }) +
  text(a.x, a.y + 54, fit(sub, a.w, 17), { size: 17, fill: "#5f6b7a" });

const money = (r: Random, min: number, max: number) => `€${(r.int(min, max) * 10).toLocaleString("en-GB")}`;

export function approvalFlow(a: Area, s: ScreenInput, r: Random): string {
  const parts = [heading(a, s.title, s.subtitle)];
  const steps = r.pick([
    ["Submitted", "Team lead", "Finance", "Approved"],
    ["Request", "Manager", "Legal review", "Signed"],
    ["Draft", "Department head", "Procurement", "Ordered"],
  ]);
  const people = r.sample(PEOPLE, 4);
  const done = r.int(1, 3);
  const top = a.y + 84;
  const nw = (a.w - 3 * 44) / 4;
  steps.forEach((step, i) => {
    const x = a.x + i * (nw + 44);
    const state = i < done ? "Approved" : i === done ? "Pending" : "Waiting";
    parts.push(
      box(
        x,
        top,
        nw,
        112,
        "#ffffff",
        12,
        `stroke="${i === done ? s.accent : "#d9dee5"}" stroke-width="${i === done ? 3 : 1.5}"`,
      ),
      text(x + 16, top + 30, fit(step, nw - 32, 18, true), { size: 18, weight: 700 }),
      text(x + 16, top + 56, fit(people[i]!, nw - 32, 15), { size: 15, fill: "#5f6b7a" }),
      chip(
        x + 16,
        top + 72,
        state,
        state === "Approved" ? STATUS.ok : state === "Pending" ? STATUS.wait : STATUS.muted,
        13,
      ),
    );
    if (i < 3)
      parts.push(
        `<path d="M${x + nw + 8} ${top + 56}h26m-9 -8l9 8l-9 8" fill="none" stroke="${s.accent}" stroke-width="3"/>`,
      );
  });
  const below = { x: a.x, y: top + 136, w: a.w, h: a.y + a.h - top - 136 };
  if (s.variant % 2 === 1 && s.figures.length) {
    parts.push(kpis({ ...below, h: Math.min(110, below.h) }, s.figures, s.accent));
    return parts.join("");
  }
  const kinds = ["Travel request", "Purchase order", "Leave request", "Contract review", "Expense claim", "New laptop"];
  const rows = r.sample(kinds, 4).map((k, i) => [k, r.pick(PEOPLE), money(r, 20, 900), ["Approved", "Pending", "Approved", "Rejected"][(i + s.variant) % 4]!]); // prettier-ignore
  parts.push(table(below, ["Request", "Requester", "Amount", "Status"], rows, [0.34, 0.28, 0.18, 0.2], s.accent));
  return parts.join("");
}

export function gantt(a: Area, s: ScreenInput, r: Random): string {
  const parts = [heading(a, s.title, s.subtitle)];
  const weeks = 8;
  const labelW = a.w * 0.28;
  const gx = a.x + labelW;
  const gw = a.w - labelW;
  const top = a.y + 80;
  const start = r.int(1, 40);
  for (let i = 0; i < weeks; i++) {
    const x = gx + (gw * i) / weeks;
    parts.push(
      `<line x1="${x}" y1="${top}" x2="${x}" y2="${a.y + a.h}" stroke="#e3e7ed" stroke-width="1.5"/>`,
      text(x + 8, top + 20, `W${start + i}`, { size: 15, fill: "#5f6b7a" }),
    );
  }
  const tasks = r.sample(
    ["Discovery", "Requirements", "Design review", "Build phase 1", "Supplier sign-off", "Data migration", "Testing", "Training", "Go-live", "Site survey", "Budget approval", "Handover"],
    s.variant === 2 ? 5 : 7,
  ); // prettier-ignore
  const rh = (a.h - 110) / tasks.length;
  let cursor = 0;
  tasks.forEach((task, i) => {
    const y = top + 36 + i * rh;
    const len = r.int(1, 3);
    const from = Math.min(weeks - len, cursor);
    cursor = from + r.int(0, 2);
    const bx = gx + (gw * from) / weeks + 4;
    const bw = (gw * len) / weeks - 8;
    const progress = i < tasks.length / 2 ? 1 : r.next() * 0.7;
    parts.push(
      text(a.x, y + rh / 2 + 6, fit(task, labelW - 56, 17), { size: 17 }),
      `<circle cx="${gx - 22}" cy="${y + rh / 2}" r="14" fill="${s.accent}" fill-opacity="0.15"/>`,
      text(gx - 22, y + rh / 2 + 5, initials(r.pick(PEOPLE)), {
        size: 12,
        weight: 700,
        fill: s.accent,
        anchor: "middle",
      }),
      box(bx, y + rh * 0.2, bw, rh * 0.6, s.accent, 6, `fill-opacity="0.25"`),
      box(bx, y + rh * 0.2, bw * progress, rh * 0.6, s.accent, 6),
    );
  });
  const ms = gx + (gw * r.int(5, 7)) / weeks;
  parts.push(
    `<path d="M${ms} ${top + 26}l12 12l-12 12l-12 -12z" fill="${STATUS.wait}"/>`,
    text(ms + 18, top + 44, "Milestone", { size: 14, weight: 700, fill: STATUS.wait }),
  );
  const today = gx + gw * (0.3 + r.next() * 0.3);
  parts.push(
    `<line x1="${today}" y1="${top}" x2="${today}" y2="${a.y + a.h}" stroke="${STATUS.bad}" stroke-width="3"/>`,
  );
  if (s.figures[0]) parts.push(chip(a.x + a.w - 260, a.y + 6, fit(`${s.figures[0].value} ${s.figures[0].label}`, 220, 14), STATUS.ok, 14)); // prettier-ignore
  return parts.join("");
}

export function orderList(a: Area, s: ScreenInput, r: Random): string {
  const parts = [heading(a, s.title, s.subtitle)];
  const figures = s.figures.length
    ? s.figures
    : [
        { value: String(r.int(40, 180)), label: "open orders" },
        { value: money(r, 1200, 9000), label: "ordered today" },
        { value: `${r.int(92, 99)}%`, label: "shipped on time" },
      ];
  parts.push(kpis({ x: a.x, y: a.y + 76, w: a.w, h: 96 }, figures, s.accent));
  const statuses = ["Shipped", "Picking", "Awaiting payment", "Delivered", "New", "Backorder"];
  let no = r.int(10200, 48900);
  const rows = r
    .sample(COMPANIES, s.variant === 1 ? 4 : 5)
    .map((c) => [`SO-${no++}`, c, String(r.int(2, 48)), money(r, 40, 4000), r.pick(statuses)]);
  parts.push(
    table(
      { x: a.x, y: a.y + 194, w: a.w, h: a.h - 194 },
      ["Order", "Customer", "Lines", "Total", "Status"],
      rows,
      [0.16, 0.32, 0.1, 0.16, 0.26],
      s.accent,
    ),
  );
  return parts.join("");
}

export function liveConsole(a: Area, s: ScreenInput, r: Random): string {
  const stageW = a.w * 0.62;
  const stageH = a.h * 0.68;
  const viewers = r.int(800, 14000).toLocaleString("en-GB");
  const parts = [
    box(a.x, a.y, stageW, stageH, "#111827", 12),
    `<circle cx="${a.x + stageW * 0.5}" cy="${a.y + stageH * 0.42}" r="${stageH * 0.16}" fill="#374151"/>`,
    `<path d="M${a.x + stageW * 0.3} ${a.y + stageH}q${stageW * 0.2} ${-stageH * 0.42} ${stageW * 0.4} 0z" fill="#374151"/>`,
    box(a.x + 16, a.y + 16, 66, 30, STATUS.bad, 6),
    text(a.x + 49, a.y + 37, "LIVE", { size: 16, weight: 700, fill: "#fff", anchor: "middle" }),
    text(a.x + 96, a.y + 37, `${viewers} watching`, { size: 16, fill: "#fff" }),
    box(a.x + 16, a.y + stageH - 74, stageW - 32, 58, "#000", 8, `fill-opacity="0.55"`),
    text(a.x + 32, a.y + stageH - 50, fit(s.title, stageW - 64, 19, true), { size: 19, weight: 700, fill: "#fff" }),
    text(a.x + 32, a.y + stageH - 26, fit(s.subtitle, stageW - 64, 15), { size: 15, fill: "#d1d5db" }),
  ];
  const scenes = ["Camera 1", "Slides", "Split view", "Break"];
  const sw = (stageW - 3 * 12) / 4;
  const active = r.int(0, 3);
  scenes.forEach((label, i) => {
    const x = a.x + i * (sw + 12);
    const y = a.y + stageH + 18;
    parts.push(
      box(x, y, sw, 52, i === active ? s.accent : "#eef1f5", 8),
      text(x + sw / 2, y + 32, label, {
        size: 16,
        weight: 700,
        fill: i === active ? "#fff" : "#2b3440",
        anchor: "middle",
      }),
    );
  });
  const stats = [
    ["Peak", r.int(1000, 16000).toLocaleString("en-GB")],
    ["Questions", String(r.int(12, 140))],
    ["Captions", "On"],
  ];
  stats.forEach(([k, v], i) => {
    const x = a.x + i * (stageW / 3);
    parts.push(text(x, a.y + a.h - 12, `${k}: ${v}`, { size: 16, fill: "#4a5563" }));
  });
  const qx = a.x + stageW + 24;
  const qw = a.w - stageW - 24;
  parts.push(box(qx, a.y, qw, a.h, "#f6f8fb", 12), text(qx + 18, a.y + 34, "Audience Q&A", { size: 19, weight: 700 }));
  const questions = r.sample(
    ["Will the recording be shared?", "Does it work on mobile?", "Can we add our own captions?", "How many can join?", "Is there an API?", "Can speakers join remotely?", "Where are the slides?"],
    4,
  ); // prettier-ignore
  questions.forEach((q, i) => {
    const y = a.y + 56 + i * ((a.h - 70) / 4);
    parts.push(
      box(qx + 14, y, qw - 28, (a.h - 70) / 4 - 12, "#ffffff", 10, `stroke="#e1e6ed"`),
      text(qx + 28, y + 26, fit(r.pick(PEOPLE), qw - 60, 14, true), { size: 14, weight: 700, fill: s.accent }),
      text(qx + 28, y + 50, fit(q, qw - 56, 15), { size: 15 }),
    );
  });
  return parts.join("");
}

export function courseCatalogue(a: Area, s: ScreenInput, r: Random): string {
  const parts = [heading(a, s.title, s.subtitle)];
  const filters = ["All courses", "Onboarding", "Compliance", "Sales", "Leadership"];
  let fx = a.x;
  const activeFilter = r.int(0, 4);
  filters.forEach((f, i) => {
    const w = f.length * 9.5 + 30;
    parts.push(
      box(fx, a.y + 72, w, 34, i === activeFilter ? s.accent : "#eef1f5", 17),
      text(fx + w / 2, a.y + 95, f, {
        size: 15,
        weight: 700,
        fill: i === activeFilter ? "#fff" : "#3c4652",
        anchor: "middle",
      }),
    );
    fx += w + 10;
  });
  const courses = r.sample(
    ["Safety basics", "GDPR in practice", "Welcome to the team", "Negotiation skills", "Leading remote teams", "Product essentials", "First aid refresher", "Customer care", "Data literacy", "Coaching conversations", "Lab safety", "Financial awareness"],
    6,
  ); // prettier-ignore
  const cols = 3;
  const gap = 18;
  const cw = (a.w - gap * (cols - 1)) / cols;
  const top = a.y + 124;
  const ch = (a.h - 124 - gap) / 2;
  const hues = ["#f59e0b", "#10b981", "#6366f1", "#ef4444", "#0ea5e9", "#a855f7"];
  courses.forEach((c, i) => {
    const x = a.x + (i % cols) * (cw + gap);
    const y = top + Math.floor(i / cols) * (ch + gap);
    const hue = hues[(i + s.variant) % hues.length]!;
    const progress = r.next();
    parts.push(
      box(x, y, cw, ch, "#ffffff", 12, `stroke="#e1e6ed"`),
      box(x, y, cw, ch * 0.38, hue, 12, `fill-opacity="0.85"`),
      `<circle cx="${x + cw - 40}" cy="${y + ch * 0.19}" r="${ch * 0.11}" fill="#fff" fill-opacity="0.4"/>`,
      text(x + 16, y + ch * 0.38 + 30, fit(c, cw - 32, 18, true), { size: 18, weight: 700 }),
      text(x + 16, y + ch * 0.38 + 56, `${r.int(4, 16)} lessons · ${r.int(20, 90)} min`, { size: 14, fill: "#5f6b7a" }),
      box(x + 16, y + ch - 24, cw - 32, 8, "#e5e9ef", 4),
      box(x + 16, y + ch - 24, (cw - 32) * progress, 8, s.accent, 4),
    );
  });
  return parts.join("");
}
