/**
 * How the pages show each kind of drawn picture, as the part of it a visitor
 * sees at a viewport width. Pictures fill their frame with `object-fit: cover`
 * (centred), so a frame of another shape than the picture cuts its edges off:
 *
 * - covers: cards at 16:10 (desktop lists), 96x72 thumbnails (mobile lists), 16:9
 *   tiles and heroes;
 * - banners: the desktop home slide, the full viewport width by at least 22rem and
 *   more as its copy wraps; the mobile home slide at 16:10, taller where its copy
 *   needs it on narrow phones; the mobile promotion card at 16:9 (desktop shows
 *   promotions whole);
 * - logos: always whole (`max-width`/`max-height`, never cropped).
 *
 * These follow app/styles/desktop.css and mobile.css; a change of a frame there
 * belongs here too, and the painted-text test then checks every picture against it.
 */
import type { ArtKind } from "../artwork.ts";

export const VIEWPORTS = [320, 390, 768, 1280, 1920] as const;

export interface Crop {
  /** Where the picture shows so. */
  frame: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The frames (width / height) a kind of picture is shown in at viewport width `vw`. */
function frames(kind: ArtKind, vw: number): Array<{ frame: string; aspect: number }> {
  switch (kind) {
    case "cover":
      return [
        { frame: "desktop card 16:10", aspect: 16 / 10 },
        { frame: "mobile list thumbnail 96x72", aspect: 96 / 72 },
        { frame: "tile or hero 16:9", aspect: 16 / 9 },
      ];
    case "banner": {
      // The desktop slide is at least 352 px tall; on narrow screens its copy wraps
      // over more lines and the slide grows to about 560 px.
      const tallest = vw < 768 ? 560 : 440;
      return [
        { frame: "desktop home slide, shortest", aspect: vw / 352 },
        { frame: "desktop home slide, tallest", aspect: vw / tallest },
        { frame: "mobile home slide 16:10", aspect: 16 / 10 },
        // Below 400 px the copy (about 260 px at 320 px) outgrows 16:10.
        ...(vw < 400 ? [{ frame: "mobile home slide, grown to its copy", aspect: vw / 270 }] : []),
        { frame: "mobile promotion 16:9", aspect: 16 / 9 },
      ];
    }
    case "poster":
      return [{ frame: "video thumbnail 16:9", aspect: 16 / 9 }];
    case "logo":
      return [{ frame: "logo, whole", aspect: 0 }];
  }
}

/** The part of a `w` x `h` picture of `kind` that shows in each of its frames at viewport width `vw`. */
export function cropsAt(kind: ArtKind, w: number, h: number, vw: number): Crop[] {
  return frames(kind, vw).map(({ frame, aspect }) => {
    if (!aspect) return { frame, x: 0, y: 0, w, h };
    if (aspect >= w / h) {
      const seen = w / aspect;
      return { frame, x: 0, y: (h - seen) / 2, w, h: seen };
    }
    const seen = h * aspect;
    return { frame, x: (w - seen) / 2, y: 0, w: seen, h };
  });
}
