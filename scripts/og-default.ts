/**
 * Renders public/og-default.png, the 1200x630 sharing image used by pages that
 * have no cover of their own, and public/favicon.svg, both from the mark in
 * app/kernel/brand-mark.ts. Run again after changing the mark or the brand colours:
 * `node scripts/og-default.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { markSvg } from "../app/kernel/brand-mark.ts";

const out = path.resolve(import.meta.dirname, "../public/og-default.png");
const favicon = path.resolve(import.meta.dirname, "../public/favicon.svg");
// The mark's own document, its outer <svg> swapped for a group placed on the picture.
const markShapes = markSvg(true)
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>$/, "");
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b5cad"/>
      <stop offset="1" stop-color="#073b70"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1040" cy="120" r="220" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="1120" cy="560" r="160" fill="#ffffff" fill-opacity="0.05"/>
  <g transform="translate(96 200) scale(2.25)">${markShapes}</g>
  <text x="96" y="360" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">Brightlane</text>
  <text x="96" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#d6e6f7">Office, projects, trade, live events and learning</text>
  <text x="96" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#a9c6e6">Brightlane Software is a fictional company.</text>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(out);
writeFileSync(favicon, `${markSvg()}\n`);
process.stdout.write(`wrote ${out} and ${favicon}\n`);
