/**
 * Renders the demo video clips under public/clips/: four short, silent, branded
 * animations (one per video category's newest video, see the "Videos" section of
 * db/seed/build.ts) with a WebVTT captions file next to each.
 *
 * Usage: `npx node scripts/generate-clips.ts` (CHROMIUM_PATH overrides /usr/bin/chromium).
 *
 * How: Chromium (through Playwright) draws each frame on a 640x360 <canvas> as a pure
 * function of the elapsed time, and MediaRecorder records `canvas.captureStream(30)` as
 * WebM (VP9, VP8 as a fallback) at about 240 kbit/s, with no audio track. The recording
 * comes back to Node as base64; MediaRecorder writes no duration into the file, so
 * `withDuration` adds the EBML Duration element to the Segment Info before the file is
 * written (players then show the length and a usable seek bar).
 *
 * The pictures are deterministic (same shapes, text and timing every run); the encoded
 * bytes vary a little between runs because the recorder runs in real time. Nothing is
 * downloaded: the clips are generated, like every image of the demo.
 * Regenerate after changing the brand colours in app/styles/global.css.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { CLIP_SECONDS } from "../db/seed/build.ts";
import { MARK } from "../app/kernel/brand-mark.ts";

/** Brand colours, from app/styles/global.css. */
export const BRAND = {
  brand: "#0b5cad",
  brandDark: "#08427c",
  accent: "#f2a900",
  ink: "#16202b",
  soft: "#f4f7fa",
} as const;

export const CLIP_WIDTH = 640;
export const CLIP_HEIGHT = 360;
const BITS_PER_SECOND = 240_000;

interface Cue {
  from: number;
  to: number;
  text: string;
}

export interface ClipSpec {
  /** File name without extension: public/clips/<name>.webm and .vtt. */
  name: string;
  title: string;
  subtitle: string;
  /** Three feature labels shown on the cards. */
  cards: [string, string, string];
  /** 0..3: which way the background shapes drift, so the four clips differ. */
  variant: number;
}

export const CLIPS: ClipSpec[] = [
  {
    name: "brightlane-oa",
    title: "Brightlane OA",
    subtitle: "Forms, approvals and the mobile app",
    cards: ["Forms", "Approvals", "Mobile"],
    variant: 0,
  },
  {
    name: "brightlane-trade",
    title: "Brightlane Trade",
    subtitle: "Procurement, one process at a time",
    cards: ["Catalogue", "Orders", "Invoices"],
    variant: 1,
  },
  {
    name: "brightlane-pm",
    title: "Brightlane PM",
    subtitle: "Every project on one timeline",
    cards: ["Plans", "Resources", "Milestones"],
    variant: 2,
  },
  {
    name: "brightlane-live",
    title: "Brightlane Live",
    subtitle: "Step by step, with live help",
    cards: ["Stage", "Speakers", "Go live"],
    variant: 3,
  },
];

/** Captions follow the animation's timeline (see `draw` below); the clips are silent. */
export function captions(clip: ClipSpec): string {
  const cues: Cue[] = [
    { from: 0, to: 1.5, text: "[No sound] The Brightlane logo appears on a blue background." },
    { from: 1.5, to: 3, text: `${clip.title}\n${clip.subtitle}` },
    { from: 3, to: 5.5, text: `Three cards slide in: ${clip.cards[0]}, ${clip.cards[1]} and ${clip.cards[2]}.` },
    { from: 5.5, to: CLIP_SECONDS, text: "A yellow bar fills the width of the screen. The end." },
  ];
  const ts = (s: number) => `00:00:${s.toFixed(3).padStart(6, "0")}`;
  return `WEBVTT - ${clip.title} (silent clip)\n\n${cues.map((c, i) => `${i + 1}\n${ts(c.from)} --> ${ts(c.to)}\n${c.text}\n`).join("\n")}`;
}

/** Runs in the page: records one clip and answers its bytes as base64 and its length in ms. */
async function recordInPage(args: {
  clip: ClipSpec;
  brand: typeof BRAND;
  mark: typeof MARK;
  seconds: number;
  width: number;
  height: number;
  bps: number;
}) {
  const { clip, brand, mark, seconds, width: W, height: H, bps } = args;
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = H;
  document.body.append(canvas);
  const ctx = canvas.getContext("2d")!;
  const ease = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : 1 - (1 - x) ** 3);
  const span = (t: number, a: number, b: number) => ease((t - a) / (b - a));
  const font = (size: number, weight = 400) => `${weight} ${size}px "DejaVu Sans", Arial, sans-serif`;
  const round = (x: number, y: number, w: number, h: number, r: number) => {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
  };

  const draw = (t: number) => {
    const g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, brand.brand);
    g.addColorStop(1, brand.brandDark);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);

    // Drifting circles; the direction depends on the clip.
    const dir = [1, -1, 1, -1][clip.variant]!;
    const vdir = [1, 1, -1, -1][clip.variant]!;
    for (let i = 0; i < 5; i++) {
      const phase = i * 1.3 + clip.variant;
      const x = W * (0.15 + 0.18 * i) + dir * 30 * Math.sin(t * 0.9 + phase);
      const y = H * (0.25 + 0.12 * (i % 3)) + vdir * 24 * Math.cos(t * 0.7 + phase);
      ctx.fillStyle = i === 2 ? "rgba(242,169,0,0.22)" : "rgba(255,255,255,0.07)";
      ctx.beginPath();
      ctx.arc(x, y, 40 + 14 * i, 0, Math.PI * 2);
      ctx.fill();
    }

    // Logo mark (app/kernel/brand-mark.ts, on a white tile as on public/og-default.png), sliding in.
    const logo = span(t, 0.1, 1.1);
    ctx.save();
    ctx.globalAlpha = logo;
    ctx.translate(40 + (1 - logo) * -60, 36);
    ctx.scale(1.5, 1.5);
    ctx.fillStyle = "#ffffff";
    round(0, 0, mark.size, mark.size, mark.radius);
    ctx.fill();
    ctx.fillStyle = mark.colours.sun;
    ctx.fill(new Path2D(mark.sun));
    ctx.fillStyle = mark.colours.tile;
    ctx.fill(new Path2D(mark.lane));
    ctx.fillStyle = "#ffffff";
    ctx.fill(new Path2D(mark.marks));
    ctx.restore();
    ctx.globalAlpha = logo;
    ctx.fillStyle = "#ffffff";
    ctx.font = font(22, 700);
    ctx.fillText("Brightlane", 100 + (1 - logo) * -60, 68);
    ctx.globalAlpha = 1;

    // Title and subtitle.
    const title = span(t, 1.2, 2.0);
    ctx.globalAlpha = title;
    ctx.font = font(40, 700);
    ctx.fillText(clip.title, 40, 150 + (1 - title) * 24);
    const sub = span(t, 1.8, 2.6);
    ctx.globalAlpha = sub;
    ctx.fillStyle = "#d6e6f7";
    ctx.font = font(20);
    ctx.fillText(clip.subtitle, 40, 186 + (1 - sub) * 16);
    ctx.globalAlpha = 1;

    // Three feature cards slide up one after another.
    clip.cards.forEach((label, i) => {
      const k = span(t, 3 + i * 0.5, 3.8 + i * 0.5);
      if (k <= 0) return;
      const x = 40 + i * 192;
      const y = 220 + (1 - k) * 60;
      ctx.globalAlpha = k;
      ctx.fillStyle = brand.soft;
      round(x, y, 176, 84, 10);
      ctx.fill();
      ctx.fillStyle = brand.accent;
      round(x + 14, y + 14, 28, 6, 3);
      ctx.fill();
      ctx.fillStyle = brand.ink;
      ctx.font = font(20, 700);
      ctx.fillText(label, x + 14, y + 56);
      ctx.globalAlpha = 1;
    });

    // Progress bar along the bottom, filling over the whole clip.
    ctx.fillStyle = "rgba(255,255,255,0.18)";
    ctx.fillRect(0, H - 8, W, 8);
    ctx.fillStyle = brand.accent;
    ctx.fillRect(0, H - 8, W * Math.min(1, t / seconds), 8);
  };

  draw(0);
  const stream = canvas.captureStream(30);
  const mimeType = ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"].find((m) =>
    MediaRecorder.isTypeSupported(m),
  );
  if (!mimeType) throw new Error("this browser cannot record WebM");
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bps });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size) chunks.push(e.data);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  recorder.start();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, seconds));
      if (t >= seconds) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  const durationMs = performance.now() - start;
  await stopped;
  stream.getTracks().forEach((track) => track.stop());
  canvas.remove();
  const blob = new Blob(chunks, { type: "video/webm" });
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
  return { base64: dataUrl.slice(dataUrl.indexOf(",") + 1), mimeType, durationMs };
}

// --- A minimal EBML editor: enough to add Segment/Info/Duration to a MediaRecorder file.

const ID = { segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489 } as const;

function readId(buf: Buffer, pos: number): { id: number; len: number } {
  const first = buf[pos]!;
  let len = 1;
  while (len <= 4 && !(first & (0x80 >> (len - 1)))) len++;
  if (len > 4) throw new Error(`bad EBML id at ${pos}`);
  return { id: buf.readUIntBE(pos, len), len };
}

function readSize(buf: Buffer, pos: number): { size: number; len: number; unknown: boolean } {
  const first = buf[pos]!;
  let len = 1;
  while (len <= 8 && !(first & (0x80 >> (len - 1)))) len++;
  if (len > 8) throw new Error(`bad EBML size at ${pos}`);
  let value = first & (0xff >> len);
  let allOnes = value === 0xff >> len;
  for (let i = 1; i < len; i++) {
    value = value * 256 + buf[pos + i]!;
    if (buf[pos + i] !== 0xff) allOnes = false;
  }
  return { size: value, len, unknown: allOnes };
}

function encodeSize(value: number, len: number): Buffer {
  if (value >= 2 ** (7 * len) - 1) throw new Error(`size ${value} does not fit ${len} bytes`);
  const out = Buffer.alloc(len);
  let v = value;
  for (let i = len - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  out[0]! |= 0x80 >> (len - 1);
  return out;
}

/** Returns a copy of a WebM file whose Segment Info carries `durationMs`. */
export function withDuration(webm: Buffer, durationMs: number): Buffer {
  let pos = 0;
  while (pos < webm.length) {
    const { id, len: idLen } = readId(webm, pos);
    const size = readSize(webm, pos + idLen);
    const dataStart = pos + idLen + size.len;
    if (id !== ID.segment) {
      pos = dataStart + size.size;
      continue;
    }
    const segmentEnd = size.unknown ? webm.length : dataStart + size.size;
    let child = dataStart;
    while (child < segmentEnd) {
      const c = readId(webm, child);
      const cs = readSize(webm, child + c.len);
      const cStart = child + c.len + cs.len;
      if (c.id !== ID.info) {
        if (cs.unknown) break;
        child = cStart + cs.size;
        continue;
      }
      // Inside Info: find TimecodeScale (default 1 ms) and any existing Duration.
      let scale = 1_000_000;
      let existing: { at: number; end: number } | null = null;
      for (let p = cStart; p < cStart + cs.size;) {
        const e = readId(webm, p);
        const es = readSize(webm, p + e.len);
        const eStart = p + e.len + es.len;
        if (e.id === ID.timecodeScale) scale = webm.readUIntBE(eStart, es.size);
        if (e.id === ID.duration) existing = { at: p, end: eStart + es.size };
        p = eStart + es.size;
      }
      const value = Buffer.alloc(8);
      value.writeDoubleBE((durationMs * 1_000_000) / scale);
      const element = Buffer.concat([Buffer.from([0x44, 0x89, 0x88]), value]);
      const infoBody = existing
        ? Buffer.concat([webm.subarray(cStart, existing.at), element, webm.subarray(existing.end, cStart + cs.size)])
        : Buffer.concat([webm.subarray(cStart, cStart + cs.size), element]);
      const delta = infoBody.length - cs.size;
      const segmentSize = size.unknown
        ? webm.subarray(pos + idLen, dataStart)
        : encodeSize(size.size + delta, size.len);
      return Buffer.concat([
        webm.subarray(0, pos + idLen),
        segmentSize,
        webm.subarray(dataStart, child + c.len),
        encodeSize(infoBody.length, cs.len),
        infoBody,
        webm.subarray(cStart + cs.size),
      ]);
    }
    break;
  }
  throw new Error("no Segment Info element found");
}

async function main() {
  const outDir = path.resolve(import.meta.dirname, "../public/clips");
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: CLIP_WIDTH, height: CLIP_HEIGHT } });
    await page.setContent('<!DOCTYPE html><html><body style="margin:0;background:#000"></body></html>');
    for (const clip of CLIPS) {
      const result = await page.evaluate(recordInPage, {
        clip,
        brand: BRAND,
        mark: MARK,
        seconds: CLIP_SECONDS,
        width: CLIP_WIDTH,
        height: CLIP_HEIGHT,
        bps: BITS_PER_SECOND,
      });
      const webm = withDuration(Buffer.from(result.base64, "base64"), result.durationMs);
      writeFileSync(path.join(outDir, `${clip.name}.webm`), webm);
      writeFileSync(path.join(outDir, `${clip.name}.vtt`), captions(clip));
      process.stdout.write(
        `${clip.name}.webm  ${(webm.length / 1024).toFixed(0)} KB  ${result.mimeType}  ${(result.durationMs / 1000).toFixed(2)} s\n`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.main) await main();
