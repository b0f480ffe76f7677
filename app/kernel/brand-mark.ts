/**
 * Brightlane's mark: a lane running to a rising sun, on the brand's blue tile. Its shapes live
 * here once; the header's logo, public/favicon.svg, the sharing image and the demo clips all draw
 * from them (tests/integration/brand-mark.test.ts keeps the favicon file in step).
 */
export const MARK = {
  size: 32,
  radius: 7,
  /** The half sun on the horizon. */
  sun: "M8.5 15a7.5 7.5 0 0 1 15 0z",
  /** The lane, wide at the viewer and narrowing to the horizon. */
  lane: "M5 27 14.6 15h2.8L27 27z",
  /** The lane's centre marks, in the tile's colour. */
  marks: "M15.3 21.6h1.4v3.4h-1.4zM15.55 17.2h.9v2.2h-.9z",
  colours: { tile: "#0b5cad", lane: "#ffffff", sun: "#f2a900" },
} as const;

/** The mark as a standalone SVG document; `inverse` draws it on a white tile for dark grounds. */
export function markSvg(inverse = false): string {
  const { tile, lane, sun } = MARK.colours;
  const [ground, road] = inverse ? [lane, tile] : [tile, lane];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK.size} ${MARK.size}">` +
    `<rect width="${MARK.size}" height="${MARK.size}" rx="${MARK.radius}" fill="${ground}"/>` +
    `<path d="${MARK.sun}" fill="${sun}"/>` +
    `<path d="${MARK.lane}" fill="${road}"/>` +
    `<path d="${MARK.marks}" fill="${ground}"/>` +
    `</svg>`
  );
}
